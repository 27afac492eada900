// RUN: gather-opt %s | FileCheck %s
// RUN: gather-opt %s | gather-opt | FileCheck %s
// RUN: gather-opt %s -mlir-print-op-generic | gather-opt | FileCheck %s

// Round trip of gather.gather_nd, gather.gather_elements and gather.gather:
// every supported
// data and index element type, dynamic and zero-size dimensions, default
// attributes elided, non-default attributes printed, and the generic form
// printed back in the custom form. Each op line is matched in full, up to the
// end of the line, so an absent attribute dictionary is checked too.

//===----------------------------------------------------------------------===//
// Data element types
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @nd_data_i1
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xi1>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xi1>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xi1>, tensor<2x1xi64>) -> tensor<2x3xi1>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xi1>{{$}}
func.func @nd_data_i1(%d: tensor<4x3xi1>, %i: tensor<2x1xi64>) -> tensor<2x3xi1> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xi1>, tensor<2x1xi64>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// CHECK-LABEL: func.func @nd_data_i8
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xi8>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xi8>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xi8>, tensor<2x1xi64>) -> tensor<2x3xi8>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xi8>{{$}}
func.func @nd_data_i8(%d: tensor<4x3xi8>, %i: tensor<2x1xi64>) -> tensor<2x3xi8> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xi8>, tensor<2x1xi64>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// CHECK-LABEL: func.func @nd_data_i16
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xi16>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xi16>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xi16>, tensor<2x1xi64>) -> tensor<2x3xi16>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xi16>{{$}}
func.func @nd_data_i16(%d: tensor<4x3xi16>, %i: tensor<2x1xi64>) -> tensor<2x3xi16> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xi16>, tensor<2x1xi64>) -> tensor<2x3xi16>
  return %0 : tensor<2x3xi16>
}

// CHECK-LABEL: func.func @nd_data_i32
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xi32>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xi32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xi32>, tensor<2x1xi64>) -> tensor<2x3xi32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xi32>{{$}}
func.func @nd_data_i32(%d: tensor<4x3xi32>, %i: tensor<2x1xi64>) -> tensor<2x3xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xi32>, tensor<2x1xi64>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @nd_data_i64
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xi64>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xi64>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xi64>, tensor<2x1xi64>) -> tensor<2x3xi64>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xi64>{{$}}
func.func @nd_data_i64(%d: tensor<4x3xi64>, %i: tensor<2x1xi64>) -> tensor<2x3xi64> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xi64>, tensor<2x1xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// CHECK-LABEL: func.func @nd_data_ui8
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xui8>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xui8>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xui8>, tensor<2x1xi64>) -> tensor<2x3xui8>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xui8>{{$}}
func.func @nd_data_ui8(%d: tensor<4x3xui8>, %i: tensor<2x1xi64>) -> tensor<2x3xui8> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xui8>, tensor<2x1xi64>) -> tensor<2x3xui8>
  return %0 : tensor<2x3xui8>
}

// CHECK-LABEL: func.func @nd_data_ui16
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xui16>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xui16>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xui16>, tensor<2x1xi64>) -> tensor<2x3xui16>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xui16>{{$}}
func.func @nd_data_ui16(%d: tensor<4x3xui16>, %i: tensor<2x1xi64>) -> tensor<2x3xui16> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xui16>, tensor<2x1xi64>) -> tensor<2x3xui16>
  return %0 : tensor<2x3xui16>
}

// CHECK-LABEL: func.func @nd_data_ui32
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xui32>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xui32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xui32>, tensor<2x1xi64>) -> tensor<2x3xui32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xui32>{{$}}
func.func @nd_data_ui32(%d: tensor<4x3xui32>, %i: tensor<2x1xi64>) -> tensor<2x3xui32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xui32>, tensor<2x1xi64>) -> tensor<2x3xui32>
  return %0 : tensor<2x3xui32>
}

// CHECK-LABEL: func.func @nd_data_ui64
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xui64>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xui64>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xui64>, tensor<2x1xi64>) -> tensor<2x3xui64>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xui64>{{$}}
func.func @nd_data_ui64(%d: tensor<4x3xui64>, %i: tensor<2x1xi64>) -> tensor<2x3xui64> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xui64>, tensor<2x1xi64>) -> tensor<2x3xui64>
  return %0 : tensor<2x3xui64>
}

// CHECK-LABEL: func.func @nd_data_f16
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xf16>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xf16>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xf16>, tensor<2x1xi64>) -> tensor<2x3xf16>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xf16>{{$}}
func.func @nd_data_f16(%d: tensor<4x3xf16>, %i: tensor<2x1xi64>) -> tensor<2x3xf16> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf16>, tensor<2x1xi64>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// CHECK-LABEL: func.func @nd_data_bf16
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xbf16>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xbf16>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xbf16>, tensor<2x1xi64>) -> tensor<2x3xbf16>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xbf16>{{$}}
func.func @nd_data_bf16(%d: tensor<4x3xbf16>, %i: tensor<2x1xi64>) -> tensor<2x3xbf16> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xbf16>, tensor<2x1xi64>) -> tensor<2x3xbf16>
  return %0 : tensor<2x3xbf16>
}

// CHECK-LABEL: func.func @nd_data_f32
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xf32>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xf32>{{$}}
func.func @nd_data_f32(%d: tensor<4x3xf32>, %i: tensor<2x1xi64>) -> tensor<2x3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @nd_data_f64
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xf64>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xf64>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xf64>, tensor<2x1xi64>) -> tensor<2x3xf64>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xf64>{{$}}
func.func @nd_data_f64(%d: tensor<4x3xf64>, %i: tensor<2x1xi64>) -> tensor<2x3xf64> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf64>, tensor<2x1xi64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}

