#!/usr/bin/env bash
# Sets everything up, builds, and runs every test in both tiers: the fast one
# (check-gather: `lit build/test`, the FileCheck and verifier tests and the
# Google Test unit tests) and the integration tier (check-gather-integration:
# `lit build/test/Integration`), whose execution tests run once more, each
# kernel JIT-compiled for every x86-64 level that gather-compile's variants
# target. Then it builds with AddressSanitizer and
# UndefinedBehaviorSanitizer and runs both tiers again (a sample of what
# the plain build covers: docs/Testing.md), and the fuzzers
# (CTest). Every run writes a JUnit report; the last line is
# `N passed, N failed`, and the exit status is non-zero on any failure or
# missing report.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
bash scripts/build.sh

lit=/usr/lib/llvm-22/bin/lit
results="$PWD/build/test-results"
rm -rf "$results" && mkdir -p "$results"

# run NAME COMMAND...: runs one test command; a failure is remembered (and
# its report, if any, counted) while the other runs go on.
status=0
run() {
  local name=$1
  shift
  "$@" || { echo "check.sh: $name failed (exit status $?)"; status=1; }
}

run lit "$lit" -sv build/test --xunit-xml-output="$results/lit.xml"
run lit-integration "$lit" -sv build/test/Integration \
  --xunit-xml-output="$results/lit-integration.xml"
# The execution tests once more for the variants of gather-compile's default
# output that this machine can execute: gather-run JIT-compiles each kernel
# for each of those CPUs, optimised as gather-compile optimises, and checks
# that all give the same outcome. (x86-64-v4 needs AVX-512; on a machine
# without it the tests that force that variant check that it is refused
# instead.)
variant_cpus=()
for cpu in x86-64 x86-64-v3 x86-64-v4; do
  if reason=$(bash scripts/host-runs.sh build/bin/gather-run "$cpu" 2>&1); then
    variant_cpus+=("$cpu")
  else
    echo "check.sh: no execution tests for $cpu on this machine: $reason"
  fi
done
variant_list=$(IFS=,; echo "${variant_cpus[*]}")
run lit-gather-run-variants "$lit" -sv build/test/Integration/GatherRun \
  --param gather_run_cpu="$variant_list" \
  --xunit-xml-output="$results/lit-gather-run-variants.xml"

# The AddressSanitizer + UndefinedBehaviorSanitizer build: both lit tiers
# (what the plain build covers sampled, by lit.cfg.py), and each libFuzzer target replaying its corpus and then
# fuzzing for GATHER_FUZZ_SECONDS (CTest's only tests), two at a time.
bash scripts/build-sanitized.sh
run lit-sanitized "$lit" -sv build-sanitized/test \
  --xunit-xml-output="$results/lit-sanitized.xml"
run lit-integration-sanitized "$lit" -sv build-sanitized/test/Integration \
  --xunit-xml-output="$results/lit-integration-sanitized.xml"
run ctest-sanitized ctest --test-dir build-sanitized -j 2 --output-on-failure \
  --no-tests=error --output-junit "$results/ctest-sanitized.xml"

summary_status=0
python3 scripts/summarize-tests.py "$results/lit.xml" \
  "$results/lit-integration.xml" "$results/lit-gather-run-variants.xml" \
  "$results/lit-sanitized.xml" \
  "$results/lit-integration-sanitized.xml" "$results/ctest-sanitized.xml" ||
  summary_status=$?
[ "$status" -eq 0 ] && [ "$summary_status" -eq 0 ]
