#!/usr/bin/env bash
# Sets everything up, builds, and runs the main job on the example kernel:
# gather-opt verifies it and infers its result shapes.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
bash scripts/build.sh >/dev/null
build/bin/gather-opt --gather-refine-shapes examples/gather.mlir