// CHECK-LABEL: func.func @nd_data_complex_f32
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xcomplex<f32>>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xcomplex<f32>>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xcomplex<f32>>, tensor<2x1xi64>) -> tensor<2x3xcomplex<f32>>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xcomplex<f32>>{{$}}
func.func @nd_data_complex_f32(%d: tensor<4x3xcomplex<f32>>, %i: tensor<2x1xi64>) -> tensor<2x3xcomplex<f32>> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xcomplex<f32>>, tensor<2x1xi64>) -> tensor<2x3xcomplex<f32>>
  return %0 : tensor<2x3xcomplex<f32>>
}

// CHECK-LABEL: func.func @nd_data_complex_f64
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xcomplex<f64>>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xcomplex<f64>>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xcomplex<f64>>, tensor<2x1xi64>) -> tensor<2x3xcomplex<f64>>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xcomplex<f64>>{{$}}
func.func @nd_data_complex_f64(%d: tensor<4x3xcomplex<f64>>, %i: tensor<2x1xi64>) -> tensor<2x3xcomplex<f64>> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xcomplex<f64>>, tensor<2x1xi64>) -> tensor<2x3xcomplex<f64>>
  return %0 : tensor<2x3xcomplex<f64>>
}

// CHECK-LABEL: func.func @elements_data_i1
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xi1>, %[[I:[^:]+]]: tensor<2x3xi64>) -> tensor<2x3xi1>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<4x3xi1>, tensor<2x3xi64>) -> tensor<2x3xi1>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xi1>{{$}}
func.func @elements_data_i1(%d: tensor<4x3xi1>, %i: tensor<2x3xi64>) -> tensor<2x3xi1> {
  %0 = gather.gather_elements %d, %i : (tensor<4x3xi1>, tensor<2x3xi64>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// CHECK-LABEL: func.func @elements_data_i8
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xi8>, %[[I:[^:]+]]: tensor<2x3xi64>) -> tensor<2x3xi8>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<4x3xi8>, tensor<2x3xi64>) -> tensor<2x3xi8>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xi8>{{$}}
func.func @elements_data_i8(%d: tensor<4x3xi8>, %i: tensor<2x3xi64>) -> tensor<2x3xi8> {
  %0 = gather.gather_elements %d, %i : (tensor<4x3xi8>, tensor<2x3xi64>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// CHECK-LABEL: func.func @elements_data_i16
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xi16>, %[[I:[^:]+]]: tensor<2x3xi64>) -> tensor<2x3xi16>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<4x3xi16>, tensor<2x3xi64>) -> tensor<2x3xi16>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xi16>{{$}}
func.func @elements_data_i16(%d: tensor<4x3xi16>, %i: tensor<2x3xi64>) -> tensor<2x3xi16> {
  %0 = gather.gather_elements %d, %i : (tensor<4x3xi16>, tensor<2x3xi64>) -> tensor<2x3xi16>
  return %0 : tensor<2x3xi16>
}

// CHECK-LABEL: func.func @elements_data_i32
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xi32>, %[[I:[^:]+]]: tensor<2x3xi64>) -> tensor<2x3xi32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<4x3xi32>, tensor<2x3xi64>) -> tensor<2x3xi32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xi32>{{$}}
func.func @elements_data_i32(%d: tensor<4x3xi32>, %i: tensor<2x3xi64>) -> tensor<2x3xi32> {
  %0 = gather.gather_elements %d, %i : (tensor<4x3xi32>, tensor<2x3xi64>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @elements_data_i64
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xi64>, %[[I:[^:]+]]: tensor<2x3xi64>) -> tensor<2x3xi64>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<4x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xi64>{{$}}
func.func @elements_data_i64(%d: tensor<4x3xi64>, %i: tensor<2x3xi64>) -> tensor<2x3xi64> {
  %0 = gather.gather_elements %d, %i : (tensor<4x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// CHECK-LABEL: func.func @elements_data_ui8
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xui8>, %[[I:[^:]+]]: tensor<2x3xi64>) -> tensor<2x3xui8>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<4x3xui8>, tensor<2x3xi64>) -> tensor<2x3xui8>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xui8>{{$}}
func.func @elements_data_ui8(%d: tensor<4x3xui8>, %i: tensor<2x3xi64>) -> tensor<2x3xui8> {
  %0 = gather.gather_elements %d, %i : (tensor<4x3xui8>, tensor<2x3xi64>) -> tensor<2x3xui8>
  return %0 : tensor<2x3xui8>
}

// CHECK-LABEL: func.func @elements_data_ui16
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xui16>, %[[I:[^:]+]]: tensor<2x3xi64>) -> tensor<2x3xui16>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<4x3xui16>, tensor<2x3xi64>) -> tensor<2x3xui16>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xui16>{{$}}
func.func @elements_data_ui16(%d: tensor<4x3xui16>, %i: tensor<2x3xi64>) -> tensor<2x3xui16> {
  %0 = gather.gather_elements %d, %i : (tensor<4x3xui16>, tensor<2x3xi64>) -> tensor<2x3xui16>
  return %0 : tensor<2x3xui16>
}

// CHECK-LABEL: func.func @elements_data_ui32
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xui32>, %[[I:[^:]+]]: tensor<2x3xi64>) -> tensor<2x3xui32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<4x3xui32>, tensor<2x3xi64>) -> tensor<2x3xui32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xui32>{{$}}
func.func @elements_data_ui32(%d: tensor<4x3xui32>, %i: tensor<2x3xi64>) -> tensor<2x3xui32> {
  %0 = gather.gather_elements %d, %i : (tensor<4x3xui32>, tensor<2x3xi64>) -> tensor<2x3xui32>
  return %0 : tensor<2x3xui32>
}

