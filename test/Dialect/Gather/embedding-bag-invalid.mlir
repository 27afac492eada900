// RUN: gather-opt %s -split-input-file -verify-diagnostics

// Every verifier rule of gather.embedding_bag (PyTorch's embedding_bag),
// one case each.

func.func @weight_rank(%w: tensor<4x8x2xf32>, %i: tensor<3xi64>, %o: tensor<2xi64>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op weight must have rank 2, got rank 3}}
  %0 = gather.embedding_bag sum %w, %i offsets(%o) : (tensor<4x8x2xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @indices_rank(%w: tensor<4x8xf32>, %i: tensor<1x3x1xi64>) -> tensor<1x8xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op indices must have rank 1 or 2, got rank 3}}
  %0 = gather.embedding_bag sum %w, %i : (tensor<4x8xf32>, tensor<1x3x1xi64>) -> tensor<1x8xf32>
  return %0 : tensor<1x8xf32>
}

// -----

func.func @flat_ids_without_offsets(%w: tensor<4x8xf32>, %i: tensor<3xi64>) -> tensor<3x8xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op 1-D indices need offsets (bags of one size take 2-D indices)}}
  %0 = gather.embedding_bag sum %w, %i : (tensor<4x8xf32>, tensor<3xi64>) -> tensor<3x8xf32>
  return %0 : tensor<3x8xf32>
}

// -----

func.func @fixed_bags_with_offsets(%w: tensor<4x8xf32>, %i: tensor<2x3xi64>, %o: tensor<2xi64>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op 2-D indices are bags of one size per row: they take no offsets}}
  %0 = gather.embedding_bag sum %w, %i offsets(%o) : (tensor<4x8xf32>, tensor<2x3xi64>, tensor<2xi64>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @last_offset_without_offsets(%w: tensor<4x8xf32>, %i: tensor<2x3xi64>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op include_last_offset needs offsets}}
  %0 = gather.embedding_bag sum %w, %i {include_last_offset} : (tensor<4x8xf32>, tensor<2x3xi64>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @offsets_rank(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<2x1xi64>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op offsets must have rank 1, got rank 2}}
  %0 = gather.embedding_bag sum %w, %i offsets(%o) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2x1xi64>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @last_offset_of_no_offsets(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<0xi64>) -> tensor<0x8xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op include_last_offset needs at least one offset (the end of the last bag), got 0}}
  %0 = gather.embedding_bag sum %w, %i offsets(%o) {include_last_offset} : (tensor<4x8xf32>, tensor<3xi64>, tensor<0xi64>) -> tensor<0x8xf32>
  return %0 : tensor<0x8xf32>
}

// -----

func.func @weights_shape(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<2xi64>, %p: tensor<4xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op per_sample_weights must have the shape of indices (one weight per id)}}
  %0 = gather.embedding_bag sum %w, %i offsets(%o) per_sample_weights(%p) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>, tensor<4xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @padding_past_rows(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<2xi64>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op padding_idx (4) must be in [-4, 3] for weight's 4 rows}}
  %0 = gather.embedding_bag sum %w, %i offsets(%o) {padding_idx = 4 : i64} : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @padding_before_rows(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<2xi64>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op padding_idx (-5) must be in [-4, 3] for weight's 4 rows}}
  %0 = gather.embedding_bag max %w, %i offsets(%o) {padding_idx = -5 : i64} : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @weights_in_mean(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<2xi64>, %p: tensor<3xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op takes per_sample_weights only in mode sum, not mean}}
  %0 = gather.embedding_bag mean %w, %i offsets(%o) per_sample_weights(%p) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>, tensor<3xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @weights_in_max(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<2xi64>, %p: tensor<3xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op takes per_sample_weights only in mode sum, not max}}
  %0 = gather.embedding_bag max %w, %i offsets(%o) per_sample_weights(%p) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>, tensor<3xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @weights_type(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<2xi64>, %p: tensor<3xf16>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op per_sample_weights must have weight's element type, 'f32', not 'f16'}}
  %0 = gather.embedding_bag sum %w, %i offsets(%o) per_sample_weights(%p) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>, tensor<3xf16>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @result_rank(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<2xi64>) -> tensor<16xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op result must have rank 2 ([bags, columns]), got rank 1}}
  %0 = gather.embedding_bag sum %w, %i offsets(%o) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

func.func @result_bags(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<3xi64>) -> tensor<3x8xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op result dimension 0 (3) does not match the number of bags (2)}}
  %0 = gather.embedding_bag sum %w, %i offsets(%o) {include_last_offset} : (tensor<4x8xf32>, tensor<3xi64>, tensor<3xi64>) -> tensor<3x8xf32>
  return %0 : tensor<3x8xf32>
}

// -----

func.func @result_columns(%w: tensor<4x8xf32>, %i: tensor<2x3xi64>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op result dimension 1 (4) does not match the columns of weight (8)}}
  %0 = gather.embedding_bag sum %w, %i : (tensor<4x8xf32>, tensor<2x3xi64>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @result_element_type(%w: tensor<4x8xf32>, %i: tensor<2x3xi64>) -> tensor<2x8xf16> {
  // expected-error @+1 {{'gather.embedding_bag' op failed to verify that all of {weight, result} have same element type}}
  %0 = gather.embedding_bag sum %w, %i : (tensor<4x8xf32>, tensor<2x3xi64>) -> tensor<2x8xf16>
  return %0 : tensor<2x8xf16>
}

// -----

func.func @weight_element_type(%w: tensor<4x8xi32>, %i: tensor<2x3xi64>) -> tensor<2x8xi32> {
  // expected-error @+1 {{'gather.embedding_bag' op operand #0 must be ranked tensor of f32, f16 or bf16 values}}
  %0 = gather.embedding_bag sum %w, %i : (tensor<4x8xi32>, tensor<2x3xi64>) -> tensor<2x8xi32>
  return %0 : tensor<2x8xi32>
}

// -----

func.func @index_element_type(%w: tensor<4x8xf32>, %i: tensor<2x3xindex>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op operand #1 must be ranked tensor of 32-bit or 64-bit signless integer values}}
  %0 = gather.embedding_bag sum %w, %i : (tensor<4x8xf32>, tensor<2x3xindex>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @offsets_element_type(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<2xi16>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'gather.embedding_bag' op operand #2 must be ranked tensor of 32-bit or 64-bit signless integer values}}
  %0 = gather.embedding_bag sum %w, %i offsets(%o) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi16>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}
