// RUN: gather-opt %s --gather-to-llvm | FileCheck %s
// RUN: gather-opt %s --gather-to-llvm | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVMIR
// RUN: gather-opt %s '--pass-pipeline=builtin.module(gather-to-llvm{on-out-of-bounds=unchecked})' | FileCheck %s --check-prefix=UNCHECKED
// RUN: gather-opt %s '--pass-pipeline=builtin.module(gather-to-llvm{parallel parallel-min-bytes=65536})' | FileCheck %s --check-prefix=PARALLEL
// RUN: gather-opt %s '--pass-pipeline=builtin.module(gather-to-llvm{parallel})' | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=PARALLEL-LLVMIR
// RUN: gather-opt %s '--pass-pipeline=builtin.module(gather-to-llvm{stream-min-bytes=0})' | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=STREAM
// RUN: gather-opt %s '--pass-pipeline=builtin.module(gather-to-llvm{stream-min-bytes=0 parallel})' | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=STREAM-PARALLEL

// The whole pipeline ends in the LLVM dialect: no gather, linalg, tensor,
// memref or scf op is left (the module keeps its site locations,
// gather.sites, for whoever reads status records). Functions marked
// llvm.emit_c_interface (those an ExecutionEngine invokes) get a C
// interface wrapper whose last parameter is the status record; others
// (@chain) get none.

// CHECK: module attributes {gather.sites = [#loc, #loc1, #loc2, #loc3]}
// CHECK-NOT: gather.gather
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.
// CHECK-NOT: scf.
// CHECK-NOT: memref.
// The index check's accumulator lives on the stack, in the entry block
// (gather-hoist-allocas).
// CHECK-LABEL: llvm.func @embed
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NOT: ^bb
// CHECK: llvm.alloca {{.*}} x i64
// CHECK: llvm.call @malloc
// CHECK-LABEL: llvm.func @_mlir_ciface_embed
// CHECK-LABEL: llvm.func @pick
// CHECK-LABEL: llvm.func @_mlir_ciface_pick
// CHECK-LABEL: llvm.func @chain
// CHECK: llvm.call @free
// CHECK-NOT: llvm.func @_mlir_ciface_chain

// LLVMIR-LABEL: define { ptr, ptr, i64, [2 x i64], [2 x i64] } @embed(
// LLVMIR-LABEL: define void @_mlir_ciface_embed(ptr %0, ptr %1, ptr %2, ptr %3)
// LLVMIR-LABEL: define void @_mlir_ciface_pick(
// LLVMIR-NOT: @_mlir_ciface_chain

// With `parallel` the row loop of @embed runs as an OpenMP worksharing loop,
// on threads only when it moves at least parallel-min-bytes (rows of 16 f32:
// 64 bytes an iteration).
// PARALLEL-LABEL: llvm.func @embed
// PARALLEL: %[[MIN:.*]] = llvm.mlir.constant(65536 : index) : i64
// PARALLEL: %[[WORTH:.*]] = llvm.icmp "sge" %{{.*}}, %[[MIN]] : i64
// PARALLEL: omp.parallel if(%[[WORTH]])
// PARALLEL-NEXT: omp.wsloop
// PARALLEL-NEXT: omp.loop_nest
// PARALLEL-LLVMIR-LABEL: define { ptr, ptr, i64, [2 x i64], [2 x i64] } @embed(
// PARALLEL-LLVMIR: call void @__kmpc_fork_call_if(

