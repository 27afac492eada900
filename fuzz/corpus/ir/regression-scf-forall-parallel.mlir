// Issue 15 (e): a user scf.forall around a gather (with --parallel).
func.func @kernel(%d: tensor<4x8xf32>, %i: tensor<4x3xi64>) -> tensor<4x3xf32> {
  %e = tensor.empty() : tensor<4x3xf32>
  %r = scf.forall (%row) in (4) shared_outs(%out = %e) -> (tensor<4x3xf32>) {
    %drow = tensor.extract_slice %d[%row, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
    %irow = tensor.extract_slice %i[%row, 0] [1, 3] [1, 1] : tensor<4x3xi64> to tensor<1x3xi64>
    %g = gather.gather_elements %drow, %irow {axis = 1 : i64} : (tensor<1x8xf32>, tensor<1x3xi64>) -> tensor<1x3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %out[%row, 0] [1, 3] [1, 1] : tensor<1x3xf32> into tensor<4x3xf32>
    }
  }
  return %r : tensor<4x3xf32>
}
// gather-ir-fuzzer options from this text's hash: --parallel --parallel-min-bytes=0 (variant 5)
