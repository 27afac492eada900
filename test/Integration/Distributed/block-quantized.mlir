// gather_block_quantized across MPI processes through gather-run:
// vocabulary-parallel (data, scales and zero points split alike on their
// rows; each process dequantizes the rows it holds, the others' are masked
// and the bits combined) and index-parallel (the ids split), each equal to
// the one-process run bit for bit. gather-run hands each process its block
// of a 4-bit table cut from the values, so rows of odd length, which share
// bytes, split too. A bad id is reported once with the global range and no
// output. Every mpirun has a timeout.

// Rows 0 and 2 hold the values 0, 1, ..., 15 twice, rows 1 and 3 the values
// 14, 15, 12, 13, ... twice; scales 0.5, 0.5, 1 and 2, zero points 8, 8, 0
// and 15: ids 3, -2, 0, 2 give (q - 15) * 2 of row 3, q of row 2 (twice)
// and (q - 8) * 0.5 of row 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/d.npy uint8 '[[16, 50, 84, 118, 152, 186, 220, 254, 16, 50, 84, 118, 152, 186, 220, 254], [254, 220, 186, 152, 118, 84, 50, 16, 254, 220, 186, 152, 118, 84, 50, 16], [16, 50, 84, 118, 152, 186, 220, 254, 16, 50, 84, 118, 152, 186, 220, 254], [254, 220, 186, 152, 118, 84, 50, 16, 254, 220, 186, 152, 118, 84, 50, 16]]'
// RUN: %python %S/../Inputs/make_npy.py %t/s.npy float32 '[[0.5], [0.5], [1], [2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/z.npy uint8 '[[8], [8], [0], [15]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i.npy int64 '[3, -2, 0, 2]'
// RUN: %python %S/../Inputs/make_npy.py %t/bad.npy int64 '[3, 4, 0, 2]'
// DEFINE: %{rows} = --input=%t/d.npy --input=%t/i.npy --input=%t/s.npy --input=%t/z.npy
// RUN: gather-run %s -e vocab %{rows} --output=%t/one.npy
// RUN: timeout 120 mpirun -np 2 gather-run %s -e vocab %{rows} --output=%t/two.npy --print | FileCheck %s --check-prefix=VOCAB
// RUN: cmp %t/one.npy %t/two.npy
// RUN: timeout 120 mpirun -np 2 gather-run %s -e ids %{rows} --output=%t/ids.npy
// RUN: cmp %t/one.npy %t/ids.npy
// VOCAB: result #0: tensor<4x32xf32> = {{\[\[}}-2, 0, -6, -4, -10, -8, -14, -12, -18, -16, -22, -20, -26, -24, -30, -28, -2, 0, -6, -4, -10, -8, -14, -12, -18, -16, -22, -20, -26, -24, -30, -28], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], [-4, -3.5, -3, -2.5, -2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, -4, -3.5, -3, -2.5, -2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]

// The id 4 is outside [-4, 3]: reported once, by the global range, with no
// output written.
// RUN: not timeout 120 mpirun -np 2 gather-run %s -e vocab --input=%t/d.npy --input=%t/bad.npy --input=%t/s.npy --input=%t/z.npy --output=%t/bad-out.npy 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: test ! -e %t/bad-out.npy
// BAD: gather-run: error: index out of bounds at {{.*}}block-quantized.mlir:{{[0-9]+}}:{{[0-9]+}}: index 4 is outside the valid range [-4, 3] of data dimension 0 (element 1 of indices, row-major)
// BAD-NOT: gather-run: error

// int4 rows of 5 values (15 bytes for 6 rows: rows 1, 3 and 5 start mid-byte),
// split over 2 processes.
// RUN: %python %S/../Inputs/make_npy.py %t/d4.npy uint8 '[0, 37, 74, 111, 148, 185, 222, 3, 40, 77, 114, 151, 188, 225, 6]'
// RUN: %python %S/../Inputs/make_npy.py %t/s4.npy float16 '[[1], [0.5], [0.25], [2], [4], [8]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i4.npy int32 '[5, 0, -3, 1, 4]'
// RUN: %python %S/../Inputs/make_npy.py %t/d4-short.npy uint8 '[0, 37, 74, 111]'
// RUN: gather-run %s -e int4 --input=%t/d4.npy --input=%t/i4.npy --input=%t/s4.npy --output=%t/one4.npy
// RUN: timeout 120 mpirun -np 2 gather-run %s -e int4 --input=%t/d4.npy --input=%t/i4.npy --input=%t/s4.npy --output=%t/two4.npy --print | FileCheck %s --check-prefix=INT4
// RUN: cmp %t/one4.npy %t/two4.npy
// INT4: result #0: tensor<5x5xf16> = {{\[\[}}
// RUN: not timeout 120 mpirun -np 2 gather-run %s -e int4 --input=%t/d4-short.npy --input=%t/i4.npy --input=%t/s4.npy 2>&1 | FileCheck %s --check-prefix=SHORT
// SHORT: gather-run: error: input #0 ({{.*}}d4-short.npy): holds 4 bytes, but the whole argument's 30 values take 15 bytes packed two per byte

module {
  shard.grid @grid(shape = 2) {sym_visibility = "private"}
  func.func @vocab(%d: tensor<4x16xui8>, %i: tensor<4xi64>, %s: tensor<4x1xf32>, %z: tensor<4x1xui8>) -> tensor<4x32xf32> {
    %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
    %dt = shard.shard %d to %rows : tensor<4x16xui8>
    %st = shard.shard %s to %rows : tensor<4x1xf32>
    %zt = shard.shard %z to %rows : tensor<4x1xui8>
    %g = gather.gather_block_quantized %dt, %i, %st, %zt {block_size = 32 : i64} : (tensor<4x16xui8>, tensor<4xi64>, tensor<4x1xf32>, tensor<4x1xui8>) -> tensor<4x32xf32>
    return %g : tensor<4x32xf32>
  }
  func.func @ids(%d: tensor<4x16xui8>, %i: tensor<4xi64>, %s: tensor<4x1xf32>, %z: tensor<4x1xui8>) -> tensor<4x32xf32> {
    %split = shard.sharding @grid split_axes = [[0]] : !shard.sharding
    %it = shard.shard %i to %split : tensor<4xi64>
    %g = gather.gather_block_quantized %d, %it, %s, %z {block_size = 32 : i64} : (tensor<4x16xui8>, tensor<4xi64>, tensor<4x1xf32>, tensor<4x1xui8>) -> tensor<4x32xf32>
    return %g : tensor<4x32xf32>
  }
  func.func @int4(%d: tensor<6x5xi4>, %i: tensor<5xi32>, %s: tensor<6x1xf16>) -> tensor<5x5xf16> {
    %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
    %dt = shard.shard %d to %rows : tensor<6x5xi4>
    %st = shard.shard %s to %rows : tensor<6x1xf16>
    %g = gather.gather_block_quantized %dt, %i, %st {block_size = 16 : i64} : (tensor<6x5xi4>, tensor<5xi32>, tensor<6x1xf16>) -> tensor<5x5xf16>
    return %g : tensor<5x5xf16>
  }
}
