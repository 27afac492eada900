#!/usr/bin/env bash
# Installs everything gather needs to build and test, from Debian's packages.
# Runs as root, or through sudo; installs only what is missing.
set -euo pipefail

packages=(
  cmake ninja-build python3 python3-numpy python3-onnx gcc g++ libc6-dev
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools clang-22 lld-22
  clang-format-22
  libgtest-dev libomp-22-dev libclang-rt-22-dev valgrind mpich libmpich-dev
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null |
      grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
echo "setup: installing ${missing[*]}"
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq \
  --no-install-recommends "${missing[@]}" >/dev/null
