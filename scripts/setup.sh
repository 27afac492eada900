#!/usr/bin/env bash
# Installs everything gather needs to build and test, from Debian's packages
# and (onnxruntime-node) the npm registry. Runs as root, or through sudo;
# installs only what is missing.
set -euo pipefail

packages=(
  cmake ninja-build python3 python3-numpy python3-onnx gcc g++ libc6-dev
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools clang-22 lld-22
  clang-format-22
  libgtest-dev libomp-22-dev libclang-rt-22-dev valgrind mpich libmpich-dev
  python3-torch
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null |
      grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
# onnxruntime-node, the differential tests' and benchmarks' peer, runs on
# the machine's Node.js and npm, or Debian's.
command -v node >/dev/null && command -v npm >/dev/null || missing+=(nodejs npm)

as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq \
    --no-install-recommends "${missing[@]}" >/dev/null
fi

# npm onnxruntime-node (bench/onnxruntime/package-lock.json), without its
# install scripts (the package holds its binaries), when the lock file is
# newer than what is installed.
onnxruntime=bench/onnxruntime
cd "$(dirname "$0")/.."
if [ ! -f "$onnxruntime/node_modules/.package-lock.json" ] ||
    [ "$onnxruntime/package-lock.json" -nt \
      "$onnxruntime/node_modules/.package-lock.json" ]; then
  echo "setup: installing onnxruntime-node into $onnxruntime/node_modules"
  npm ci --prefix "$onnxruntime" --ignore-scripts --no-audit --no-fund \
    >/dev/null
fi
