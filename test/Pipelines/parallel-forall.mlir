// RUN: gather-opt %s '--pass-pipeline=builtin.module(gather-to-llvm{parallel})' | FileCheck %s
// RUN: gather-opt %s '--pass-pipeline=builtin.module(gather-to-llvm{parallel on-out-of-bounds=assert})' | FileCheck %s
// RUN: gather-opt %s '--pass-pipeline=builtin.module(gather-to-llvm{parallel on-out-of-bounds=clamp})' | FileCheck %s

// Static slice gathers in a user's scf.forall, as
// transform.structured.tile_using_forall leaves them, lower with `parallel`
// under every policy. Under `error` and `assert` each tile is an scf.if
// whose gathering branch yields the tile's scratch buffer:
// gather-hoist-allocas gives that buffer a slot per thread, so the
// memref.alloca_scope around the OpenMP loop body folds and convert-scf-to-cf
// can lower the branches (before, the scope kept several blocks and failed
// to verify).

// CHECK-NOT: memref.alloca_scope
// CHECK-LABEL: llvm.func @nd_tiles
// CHECK: omp.parallel
// CHECK: omp.wsloop
// CHECK: omp.loop_nest
// CHECK-LABEL: llvm.func @gather_tiles
// CHECK: omp.parallel
// CHECK: omp.wsloop
// CHECK: omp.loop_nest
#map = affine_map<(d0) -> (d0 * 4)>
#map1 = affine_map<(d0) -> (d0 * 2)>
func.func @nd_tiles(%d: tensor<5x4xf32>, %i: tensor<8x1xi64>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %r = scf.forall (%t0, %t1) in (2, 2) shared_outs(%out = %e) -> (tensor<8x4xf32>) {
    %row = affine.apply #map(%t0)
    %col = affine.apply #map1(%t1)
    %ds = tensor.extract_slice %d[0, %col] [5, 2] [1, 1] : tensor<5x4xf32> to tensor<5x2xf32>
    %is = tensor.extract_slice %i[%row, 0] [4, 1] [1, 1] : tensor<8x1xi64> to tensor<4x1xi64>
    %g = gather.gather_nd %ds, %is : (tensor<5x2xf32>, tensor<4x1xi64>) -> tensor<4x2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %out[%row, %col] [4, 2] [1, 1] : tensor<4x2xf32> into tensor<8x4xf32>
    }
  }
  return %r : tensor<8x4xf32>
}

func.func @gather_tiles(%d: tensor<5x4xf32>, %i: tensor<2x4xi32>) -> tensor<2x4x4xf32> {
  %e = tensor.empty() : tensor<2x4x4xf32>
  %r = scf.forall (%t0, %t1) in (2, 2) shared_outs(%out = %e) -> (tensor<2x4x4xf32>) {
    %col = affine.apply #map1(%t1)
    %is = tensor.extract_slice %i[%t0, %col] [1, 2] [1, 1] : tensor<2x4xi32> to tensor<1x2xi32>
    %g = gather.gather %d, %is {axis = 0 : i64} : (tensor<5x4xf32>, tensor<1x2xi32>) -> tensor<1x2x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %out[%t0, %col, 0] [1, 2, 4] [1, 1, 1] : tensor<1x2x4xf32> into tensor<2x4x4xf32>
    }
  }
  return %r : tensor<2x4x4xf32>
}
