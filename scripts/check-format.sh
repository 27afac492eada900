#!/usr/bin/env bash
# Checks that every tracked C and C++ source is formatted as .clang-format
# says, with Debian's LLVM 22 clang-format (scripts/setup.sh installs it):
# prints each misformatted file and a count, and exits 1 if there is any.
# `bash scripts/check-format.sh --fix` formats them in place instead.
set -euo pipefail
cd "$(dirname "$0")/.."
format=${CLANG_FORMAT:-clang-format-22}
mapfile -t sources < <(git ls-files '*.c' '*.h' '*.cpp')
if [ "${1:-}" = --fix ]; then
  "$format" -i "${sources[@]}"
  exit 0
fi
bad=0
for source in "${sources[@]}"; do
  if ! "$format" --dry-run -Werror "$source" >/dev/null 2>&1; then
    echo "misformatted: $source"
    bad=$((bad + 1))
  fi
done
echo "format: ${#sources[@]} files, $bad misformatted"
[ "$bad" -eq 0 ]