// CHECK-LABEL: func.func @elements_data_ui64
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xui64>, %[[I:[^:]+]]: tensor<2x3xi64>) -> tensor<2x3xui64>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<4x3xui64>, tensor<2x3xi64>) -> tensor<2x3xui64>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xui64>{{$}}
func.func @elements_data_ui64(%d: tensor<4x3xui64>, %i: tensor<2x3xi64>) -> tensor<2x3xui64> {
  %0 = gather.gather_elements %d, %i : (tensor<4x3xui64>, tensor<2x3xi64>) -> tensor<2x3xui64>
  return %0 : tensor<2x3xui64>
}

// CHECK-LABEL: func.func @elements_data_f16
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xf16>, %[[I:[^:]+]]: tensor<2x3xi64>) -> tensor<2x3xf16>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<4x3xf16>, tensor<2x3xi64>) -> tensor<2x3xf16>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xf16>{{$}}
func.func @elements_data_f16(%d: tensor<4x3xf16>, %i: tensor<2x3xi64>) -> tensor<2x3xf16> {
  %0 = gather.gather_elements %d, %i : (tensor<4x3xf16>, tensor<2x3xi64>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// CHECK-LABEL: func.func @elements_data_bf16
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xbf16>, %[[I:[^:]+]]: tensor<2x3xi64>) -> tensor<2x3xbf16>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<4x3xbf16>, tensor<2x3xi64>) -> tensor<2x3xbf16>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xbf16>{{$}}
func.func @elements_data_bf16(%d: tensor<4x3xbf16>, %i: tensor<2x3xi64>) -> tensor<2x3xbf16> {
  %0 = gather.gather_elements %d, %i : (tensor<4x3xbf16>, tensor<2x3xi64>) -> tensor<2x3xbf16>
  return %0 : tensor<2x3xbf16>
}

// CHECK-LABEL: func.func @elements_data_f32
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xf32>, %[[I:[^:]+]]: tensor<2x3xi64>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<4x3xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xf32>{{$}}
func.func @elements_data_f32(%d: tensor<4x3xf32>, %i: tensor<2x3xi64>) -> tensor<2x3xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<4x3xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @elements_data_f64
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xf64>, %[[I:[^:]+]]: tensor<2x3xi64>) -> tensor<2x3xf64>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<4x3xf64>, tensor<2x3xi64>) -> tensor<2x3xf64>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xf64>{{$}}
func.func @elements_data_f64(%d: tensor<4x3xf64>, %i: tensor<2x3xi64>) -> tensor<2x3xf64> {
  %0 = gather.gather_elements %d, %i : (tensor<4x3xf64>, tensor<2x3xi64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}

// CHECK-LABEL: func.func @elements_data_complex_f32
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xcomplex<f32>>, %[[I:[^:]+]]: tensor<2x3xi64>) -> tensor<2x3xcomplex<f32>>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<4x3xcomplex<f32>>, tensor<2x3xi64>) -> tensor<2x3xcomplex<f32>>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xcomplex<f32>>{{$}}
func.func @elements_data_complex_f32(%d: tensor<4x3xcomplex<f32>>, %i: tensor<2x3xi64>) -> tensor<2x3xcomplex<f32>> {
  %0 = gather.gather_elements %d, %i : (tensor<4x3xcomplex<f32>>, tensor<2x3xi64>) -> tensor<2x3xcomplex<f32>>
  return %0 : tensor<2x3xcomplex<f32>>
}

// CHECK-LABEL: func.func @elements_data_complex_f64
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xcomplex<f64>>, %[[I:[^:]+]]: tensor<2x3xi64>) -> tensor<2x3xcomplex<f64>>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<4x3xcomplex<f64>>, tensor<2x3xi64>) -> tensor<2x3xcomplex<f64>>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xcomplex<f64>>{{$}}
func.func @elements_data_complex_f64(%d: tensor<4x3xcomplex<f64>>, %i: tensor<2x3xi64>) -> tensor<2x3xcomplex<f64>> {
  %0 = gather.gather_elements %d, %i : (tensor<4x3xcomplex<f64>>, tensor<2x3xi64>) -> tensor<2x3xcomplex<f64>>
  return %0 : tensor<2x3xcomplex<f64>>
}

//===----------------------------------------------------------------------===//
// Index element types
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @nd_indices_i32
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x5x6xf32>, %[[I:[^:]+]]: tensor<3x2xi32>) -> tensor<3x6xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x5x6xf32>, tensor<3x2xi32>) -> tensor<3x6xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<3x6xf32>{{$}}
func.func @nd_indices_i32(%d: tensor<4x5x6xf32>, %i: tensor<3x2xi32>) -> tensor<3x6xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x5x6xf32>, tensor<3x2xi32>) -> tensor<3x6xf32>
  return %0 : tensor<3x6xf32>
}

// CHECK-LABEL: func.func @nd_indices_i64
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x5x6xf32>, %[[I:[^:]+]]: tensor<3x2xi64>) -> tensor<3x6xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x5x6xf32>, tensor<3x2xi64>) -> tensor<3x6xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<3x6xf32>{{$}}
func.func @nd_indices_i64(%d: tensor<4x5x6xf32>, %i: tensor<3x2xi64>) -> tensor<3x6xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x5x6xf32>, tensor<3x2xi64>) -> tensor<3x6xf32>
  return %0 : tensor<3x6xf32>
}

