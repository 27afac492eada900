// The repository's root holds only what belongs there: the build and CI
// entry points, the README and the project's folders; no build output, fuzzer
// artifact or stray file (build trees are ignored, see .gitignore).
// RUN: git -C %gather_src_root ls-files | cut -d/ -f1 | LC_ALL=C sort -u | FileCheck %s --match-full-lines --implicit-check-not={{.}}
// CHECK: .ci
// CHECK-NEXT: .clang-format
// CHECK-NEXT: .gitignore
// CHECK-NEXT: CMakeLists.txt
// CHECK-NEXT: README.md
// CHECK-NEXT: bench
// CHECK-NEXT: cmake
// CHECK-NEXT: docs
// CHECK-NEXT: examples
// CHECK-NEXT: fuzz
// CHECK-NEXT: include
// CHECK-NEXT: lib
// CHECK-NEXT: scripts
// CHECK-NEXT: test
// CHECK-NEXT: tools
// CHECK-NEXT: unittests

// README.md's folder map has a row for every library folder and every entry
// at the root.
// RUN: %python %S/folder_map.py %gather_src_root | FileCheck %s --check-prefix=MAP --implicit-check-not=README.md
// MAP: folder map: 0 missing
