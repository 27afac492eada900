// Reentrancy: two pthreads call the same kernels concurrently, many times,
// each with its own data; one thread also makes calls with an out-of-range
// index, which must fail (status 1, result zero-filled) without disturbing
// the other thread's calls. Every result is checked against a reference
// computed in C. The default objects' entry points share one global, the
// variant the first call chooses: the threads' first calls race to choose
// it, through relaxed atomics (the same value, a race-free store and loads in
// C11's memory model). helgrind does not see that atomicity, so it checks
// objects with one variant and no dispatcher, whose kernels keep no global
// state, and reports any data race.

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s -o %t/kernels.o --header=%t/kernels.h
// RUN: %cc -std=c99 -Wall -Wextra -Werror -pthread -I%t -o %t/with-cc %S/Inputs/reentrancy.c %t/kernels.o -lpthread
// RUN: %t/with-cc 20000 | FileCheck %s --match-full-lines --check-prefix=MANY
// RUN: %clang -std=c99 -Wall -Wextra -Werror -pthread -I%t -o %t/with-clang %S/Inputs/reentrancy.c %t/kernels.o -lpthread
// RUN: %t/with-clang 20000 | FileCheck %s --match-full-lines --check-prefix=MANY
// RUN: gather-compile %s -o %t/libk.so
// RUN: %cc -std=c99 -Wall -Wextra -Werror -pthread -I%t -o %t/shared %S/Inputs/reentrancy.c %t/libk.so -Wl,-rpath,%t -lpthread
// RUN: %t/shared 20000 | FileCheck %s --match-full-lines --check-prefix=MANY
// RUN: valgrind -q --error-exitcode=9 %t/with-cc 20 | FileCheck %s --match-full-lines --check-prefix=FEW
// RUN: gather-compile %s --target-cpus= -o %t/kernels-one.o
// RUN: %cc -std=c99 -Wall -Wextra -Werror -pthread -I%t -o %t/one-variant %S/Inputs/reentrancy.c %t/kernels-one.o -lpthread
// RUN: valgrind -q --tool=helgrind --error-exitcode=9 %t/one-variant 20 | FileCheck %s --match-full-lines --check-prefix=FEW

// Thread 1 uses an out-of-range index in every 5th call of each kernel.
// MANY:      thread 0: rows 20000 ok 20000 out-of-bounds 0 wrong 0
// MANY-NEXT: thread 0: elements 20000 ok 20000 out-of-bounds 0 wrong 0
// MANY-NEXT: thread 1: rows 20000 ok 16000 out-of-bounds 4000 wrong 0
// MANY-NEXT: thread 1: elements 20000 ok 16000 out-of-bounds 4000 wrong 0
// MANY-NEXT: done
// FEW:      thread 0: rows 20 ok 20 out-of-bounds 0 wrong 0
// FEW-NEXT: thread 0: elements 20 ok 20 out-of-bounds 0 wrong 0
// FEW-NEXT: thread 1: rows 20 ok 16 out-of-bounds 4 wrong 0
// FEW-NEXT: thread 1: elements 20 ok 16 out-of-bounds 4 wrong 0
// FEW-NEXT: done

// Rows of a table (dynamic shapes).
func.func @rows(%d: tensor<?x16xf32>, %i: tensor<?x1xi64>) -> tensor<?x16xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x16xf32>, tensor<?x1xi64>) -> tensor<?x16xf32>
  return %0 : tensor<?x16xf32>
}

// gather_elements along axis 0 (static shapes).
func.func @elements(%d: tensor<64x8xi32>, %i: tensor<64x8xi32>) -> tensor<64x8xi32> {
  %0 = gather.gather_elements %d, %i : (tensor<64x8xi32>, tensor<64x8xi32>) -> tensor<64x8xi32>
  return %0 : tensor<64x8xi32>
}
