func.func @ui8_rank_1(%d: tensor<32xui8>, %i: tensor<1xi64>, %s: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op gather_axis and quantize_axis must differ for ui8 data (data of rank 1)}}
  %0 = gather.gather_block_quantized %d, %i, %s {quantize_axis = 0 : i64, block_size = 16 : i64} : (tensor<32xui8>, tensor<1xi64>, tensor<4xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