// CHECK-LABEL: func.func @nd_indices_index
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x5x6xf32>, %[[I:[^:]+]]: tensor<3x2xindex>) -> tensor<3x6xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x5x6xf32>, tensor<3x2xindex>) -> tensor<3x6xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<3x6xf32>{{$}}
func.func @nd_indices_index(%d: tensor<4x5x6xf32>, %i: tensor<3x2xindex>) -> tensor<3x6xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x5x6xf32>, tensor<3x2xindex>) -> tensor<3x6xf32>
  return %0 : tensor<3x6xf32>
}

// CHECK-LABEL: func.func @elements_indices_i32
// CHECK-SAME: (%[[D:[^:]+]]: tensor<3x4xf32>, %[[I:[^:]+]]: tensor<5x4xi32>) -> tensor<5x4xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<3x4xf32>, tensor<5x4xi32>) -> tensor<5x4xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<5x4xf32>{{$}}
func.func @elements_indices_i32(%d: tensor<3x4xf32>, %i: tensor<5x4xi32>) -> tensor<5x4xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<3x4xf32>, tensor<5x4xi32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// CHECK-LABEL: func.func @elements_indices_i64
// CHECK-SAME: (%[[D:[^:]+]]: tensor<3x4xf32>, %[[I:[^:]+]]: tensor<5x4xi64>) -> tensor<5x4xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<3x4xf32>, tensor<5x4xi64>) -> tensor<5x4xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<5x4xf32>{{$}}
func.func @elements_indices_i64(%d: tensor<3x4xf32>, %i: tensor<5x4xi64>) -> tensor<5x4xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<3x4xf32>, tensor<5x4xi64>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// CHECK-LABEL: func.func @elements_indices_index
// CHECK-SAME: (%[[D:[^:]+]]: tensor<3x4xf32>, %[[I:[^:]+]]: tensor<5x4xindex>) -> tensor<5x4xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<3x4xf32>, tensor<5x4xindex>) -> tensor<5x4xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<5x4xf32>{{$}}
func.func @elements_indices_index(%d: tensor<3x4xf32>, %i: tensor<5x4xindex>) -> tensor<5x4xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<3x4xf32>, tensor<5x4xindex>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

//===----------------------------------------------------------------------===//
// Dynamic dimensions
//===----------------------------------------------------------------------===//

// Dynamic data dims; the trailing one flows into the result.
// CHECK-LABEL: func.func @nd_dynamic_data
// CHECK-SAME: (%[[D:[^:]+]]: tensor<?x?xf32>, %[[I:[^:]+]]: tensor<3x1xi64>) -> tensor<3x?xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<?x?xf32>, tensor<3x1xi64>) -> tensor<3x?xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<3x?xf32>{{$}}
func.func @nd_dynamic_data(%d: tensor<?x?xf32>, %i: tensor<3x1xi64>) -> tensor<3x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?xf32>, tensor<3x1xi64>) -> tensor<3x?xf32>
  return %0 : tensor<3x?xf32>
}

// Dynamic leading indices dim.
// CHECK-LABEL: func.func @nd_dynamic_indices
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x5xf32>, %[[I:[^:]+]]: tensor<?x1xi32>) -> tensor<?x5xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x5xf32>, tensor<?x1xi32>) -> tensor<?x5xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<?x5xf32>{{$}}
func.func @nd_dynamic_indices(%d: tensor<4x5xf32>, %i: tensor<?x1xi32>) -> tensor<?x5xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x5xf32>, tensor<?x1xi32>) -> tensor<?x5xf32>
  return %0 : tensor<?x5xf32>
}

// A batch dim dynamic in data, static in indices.
// CHECK-LABEL: func.func @nd_dynamic_batch_dim
// CHECK-SAME: (%[[D:[^:]+]]: tensor<?x4x5xf32>, %[[I:[^:]+]]: tensor<2x3x1xi64>) -> tensor<2x3x5xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] {batch_dims = 1 : i64} : (tensor<?x4x5xf32>, tensor<2x3x1xi64>) -> tensor<2x3x5xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3x5xf32>{{$}}
func.func @nd_dynamic_batch_dim(%d: tensor<?x4x5xf32>, %i: tensor<2x3x1xi64>) -> tensor<2x3x5xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x4x5xf32>, tensor<2x3x1xi64>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// The result type may be less static than the inferred tensor<2x4xf32>.
// CHECK-LABEL: func.func @nd_result_less_static
// CHECK-SAME: (%[[D:[^:]+]]: tensor<3x4xf32>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<?x?xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<?x?xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<?x?xf32>{{$}}
func.func @nd_result_less_static(%d: tensor<3x4xf32>, %i: tensor<2x1xi64>) -> tensor<?x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// Only some of the inferred static sizes are declared.
// CHECK-LABEL: func.func @nd_result_partly_static
// CHECK-SAME: (%[[D:[^:]+]]: tensor<3x4x5xf32>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x?x5xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<3x4x5xf32>, tensor<2x1xi64>) -> tensor<2x?x5xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x?x5xf32>{{$}}
func.func @nd_result_partly_static(%d: tensor<3x4x5xf32>, %i: tensor<2x1xi64>) -> tensor<2x?x5xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x4x5xf32>, tensor<2x1xi64>) -> tensor<2x?x5xf32>
  return %0 : tensor<2x?x5xf32>
}

// Dynamic k: result rank 2 fixes k = 2 + 3 - 1 - 0 - 2 = 2.
// CHECK-LABEL: func.func @nd_dynamic_k
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x5x6xf32>, %[[I:[^:]+]]: tensor<3x?xi64>) -> tensor<3x6xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x5x6xf32>, tensor<3x?xi64>) -> tensor<3x6xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<3x6xf32>{{$}}
func.func @nd_dynamic_k(%d: tensor<4x5x6xf32>, %i: tensor<3x?xi64>) -> tensor<3x6xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x5x6xf32>, tensor<3x?xi64>) -> tensor<3x6xf32>
  return %0 : tensor<3x6xf32>
}

