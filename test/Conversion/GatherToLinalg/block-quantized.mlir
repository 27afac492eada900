// RUN: gather-opt %s --convert-gather-to-linalg=on-out-of-bounds=unchecked -canonicalize -cse -split-input-file | FileCheck %s
// RUN: gather-opt %s --gather-add-status-arguments --convert-gather-to-linalg -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=CHECKED

// gather.gather_block_quantized lowers as an element gather: one result
// element per step, its value read where it is packed, its block's scale and
// zero point, (q - zp) computed in i32, converted to f32, multiplied by the
// scale in f32 and rounded once to the result type. Rows of ui8 data that
// hold a multiple of 16 values are dequantized 16 lanes at a time instead:
// the bytes read as one vector, their fields interleaved, the block's zero
// point and scale broadcast. Under the error policy the sizes of scales and
// zero points that the types leave open are checked at run time.

// Rows of 18 values: element by element.
// CHECK-LABEL: func.func @packed_4_bits
// CHECK-SAME: (%[[D:.*]]: tensor<8x9xui8>, %[[I:.*]]: tensor<3xi64>, %[[S:.*]]: tensor<8x2xf16>, %[[Z:.*]]: tensor<8x1xui8>)
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-DAG: %[[MASK:.*]] = arith.constant 15 : i32
// CHECK: scf.forall (%[[ROW:.*]]) in (3)
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK: %[[ID:.*]] = tensor.extract %[[I]][%[[ROW]]]
// CHECK: %[[R:.*]] = arith.select
// CHECK: %[[FIELD:.*]] = arith.remui %[[J]], %[[C2]]
// CHECK: %[[BYTE_AT:.*]] = arith.divui %[[J]], %[[C2]]
// CHECK-NOT: vector.
// CHECK: %[[BYTE:.*]] = tensor.extract %[[D]][%[[R]], %[[BYTE_AT]]]
// CHECK: %[[BITS:.*]] = builtin.unrealized_conversion_cast %[[BYTE]] : ui8 to i8
// CHECK: %[[WIDE:.*]] = arith.extui %[[BITS]] : i8 to i32
// CHECK: %[[FIELD32:.*]] = arith.index_castui %[[FIELD]] : index to i32
// CHECK: %[[SHIFT:.*]] = arith.muli %[[FIELD32]], %[[C4]]
// CHECK: %[[SHIFTED:.*]] = arith.shrui %[[WIDE]], %[[SHIFT]]
// CHECK: %[[Q:.*]] = arith.andi %[[SHIFTED]], %[[MASK]]
// CHECK: %[[BLOCK:.*]] = arith.divui %[[J]], %[[C16]]
// CHECK: tensor.extract %[[Z]][%[[R]], %{{.*}}] : tensor<8x1xui8>
// CHECK: %[[ZP:.*]] = arith.andi %{{.*}}, %[[MASK]]
// CHECK: %[[DIFF:.*]] = arith.subi %[[Q]], %[[ZP]] : i32
// CHECK: %[[SCALE:.*]] = tensor.extract %[[S]][%[[R]], %[[BLOCK]]] : tensor<8x2xf16>
// CHECK: %[[SCALE32:.*]] = arith.extf %[[SCALE]] : f16 to f32
// CHECK: %[[DIFF32:.*]] = arith.sitofp %[[DIFF]] : i32 to f32
// CHECK: %[[VALUE:.*]] = arith.mulf %[[DIFF32]], %[[SCALE32]] : f32
// CHECK: %[[ROUNDED:.*]] = arith.truncf %[[VALUE]] : f32 to f16
// CHECK: tensor.insert %[[ROUNDED]]
func.func @packed_4_bits(%d: tensor<8x9xui8>, %i: tensor<3xi64>, %s: tensor<8x2xf16>, %z: tensor<8x1xui8>) -> tensor<3x18xf16> {
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 16 : i64} : (tensor<8x9xui8>, tensor<3xi64>, tensor<8x2xf16>, tensor<8x1xui8>) -> tensor<3x18xf16>
  return %0 : tensor<3x18xf16>
}

// -----

