#!/usr/bin/env bash
# Sets everything up, builds the benchmark (every case compiled by
# gather-compile) and runs it; prints a Markdown table of medians.
# Extra arguments go to gather-bench (--repetitions=N, --filter=SUBSTRING).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
bash scripts/build.sh >/dev/null
cmake --build build --target gather-bench -j "${GATHER_JOBS:-2}" >/dev/null
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
build/bin/gather-bench "$@"
