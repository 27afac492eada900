// Tiling and fusion keep every check of the whole gather (see
// docs/Dialect.md, "Tiling and fusion"): run-time operand sizes that
// disagree, and bad indices of a gather whose result is empty, are
// reported as the untiled gather reports them, and no tile reads outside
// an operand. Each function runs before and after the transform script
// (Inputs/tiling-checks-schedule.mlir) under the checking policies
// (same-runs.py), and the outputs must be the same.

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tiling-checks-schedule.mlir --transform-interpreter --canonicalize --mlir-print-debuginfo -o %t/tiled.mlir
// RUN: FileCheck %s --check-prefix=IR < %t/tiled.mlir
// RUN: %python -c "import numpy as np; np.save('%t/d19.npy', np.arange(9, dtype=np.float32).reshape(1, 9)); np.save('%t/d39.npy', np.arange(27, dtype=np.float32).reshape(3, 9)); np.save('%t/i400000.npy', np.ones((400000, 4), dtype=np.int64)); np.save('%t/i34.npy', np.array([[0, 8, -1, 2], [1, 1, 3, -9], [4, 5, 6, 7]], dtype=np.int64))"

// gather.gather with a batch dimension that is dynamic on both sides: one
// data row against 400,000 index rows is a shape mismatch, not a read of
// 399,999 rows past data's end.
// IR-LABEL: func.func @gather_batch_for
// IR: gather.gather %{{.*}}, %{{.*}} {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<?x9xf32>, tensor<?x4xi64>) -> tensor<?x4xf32>
// IR: scf.for
// IR: scf.for
// IR: affine.min
// IR: gather.gather
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/tiled.mlir gather-run -e gather_batch_for --input=%t/d19.npy --input=%t/i400000.npy --print | FileCheck %s --check-prefix=BATCHBAD --match-full-lines
// BATCHBAD: policy error: exit 1
// BATCHBAD-NEXT: gather-run: error: shape mismatch at {{.*}}: batch dimension 0 of indices has size 400000, but data's has size 1
// BATCHBAD-NEXT: policy clamp: exit 1
// BATCHBAD-NEXT: gather-run: error: shape mismatch at {{.*}}: batch dimension 0 of indices has size 400000, but data's has size 1
// RUN: %python %S/Inputs/same-runs.py %s %t/tiled.mlir gather-run -e gather_batch_for --input=%t/d39.npy --input=%t/i34.npy --print | FileCheck %s --check-prefix=BATCH --match-full-lines
// BATCH-COUNT-3: result #0: tensor<3x4xf32> = {{\[\[}}0, 8, 8, 2], [10, 10, 12, 9], [22, 23, 24, 25]]
func.func @gather_batch_for(%d: tensor<?x9xf32>, %i: tensor<?x4xi64>) -> tensor<?x4xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<?x9xf32>, tensor<?x4xi64>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// gather_nd with a dynamic batch dimension, tiled by scf.forall.
// IR-LABEL: func.func @nd_batch_forall
// IR: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 1 : i64} : (tensor<?x5x2xf32>, tensor<?x3x1xi64>) -> tensor<?x3x2xf32>
// IR: scf.forall
// RUN: %python -c "import numpy as np; np.save('%t/d252.npy', np.arange(20, dtype=np.float32).reshape(2, 5, 2)); np.save('%t/i631.npy', np.zeros((6, 3, 1), dtype=np.int64)); np.save('%t/i231.npy', np.array([[[4], [0], [-1]], [[2], [-5], [3]]], dtype=np.int64))"
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/tiled.mlir gather-run -e nd_batch_forall --input=%t/d252.npy --input=%t/i631.npy --print | FileCheck %s --check-prefix=NDBAD --match-full-lines
// NDBAD: policy error: exit 1
// NDBAD-NEXT: gather-run: error: shape mismatch at {{.*}}: batch dimension 0 of indices has size 6, but data's has size 2
// NDBAD-NEXT: policy clamp: exit 1
// NDBAD-NEXT: gather-run: error: shape mismatch at {{.*}}: batch dimension 0 of indices has size 6, but data's has size 2
// RUN: %python %S/Inputs/same-runs.py %s %t/tiled.mlir gather-run -e nd_batch_forall --input=%t/d252.npy --input=%t/i231.npy --print | FileCheck %s --check-prefix=ND --match-full-lines
// ND-COUNT-3: result #0: tensor<2x3x2xf32> = {{\[\[\[}}8, 9], [0, 1], [8, 9]], {{\[\[}}14, 15], [10, 11], [16, 17]]]
func.func @nd_batch_forall(%d: tensor<?x5x2xf32>, %i: tensor<?x3x1xi64>) -> tensor<?x3x2xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x5x2xf32>, tensor<?x3x1xi64>) -> tensor<?x3x2xf32>
  return %0 : tensor<?x3x2xf32>
}

