// RUN: gather-opt %s --gather-emit-c-interfaces | FileCheck %s

// Functions with a body get a C interface; declarations do not, so nothing
// needs a `_mlir_ciface_` symbol that no one defines.
// CHECK-LABEL: func.func private @declared(tensor<2xf32>) -> tensor<2xf32>{{$}}
// CHECK-LABEL: func.func @defined
// CHECK-SAME: attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func private @helper
// CHECK-SAME: attributes {llvm.emit_c_interface}
func.func private @declared(tensor<2xf32>) -> tensor<2xf32>
func.func @defined(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = call @helper(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @helper(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}
