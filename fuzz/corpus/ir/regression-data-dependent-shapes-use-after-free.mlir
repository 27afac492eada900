func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c = arith.constant 0 : index
  %v = tensor.extract %x[%c] : tensor<?xf32>
  %n = arith.fptosi %v : f32 to i64
  %i = arith.index_cast %n : i64 to index
  %e = tensor.empty(%i) : tensor<?xf32>
  return %e : tensor<?xf32>
}
