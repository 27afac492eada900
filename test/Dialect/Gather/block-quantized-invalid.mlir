// RUN: gather-opt %s -split-input-file -verify-diagnostics

// Every verifier rule of gather.gather_block_quantized (onnxruntime's
// GatherBlockQuantized schema and CPU kernel), one case each.

func.func @block_size_below_16(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x8xf32>) -> tensor<3x64xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op block_size (8) must be a power of 2 and at least 16}}
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 8 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x8xf32>) -> tensor<3x64xf32>
  return %0 : tensor<3x64xf32>
}

// -----

func.func @block_size_not_power_of_2(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x4xf32>) -> tensor<3x64xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op block_size (17) must be a power of 2 and at least 16}}
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 17 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x4xf32>) -> tensor<3x64xf32>
  return %0 : tensor<3x64xf32>
}

// -----

func.func @bits_3_ui8(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x1xf32>) -> tensor<3x64xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op bits (3) must be 2, 4 or 8 for ui8 data}}
  %0 = gather.gather_block_quantized %d, %i, %s {bits = 3 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x1xf32>) -> tensor<3x64xf32>
  return %0 : tensor<3x64xf32>
}

// -----

func.func @bits_2_i4(%d: tensor<8x32xi4>, %i: tensor<3xi64>, %s: tensor<8x1xf32>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op bits (2) must be 4 for 'i4' data}}
  %0 = gather.gather_block_quantized %d, %i, %s {bits = 2 : i64} : (tensor<8x32xi4>, tensor<3xi64>, tensor<8x1xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}

// -----

func.func @bits_8_ui4(%d: tensor<8x32xui4>, %i: tensor<3xi64>, %s: tensor<8x1xf32>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op bits (8) must be 4 for 'ui4' data}}
  %0 = gather.gather_block_quantized %d, %i, %s {bits = 8 : i64} : (tensor<8x32xui4>, tensor<3xi64>, tensor<8x1xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}

// -----

func.func @zero_points_type(%d: tensor<8x32xi4>, %i: tensor<3xi64>, %s: tensor<8x1xf32>, %z: tensor<8x1xui4>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op zero_points must have data's element type ('i4'), got 'ui4'}}
  %0 = gather.gather_block_quantized %d, %i, %s, %z : (tensor<8x32xi4>, tensor<3xi64>, tensor<8x1xf32>, tensor<8x1xui4>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}

// -----

func.func @data_rank_0(%d: tensor<i4>, %i: tensor<3xi64>, %s: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op data must have rank >= 2, got rank 0}}
  %0 = gather.gather_block_quantized %d, %i, %s : (tensor<i4>, tensor<3xi64>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @gather_axis_out_of_range(%d: tensor<8x32xi4>, %i: tensor<3xi64>, %s: tensor<8x1xf32>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op gather_axis (2) must be in [-2, 1] for data of rank 2}}
  %0 = gather.gather_block_quantized %d, %i, %s {gather_axis = 2 : i64} : (tensor<8x32xi4>, tensor<3xi64>, tensor<8x1xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}

// -----

func.func @quantize_axis_out_of_range(%d: tensor<8x32xi4>, %i: tensor<3xi64>, %s: tensor<8x1xf32>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op quantize_axis (-3) must be in [-2, 1] for data of rank 2}}
  %0 = gather.gather_block_quantized %d, %i, %s {quantize_axis = -3 : i64} : (tensor<8x32xi4>, tensor<3xi64>, tensor<8x1xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}

// -----

func.func @ui8_gather_axis_1(%d: tensor<2x3x4xui8>, %i: tensor<1xi64>, %s: tensor<2x3x1xf32>) -> tensor<2x1x8xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op gather_axis must be 0 for ui8 data, got 1 after normalisation}}
  %0 = gather.gather_block_quantized %d, %i, %s {gather_axis = 1 : i64, quantize_axis = 2 : i64, block_size = 16 : i64} : (tensor<2x3x4xui8>, tensor<1xi64>, tensor<2x3x1xf32>) -> tensor<2x1x8xf32>
  return %0 : tensor<2x1x8xf32>
}

// -----

func.func @ui8_quantize_axis_not_last(%d: tensor<2x3x4xui8>, %i: tensor<1xi64>, %s: tensor<2x1x4xf32>) -> tensor<1x3x8xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op quantize_axis must be the last dimension (2) for ui8 data, got 1 after normalisation}}
  %0 = gather.gather_block_quantized %d, %i, %s {quantize_axis = 1 : i64, block_size = 16 : i64} : (tensor<2x3x4xui8>, tensor<1xi64>, tensor<2x1x4xf32>) -> tensor<1x3x8xf32>
  return %0 : tensor<1x3x8xf32>
}

// -----