// gather_elements whose indices are larger than data on a dimension other
// than the axis.
// IR-LABEL: func.func @elements_for
// RUN: %python -c "import numpy as np; np.save('%t/d26.npy', np.arange(12, dtype=np.int32).reshape(2, 6)); np.save('%t/i53.npy', np.zeros((5, 3), dtype=np.int64))"
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/tiled.mlir gather-run -e elements_for --input=%t/d26.npy --input=%t/i53.npy --print | FileCheck %s --check-prefix=ELBAD --match-full-lines
// ELBAD: policy error: exit 1
// ELBAD-NEXT: gather-run: error: shape mismatch at {{.*}}: indices dimension 0 has size 5, more than data dimension 0 (2)
// ELBAD-NEXT: policy clamp: exit 1
// ELBAD-NEXT: gather-run: error: shape mismatch at {{.*}}: indices dimension 0 has size 5, more than data dimension 0 (2)
func.func @elements_for(%d: tensor<?x?xi32>, %i: tensor<?x?xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// A static result size that the dynamic operands contradict at run time:
// the iteration domain (6 rows) is not the indices' (3 rows).
// IR-LABEL: func.func @static_result_forall
// RUN: %python -c "import numpy as np; np.save('%t/d53.npy', np.arange(15, dtype=np.float32).reshape(5, 3)); np.save('%t/i31.npy', np.array([[4], [0], [-1]], dtype=np.int64))"
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/tiled.mlir gather-run -e static_result_forall --input=%t/d53.npy --input=%t/i31.npy --print | FileCheck %s --check-prefix=STATICBAD --match-full-lines
// STATICBAD: policy error: exit 1
// STATICBAD-NEXT: gather-run: error: shape mismatch at {{.*}}: result dimension 0 has size 3, but the result type says 6
// STATICBAD-NEXT: policy clamp: exit 1
// STATICBAD-NEXT: gather-run: error: shape mismatch at {{.*}}: result dimension 0 has size 3, but the result type says 6
func.func @static_result_forall(%d: tensor<?x3xf32>, %i: tensor<?x1xi64>) -> tensor<6x3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x3xf32>, tensor<?x1xi64>) -> tensor<6x3xf32>
  return %0 : tensor<6x3xf32>
}