// Dynamic k: result rank 1 fixes k = 2 + 2 - 1 - 0 - 1 = 2 = rank(data).
// CHECK-LABEL: func.func @nd_dynamic_k_full
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x5xf32>, %[[I:[^:]+]]: tensor<3x?xi64>) -> tensor<3xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x5xf32>, tensor<3x?xi64>) -> tensor<3xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<3xf32>{{$}}
func.func @nd_dynamic_k_full(%d: tensor<4x5xf32>, %i: tensor<3x?xi64>) -> tensor<3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x5xf32>, tensor<3x?xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// Dynamic k with batch_dims: k = 3 + 4 - 1 - 1 - 3 = 2.
// CHECK-LABEL: func.func @nd_dynamic_k_batch
// CHECK-SAME: (%[[D:[^:]+]]: tensor<2x4x5x6xf32>, %[[I:[^:]+]]: tensor<2x3x?xi64>) -> tensor<2x3x6xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] {batch_dims = 1 : i64} : (tensor<2x4x5x6xf32>, tensor<2x3x?xi64>) -> tensor<2x3x6xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3x6xf32>{{$}}
func.func @nd_dynamic_k_batch(%d: tensor<2x4x5x6xf32>, %i: tensor<2x3x?xi64>) -> tensor<2x3x6xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x4x5x6xf32>, tensor<2x3x?xi64>) -> tensor<2x3x6xf32>
  return %0 : tensor<2x3x6xf32>
}

// Everything dynamic; k = 2 + 3 - 1 - 0 - 2 = 2.
// CHECK-LABEL: func.func @nd_all_dynamic
// CHECK-SAME: (%[[D:[^:]+]]: tensor<?x?x?xf32>, %[[I:[^:]+]]: tensor<?x?xindex>) -> tensor<?x?xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<?x?x?xf32>, tensor<?x?xindex>) -> tensor<?x?xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<?x?xf32>{{$}}
func.func @nd_all_dynamic(%d: tensor<?x?x?xf32>, %i: tensor<?x?xindex>) -> tensor<?x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?x?xf32>, tensor<?x?xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @elements_dynamic_data
// CHECK-SAME: (%[[D:[^:]+]]: tensor<?x?xf32>, %[[I:[^:]+]]: tensor<2x2xi64>) -> tensor<2x2xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] {axis = 1 : i64} : (tensor<?x?xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x2xf32>{{$}}
func.func @elements_dynamic_data(%d: tensor<?x?xf32>, %i: tensor<2x2xi64>) -> tensor<2x2xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x?xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// CHECK-LABEL: func.func @elements_dynamic_indices
// CHECK-SAME: (%[[D:[^:]+]]: tensor<3x4xf32>, %[[I:[^:]+]]: tensor<?x4xi32>) -> tensor<?x4xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<3x4xf32>, tensor<?x4xi32>) -> tensor<?x4xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<?x4xf32>{{$}}
func.func @elements_dynamic_indices(%d: tensor<3x4xf32>, %i: tensor<?x4xi32>) -> tensor<?x4xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<3x4xf32>, tensor<?x4xi32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// The result type may be less static than the inferred tensor<2x4xf32>.
// CHECK-LABEL: func.func @elements_result_less_static
// CHECK-SAME: (%[[D:[^:]+]]: tensor<3x4xf32>, %[[I:[^:]+]]: tensor<2x4xi64>) -> tensor<?x?xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<3x4xf32>, tensor<2x4xi64>) -> tensor<?x?xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<?x?xf32>{{$}}
func.func @elements_result_less_static(%d: tensor<3x4xf32>, %i: tensor<2x4xi64>) -> tensor<?x?xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<3x4xf32>, tensor<2x4xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @elements_all_dynamic
// CHECK-SAME: (%[[D:[^:]+]]: tensor<?x?x?xf32>, %[[I:[^:]+]]: tensor<?x?x?xindex>) -> tensor<?x?x?xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] {axis = -1 : i64} : (tensor<?x?x?xf32>, tensor<?x?x?xindex>) -> tensor<?x?x?xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<?x?x?xf32>{{$}}
func.func @elements_all_dynamic(%d: tensor<?x?x?xf32>, %i: tensor<?x?x?xindex>) -> tensor<?x?x?xf32> {
  %0 = gather.gather_elements %d, %i {axis = -1 : i64} : (tensor<?x?x?xf32>, tensor<?x?x?xindex>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

// An explicit default batch_dims is not printed.
// CHECK-LABEL: func.func @nd_default_batch_dims_elided
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xf32>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xf32>{{$}}
func.func @nd_default_batch_dims_elided(%d: tensor<4x3xf32>, %i: tensor<2x1xi64>) -> tensor<2x3xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 0 : i64} : (tensor<4x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @nd_no_attributes
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xf32>, %[[I:[^:]+]]: tensor<2x2xi64>) -> tensor<2xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xf32>, tensor<2x2xi64>) -> tensor<2xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2xf32>{{$}}
func.func @nd_no_attributes(%d: tensor<4x3xf32>, %i: tensor<2x2xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<2x2xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @nd_batch_dims_1
// CHECK-SAME: (%[[D:[^:]+]]: tensor<2x2x2xi32>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x2xi32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] {batch_dims = 1 : i64} : (tensor<2x2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x2xi32>{{$}}
func.func @nd_batch_dims_1(%d: tensor<2x2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// CHECK-LABEL: func.func @nd_batch_dims_2
// CHECK-SAME: (%[[D:[^:]+]]: tensor<2x3x4x5xf32>, %[[I:[^:]+]]: tensor<2x3x7x1xi64>) -> tensor<2x3x7x5xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] {batch_dims = 2 : i64} : (tensor<2x3x4x5xf32>, tensor<2x3x7x1xi64>) -> tensor<2x3x7x5xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3x7x5xf32>{{$}}
func.func @nd_batch_dims_2(%d: tensor<2x3x4x5xf32>, %i: tensor<2x3x7x1xi64>) -> tensor<2x3x7x5xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<2x3x4x5xf32>, tensor<2x3x7x1xi64>) -> tensor<2x3x7x5xf32>
  return %0 : tensor<2x3x7x5xf32>
}

