#!/usr/bin/env bash
# The distributed benchmark: a vocabulary-parallel embedding at DRAM scale
# (embed.mlir: a 1 GiB f32 table, 4096 ids) compiled by gather-compile and
# linked with mpicc, on 2 processes (the table's rows split) against the
# one-process kernel, in the same run. Prints a Markdown table.
#   bench/distributed/run.sh [ITERATIONS]   (default 10)
set -euo pipefail
cd "$(dirname "$0")/../.."
iterations=${1:-10}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

bash scripts/setup.sh
bash scripts/build.sh >/dev/null
build/bin/gather-compile bench/distributed/embed.mlir -O3 \
  -o "$work/embed.o" --header="$work/embed.h"
mpicc -O2 -I"$work" bench/distributed/vocab_parallel.c "$work/embed.o" \
  -o "$work/vocab_parallel"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo
echo "| kernel | processes | table MiB per process | peak resident MiB per process | ms per lookup (median of $iterations) | the all-reduce alone, ms (share) |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
mpirun -np 1 "$work/vocab_parallel" whole "$iterations"
mpirun -np 2 "$work/vocab_parallel" rows "$iterations"
