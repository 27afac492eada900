#!/usr/bin/env bash
# host-runs.sh GATHER_RUN CPU: exits 0 if this machine runs code compiled
# for CPU (an LLVM CPU name such as x86-64-v4), as gather-run's own check
# (checkHostRuns) answers it, JIT-compiling an empty kernel for it; else
# prints gather-run's reason and exits 1. scripts/check.sh and the lit
# configuration ask it which of gather-compile's default variants this
# machine can execute.
set -euo pipefail
probe=$(mktemp --suffix=.mlir)
trap 'rm -f "$probe"' EXIT
printf 'func.func @probe() {\n  return\n}\n' > "$probe"
"$1" "$probe" -e probe --mcpu="$2"