// An explicit default axis is not printed.
// CHECK-LABEL: func.func @elements_default_axis_elided
// CHECK-SAME: (%[[D:[^:]+]]: tensor<3x4xf32>, %[[I:[^:]+]]: tensor<2x4xi64>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<3x4xf32>, tensor<2x4xi64>) -> tensor<2x4xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x4xf32>{{$}}
func.func @elements_default_axis_elided(%d: tensor<3x4xf32>, %i: tensor<2x4xi64>) -> tensor<2x4xf32> {
  %0 = gather.gather_elements %d, %i {axis = 0 : i64} : (tensor<3x4xf32>, tensor<2x4xi64>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// Along the axis, indices may be larger than data.
// CHECK-LABEL: func.func @elements_axis_1
// CHECK-SAME: (%[[D:[^:]+]]: tensor<3x4xf32>, %[[I:[^:]+]]: tensor<3x9xi64>) -> tensor<3x9xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] {axis = 1 : i64} : (tensor<3x4xf32>, tensor<3x9xi64>) -> tensor<3x9xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<3x9xf32>{{$}}
func.func @elements_axis_1(%d: tensor<3x4xf32>, %i: tensor<3x9xi64>) -> tensor<3x9xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<3x4xf32>, tensor<3x9xi64>) -> tensor<3x9xf32>
  return %0 : tensor<3x9xf32>
}

// CHECK-LABEL: func.func @elements_axis_2
// CHECK-SAME: (%[[D:[^:]+]]: tensor<2x3x4xf32>, %[[I:[^:]+]]: tensor<2x3x6xi64>) -> tensor<2x3x6xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] {axis = 2 : i64} : (tensor<2x3x4xf32>, tensor<2x3x6xi64>) -> tensor<2x3x6xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3x6xf32>{{$}}
func.func @elements_axis_2(%d: tensor<2x3x4xf32>, %i: tensor<2x3x6xi64>) -> tensor<2x3x6xf32> {
  %0 = gather.gather_elements %d, %i {axis = 2 : i64} : (tensor<2x3x4xf32>, tensor<2x3x6xi64>) -> tensor<2x3x6xf32>
  return %0 : tensor<2x3x6xf32>
}

// CHECK-LABEL: func.func @elements_axis_minus_1
// CHECK-SAME: (%[[D:[^:]+]]: tensor<2x3xf32>, %[[I:[^:]+]]: tensor<2x2xi64>) -> tensor<2x2xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] {axis = -1 : i64} : (tensor<2x3xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x2xf32>{{$}}
func.func @elements_axis_minus_1(%d: tensor<2x3xf32>, %i: tensor<2x2xi64>) -> tensor<2x2xf32> {
  %0 = gather.gather_elements %d, %i {axis = -1 : i64} : (tensor<2x3xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// CHECK-LABEL: func.func @elements_axis_minus_3
// CHECK-SAME: (%[[D:[^:]+]]: tensor<2x3x4xf32>, %[[I:[^:]+]]: tensor<5x3x4xi32>) -> tensor<5x3x4xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] {axis = -3 : i64} : (tensor<2x3x4xf32>, tensor<5x3x4xi32>) -> tensor<5x3x4xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<5x3x4xf32>{{$}}
func.func @elements_axis_minus_3(%d: tensor<2x3x4xf32>, %i: tensor<5x3x4xi32>) -> tensor<5x3x4xf32> {
  %0 = gather.gather_elements %d, %i {axis = -3 : i64} : (tensor<2x3x4xf32>, tensor<5x3x4xi32>) -> tensor<5x3x4xf32>
  return %0 : tensor<5x3x4xf32>
}

//===----------------------------------------------------------------------===//
// Rank edge cases
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @nd_rank1_data
// CHECK-SAME: (%[[D:[^:]+]]: tensor<5xf32>, %[[I:[^:]+]]: tensor<3x1xi64>) -> tensor<3xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<5xf32>, tensor<3x1xi64>) -> tensor<3xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<3xf32>{{$}}
func.func @nd_rank1_data(%d: tensor<5xf32>, %i: tensor<3x1xi64>) -> tensor<3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<5xf32>, tensor<3x1xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// q = 1 and k = r: the result is a 0-d tensor.
// CHECK-LABEL: func.func @nd_scalar_result
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x5xf32>, %[[I:[^:]+]]: tensor<2xi64>) -> tensor<f32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x5xf32>, tensor<2xi64>) -> tensor<f32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<f32>{{$}}
func.func @nd_scalar_result(%d: tensor<4x5xf32>, %i: tensor<2xi64>) -> tensor<f32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x5xf32>, tensor<2xi64>) -> tensor<f32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @elements_rank1
// CHECK-SAME: (%[[D:[^:]+]]: tensor<5xf32>, %[[I:[^:]+]]: tensor<8xi64>) -> tensor<8xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<5xf32>, tensor<8xi64>) -> tensor<8xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<8xf32>{{$}}
func.func @elements_rank1(%d: tensor<5xf32>, %i: tensor<8xi64>) -> tensor<8xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<5xf32>, tensor<8xi64>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

