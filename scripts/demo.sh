#!/usr/bin/env bash
# Sets everything up, builds, and runs the main job on the example kernel
# (examples/gather.mlir): gather-opt infers its result shapes, then gather-run
# JIT-compiles it and runs it on .npy inputs.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
bash scripts/build.sh >/dev/null

echo "== gather-opt --gather-refine-shapes examples/gather.mlir"
build/bin/gather-opt --gather-refine-shapes examples/gather.mlir

inputs=build/example-inputs
/usr/bin/python3 examples/make_inputs.py "$inputs"
echo "== gather-run examples/gather.mlir -e embed_and_pick (table rows 4, -1, 0)"
build/bin/gather-run examples/gather.mlir -e embed_and_pick \
  --input="$inputs/table.npy" --input="$inputs/tokens.npy" \
  --input="$inputs/picks.npy" --print
