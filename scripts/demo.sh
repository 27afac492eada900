#!/usr/bin/env bash
# Sets everything up, builds, and runs the main job: gather-compile turns the
# example kernel (examples/gather.mlir) into an object file and a C header,
# cc builds the C program examples/main.c against them, and the program runs
# and prints the gathered tensor.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
bash scripts/build.sh >/dev/null

out=build/example
mkdir -p "$out"
echo "== gather-compile examples/gather.mlir -o $out/gather_kernels.o --header=$out/gather_kernels.h"
build/bin/gather-compile examples/gather.mlir -o "$out/gather_kernels.o" \
  --header="$out/gather_kernels.h"
echo "== cc examples/main.c $out/gather_kernels.o -o $out/main"
cc -std=c99 -Wall -I"$out" examples/main.c "$out/gather_kernels.o" -o "$out/main"
echo "== $out/main"
"$out/main"
