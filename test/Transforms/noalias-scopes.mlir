// RUN: gather-opt %s -split-input-file '--pass-pipeline=builtin.module(llvm.func(gather-noalias-scopes))' | FileCheck %s

// The result pointer is noalias: accesses through it (also inside an OpenMP
// region, and through getelementptr) join its scope, declared at the start;
// accesses through the other argument and a stack slot are noalias with it.
// An access through a pointer made from an integer claims nothing, nor does
// a copy that touches both kinds of memory, nor a call (which may touch
// memory its arguments do not point to).
// CHECK-DAG: #[[DOMAIN:.*]] = #llvm.alias_scope_domain<id = {{.*}}, description = "kernel">
// CHECK-DAG: #[[OUT:.*]] = #llvm.alias_scope<id = {{.*}}, domain = #[[DOMAIN]], description = "argument 1">
// CHECK-LABEL: llvm.func @kernel(
// CHECK-NEXT:    llvm.intr.experimental.noalias.scope.decl #[[OUT]]
// CHECK:         %[[X:.*]] = llvm.load %{{.*}} {noalias_scopes = [#[[OUT]]]} : !llvm.ptr -> f32
// CHECK:         llvm.store %[[X]], %{{.*}} {noalias_scopes = [#[[OUT]]]} : f32, !llvm.ptr
// CHECK:         omp.parallel {
// CHECK:           llvm.store %[[X]], %{{.*}} {alias_scopes = [#[[OUT]]]} : f32, !llvm.ptr
// CHECK:         llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK:         "llvm.intr.memcpy"(%{{.*}}, %{{.*}}, %{{.*}}) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK:         llvm.call @use(%{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:    llvm.return
llvm.func @kernel(%data: !llvm.ptr, %out: !llvm.ptr {llvm.noalias}, %address: i64) {
  %one = llvm.mlir.constant(1 : i64) : i64
  %slot = llvm.alloca %one x f32 : (i64) -> !llvm.ptr
  %at = llvm.getelementptr %data[%one] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %x = llvm.load %at : !llvm.ptr -> f32
  llvm.store %x, %slot : f32, !llvm.ptr
  omp.parallel {
    %to = llvm.getelementptr %out[%one] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %x, %to : f32, !llvm.ptr
    omp.terminator
  }
  %anywhere = llvm.inttoptr %address : i64 to !llvm.ptr
  %y = llvm.load %anywhere : !llvm.ptr -> f32
  "llvm.intr.memcpy"(%out, %data, %one) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @use(%out, %slot) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}
llvm.func @use(!llvm.ptr, !llvm.ptr)

// -----

// Without noalias arguments nothing changes.
// CHECK-LABEL: llvm.func @plain(
// CHECK-NOT:     noalias.scope.decl
// CHECK:         llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK-NOT:     alias_scopes
llvm.func @plain(%data: !llvm.ptr, %out: !llvm.ptr) {
  %x = llvm.load %data : !llvm.ptr -> f32
  llvm.store %x, %out : f32, !llvm.ptr
  llvm.return
}
