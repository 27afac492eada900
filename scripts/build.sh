#!/usr/bin/env bash
# Configures (once) and builds gather into build/ with clang-22, lld and Ninja.
# The machine has 2 cores: GATHER_JOBS (default 2) caps parallelism.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f build/build.ninja ]; then
  cmake -S . -B build -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DLLVM_USE_LINKER=lld
fi
cmake --build build -j "${GATHER_JOBS:-2}"
