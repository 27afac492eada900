#!/usr/bin/env bash
# fuzz.sh FUZZER SECONDS: fuzzes the sanitized build's FUZZER
# (gather-ir-fuzzer, gather-jit-fuzzer, gather-npy-fuzzer) for SECONDS, with
# the options of its CTest run (fuzz/CMakeLists.txt writes them beside it),
# from its corpus and build-sanitized/fuzz/FUZZER-long/, where the inputs it
# finds go. Crashes, leaks and slow inputs go to
# build-sanitized/fuzz/FUZZER-*, never into the repository; one worth
# keeping goes into fuzz/corpus/ under a name that says why (docs/Testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
fuzzer=${1:?usage: fuzz.sh FUZZER SECONDS}
seconds=${2:?usage: fuzz.sh FUZZER SECONDS}
options_file=build-sanitized/fuzz/$fuzzer.options
[ -f "$options_file" ] || bash scripts/build-sanitized.sh
{ read -r options; read -r corpus; } < "$options_file"
found=build-sanitized/fuzz/$fuzzer-long
mkdir -p "$found"
# shellcheck disable=SC2086 # the options are words
exec "build-sanitized/bin/$fuzzer" $options -max_total_time="$seconds" \
  "$found" "$corpus"
