// RUN: gather-opt %s -split-input-file --gather-bf16-memory-as-integers | FileCheck %s
// RUN: gather-opt %s -split-input-file --gather-bf16-memory-as-integers -canonicalize | FileCheck %s --check-prefix=FOLDED
// RUN: gather-opt %s -split-input-file --gather-bf16-conversions-as-integers | FileCheck %s --check-prefix=CONVERSIONS --implicit-check-not=arith.truncf --implicit-check-not=arith.extf

// Loads and stores of bf16 (scalars and vectors) move i16 bits, keeping
// their attributes; other types are left alone. Canonicalization then folds
// a pure move into i16 loads and stores.
// CHECK-LABEL: llvm.func @move(
// CHECK-SAME:      %[[P:.*]]: !llvm.ptr, %[[Q:.*]]: !llvm.ptr
// CHECK-NEXT:    %[[BITS:.*]] = llvm.load %[[P]] {alignment = 2 : i64, nontemporal} : !llvm.ptr -> i16
// CHECK-NEXT:    %[[X:.*]] = llvm.bitcast %[[BITS]] : i16 to bf16
// CHECK-NEXT:    %[[Y:.*]] = llvm.bitcast %[[X]] : bf16 to i16
// CHECK-NEXT:    llvm.store %[[Y]], %[[Q]] {alignment = 2 : i64} : i16, !llvm.ptr
// CHECK-NEXT:    %[[VBITS:.*]] = llvm.load %[[P]] : !llvm.ptr -> vector<4xi16>
// CHECK-NEXT:    %[[V:.*]] = llvm.bitcast %[[VBITS]] : vector<4xi16> to vector<4xbf16>
// CHECK-NEXT:    %[[W:.*]] = llvm.bitcast %[[V]] : vector<4xbf16> to vector<4xi16>
// CHECK-NEXT:    llvm.store %[[W]], %[[Q]] : vector<4xi16>, !llvm.ptr
// CHECK-NEXT:    %[[F:.*]] = llvm.load %[[P]] : !llvm.ptr -> f16
// CHECK-NEXT:    llvm.store %[[F]], %[[Q]] : f16, !llvm.ptr
// CHECK-NEXT:    llvm.return
// FOLDED-LABEL: llvm.func @move(
// FOLDED-NEXT:    %[[BITS:.*]] = llvm.load %{{.*}} {alignment = 2 : i64, nontemporal} : !llvm.ptr -> i16
// FOLDED-NEXT:    llvm.store %[[BITS]], %{{.*}} {alignment = 2 : i64} : i16, !llvm.ptr
llvm.func @move(%p: !llvm.ptr, %q: !llvm.ptr) {
  %x = llvm.load %p {alignment = 2 : i64, nontemporal} : !llvm.ptr -> bf16
  llvm.store %x, %q {alignment = 2 : i64} : bf16, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> vector<4xbf16>
  llvm.store %v, %q : vector<4xbf16>, !llvm.ptr
  %f = llvm.load %p : !llvm.ptr -> f16
  llvm.store %f, %q : f16, !llvm.ptr
  llvm.return
}

// -----

// A bf16 value that arithmetic uses keeps its bf16 view.
// CHECK-LABEL: llvm.func @widen(
// CHECK:         %[[BITS:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i16
// CHECK-NEXT:    %[[X:.*]] = llvm.bitcast %[[BITS]] : i16 to bf16
// CHECK-NEXT:    llvm.fpext %[[X]] : bf16 to f32
llvm.func @widen(%p: !llvm.ptr) -> f32 {
  %x = llvm.load %p : !llvm.ptr -> bf16
  %y = llvm.fpext %x : bf16 to f32
  llvm.return %y : f32
}

// -----

// arith.truncf to bf16 and arith.extf from bf16 become integer arithmetic
// on the bits (upstream's bf16 expansion): no floating-point truncation to
// bf16 is left for LLVM to turn into __truncsfbf2.
// CONVERSIONS-LABEL: func.func @conversions(
// CONVERSIONS:         arith.bitcast %{{.*}} : f32 to i32
// CONVERSIONS:         arith.bitcast %{{.*}} : i16 to bf16
// CONVERSIONS:         return
func.func @conversions(%x: f32, %y: bf16) -> (bf16, f32) {
  %t = arith.truncf %x : f32 to bf16
  %e = arith.extf %y : bf16 to f32
  return %t, %e : bf16, f32
}