// An empty result has no tile, but its indices are still checked: data
// 0x3 gathered along axis 1 at [1, 5].
// IR-LABEL: func.func @empty_result_for
// RUN: %python -c "import numpy as np; np.save('%t/d03.npy', np.zeros((0, 3), dtype=np.float32))"
// RUN: %python %S/../Inputs/make_npy.py %t/i2.npy int64 '[1, 5]'
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/tiled.mlir gather-run -e empty_result_for --input=%t/d03.npy --input=%t/i2.npy --print | FileCheck %s --check-prefix=EMPTY -DFILE=%s --match-full-lines
// EMPTY: policy error: exit 1
// EMPTY-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+4]]:8: index 5 is outside the valid range [-3, 2] of data dimension 1 (element 1 of indices, row-major)
// EMPTY-NEXT: policy clamp: exit 0
// EMPTY-NEXT: result #0: tensor<0x2xf32> = []
func.func @empty_result_for(%d: tensor<?x3xf32>, %i: tensor<2xi64>) -> tensor<?x2xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<?x3xf32>, tensor<2xi64>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// Indices computed by a linalg.generic that `transform.structured.fuse`
// fuses into the tiles too: a bad index is reported at its position in the
// whole indices tensor (element 5), not in a tile's.
// IR-LABEL: func.func @fused_index_producer
// IR: scf.for
// IR: scf.for
// IR: linalg.generic
// IR: gather.gather_elements
// RUN: %python %S/../Inputs/make_npy.py %t/cols.npy int64 '[[0, 1, 2], [3, 4, 8]]'
// RUN: %python -c "import numpy as np; np.save('%t/d26f.npy', np.arange(12, dtype=np.float32).reshape(2, 6))"
// RUN: %python %S/Inputs/same-runs.py --policies=error %s %t/tiled.mlir gather-run -e fused_index_producer --input=%t/d26f.npy --input=%t/cols.npy --print | FileCheck %s --check-prefix=FUSEDBAD -DFILE=%s --match-full-lines
// FUSEDBAD: policy error: exit 1
// FUSEDBAD-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+9]]:8: index 7 is outside the valid range [-6, 5] of data dimension 1 (element 5 of indices, row-major)
func.func @fused_index_producer(%d: tensor<2x6xf32>, %c: tensor<2x3xi64>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xi64>
  %minus1 = arith.constant -1 : i64
  %i = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<2x3xi64>) outs(%e : tensor<2x3xi64>) {
  ^bb0(%a: i64, %o: i64):
    %s = arith.addi %a, %minus1 : i64
    linalg.yield %s : i64
  } -> tensor<2x3xi64>
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x6xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>
  %r = tensor.empty() : tensor<2x3xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<2x3xf32>) outs(%r : tensor<2x3xf32>) attrs = {consumer} {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// A tile's failure path whose indices are a slice of a dynamic tensor: the
// position in that tensor is linearised from sizes built before the tile's
// coordinates (LLVM 22's canonicalization of linearize_index would
// otherwise use them before their definition, and the kernel would not
// lower).
// IR-LABEL: func.func @elements_outer_axis_forall
// IR: scf.forall
// RUN: %python -c "import numpy as np; np.save('%t/d232.npy', np.arange(12, dtype=np.float32).reshape(2, 3, 2)); np.save('%t/i222.npy', np.array([[[0, 1], [1, 0]], [[1, 1], [0, 0]]], dtype=np.int64)); np.save('%t/i222bad.npy', np.array([[[0, 1], [1, 0]], [[1, 2], [0, 0]]], dtype=np.int64))"
// RUN: %python %S/Inputs/same-runs.py %s %t/tiled.mlir gather-run -e elements_outer_axis_forall --input=%t/d232.npy --input=%t/i222.npy --print | FileCheck %s --check-prefix=OUTER --match-full-lines
// OUTER-COUNT-3: result #0: tensor<2x2x2xf32> = {{\[\[\[}}0, 7], [8, 3]], {{\[\[}}6, 7], [2, 3]]]
// RUN: %python %S/Inputs/same-runs.py --policies=error %s %t/tiled.mlir gather-run -e elements_outer_axis_forall --input=%t/d232.npy --input=%t/i222bad.npy --print | FileCheck %s --check-prefix=OUTERBAD -DFILE=%s --match-full-lines
// OUTERBAD: policy error: exit 1
// OUTERBAD-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+2]]:8: index 2 is outside the valid range [-2, 1] of data dimension 0 (element 5 of indices, row-major)
func.func @elements_outer_axis_forall(%d: tensor<?x3x?xf32>, %i: tensor<?x2x?xi64>) -> tensor<?x2x?xf32> {
  %0 = gather.gather_elements %d, %i {axis = 0 : i64} : (tensor<?x3x?xf32>, tensor<?x2x?xi64>) -> tensor<?x2x?xf32>
  return %0 : tensor<?x2x?xf32>
}

// A result dimension declared dynamic that static operands fix: the tiled
// loops keep the declared type (its reified size is a value, not a
// constant that would make the loops' tensors static).
// IR-LABEL: func.func @dynamic_result_of_static_operands
// IR: scf.for
// RUN: %python %S/../Inputs/make_npy.py %t/i31b.npy int64 '[[4], [0], [-1]]'
// RUN: %python -c "import numpy as np; np.save('%t/d52.npy', np.arange(10, dtype=np.float32).reshape(5, 2))"
// RUN: %python %S/Inputs/same-runs.py %s %t/tiled.mlir gather-run -e dynamic_result_of_static_operands --input=%t/d52.npy --input=%t/i31b.npy --print | FileCheck %s --check-prefix=DYNRES --match-full-lines
// DYNRES-COUNT-3: result #0: tensor<3x2xf32> = {{\[\[}}8, 9], [0, 1], [8, 9]]
func.func @dynamic_result_of_static_operands(%d: tensor<5x2xf32>, %i: tensor<3x1xi64>) -> tensor<?x2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<5x2xf32>, tensor<3x1xi64>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// An element gather (gather_nd with k = r - b) tiled by scf.forall, run on
// OpenMP threads: each tile's own parallel loop nests in the outer one, and
// the outer loop body's alloca scope must still be inlined (the JIT
// fuzzer's tiled kernels found it kept).
// IR-LABEL: func.func @nd_elements_forall
// IR: scf.forall
// RUN: %python -c "import numpy as np; np.save('%t/d3223.npy', np.arange(36, dtype=np.float32).reshape(3, 2, 2, 3)); i = (np.arange(48) %% 6 - 3).reshape(3, 2, 2, 4, 1, 1); np.save('%t/i322411.npy', i); i[2, 1, 0, 3, 0, 0] = 3; np.save('%t/i322411bad.npy', i)"
// RUN: env OMP_NUM_THREADS=2 %python %S/Inputs/same-runs.py %s %t/tiled.mlir gather-run -e nd_elements_forall --input=%t/d3223.npy --input=%t/i322411.npy --print --parallel --parallel-min-bytes=0 | FileCheck %s --check-prefix=NDEL --match-full-lines
// NDEL: policy error: exit 0
// NDEL-NEXT: result #0: tensor<3x2x2x4x1xf32> = {{\[\[\[\[\[}}0], [1], [2], [0]], {{\[\[}}4], [5], [3], [4]]], {{.*}}
// RUN: env OMP_NUM_THREADS=2 %python %S/Inputs/same-runs.py --policies=error %s %t/tiled.mlir gather-run -e nd_elements_forall --input=%t/d3223.npy --input=%t/i322411bad.npy --print --parallel --parallel-min-bytes=0 | FileCheck %s --check-prefix=NDELBAD -DFILE=%s --match-full-lines
// NDELBAD: policy error: exit 1
// NDELBAD-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+2]]:8: index 3 is outside the valid range [-3, 2] of data dimension 3 (element 43 of indices, row-major)
func.func @nd_elements_forall(%d: tensor<3x?x2x3xf32>, %i: tensor<3x?x?x4x?x1xi64>) -> tensor<3x?x?x4x?xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<3x?x2x3xf32>, tensor<3x?x?x4x?x1xi64>) -> tensor<3x?x?x4x?xf32>
  return %0 : tensor<3x?x?x4x?xf32>
}

