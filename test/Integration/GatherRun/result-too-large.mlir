// A gather_nd result combines sizes of both inputs, so inputs that fit in
// memory can imply a result that does not: here data of shape (0, 2^58) of
// complex<f64> (no bytes at all, a valid .npy file) and 4 index tuples ask
// for 4 x 2^58 x 16 = 2^64 bytes. The size would wrap to 0 in 64-bit
// arithmetic; the kernel must instead report the result as too large, under
// every out-of-bounds policy, write no output, and never touch memory it
// did not allocate (valgrind, or the sanitizers in a sanitized build). A result that fits right at the boundary of
// the same shapes still runs.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/huge-rows.npy complex128 --shape=0,288230376151711744
// RUN: %python %S/../Inputs/make_npy.py %t/four.npy int32 '[[0], [1], [2], [3]]'
// RUN: not gather-run %s -e rows --input=%t/huge-rows.npy --input=%t/four.npy --output=%t/out.npy 2>&1 | FileCheck %s --check-prefix=TOO-LARGE
// RUN: not gather-run %s -e rows --input=%t/huge-rows.npy --input=%t/four.npy --on-out-of-bounds=clamp 2>&1 | FileCheck %s --check-prefix=TOO-LARGE
// RUN: not gather-run %s -e rows --input=%t/huge-rows.npy --input=%t/four.npy --on-out-of-bounds=unchecked 2>&1 | FileCheck %s --check-prefix=TOO-LARGE
// RUN: not %memcheck gather-run %s -e rows --input=%t/huge-rows.npy --input=%t/four.npy --parallel --parallel-min-bytes=0 2>&1 | FileCheck %s --check-prefix=TOO-LARGE
// RUN: test ! -e %t/out.npy
// TOO-LARGE: gather-run: error: result too large at {{.*}}result-too-large.mlir:[[@LINE+5]]:8: the inputs' shapes imply a result of more than 2^63-1 bytes
// TOO-LARGE-NOT: valgrind
// TOO-LARGE-NOT: ==

func.func @rows(%data: tensor<?x?xcomplex<f64>>, %indices: tensor<?x1xi32>) -> tensor<?x?xcomplex<f64>> {
  %0 = gather.gather_nd %data, %indices : (tensor<?x?xcomplex<f64>>, tensor<?x1xi32>) -> tensor<?x?xcomplex<f64>>
  return %0 : tensor<?x?xcomplex<f64>>
}

// One index tuple fewer would still be 3 x 2^62 bytes, too large; with no
// tuple at all the result is empty and fits: an empty (0, 2^58) result.
// RUN: %python %S/../Inputs/make_npy.py %t/none.npy int32 --shape=0,1
// RUN: gather-run %s -e rows --input=%t/huge-rows.npy --input=%t/none.npy --output=%t/empty.npy
// RUN: %python -c "import numpy; a = numpy.load('%t/empty.npy', mmap_mode='r'); print(a.shape, a.dtype)" | FileCheck %s --check-prefix=EMPTY
// EMPTY: (0, 288230376151711744) complex128
