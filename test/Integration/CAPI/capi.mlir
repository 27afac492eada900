// The C API (include/Gather-c/Gather.h, libGatherCAPI.so) from a C program:
// Inputs/capi.c builds gather ops (gather_elements, and gather with
// batch_dims), a scatter_elements with reduction add (the attribute from
// mlirGatherScatterReductionAttrGet; a value outside the enum gives a null
// attribute) and an embedding_bag (its mode from
// mlirGatherEmbeddingBagModeAttrGet, its optional operands named by
// operandSegmentSizes) with MLIR's generic C API, lowers them with the pipeline built
// through gather's C API, and JIT-runs them; then rewrites
// a tosa.gather and a tensor.gather with convert-tosa-to-gather and
// convert-tensor-to-gather, parsed by name. The pipeline nested on functions
// is refused through the error callback, not by aborting the process, and
// result type inference on too few operands with a diagnostic.

// RUN: %clang -std=c99 -Wall -Wextra -Werror %gather_capi_flags %S/Inputs/capi.c -o %t
// RUN: %t | FileCheck %s

// CHECK: dialect: gather
// CHECK: parsed pipeline: ok
// CHECK: mode out of range: null
// CHECK: reduction out of range: null
// CHECK: verifies: 1
// CHECK: func.func @pick(%{{.*}}: tensor<2x3xf32>, %{{.*}}: tensor<2x2xi64>) -> tensor<2x2xf32> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: gather.gather_elements %{{.*}}, %{{.*}} {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
// CHECK: func.func @take(%{{.*}}: tensor<2x3xf32>, %{{.*}}: tensor<2x2xi64>) -> tensor<2x2xf32> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: gather.gather %{{.*}}, %{{.*}} {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<2x3xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
// CHECK: func.func @accumulate(%{{.*}}: tensor<2x3xf32>, %{{.*}}: tensor<2x2xi64>, %{{.*}}: tensor<2x2xf32>) -> tensor<2x3xf32> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: gather.scatter_elements %{{.*}}, %{{.*}}, %{{.*}} reduction(add) {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x2xi64>, tensor<2x2xf32>) -> tensor<2x3xf32>
// CHECK: func.func @dequantize(%{{.*}}: tensor<2x3xui8>, %{{.*}}: tensor<2x2xi64>, %{{.*}}: tensor<2x1xf32>) -> tensor<2x2x6xf32> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: gather.gather_block_quantized %{{.*}}, %{{.*}}, %{{.*}} {block_size = 16 : i64} : (tensor<2x3xui8>, tensor<2x2xi64>, tensor<2x1xf32>) -> tensor<2x2x6xf32>
// CHECK: func.func @pool(%{{.*}}: tensor<4x2xf32>, %{{.*}}: tensor<3xi64>, %{{.*}}: tensor<2xi64>) -> tensor<2x2xf32> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: gather.embedding_bag sum %{{.*}}, %{{.*}} offsets(%{{.*}}) : (tensor<4x2xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<2x2xf32>
// CHECK: bad options: malformed gather-to-llvm options 'on-out-of-bounds=sometimes'
// CHECK: bad options: rejected
// CHECK: nested: gather-to-llvm lowers whole modules: it runs on 'builtin.module' (or 'any'), not nested on 'func.func'
// CHECK-NEXT: nested: rejected
// CHECK: nested by name: {{.*}}gather-to-llvm lowers whole modules: it runs on 'builtin.module' (or 'any'), not nested on 'func.func'
// CHECK: nested by name: rejected
// CHECK: 'gather.gather_nd' op takes 2 operands, got 0
// CHECK-NEXT: no operands: null
// CHECK-NEXT: 'gather.scatter_nd' op takes 3 operands, got 0
// CHECK-NEXT: no operands: null
// CHECK-NEXT: 'gather.scatter_elements' op takes 3 operands, got 0
// CHECK-NEXT: no operands: null
// CHECK-NEXT: 'gather.gather_block_quantized' op takes 3 or 4 operands, got 0
// CHECK-NEXT: no operands: null
// CHECK-NEXT: 'gather.embedding_bag' op takes weight, indices and optional offsets and per_sample_weights, ranked tensors
// CHECK-NEXT: no operands: null
// CHECK: good: status 0 [3, 1, 5, 4]
// CHECK: bad: status 1 (index 3, dimension size 3)
// CHECK: take good: status 0 [3, 1, 5, 4]
// CHECK: take bad: status 1 (index 3, dimension size 3)
// CHECK: accumulate good: status 0 [21, 2, 13, 44, 35, 6]
// CHECK: accumulate bad: status 1 (index 3, dimension size 3)
// CHECK: tosa: module {
// CHECK: gather.gather %{{.*}}, %{{.*}} {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
// CHECK: tensor: module {
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<4x5xf32>, tensor<3x1xindex>) -> tensor<3x5xf32>
