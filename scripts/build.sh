#!/usr/bin/env bash
# Configures and builds gather into build/ with clang-22, lld and Ninja, with
# the integration tier (check-gather-integration). It configures a new
# build/, and again one configured without -DGATHER_INCLUDE_INTEGRATION_TESTS=ON.
# The machine has 2 cores: GATHER_JOBS (default 2) caps parallelism.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f build/build.ninja ] ||
    ! grep -qsx 'GATHER_INCLUDE_INTEGRATION_TESTS:BOOL=ON' build/CMakeCache.txt; then
  cmake -S . -B build -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DLLVM_USE_LINKER=lld \
    -DGATHER_INCLUDE_INTEGRATION_TESTS=ON
fi
cmake --build build -j "${GATHER_JOBS:-2}"
