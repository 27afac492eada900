// A tosa.gather of 32768 rows of 1 KiB from a 64 MiB table (one batch), as
// a TOSA front end emits it. gather-bench instantiates @KERNEL rewritten by
// convert-tosa-to-gather and lowered by upstream's tosa-to-linalg, both then
// compiled by gather-compile with the same flags.
func.func @KERNEL(%values: tensor<1x65536x256xf32>, %indices: tensor<1x32768xi32>)
    -> tensor<1x32768x256xf32> {
  %rows = tosa.gather %values, %indices
      : (tensor<1x65536x256xf32>, tensor<1x32768xi32>) -> tensor<1x32768x256xf32>
  return %rows : tensor<1x32768x256xf32>
}