// Rows of 32 values: two chunks of 16, each 8 bytes read at once from the
// row's slice of data, their low and high nibbles interleaved, with the
// scale and zero point of its block read from the row's slices of scales
// and zero_points (which gather-stream-row-copies prefetches with the data
// row); the row's index read once.
// CHECK-LABEL: func.func @chunks
// CHECK-SAME: (%[[D:.*]]: tensor<8x16xui8>, %[[I:.*]]: tensor<3xi64>, %[[S:.*]]: tensor<8x2xf16>, %[[Z:.*]]: tensor<8x1xui8>)
// CHECK: scf.forall (%[[ROW:.*]]) in (3)
// CHECK: tensor.extract %[[I]][%[[ROW]]]
// CHECK: %[[R:.*]] = arith.select
// CHECK: %[[DATA_ROW:.*]] = tensor.extract_slice %[[D]][%[[R]], 0] [1, 16] [1, 1] : tensor<8x16xui8> to tensor<1x16xui8>
// CHECK: %[[SCALES_ROW:.*]] = tensor.extract_slice %[[S]][%[[R]], 0] [1, 2] [1, 1] : tensor<8x2xf16> to tensor<1x2xf16>
// CHECK: %[[ZP_ROW:.*]] = tensor.extract_slice %[[Z]][%[[R]], 0] [1, 1] [1, 1] : tensor<8x1xui8> to tensor<1x1xui8>
// CHECK: scf.for %[[AT:.*]] = %{{.*}} to %{{.*}} step %[[C16:.*]] iter_args(%[[TILE:.*]] =
// CHECK: %[[BLOCK:.*]] = arith.divui %[[AT]], %[[C16]]
// CHECK: %[[BYTE_AT:.*]] = arith.divui %[[AT]], %{{.*}}
// CHECK: %[[BYTES:.*]] = vector.transfer_read %[[DATA_ROW]][%{{.*}}, %[[BYTE_AT]]], %{{.*}} {in_bounds = [true]} : tensor<1x16xui8>, vector<8xui8>
// CHECK: %[[BITS:.*]] = builtin.unrealized_conversion_cast %[[BYTES]] : vector<8xui8> to vector<8xi8>
// CHECK: %[[LOW:.*]] = arith.andi %[[BITS]], %{{.*}} : vector<8xi8>
// CHECK: %[[SHIFTED:.*]] = arith.shrui %[[BITS]], %{{.*}} : vector<8xi8>
// CHECK: %[[HIGH:.*]] = arith.andi %[[SHIFTED]], %{{.*}} : vector<8xi8>
// CHECK: %[[FIELDS:.*]] = vector.interleave %[[LOW]], %[[HIGH]] : vector<8xi8> -> vector<16xi8>
// CHECK: %[[Q:.*]] = arith.extui %[[FIELDS]] : vector<16xi8> to vector<16xi32>
// CHECK: tensor.extract %[[ZP_ROW]][%{{.*}}, %{{.*}}]
// CHECK: %[[ZP:.*]] = vector.broadcast %{{.*}} : i32 to vector<16xi32>
// CHECK: %[[DIFF:.*]] = arith.subi %[[Q]], %[[ZP]] : vector<16xi32>
// CHECK: %[[SCALE:.*]] = tensor.extract %[[SCALES_ROW]][%{{.*}}, %[[BLOCK]]]
// CHECK: %[[SCALE32:.*]] = arith.extf %[[SCALE]] : f16 to f32
// CHECK: %[[DIFF32:.*]] = arith.sitofp %[[DIFF]] : vector<16xi32> to vector<16xf32>
// CHECK: %[[SCALES:.*]] = vector.broadcast %[[SCALE32]] : f32 to vector<16xf32>
// CHECK: %[[VALUES:.*]] = arith.mulf %[[DIFF32]], %[[SCALES]] : vector<16xf32>
// CHECK: %[[ROUNDED:.*]] = arith.truncf %[[VALUES]] : vector<16xf32> to vector<16xf16>
// CHECK: vector.transfer_write %[[ROUNDED]], %[[TILE]][%{{.*}}, %[[AT]]] {in_bounds = [true]}
func.func @chunks(%d: tensor<8x16xui8>, %i: tensor<3xi64>, %s: tensor<8x2xf16>, %z: tensor<8x1xui8>) -> tensor<3x32xf16> {
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 16 : i64} : (tensor<8x16xui8>, tensor<3xi64>, tensor<8x2xf16>, tensor<8x1xui8>) -> tensor<3x32xf16>
  return %0 : tensor<3x32xf16>
}

