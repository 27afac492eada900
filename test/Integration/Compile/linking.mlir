// Linking compiled kernels: an object with cc (gcc) and with clang, a shared
// library (through -L/-l/rpath and through its path), a C++ program
// (`extern "C"` from the header), and two generated headers plus
// Gather/Runtime/Status.h in one translation unit, compiled as strict C99
// (-pedantic: the status enum and the complex typedefs must be guarded).
// llvm-nm: the objects and the library define only the kernel entry points
// as global symbols, and the objects need nothing but libc.

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s -o %t/kernels.o --header=%t/kernels.h
// RUN: gather-compile %s -o %t/libk.so
// RUN: gather-compile --gather-elements --data='tensor<2x3xf32>' --indices='tensor<2x2xi64>' --axis=1 --name=along -o %t/along.o --header=%t/along.h
// RUN: gather-compile --gather-elements --data='tensor<2x3xf32>' --indices='tensor<2x2xi64>' --axis=1 --name=along -o %t/libalong.so

// Objects, with both C compilers.
// RUN: %cc -std=c99 -pedantic -Wall -Wextra -Werror -I%t -I%gather_src_root/include -o %t/cc-objects %S/Inputs/linking.c %t/kernels.o %t/along.o
// RUN: %t/cc-objects | FileCheck %s --match-full-lines
// RUN: valgrind -q --error-exitcode=9 %t/cc-objects | FileCheck %s --match-full-lines
// RUN: %clang -std=c99 -pedantic -Wall -Wextra -Werror -I%t -I%gather_src_root/include -o %t/clang-objects %S/Inputs/linking.c %t/kernels.o %t/along.o
// RUN: %t/clang-objects | FileCheck %s --match-full-lines

// Shared libraries: with -L/-l and an rpath, and by path.
// RUN: %cc -std=c99 -pedantic -Wall -Wextra -Werror -I%t -I%gather_src_root/include -o %t/cc-shared %S/Inputs/linking.c -L%t -lk -lalong -Wl,-rpath,%t
// RUN: %t/cc-shared | FileCheck %s --match-full-lines
// RUN: valgrind -q --error-exitcode=9 %t/cc-shared | FileCheck %s --match-full-lines
// RUN: %clang -std=c99 -pedantic -Wall -Wextra -Werror -I%t -I%gather_src_root/include -o %t/clang-shared %S/Inputs/linking.c %t/libk.so %t/libalong.so -Wl,-rpath,%t
// RUN: %t/clang-shared | FileCheck %s --match-full-lines

// C++: the same headers in one translation unit, objects and a library.
// RUN: %clang -x c++ -std=c++17 -pedantic -Wall -Wextra -Werror -I%t -I%gather_src_root/include -c -o %t/linking-cxx.o %S/Inputs/linking.cpp
// RUN: %clang -o %t/cxx-objects %t/linking-cxx.o %t/kernels.o %t/along.o -lstdc++
// RUN: %t/cxx-objects | FileCheck %s --match-full-lines --check-prefix=CXX
// RUN: %clang -o %t/cxx-shared %t/linking-cxx.o %t/libk.so %t/along.o -Wl,-rpath,%t -lstdc++
// RUN: %t/cxx-shared | FileCheck %s --match-full-lines --check-prefix=CXX

// CHECK:      sizes: 8 16
// CHECK-NEXT: lookup: 0 [44, 55, 0, 11]
// CHECK-NEXT: pick shapes: 0 [3, 2]
// CHECK-NEXT: pick: 0 [2.5, 0.5, 5.5, 4.5, 6.5, 6.5]
// CHECK-NEXT: along out of bounds: 1 [0, 0, 0, 0]
// CHECK-NEXT: along: 0 [2.25, 3.25, -1.25, -3.25]
// CHECK-NEXT: statuses: 0 1 2
// CHECK-NEXT: done

// CXX:      sizes: 8 16
// CXX-NEXT: lookup: 0 [44, 55, 0, 11]
// CXX-NEXT: pick shapes: 0 [3, 2]
// CXX-NEXT: pick: 0 [2.5, 0.5, 5.5, 4.5, 6.5, 6.5]
// CXX-NEXT: pick wrong shape: 2 [-7.5, -7.5, -7.5, -7.5, -7.5, -7.5]
// CXX-NEXT: along: 0 [2.25, 3.25, -1.25, -3.25]
// CXX-NEXT: statuses: 0 1 2
// CXX-NEXT: done

// Global symbols: the entry points, all defined in .text (T); internal
// kernels stay local.
// RUN: llvm-nm --extern-only --defined-only %t/kernels.o | FileCheck %s --match-full-lines --check-prefix=DEFINED --implicit-check-not={{.}}
// RUN: llvm-nm --dynamic --defined-only %t/libk.so | FileCheck %s --match-full-lines --check-prefix=DEFINED --implicit-check-not={{.}}
// DEFINED:      {{[0-9a-f]+}} T lookup
// DEFINED-NEXT: {{[0-9a-f]+}} T pick
// DEFINED-NEXT: {{[0-9a-f]+}} T pick_result_shapes
// RUN: llvm-nm --extern-only --defined-only %t/along.o | FileCheck %s --match-full-lines --check-prefix=ALONG --implicit-check-not={{.}}
// RUN: llvm-nm --dynamic --defined-only %t/libalong.so | FileCheck %s --match-full-lines --check-prefix=ALONG --implicit-check-not={{.}}
// ALONG: {{[0-9a-f]+}} T along
//
// Undefined symbols: libc only. These kernels write straight into the
// caller's buffers (also the dynamic one), so they need only memset, for the
// zero fill of failed calls, also at -O0; their dispatchers read and refuse
// GATHER_KERNEL_VARIANT with getenv, strcmp, write and abort. (malloc, free
// and memcpy serve large intermediate results; see
// test/Pipelines/gather-to-llvm.mlir.)
// RUN: llvm-nm --undefined-only --format=just-symbols %t/kernels.o | FileCheck %s --match-full-lines --check-prefix=UNDEF --implicit-check-not={{.}}
// RUN: llvm-nm --undefined-only --format=just-symbols %t/along.o | FileCheck %s --match-full-lines --check-prefix=UNDEF --implicit-check-not={{.}}
// UNDEF:      abort
// UNDEF-NEXT: getenv
// UNDEF-NEXT: memset
// UNDEF-NEXT: strcmp
// UNDEF-NEXT: write
// RUN: gather-compile %s -O0 -o %t/kernels-O0.o
// RUN: llvm-nm --undefined-only --format=just-symbols %t/kernels-O0.o | FileCheck %s --match-full-lines --check-prefix=UNDEF --implicit-check-not={{.}}
// RUN: gather-compile --gather-elements --data='tensor<2x3xf32>' --indices='tensor<2x2xi64>' --axis=1 --name=along -O0 -o %t/along-O0.o
// RUN: llvm-nm --undefined-only --format=just-symbols %t/along-O0.o | FileCheck %s --match-full-lines --check-prefix=UNDEF --implicit-check-not={{.}}

func.func @lookup(%d: tensor<3x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

func.func @pick(%d: tensor<?x3xf64>, %i: tensor<?x2xi32>) -> tensor<?x2xf64> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x3xf64>, tensor<?x2xi32>) -> tensor<?x2xf64>
  return %0 : tensor<?x2xf64>
}
