// bf16 kernels JIT-compiled for CPUs without AVX512-BF16 (the x86-64
// baseline at every optimisation level), where LLVM would call
// __truncsfbf2, which the JIT cannot resolve: moved bf16 values travel as
// i16 bits, and an elementwise truncation to bf16 rounds to nearest even in
// integer arithmetic, bit for bit as the hardware conversion does (checked
// on the values around each rounding case, NaN, overflow and denormals).

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/bits.npy', np.array([[0x3F800000, 0x3F808000, 0x3F818000, 0x3F808001], [0x7FC00001, 0x7F7FFFFF, 0xBF80C000, 0x00000001]], dtype=np.uint32).view(np.float32)); np.save('%t/rows.npy', np.array([[1], [0]], dtype=np.int64)); np.save('%t/bf16.npy', np.array([[0x3F80, 0xC040], [0x7F80, 0x0001]], dtype=np.uint16)); np.save('%t/pair.npy', np.array([1, -2], dtype=np.int64))"
// RUN: gather-run %s -e to_bf16 --input=%t/bits.npy --input=%t/rows.npy --output=%t/default.npy
// RUN: gather-run %s -e to_bf16 --input=%t/bits.npy --input=%t/rows.npy --output=%t/x86-64-O1.npy --mcpu=x86-64 -O1
// RUN: gather-run %s -e to_bf16 --input=%t/bits.npy --input=%t/rows.npy --output=%t/x86-64-O3.npy --mcpu=x86-64 -O3
// RUN: gather-run %s -e to_bf16 --input=%t/bits.npy --input=%t/rows.npy --output=%t/x86-64-v3.npy --mcpu=x86-64-v3 -O3
// RUN: %python -c "import numpy as np; print([[hex(v) for v in np.load('%t/' + n + '.npy').view(np.uint16).ravel()] for n in ['default', 'x86-64-O1', 'x86-64-O3', 'x86-64-v3']])" | FileCheck %s --check-prefix=ROUND
// ROUND: {{\[\[}}'0x7fc0', '0x7f80', '0xbf81', '0x0', '0x3f80', '0x3f80', '0x3f82', '0x3f81'], {{\[}}'0x7fc0', '0x7f80', '0xbf81', '0x0', '0x3f80', '0x3f80', '0x3f82', '0x3f81'], {{\[}}'0x7fc0', '0x7f80', '0xbf81', '0x0', '0x3f80', '0x3f80', '0x3f82', '0x3f81'], {{\[}}'0x7fc0', '0x7f80', '0xbf81', '0x0', '0x3f80', '0x3f80', '0x3f82', '0x3f81']]
func.func @to_bf16(%d: tensor<2x4xf32>, %i: tensor<2x1xi64>) -> tensor<2x4xbf16> {
  %0 = gather.gather_nd %d, %i : (tensor<2x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  %1 = arith.truncf %0 : tensor<2x4xf32> to tensor<2x4xbf16>
  return %1 : tensor<2x4xbf16>
}

// Moving bf16 under each policy (a clamped or checked element merges a
// loaded value with a zero): the bits arrive unchanged, infinity and a
// negative index included.
// RUN: gather-run %s -e move --input=%t/bf16.npy --input=%t/pair.npy --output=%t/move-clamp.npy --on-out-of-bounds=clamp --mcpu=x86-64 -O1
// RUN: gather-run %s -e move --input=%t/bf16.npy --input=%t/pair.npy --output=%t/move-error.npy --mcpu=x86-64 -O3
// RUN: gather-run %s -e move --input=%t/bf16.npy --input=%t/pair.npy --output=%t/move-unchecked.npy --on-out-of-bounds=unchecked --mcpu=x86-64 -O2
// RUN: %python -c "import numpy as np; print([[hex(v) for v in np.load('%t/move-' + p + '.npy').view(np.uint16).ravel()] for p in ['clamp', 'error', 'unchecked']])" | FileCheck %s --check-prefix=MOVE
// MOVE: {{\[\[}}'0xc040', '0x7f80'], {{\[}}'0xc040', '0x7f80'], {{\[}}'0xc040', '0x7f80']]
func.func @move(%d: tensor<?x2xbf16>, %i: tensor<2xi64>) -> tensor<2xbf16> {
  %0 = gather.gather %d, %i {axis = -1 : i64, batch_dims = 1 : i64} : (tensor<?x2xbf16>, tensor<2xi64>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}