// With stream-min-bytes=0 the rows of @embed (64 bytes) are prefetched
// ahead into every cache level; each whole output line is stored with one
// 64-byte aligned non-temporal store, the rest of a row (when the output is
// not line-aligned) element by element, as integers; chunks of rows end
// with a fence, with `parallel` inside the outlined loop body each thread
// runs.
// STREAM-LABEL: define { ptr, ptr, i64, [2 x i64], [2 x i64] } @embed(
// STREAM-DAG: call void @llvm.prefetch.p0(ptr %{{.*}}, i32 0, i32 3, i32 1)
// STREAM-DAG: store <16 x i32> %{{.*}}, ptr %{{.*}}, align 64, !nontemporal
// STREAM-DAG: store i32 %{{.*}}, ptr %{{.*}}, align 1
// STREAM-DAG: fence seq_cst
// STREAM-LABEL: define void @_mlir_ciface_embed(
// STREAM-PARALLEL-LABEL: define internal void @embed..omp_par
// STREAM-PARALLEL-DAG: call void @llvm.prefetch.p0(
// STREAM-PARALLEL-DAG: store <16 x i32> %{{.*}}, ptr %{{.*}}, align 64, !nontemporal
// STREAM-PARALLEL-DAG: fence seq_cst
// STREAM-PARALLEL-LABEL: define void @_mlir_ciface_embed(

// Without checks, the status record is written only when the dynamic
// result would take more than 2^63-1 bytes: its code (3) by atomic adds
// (1 to claim the record, then 2, or -1 when another failure holds it) and
// the site.
// UNCHECKED-LABEL: llvm.func @embed
// UNCHECKED-DAG: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// UNCHECKED-DAG: %[[TWO:.*]] = llvm.mlir.constant(2 : i64) : i64
// UNCHECKED-DAG: %[[MINUS_ONE:.*]] = llvm.mlir.constant(-1 : i64) : i64
// UNCHECKED: %[[BEFORE:.*]] = llvm.atomicrmw add %[[S:.*]], %[[ONE]] acq_rel : !llvm.ptr, i64
// UNCHECKED: llvm.icmp "eq" %[[BEFORE]]
// UNCHECKED: llvm.atomicrmw add %[[S]], %[[TWO]] acq_rel : !llvm.ptr, i64
// UNCHECKED-NEXT: llvm.getelementptr
// UNCHECKED-NEXT: llvm.store {{.*}} : i64, !llvm.ptr
// UNCHECKED: llvm.atomicrmw add %[[S]], %[[MINUS_ONE]] acq_rel : !llvm.ptr, i64
// UNCHECKED-NOT: llvm.store {{.*}} : i64, !llvm.ptr
// UNCHECKED: llvm.return

func.func @embed(%table: tensor<?x16xf32>, %ids: tensor<?x1xi64>) -> tensor<?x16xf32> attributes {llvm.emit_c_interface} {
  %0 = gather.gather_nd %table, %ids : (tensor<?x16xf32>, tensor<?x1xi64>) -> tensor<?x16xf32>
  return %0 : tensor<?x16xf32>
}

func.func @pick(%data: tensor<4x8xcomplex<f32>>, %idx: tensor<4x2xi32>) -> tensor<4x2xcomplex<f32>> attributes {llvm.emit_c_interface} {
  %0 = gather.gather_elements %data, %idx {axis = 1 : i64} : (tensor<4x8xcomplex<f32>>, tensor<4x2xi32>) -> tensor<4x2xcomplex<f32>>
  return %0 : tensor<4x2xcomplex<f32>>
}

// A chain with an intermediate buffer (too large for the stack) that must be
// freed.
func.func @chain(%data: tensor<10x128xbf16>, %rows: tensor<6x1xi64>, %cols: tensor<6x4xindex>) -> tensor<6x4xbf16> {
  %0 = gather.gather_nd %data, %rows : (tensor<10x128xbf16>, tensor<6x1xi64>) -> tensor<6x128xbf16>
  %1 = gather.gather_elements %0, %cols {axis = -1 : i64} : (tensor<6x128xbf16>, tensor<6x4xindex>) -> tensor<6x4xbf16>
  return %1 : tensor<6x4xbf16>
}

// Results that are arguments or constants come back as owned copies
// (bufferization.clone, lowered to malloc + memcpy): nothing unconverted is
// left for LLVM IR translation.
// CHECK-LABEL: llvm.func @passthrough
// CHECK-NOT: unrealized_conversion_cast
// CHECK-NOT: bufferization.clone
// CHECK: llvm.return
// LLVMIR-LABEL: define { { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } @passthrough(
func.func @passthrough(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<3xi32>) {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  return %a, %c : tensor<2xf32>, tensor<3xi32>
}