// -----

// i4 rows of whole chunks (gather axis 0, quantize axis the last): 16 values
// read at once from data (two a byte in memory), sign-extended, and
// dequantized as the ui8 chunks are; ui4 values are zero-extended.
// CHECK-LABEL: func.func @i4_chunks
// CHECK-SAME: (%[[D:.*]]: tensor<8x32xi4>
// CHECK: scf.for
// CHECK: %[[Q:.*]] = vector.transfer_read %[[D]][%{{.*}}, %{{.*}}], %{{.*}} {in_bounds = [true]} : tensor<8x32xi4>, vector<16xi4>
// CHECK: %[[WIDE:.*]] = arith.extsi %[[Q]] : vector<16xi4> to vector<16xi32>
// CHECK: arith.sitofp
// CHECK: vector.transfer_write
// CHECK-LABEL: func.func @ui4_chunks
// CHECK: %[[UQ:.*]] = vector.transfer_read {{.*}} : tensor<4x16xui4>, vector<16xui4>
// CHECK: %[[BITS:.*]] = builtin.unrealized_conversion_cast %[[UQ]] : vector<16xui4> to vector<16xi4>
// CHECK: arith.extui %[[BITS]] : vector<16xi4> to vector<16xi32>
func.func @i4_chunks(%d: tensor<8x32xi4>, %i: tensor<3xi64>, %s: tensor<8x2xf32>) -> tensor<3x32xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 16 : i64} : (tensor<8x32xi4>, tensor<3xi64>, tensor<8x2xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}
func.func @ui4_chunks(%d: tensor<4x16xui4>, %i: tensor<2xi32>, %s: tensor<4x1xf16>) -> tensor<2x16xf16> {
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 16 : i64} : (tensor<4x16xui4>, tensor<2xi32>, tensor<4x1xf16>) -> tensor<2x16xf16>
  return %0 : tensor<2x16xf16>
}

// -----

// 2-bit fields: four per byte, interleaved in two rounds.
// CHECK-LABEL: func.func @two_bit_chunks
// CHECK: vector.transfer_read {{.*}} : tensor<1x4xui8>, vector<4xui8>
// CHECK-COUNT-2: vector.interleave {{.*}} : vector<4xi8> -> vector<8xi8>
// CHECK: vector.interleave {{.*}} : vector<8xi8> -> vector<16xi8>
func.func @two_bit_chunks(%d: tensor<8x4xui8>, %i: tensor<3xi64>, %s: tensor<8x1xf32>) -> tensor<3x16xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 16 : i64, bits = 2 : i64} : (tensor<8x4xui8>, tensor<3xi64>, tensor<8x1xf32>) -> tensor<3x16xf32>
  return %0 : tensor<3x16xf32>
}

// -----

// Bytes as values (bits 8) and the default zero point 2^(bits-1) = 128; an
// f32 result needs no rounding.
// CHECK-LABEL: func.func @bytes_default_zero_point
// CHECK-DAG: %[[ZP:.*]] = arith.constant 128 : i32
// CHECK: %[[BYTE:.*]] = tensor.extract %{{.*}} : tensor<4x24xui8>
// CHECK: %[[BITS:.*]] = builtin.unrealized_conversion_cast %[[BYTE]] : ui8 to i8
// CHECK: %[[Q:.*]] = arith.extui %[[BITS]] : i8 to i32
// CHECK-NOT: arith.shrui
// CHECK: %[[DIFF:.*]] = arith.subi %[[Q]], %[[ZP]] : i32
// CHECK: %[[DIFF32:.*]] = arith.sitofp %[[DIFF]] : i32 to f32
// CHECK: %[[VALUE:.*]] = arith.mulf %[[DIFF32]], %{{.*}} : f32
// CHECK-NOT: arith.truncf
// CHECK: tensor.insert %[[VALUE]]
func.func @bytes_default_zero_point(%d: tensor<4x24xui8>, %i: tensor<2xi32>, %s: tensor<4x1xf32>) -> tensor<2x24xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s {bits = 8 : i64, block_size = 32 : i64} : (tensor<4x24xui8>, tensor<2xi32>, tensor<4x1xf32>) -> tensor<2x24xf32>
  return %0 : tensor<2x24xf32>
}

