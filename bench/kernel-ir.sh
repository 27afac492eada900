#!/usr/bin/env bash
# Writes the LLVM IR of every benchmark kernel into OUT_DIR, one NAME.ll per
# kernel, by replaying the build's gather-compile commands of gather-bench
# and scatter-bench with --emit=llvm (and the gather-opt steps before them).
# Two such directories, before and after a change, diff to the A/B of the
# code users get: `bash bench/kernel-ir.sh build /tmp/before`.
set -euo pipefail
build=$(cd "${1:?usage: kernel-ir.sh BUILD_DIR OUT_DIR}" && pwd)
out=${2:?usage: kernel-ir.sh BUILD_DIR OUT_DIR}
mkdir -p "$out"
out=$(cd "$out" && pwd)
ninja -C "$build" gather-compile gather-opt >/dev/null

# The build's commands, one per line; the gather-opt steps produce the
# programs that gather-compile then reads, so they run as they are.
ninja -C "$build" -t commands gather-bench scatter-bench |
  grep -E '/bin/gather-(compile|opt) ' | grep -v '^: && ' |
  while IFS= read -r command; do
    if [[ $command == *"/bin/gather-compile "* ]]; then
      object=$(grep -oE -- '-o [^ ]+\.o' <<<"$command" | tail -1 | cut -c4-)
      name=$(basename "$object" .o)
      command="${command/-o $object/--emit=llvm -o $out/$name.ll}"
    fi
    bash -c "$command"
  done
ls "$out" | wc -l
