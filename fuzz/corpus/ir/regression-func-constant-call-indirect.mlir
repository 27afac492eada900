// Issue 15 (b): a gather-free helper reached through func.constant and
// func.call_indirect next to a gather.
func.func private @add_zero(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %s = arith.addi %x, %c0 : index
  return %s : index
}

func.func @kernel(%d: tensor<5xf32>, %i: tensor<3xi64>) -> tensor<3xf32> {
  %f = func.constant @add_zero : (index) -> index
  %c1 = arith.constant 1 : index
  %n = func.call_indirect %f(%c1) : (index) -> index
  %0 = gather.gather_elements %d, %i {axis = 0 : i64} : (tensor<5xf32>, tensor<3xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