//===----------------------------------------------------------------------===//
// Zero-size dimensions
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @nd_zero_size_data
// CHECK-SAME: (%[[D:[^:]+]]: tensor<0x3xf32>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<0x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xf32>{{$}}
func.func @nd_zero_size_data(%d: tensor<0x3xf32>, %i: tensor<2x1xi64>) -> tensor<2x3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<0x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @nd_zero_size_indices
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xf32>, %[[I:[^:]+]]: tensor<0x1xi64>) -> tensor<0x3xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xf32>, tensor<0x1xi64>) -> tensor<0x3xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<0x3xf32>{{$}}
func.func @nd_zero_size_indices(%d: tensor<4x3xf32>, %i: tensor<0x1xi64>) -> tensor<0x3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<0x1xi64>) -> tensor<0x3xf32>
  return %0 : tensor<0x3xf32>
}

// CHECK-LABEL: func.func @nd_zero_size_slice
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x0xf32>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x0xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x0xf32>, tensor<2x1xi64>) -> tensor<2x0xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x0xf32>{{$}}
func.func @nd_zero_size_slice(%d: tensor<4x0xf32>, %i: tensor<2x1xi64>) -> tensor<2x0xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x0xf32>, tensor<2x1xi64>) -> tensor<2x0xf32>
  return %0 : tensor<2x0xf32>
}

// CHECK-LABEL: func.func @elements_zero_size
// CHECK-SAME: (%[[D:[^:]+]]: tensor<0x3xf32>, %[[I:[^:]+]]: tensor<0x3xi64>) -> tensor<0x3xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<0x3xf32>, tensor<0x3xi64>) -> tensor<0x3xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<0x3xf32>{{$}}
func.func @elements_zero_size(%d: tensor<0x3xf32>, %i: tensor<0x3xi64>) -> tensor<0x3xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<0x3xf32>, tensor<0x3xi64>) -> tensor<0x3xf32>
  return %0 : tensor<0x3xf32>
}

// CHECK-LABEL: func.func @elements_zero_size_indices
// CHECK-SAME: (%[[D:[^:]+]]: tensor<2x3xf32>, %[[I:[^:]+]]: tensor<2x0xi64>) -> tensor<2x0xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x0xi64>) -> tensor<2x0xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x0xf32>{{$}}
func.func @elements_zero_size_indices(%d: tensor<2x3xf32>, %i: tensor<2x0xi64>) -> tensor<2x0xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x0xi64>) -> tensor<2x0xf32>
  return %0 : tensor<2x0xf32>
}

//===----------------------------------------------------------------------===//
// Generic form
//===----------------------------------------------------------------------===//

