// The README's main job: the example kernel compiles with gather-compile, the
// C program in examples/ builds against it and prints the gathered tensor.
// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %gather_src_root/examples/gather.mlir -o %t/gather_kernels.o --header=%t/gather_kernels.h
// RUN: %cc -std=c99 -Wall -Werror -I%t %gather_src_root/examples/main.c %t/gather_kernels.o -o %t/main
// RUN: %t/main | FileCheck %s

// CHECK: embed_and_pick: status 0, shape 3x2
// CHECK-NEXT: {{\[}}[43, 40], [53, 51], [2, 2]]
// CHECK-NEXT: with token 6: status 1 (GATHER_STATUS_INDEX_OUT_OF_BOUNDS = 1)
