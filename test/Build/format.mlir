// Every tracked C and C++ source is formatted as .clang-format says, with
// LLVM 22's clang-format (`bash scripts/check-format.sh --fix` formats them).
// RUN: bash %gather_src_root/scripts/check-format.sh | FileCheck %s
// CHECK-NOT: misformatted
// CHECK: format: {{[0-9]+}} files, 0 misformatted
