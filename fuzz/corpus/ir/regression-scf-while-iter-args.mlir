// Issue 15 (c): a gather result carried through scf.while, with an index
// counter alongside.
func.func @kernel(%d: tensor<5xf64>, %i: tensor<5xindex>) -> tensor<5xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.while (%acc = %d, %k = %c0) : (tensor<5xf64>, index) -> (tensor<5xf64>, index) {
    %more = arith.cmpi slt, %k, %c2 : index
    scf.condition(%more) %acc, %k : tensor<5xf64>, index
  } do {
  ^bb0(%v: tensor<5xf64>, %j: index):
    %g = gather.gather_elements %v, %i : (tensor<5xf64>, tensor<5xindex>) -> tensor<5xf64>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %g, %j1 : tensor<5xf64>, index
  }
  return %r#0 : tensor<5xf64>
}