// onnxruntime's schema and kernel refuse data of rank 1 ("data tensor must
// have rank > 1"), of every element type.
func.func @ui8_rank_1(%d: tensor<32xui8>, %i: tensor<1xi64>, %s: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op data must have rank >= 2, got rank 1}}
  %0 = gather.gather_block_quantized %d, %i, %s {quantize_axis = 0 : i64, block_size = 16 : i64} : (tensor<32xui8>, tensor<1xi64>, tensor<4xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @i4_rank_1(%d: tensor<32xi4>, %i: tensor<1xi64>, %s: tensor<2xf32>) -> tensor<1xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op data must have rank >= 2, got rank 1}}
  %0 = gather.gather_block_quantized %d, %i, %s {quantize_axis = 0 : i64, block_size = 16 : i64} : (tensor<32xi4>, tensor<1xi64>, tensor<2xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

func.func @scales_rank(%d: tensor<8x32xi4>, %i: tensor<3xi64>, %s: tensor<8xf32>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op scales must have the rank of data (2), got rank 1}}
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<8x32xi4>, tensor<3xi64>, tensor<8xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}

// -----

func.func @scales_blocks(%d: tensor<2x3x4xui8>, %i: tensor<1xi64>, %s: tensor<2x2x1xf32>) -> tensor<1x3x8xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op scales dimension 1 (2) must equal data dimension 1 (3)}}
  %0 = gather.gather_block_quantized %d, %i, %s {quantize_axis = 2 : i64, block_size = 16 : i64} : (tensor<2x3x4xui8>, tensor<1xi64>, tensor<2x2x1xf32>) -> tensor<1x3x8xf32>
  return %0 : tensor<1x3x8xf32>
}

// -----

func.func @scales_block_count(%d: tensor<8x17xui8>, %i: tensor<3xi64>, %s: tensor<8x2xf32>) -> tensor<3x34xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op scales dimension 1 (2) must be 3: one scale per block of 16 values}}
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 16 : i64} : (tensor<8x17xui8>, tensor<3xi64>, tensor<8x2xf32>) -> tensor<3x34xf32>
  return %0 : tensor<3x34xf32>
}

// -----

func.func @scales_block_count_i4(%d: tensor<8x33xi4>, %i: tensor<3xi64>, %s: tensor<8x2xf16>) -> tensor<3x33xf16> {
  // expected-error @+1 {{'gather.gather_block_quantized' op scales dimension 1 (2) must be 3: one scale per block of 16 values}}
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 16 : i64} : (tensor<8x33xi4>, tensor<3xi64>, tensor<8x2xf16>) -> tensor<3x33xf16>
  return %0 : tensor<3x33xf16>
}

// -----

func.func @zero_points_rank(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x4xf32>, %z: tensor<8xui8>) -> tensor<3x64xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op zero_points must have the rank of scales (2), got rank 1}}
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 16 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x4xf32>, tensor<8xui8>) -> tensor<3x64xf32>
  return %0 : tensor<3x64xf32>
}

// -----

func.func @zero_points_packed(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x4xf32>, %z: tensor<8x1xui8>) -> tensor<3x64xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op zero_points dimension 1 (1) must be 2: the zero points of a row packed 2 per byte, as data's values}}
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 16 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x4xf32>, tensor<8x1xui8>) -> tensor<3x64xf32>
  return %0 : tensor<3x64xf32>
}

// -----

func.func @zero_points_bits_8(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x2xf32>, %z: tensor<8x1xui8>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op zero_points dimension 1 (1) must equal scales dimension 1 (2)}}
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 16 : i64, bits = 8 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x2xf32>, tensor<8x1xui8>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}

// -----

func.func @zero_points_i4(%d: tensor<8x32xi4>, %i: tensor<3xi64>, %s: tensor<8x2xf32>, %z: tensor<7x2xi4>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op zero_points dimension 0 (7) must equal scales dimension 0 (8)}}
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 16 : i64} : (tensor<8x32xi4>, tensor<3xi64>, tensor<8x2xf32>, tensor<7x2xi4>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}

// -----

func.func @result_unpacked_size(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x2xf32>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op result dimension 1 (32) does not match data dimension 1 x 2 (64)}}
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x2xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}

// -----

func.func @result_rank(%d: tensor<8x32xi4>, %i: tensor<2x3xi64>, %s: tensor<8x2xf32>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op result rank (2) does not match the inferred rank (3)}}
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 16 : i64} : (tensor<8x32xi4>, tensor<2x3xi64>, tensor<8x2xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}
// -----

func.func @data_element_type(%d: tensor<8x32xi8>, %i: tensor<3xi64>, %s: tensor<8x1xf32>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op operand #0 must be ranked tensor of 8-bit unsigned integer or 4-bit signless integer or 4-bit unsigned integer values}}
  %0 = gather.gather_block_quantized %d, %i, %s : (tensor<8x32xi8>, tensor<3xi64>, tensor<8x1xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}

// -----

func.func @scales_element_type(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x1xf64>) -> tensor<3x64xf64> {
  // expected-error @+1 {{'gather.gather_block_quantized' op operand #2 must be ranked tensor of 32-bit float or 16-bit float or bfloat16 type values}}
  %0 = gather.gather_block_quantized %d, %i, %s : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x1xf64>) -> tensor<3x64xf64>
  return %0 : tensor<3x64xf64>
}

// -----

func.func @result_element_type(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x1xf32>) -> tensor<3x64xf16> {
  // expected-error @+1 {{'gather.gather_block_quantized' op failed to verify that all of {scales, result} have same element type}}
  %0 = gather.gather_block_quantized %d, %i, %s : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x1xf32>) -> tensor<3x64xf16>
  return %0 : tensor<3x64xf16>
}
