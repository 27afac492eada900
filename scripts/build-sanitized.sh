#!/usr/bin/env bash
# Configures and builds gather into build-sanitized/ with AddressSanitizer
# and UndefinedBehaviorSanitizer, and with sanitizer coverage, which also
# builds the libFuzzer targets of fuzz/ (bin/gather-*-fuzzer), and with the
# integration tier (check-gather-integration). libMLIR.so itself is not
# instrumented. It configures a new build-sanitized/, and again one
# configured without -DGATHER_INCLUDE_INTEGRATION_TESTS=ON.
# GATHER_JOBS (default 2) caps parallelism.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f build-sanitized/build.ninja ] ||
    ! grep -qsx 'GATHER_INCLUDE_INTEGRATION_TESTS:BOOL=ON' \
      build-sanitized/CMakeCache.txt; then
  cmake -S . -B build-sanitized -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DLLVM_USE_LINKER=lld \
    "-DLLVM_USE_SANITIZER=Address;Undefined" \
    -DLLVM_USE_SANITIZE_COVERAGE=ON \
    -DGATHER_INCLUDE_INTEGRATION_TESTS=ON
fi
cmake --build build-sanitized -j "${GATHER_JOBS:-2}"
