#!/usr/bin/env bash
# Sets everything up, builds, runs the whole test suite (lit and the unit
# tests through CTest), then builds with AddressSanitizer and
# UndefinedBehaviorSanitizer and runs it all again with the fuzzers, and ends
# with the line `N passed, N failed`.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
bash scripts/build.sh

results="$PWD/build/test-results"
rm -rf "$results" && mkdir -p "$results"

lit_status=0
/usr/lib/llvm-22/bin/lit -sv build/test --xunit-xml-output="$results/lit.xml" ||
  lit_status=$?
ctest_status=0
ctest --test-dir build --output-on-failure --output-junit "$results/ctest.xml" ||
  ctest_status=$?

# The same again in the AddressSanitizer + UndefinedBehaviorSanitizer build:
# every lit test, the unit tests, and each libFuzzer target replaying its
# corpus and then fuzzing for GATHER_FUZZ_SECONDS (CTest tests too).
bash scripts/build-sanitized.sh
sanitized_lit_status=0
/usr/lib/llvm-22/bin/lit -sv build-sanitized/test \
  --xunit-xml-output="$results/lit-sanitized.xml" || sanitized_lit_status=$?
sanitized_ctest_status=0
ctest --test-dir build-sanitized --output-on-failure \
  --output-junit "$results/ctest-sanitized.xml" || sanitized_ctest_status=$?

summary_status=0
python3 scripts/summarize-tests.py "$results/lit.xml" "$results/ctest.xml" \
  "$results/lit-sanitized.xml" "$results/ctest-sanitized.xml" ||
  summary_status=$?
[ "$lit_status" -eq 0 ] && [ "$ctest_status" -eq 0 ] &&
  [ "$sanitized_lit_status" -eq 0 ] && [ "$sanitized_ctest_status" -eq 0 ] &&
  [ "$summary_status" -eq 0 ]