// The generic form prints in the custom form.
// CHECK-LABEL: func.func @nd_generic
// CHECK-SAME: (%[[D:[^:]+]]: tensor<2x2x2xi32>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x2xi32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] {batch_dims = 1 : i64} : (tensor<2x2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x2xi32>{{$}}
func.func @nd_generic(%d: tensor<2x2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x2xi32> {
  %0 = "gather.gather_nd"(%d, %i) <{batch_dims = 1 : i64}> : (tensor<2x2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// A generic-form default batch_dims is elided.
// CHECK-LABEL: func.func @nd_generic_default
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xf32>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xf32>{{$}}
func.func @nd_generic_default(%d: tensor<4x3xf32>, %i: tensor<2x1xi64>) -> tensor<2x3xf32> {
  %0 = "gather.gather_nd"(%d, %i) <{batch_dims = 0 : i64}> : (tensor<4x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// A generic form without properties.
// CHECK-LABEL: func.func @nd_generic_no_attr
// CHECK-SAME: (%[[D:[^:]+]]: tensor<4x3xf32>, %[[I:[^:]+]]: tensor<2x1xi64>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xf32>{{$}}
func.func @nd_generic_no_attr(%d: tensor<4x3xf32>, %i: tensor<2x1xi64>) -> tensor<2x3xf32> {
  %0 = "gather.gather_nd"(%d, %i) : (tensor<4x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// The generic form prints in the custom form.
// CHECK-LABEL: func.func @elements_generic
// CHECK-SAME: (%[[D:[^:]+]]: tensor<2x2xf32>, %[[I:[^:]+]]: tensor<2x2xi64>) -> tensor<2x2xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] {axis = 1 : i64} : (tensor<2x2xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x2xf32>{{$}}
func.func @elements_generic(%d: tensor<2x2xf32>, %i: tensor<2x2xi64>) -> tensor<2x2xf32> {
  %0 = "gather.gather_elements"(%d, %i) <{axis = 1 : i64}> : (tensor<2x2xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// A generic-form default axis is elided.
// CHECK-LABEL: func.func @elements_generic_default
// CHECK-SAME: (%[[D:[^:]+]]: tensor<3x3xf32>, %[[I:[^:]+]]: tensor<2x3xi32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather_elements %[[D]], %[[I]] : (tensor<3x3xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xf32>{{$}}
func.func @elements_generic_default(%d: tensor<3x3xf32>, %i: tensor<2x3xi32>) -> tensor<2x3xf32> {
  %0 = "gather.gather_elements"(%d, %i) <{axis = 0 : i64}> : (tensor<3x3xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

// Defaults (axis 0, batch_dims 0) are elided.
// CHECK-LABEL: func.func @gather_default
// CHECK-SAME: (%[[D:[^:]+]]: tensor<3x2xf32>, %[[I:[^:]+]]: tensor<2x2xi64>) -> tensor<2x2x2xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather %[[D]], %[[I]] : (tensor<3x2xf32>, tensor<2x2xi64>) -> tensor<2x2x2xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x2x2xf32>{{$}}
func.func @gather_default(%d: tensor<3x2xf32>, %i: tensor<2x2xi64>) -> tensor<2x2x2xf32> {
  %0 = gather.gather %d, %i : (tensor<3x2xf32>, tensor<2x2xi64>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}

// ONNX Gather example 2: axis 1.
// CHECK-LABEL: func.func @gather_axis
// CHECK-SAME: (%[[D:[^:]+]]: tensor<3x3xf32>, %[[I:[^:]+]]: tensor<1x2xi32>) -> tensor<3x1x2xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather %[[D]], %[[I]] {axis = 1 : i64} : (tensor<3x3xf32>, tensor<1x2xi32>) -> tensor<3x1x2xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<3x1x2xf32>{{$}}
func.func @gather_axis(%d: tensor<3x3xf32>, %i: tensor<1x2xi32>) -> tensor<3x1x2xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<3x3xf32>, tensor<1x2xi32>) -> tensor<3x1x2xf32>
  return %0 : tensor<3x1x2xf32>
}

// Negative axis and batch_dims keep their spelling.
// CHECK-LABEL: func.func @gather_negative_attributes
// CHECK-SAME: (%[[D:[^:]+]]: tensor<2x3x4xbf16>, %[[I:[^:]+]]: tensor<2x5xindex>) -> tensor<2x3x5xbf16>
// CHECK-NEXT: %[[R:.+]] = gather.gather %[[D]], %[[I]] {axis = -1 : i64, batch_dims = -1 : i64} : (tensor<2x3x4xbf16>, tensor<2x5xindex>) -> tensor<2x3x5xbf16>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3x5xbf16>{{$}}
func.func @gather_negative_attributes(%d: tensor<2x3x4xbf16>, %i: tensor<2x5xindex>) -> tensor<2x3x5xbf16> {
  %0 = gather.gather %d, %i {axis = -1 : i64, batch_dims = -1 : i64} : (tensor<2x3x4xbf16>, tensor<2x5xindex>) -> tensor<2x3x5xbf16>
  return %0 : tensor<2x3x5xbf16>
}

// A 0-d index removes the axis; dynamic sizes.
// CHECK-LABEL: func.func @gather_scalar_index
// CHECK-SAME: (%[[D:[^:]+]]: tensor<?x4xcomplex<f64>>, %[[I:[^:]+]]: tensor<i64>) -> tensor<?xcomplex<f64>>
// CHECK-NEXT: %[[R:.+]] = gather.gather %[[D]], %[[I]] : (tensor<?x4xcomplex<f64>>, tensor<i64>) -> tensor<?xcomplex<f64>>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<?xcomplex<f64>>{{$}}
func.func @gather_scalar_index(%d: tensor<?x4xcomplex<f64>>, %i: tensor<i64>) -> tensor<?xcomplex<f64>> {
  %0 = gather.gather %d, %i : (tensor<?x4xcomplex<f64>>, tensor<i64>) -> tensor<?xcomplex<f64>>
  return %0 : tensor<?xcomplex<f64>>
}

// batch_dims with zero-size dimensions.
// CHECK-LABEL: func.func @gather_batch_zero_size
// CHECK-SAME: (%[[D:[^:]+]]: tensor<2x0x?xi1>, %[[I:[^:]+]]: tensor<2x0xi32>) -> tensor<2x0x?xi1>
// CHECK-NEXT: %[[R:.+]] = gather.gather %[[D]], %[[I]] {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<2x0x?xi1>, tensor<2x0xi32>) -> tensor<2x0x?xi1>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x0x?xi1>{{$}}
func.func @gather_batch_zero_size(%d: tensor<2x0x?xi1>, %i: tensor<2x0xi32>) -> tensor<2x0x?xi1> {
  %0 = gather.gather %d, %i {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<2x0x?xi1>, tensor<2x0xi32>) -> tensor<2x0x?xi1>
  return %0 : tensor<2x0x?xi1>
}

// A generic-form gather with default attributes prints them elided.
// CHECK-LABEL: func.func @gather_generic_default
// CHECK-SAME: (%[[D:[^:]+]]: tensor<3x3xf32>, %[[I:[^:]+]]: tensor<2xi64>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[R:.+]] = gather.gather %[[D]], %[[I]] : (tensor<3x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>{{$}}
// CHECK-NEXT: return %[[R]] : tensor<2x3xf32>{{$}}
func.func @gather_generic_default(%d: tensor<3x3xf32>, %i: tensor<2xi64>) -> tensor<2x3xf32> {
  %0 = "gather.gather"(%d, %i) <{axis = 0 : i64, batch_dims = 0 : i64}> : (tensor<3x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

//===----------------------------------------------------------------------===//
// Sizes up to 2^63-1 bytes
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @largest_tensors
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<9223372036854775807xi8>, tensor<1x1xi64>) -> tensor<1xi8>{{$}}
// CHECK: gather.gather_elements %{{.*}}, %{{.*}} : (tensor<4x?xf64>, tensor<1x1152921504606846975xi64>) -> tensor<1x1152921504606846975xf64>{{$}}
func.func @largest_tensors(%d: tensor<9223372036854775807xi8>, %i: tensor<1x1xi64>,
                           %d2: tensor<4x?xf64>, %i2: tensor<1x1152921504606846975xi64>)
    -> (tensor<1xi8>, tensor<1x1152921504606846975xf64>) {
  %0 = gather.gather_nd %d, %i : (tensor<9223372036854775807xi8>, tensor<1x1xi64>) -> tensor<1xi8>
  %1 = gather.gather_elements %d2, %i2 : (tensor<4x?xf64>, tensor<1x1152921504606846975xi64>) -> tensor<1x1152921504606846975xf64>
  return %0, %1 : tensor<1xi8>, tensor<1x1152921504606846975xf64>
}