// -----

// i4 values are signed (ONNX int4), ui4 unsigned; their default zero point
// is 0.
// CHECK-LABEL: func.func @int4_values
// CHECK: %[[Q:.*]] = tensor.extract %{{.*}} : tensor<2x3x4xi4>
// CHECK: %[[WIDE:.*]] = arith.extsi %[[Q]] : i4 to i32
// CHECK: %[[ZP:.*]] = tensor.extract %{{.*}} : tensor<2x1x4xi4>
// CHECK: %[[ZPWIDE:.*]] = arith.extsi %[[ZP]] : i4 to i32
// CHECK: arith.subi %[[WIDE]], %[[ZPWIDE]] : i32
// CHECK-LABEL: func.func @uint4_values
// CHECK: %[[Q:.*]] = tensor.extract %{{.*}} : tensor<2x3x4xui4>
// CHECK: %[[BITS:.*]] = builtin.unrealized_conversion_cast %[[Q]] : ui4 to i4
// CHECK: %[[WIDE:.*]] = arith.extui %[[BITS]] : i4 to i32
// CHECK-NOT: arith.subi
// CHECK: arith.sitofp %[[WIDE]] : i32 to f32
func.func @int4_values(%d: tensor<2x3x4xi4>, %i: tensor<1x3xi64>, %s: tensor<2x1x4xf32>, %z: tensor<2x1x4xi4>) -> tensor<2x1x3x4xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 16 : i64, gather_axis = 1 : i64} : (tensor<2x3x4xi4>, tensor<1x3xi64>, tensor<2x1x4xf32>, tensor<2x1x4xi4>) -> tensor<2x1x3x4xf32>
  return %0 : tensor<2x1x3x4xf32>
}
func.func @uint4_values(%d: tensor<2x3x4xui4>, %i: tensor<1x3xi64>, %s: tensor<2x1x4xf32>) -> tensor<2x1x3x4xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 16 : i64, gather_axis = 1 : i64} : (tensor<2x3x4xui4>, tensor<1x3xi64>, tensor<2x1x4xf32>) -> tensor<2x1x3x4xf32>
  return %0 : tensor<2x1x3x4xf32>
}

// -----

// Dynamic sizes of scales and zero points are checked against data's: the
// block count ceil(2 * bytes / 16) = ceil(bytes / 8) at the quantize axis
// (GATHER_CHECK_SCALES_DIM = 6), half of it rounded up for the packed zero
// points (GATHER_CHECK_ZERO_POINTS_DIM = 7).
// CHECKED-DAG: #[[BLOCKS:.*]] = affine_map<()[s0] -> (s0 ceildiv 8)>
// CHECKED-DAG: #[[PACKED:.*]] = affine_map<()[s0] -> (s0 ceildiv 2)>
// CHECKED-LABEL: func.func @dynamic_checks
// CHECKED-DAG: %[[SIX:.*]] = arith.constant 6 : i64
// CHECKED-DAG: %[[SEVEN:.*]] = arith.constant 7 : i64
// CHECKED: %[[BYTES:.*]] = tensor.dim %arg0, %c1
// CHECKED: %[[NEEDED:.*]] = affine.apply #[[BLOCKS]]()[%[[BYTES]]]
// CHECKED: %[[SCALES:.*]] = tensor.dim %arg2, %c1
// CHECKED: affine.apply #[[PACKED]]()[%[[SCALES]]]
// CHECKED: arith.cmpi ne, %[[SCALES]], %[[NEEDED]]
// CHECKED: memref.store %[[SIX]]
// CHECKED: memref.store %[[SEVEN]]
func.func @dynamic_checks(%d: tensor<4x?xui8>, %i: tensor<2xi64>, %s: tensor<4x?xf32>, %z: tensor<4x?xui8>) -> tensor<2x?xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 16 : i64} : (tensor<4x?xui8>, tensor<2xi64>, tensor<4x?xf32>, tensor<4x?xui8>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}
