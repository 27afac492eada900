// RUN: gather-opt %s -split-input-file '--pass-pipeline=builtin.module(llvm.func(gather-noalias-scopes))' | FileCheck %s

// Inside an OpenMP region (which translation outlines), accesses through
// the noalias result pointer, also through getelementptr and a select of
// two of its addresses, join its scope, declared at the function's start;
// accesses through the other argument and a stack slot are noalias with it.
// An access through a pointer made from an integer claims nothing, nor does
// a copy that touches both kinds of memory, nor a call (which may touch
// memory its arguments do not point to). Outside OpenMP regions LLVM reads
// the noalias attribute itself: nothing is added there.
// CHECK-DAG: #[[DOMAIN:.*]] = #llvm.alias_scope_domain<id = {{.*}}, description = "kernel">
// CHECK-DAG: #[[OUT:.*]] = #llvm.alias_scope<id = {{.*}}, domain = #[[DOMAIN]], description = "argument 1">
// CHECK-LABEL: llvm.func @kernel(
// CHECK-NEXT:    llvm.intr.experimental.noalias.scope.decl #[[OUT]]
// CHECK:         %[[X:.*]] = llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK-NEXT:    llvm.store %[[X]], %{{.*}} : f32, !llvm.ptr
// CHECK:         omp.parallel {
// CHECK:           %[[Y:.*]] = llvm.load %{{.*}} {noalias_scopes = [#[[OUT]]]} : !llvm.ptr -> f32
// CHECK:           llvm.store %[[Y]], %{{.*}} {alias_scopes = [#[[OUT]]]} : f32, !llvm.ptr
// CHECK:           llvm.store %[[Y]], %{{.*}} {alias_scopes = [#[[OUT]]]} : f32, !llvm.ptr
// CHECK:           llvm.store %[[Y]], %{{.*}} {noalias_scopes = [#[[OUT]]]} : f32, !llvm.ptr
// CHECK:           llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK:           "llvm.intr.memcpy"(%{{.*}}, %{{.*}}, %{{.*}}) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK:           llvm.call @use(%{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:      omp.terminator
// CHECK:         llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr
// CHECK-NEXT:    llvm.return
llvm.func @kernel(%data: !llvm.ptr, %out: !llvm.ptr {llvm.noalias}, %address: i64, %which: i1) {
  %one = llvm.mlir.constant(1 : i64) : i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %slot = llvm.alloca %one x f32 : (i64) -> !llvm.ptr
  %x = llvm.load %data : !llvm.ptr -> f32
  llvm.store %x, %slot : f32, !llvm.ptr
  omp.parallel {
    %at = llvm.getelementptr %data[%one] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %y = llvm.load %at : !llvm.ptr -> f32
    %to = llvm.getelementptr %out[%one] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %y, %to : f32, !llvm.ptr
    %to2 = llvm.getelementptr %out[%two] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %either = llvm.select %which, %to, %to2 : i1, !llvm.ptr
    llvm.store %y, %either : f32, !llvm.ptr
    llvm.store %y, %slot : f32, !llvm.ptr
    %anywhere = llvm.inttoptr %address : i64 to !llvm.ptr
    %z = llvm.load %anywhere : !llvm.ptr -> f32
    "llvm.intr.memcpy"(%out, %data, %one) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @use(%out, %slot) : (!llvm.ptr, !llvm.ptr) -> ()
    omp.terminator
  }
  llvm.store %x, %out : f32, !llvm.ptr
  llvm.return
}
llvm.func @use(!llvm.ptr, !llvm.ptr)

// -----

// Without OpenMP regions nothing changes: the noalias attribute says it all.
// CHECK-LABEL: llvm.func @serial(
// CHECK-NOT:     noalias.scope.decl
// CHECK-NOT:     alias_scopes
// CHECK:         llvm.return
llvm.func @serial(%data: !llvm.ptr, %out: !llvm.ptr {llvm.noalias}) {
  %x = llvm.load %data : !llvm.ptr -> f32
  llvm.store %x, %out : f32, !llvm.ptr
  llvm.return
}

// -----

// Without noalias arguments nothing changes.
// CHECK-LABEL: llvm.func @plain(
// CHECK-NOT:     noalias.scope.decl
// CHECK:         llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK-NOT:     alias_scopes
llvm.func @plain(%data: !llvm.ptr, %out: !llvm.ptr) {
  omp.parallel {
    %x = llvm.load %data : !llvm.ptr -> f32
    llvm.store %x, %out : f32, !llvm.ptr
    omp.terminator
  }
  llvm.return
}

// -----

// Scopes are listed in argument order, the same in every run (the compiled
// code must not depend on where the compiler's objects happen to lie).
// CHECK-DAG: #[[A0:.*]] = #llvm.alias_scope<id = {{.*}}, domain = #{{.*}}, description = "argument 0">
// CHECK-DAG: #[[A1:.*]] = #llvm.alias_scope<id = {{.*}}, domain = #{{.*}}, description = "argument 1">
// CHECK-DAG: #[[A2:.*]] = #llvm.alias_scope<id = {{.*}}, domain = #{{.*}}, description = "argument 2">
// CHECK-DAG: #[[A3:.*]] = #llvm.alias_scope<id = {{.*}}, domain = #{{.*}}, description = "argument 3">
// CHECK-DAG: #[[A4:.*]] = #llvm.alias_scope<id = {{.*}}, domain = #{{.*}}, description = "argument 4">
// CHECK-LABEL: llvm.func @ordered(
// CHECK-NEXT:    llvm.intr.experimental.noalias.scope.decl #[[A0]]
// CHECK-NEXT:    llvm.intr.experimental.noalias.scope.decl #[[A1]]
// CHECK-NEXT:    llvm.intr.experimental.noalias.scope.decl #[[A2]]
// CHECK-NEXT:    llvm.intr.experimental.noalias.scope.decl #[[A3]]
// CHECK-NEXT:    llvm.intr.experimental.noalias.scope.decl #[[A4]]
// CHECK:         llvm.store %{{.*}}, %{{.*}} {noalias_scopes = [#[[A0]], #[[A1]], #[[A2]], #[[A3]], #[[A4]]]} : f32, !llvm.ptr
// CHECK:         llvm.store %{{.*}}, %{{.*}} {alias_scopes = [#[[A2]]], noalias_scopes = [#[[A0]], #[[A1]], #[[A3]], #[[A4]]]} : f32, !llvm.ptr
llvm.func @ordered(%a0: !llvm.ptr {llvm.noalias}, %a1: !llvm.ptr {llvm.noalias}, %a2: !llvm.ptr {llvm.noalias}, %a3: !llvm.ptr {llvm.noalias}, %a4: !llvm.ptr {llvm.noalias}, %x: f32) {
  %one = llvm.mlir.constant(1 : i64) : i64
  %slot = llvm.alloca %one x f32 : (i64) -> !llvm.ptr
  omp.parallel {
    llvm.store %x, %slot : f32, !llvm.ptr
    llvm.store %x, %a2 : f32, !llvm.ptr
    omp.terminator
  }
  llvm.return
}
