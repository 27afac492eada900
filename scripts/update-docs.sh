#!/usr/bin/env bash
# Regenerates the op, interface and pass documentation from ODS into build/
# and copies it to docs/Reference/, whose copies the fast tests check
# (test/Docs/reference.mlir). Run it after changing a .td file.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh >/dev/null
cmake --build build --target mlir-doc >/dev/null
cp build/docs/Gather/*.md docs/Reference/
echo "docs/Reference/ updated"