// Row gathers tiled by scf.forall, each tile's rows streamed into its
// scratch tile on OpenMP threads (the JIT fuzzer's tiled kernels found the
// scratch kept in the loop body's alloca scope, which then failed to lower).
// IR-LABEL: func.func @streamed_rows_forall
// IR: scf.forall
// RUN: %python -c "import numpy as np; np.save('%t/c14.npy', (np.arange(4) + 1j * np.arange(4)).reshape(1, 4).astype(np.complex128))"
// RUN: %python %S/../Inputs/make_npy.py %t/i4.npy int32 '[0, -1, 0, 0]'
// RUN: %python %S/../Inputs/make_npy.py %t/i4bad.npy int32 '[0, -1, 0, 1]'
// RUN: env OMP_NUM_THREADS=2 %python %S/Inputs/same-runs.py --policies=error,assert,clamp %s %t/tiled.mlir gather-run -e streamed_rows_forall --input=%t/c14.npy --input=%t/i4.npy --print --parallel --parallel-min-bytes=0 --stream-min-bytes=0 | FileCheck %s --check-prefix=STREAM --match-full-lines
// STREAM: policy error: exit 0
// STREAM-NEXT: result #0: tensor<4x4xcomplex<f64>> = {{.*}}
// STREAM-NEXT: result #1: tensor<4x4xcomplex<f64>> = {{.*}}
// RUN: env OMP_NUM_THREADS=2 %python %S/Inputs/same-runs.py --policies=error %s %t/tiled.mlir gather-run -e streamed_rows_forall --input=%t/c14.npy --input=%t/i4bad.npy --print --parallel --parallel-min-bytes=0 --stream-min-bytes=0 | FileCheck %s --check-prefix=STREAMBAD -DFILE=%s --match-full-lines
// STREAMBAD: policy error: exit 1
// STREAMBAD-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+2]]:8: index 1 is outside the valid range [-1, 0] of data dimension 0 (element 3 of indices, row-major)
func.func @streamed_rows_forall(%d: tensor<1x4xcomplex<f64>>, %i: tensor<4xi32>) -> (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) {
  %0 = gather.gather %d, %i {axis = -2 : i64} : (tensor<1x4xcomplex<f64>>, tensor<4xi32>) -> tensor<4x4xcomplex<f64>>
  return %0, %0 : tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>
}
