// RUN: gather-opt %s | FileCheck %s
// RUN: gather-opt %s | gather-opt | FileCheck %s
// RUN: gather-opt %s -mlir-print-op-generic | gather-opt | FileCheck %s

// Round trip of gather.scatter_nd and gather.scatter_elements: every
// reduction, element types from i1 to complex, each index type, dynamic and
// zero sizes, the default reduction and axis elided, the generic form printed
// back in the custom form. Each op line is matched up to its end.

// CHECK-LABEL: func.func @nd_none
// CHECK: gather.scatter_nd %{{.*}}, %{{.*}}, %{{.*}} : (tensor<8xf32>, tensor<4x1xi64>, tensor<4xf32>) -> tensor<8xf32>{{$}}
func.func @nd_none(%d: tensor<8xf32>, %i: tensor<4x1xi64>, %u: tensor<4xf32>) -> tensor<8xf32> {
  %0 = gather.scatter_nd %d, %i, %u reduction(none) : (tensor<8xf32>, tensor<4x1xi64>, tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// CHECK-LABEL: func.func @nd_reductions
// CHECK: gather.scatter_nd %{{.*}}, %{{.*}}, %{{.*}} reduction(add) : (tensor<4x4x4xi32>, tensor<2x1xi32>, tensor<2x4x4xi32>) -> tensor<4x4x4xi32>{{$}}
// CHECK: gather.scatter_nd %{{.*}}, %{{.*}}, %{{.*}} reduction(mul) : (tensor<4x4x4xi32>, tensor<2x1xi32>, tensor<2x4x4xi32>) -> tensor<4x4x4xi32>{{$}}
// CHECK: gather.scatter_nd %{{.*}}, %{{.*}}, %{{.*}} reduction(max) : (tensor<4x4x4xi32>, tensor<2x1xi32>, tensor<2x4x4xi32>) -> tensor<4x4x4xi32>{{$}}
// CHECK: gather.scatter_nd %{{.*}}, %{{.*}}, %{{.*}} reduction(min) : (tensor<4x4x4xi32>, tensor<2x1xi32>, tensor<2x4x4xi32>) -> tensor<4x4x4xi32>{{$}}
func.func @nd_reductions(%d: tensor<4x4x4xi32>, %i: tensor<2x1xi32>, %u: tensor<2x4x4xi32>) -> tensor<4x4x4xi32> {
  %0 = gather.scatter_nd %d, %i, %u reduction(add) : (tensor<4x4x4xi32>, tensor<2x1xi32>, tensor<2x4x4xi32>) -> tensor<4x4x4xi32>
  %1 = gather.scatter_nd %0, %i, %u reduction(mul) : (tensor<4x4x4xi32>, tensor<2x1xi32>, tensor<2x4x4xi32>) -> tensor<4x4x4xi32>
  %2 = gather.scatter_nd %1, %i, %u reduction(max) : (tensor<4x4x4xi32>, tensor<2x1xi32>, tensor<2x4x4xi32>) -> tensor<4x4x4xi32>
  %3 = gather.scatter_nd %2, %i, %u reduction(min) : (tensor<4x4x4xi32>, tensor<2x1xi32>, tensor<2x4x4xi32>) -> tensor<4x4x4xi32>
  return %3 : tensor<4x4x4xi32>
}

// CHECK-LABEL: func.func @nd_element_types
// CHECK: gather.scatter_nd %{{.*}}, %{{.*}}, %{{.*}} reduction(mul) : (tensor<4xi1>, tensor<2x1xindex>, tensor<2xi1>) -> tensor<4xi1>{{$}}
// CHECK: gather.scatter_nd %{{.*}}, %{{.*}}, %{{.*}} reduction(max) : (tensor<4xui8>, tensor<2x1xi64>, tensor<2xui8>) -> tensor<4xui8>{{$}}
// CHECK: gather.scatter_nd %{{.*}}, %{{.*}}, %{{.*}} reduction(add) : (tensor<4xbf16>, tensor<2x1xi64>, tensor<2xbf16>) -> tensor<4xbf16>{{$}}
// CHECK: gather.scatter_nd %{{.*}}, %{{.*}}, %{{.*}} reduction(mul) : (tensor<4xcomplex<f64>>, tensor<2x1xi64>, tensor<2xcomplex<f64>>) -> tensor<4xcomplex<f64>>{{$}}
func.func @nd_element_types(%b: tensor<4xi1>, %bu: tensor<2xi1>, %x: tensor<4xui8>, %xu: tensor<2xui8>,
                            %h: tensor<4xbf16>, %hu: tensor<2xbf16>, %c: tensor<4xcomplex<f64>>, %cu: tensor<2xcomplex<f64>>,
                            %ix: tensor<2x1xindex>, %i: tensor<2x1xi64>) -> (tensor<4xi1>, tensor<4xui8>, tensor<4xbf16>, tensor<4xcomplex<f64>>) {
  %0 = gather.scatter_nd %b, %ix, %bu reduction(mul) : (tensor<4xi1>, tensor<2x1xindex>, tensor<2xi1>) -> tensor<4xi1>
  %1 = gather.scatter_nd %x, %i, %xu reduction(max) : (tensor<4xui8>, tensor<2x1xi64>, tensor<2xui8>) -> tensor<4xui8>
  %2 = gather.scatter_nd %h, %i, %hu reduction(add) : (tensor<4xbf16>, tensor<2x1xi64>, tensor<2xbf16>) -> tensor<4xbf16>
  %3 = gather.scatter_nd %c, %i, %cu reduction(mul) : (tensor<4xcomplex<f64>>, tensor<2x1xi64>, tensor<2xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  return %0, %1, %2, %3 : tensor<4xi1>, tensor<4xui8>, tensor<4xbf16>, tensor<4xcomplex<f64>>
}

// The rank of updates fixes a dynamic k (here 1); dynamic and zero sizes.
// CHECK-LABEL: func.func @nd_dynamic
// CHECK: gather.scatter_nd %{{.*}}, %{{.*}}, %{{.*}} : (tensor<?x5xf32>, tensor<?x?xi64>, tensor<?x5xf32>) -> tensor<?x5xf32>{{$}}
// CHECK: gather.scatter_nd %{{.*}}, %{{.*}}, %{{.*}} : (tensor<?x5xf32>, tensor<0x1xi64>, tensor<0x5xf32>) -> tensor<?x5xf32>{{$}}
func.func @nd_dynamic(%d: tensor<?x5xf32>, %i: tensor<?x?xi64>, %u: tensor<?x5xf32>, %i0: tensor<0x1xi64>, %u0: tensor<0x5xf32>) -> tensor<?x5xf32> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<?x5xf32>, tensor<?x?xi64>, tensor<?x5xf32>) -> tensor<?x5xf32>
  %1 = gather.scatter_nd %0, %i0, %u0 : (tensor<?x5xf32>, tensor<0x1xi64>, tensor<0x5xf32>) -> tensor<?x5xf32>
  return %1 : tensor<?x5xf32>
}

// CHECK-LABEL: func.func @elements
// CHECK: gather.scatter_elements %{{.*}}, %{{.*}}, %{{.*}} : (tensor<3x3xf32>, tensor<2x3xi64>, tensor<2x3xf32>) -> tensor<3x3xf32>{{$}}
// CHECK: gather.scatter_elements %{{.*}}, %{{.*}}, %{{.*}} reduction(add) {axis = -1 : i64} : (tensor<3x3xf32>, tensor<3x2xi32>, tensor<3x2xf32>) -> tensor<3x3xf32>{{$}}
// CHECK: gather.scatter_elements %{{.*}}, %{{.*}}, %{{.*}} reduction(min) {axis = 1 : i64} : (tensor<3x3xf32>, tensor<?x?xi64>, tensor<?x?xf32>) -> tensor<3x3xf32>{{$}}
func.func @elements(%d: tensor<3x3xf32>, %i: tensor<2x3xi64>, %u: tensor<2x3xf32>, %j: tensor<3x2xi32>, %v: tensor<3x2xf32>,
                    %k: tensor<?x?xi64>, %w: tensor<?x?xf32>) -> tensor<3x3xf32> {
  %0 = gather.scatter_elements %d, %i, %u {axis = 0 : i64} : (tensor<3x3xf32>, tensor<2x3xi64>, tensor<2x3xf32>) -> tensor<3x3xf32>
  %1 = gather.scatter_elements %0, %j, %v reduction(add) {axis = -1 : i64} : (tensor<3x3xf32>, tensor<3x2xi32>, tensor<3x2xf32>) -> tensor<3x3xf32>
  %2 = gather.scatter_elements %1, %k, %w reduction(min) {axis = 1 : i64} : (tensor<3x3xf32>, tensor<?x?xi64>, tensor<?x?xf32>) -> tensor<3x3xf32>
  return %2 : tensor<3x3xf32>
}

// Discardable attributes print after the reduction; inherent ones with
// their default values do not print.
// CHECK-LABEL: func.func @discardable
// CHECK: gather.scatter_elements %{{.*}}, %{{.*}}, %{{.*}} reduction(max) {axis = 1 : i64, note = "kept"} : (tensor<3x3xf32>, tensor<2x3xi64>, tensor<2x3xf32>) -> tensor<3x3xf32>{{$}}
// CHECK: gather.scatter_nd %{{.*}}, %{{.*}}, %{{.*}} {note = 1 : i64} : (tensor<3x3xf32>, tensor<2x1xi64>, tensor<2x3xf32>) -> tensor<3x3xf32>{{$}}
func.func @discardable(%d: tensor<3x3xf32>, %i: tensor<2x3xi64>, %u: tensor<2x3xf32>, %j: tensor<2x1xi64>) -> tensor<3x3xf32> {
  %0 = gather.scatter_elements %d, %i, %u reduction(max) {axis = 1 : i64, note = "kept"} : (tensor<3x3xf32>, tensor<2x3xi64>, tensor<2x3xf32>) -> tensor<3x3xf32>
  %1 = gather.scatter_nd %0, %j, %u {note = 1 : i64} : (tensor<3x3xf32>, tensor<2x1xi64>, tensor<2x3xf32>) -> tensor<3x3xf32>
  return %1 : tensor<3x3xf32>
}
