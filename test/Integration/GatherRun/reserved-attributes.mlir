// The attributes the lowering owns (gather.site, gather.status) are checked
// or replaced, never trusted; modules that use func.constant compile. Each
// part is its own module (gather-run compiles the whole file).

// RUN: rm -rf %t && split-file %s %t && cd %t
// RUN: %python %S/../Inputs/make_npy.py d.npy float32 '[0,1,2,3]'
// RUN: %python %S/../Inputs/make_npy.py i.npy int64 '[[3],[-4]]'
// RUN: %python %S/../Inputs/make_npy.py bad.npy int64 '[[3],[4]]'

// A site id that is not a non-negative i64 is a diagnostic, not a crash.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run site-string.mlir -e f --input=d.npy --input=i.npy --print 2>&1 | FileCheck %s --check-prefix=SITE-STRING
// SITE-STRING: site-string.mlir:2:8: error: 'gather.gather_nd' op 'gather.site' must be a non-negative i64 (a site id, which gather-add-status-arguments assigns), not "x"
// RUN: %python %S/Inputs/exit-status.py 1 gather-run site-negative.mlir -e f --input=d.npy --input=i.npy --print 2>&1 | FileCheck %s --check-prefix=SITE-NEGATIVE
// SITE-NEGATIVE: site-negative.mlir:2:8: error: 'gather.gather_nd' op 'gather.site' must be a non-negative i64

// The runs below that are named in memcheck-runs.txt run there too, under
// %memcheck, in one process (gather-run --batch: under valgrind, starting
// the tool is most of a small run's time). Each run's outcome follows its
// output; the process exits with 1, for the runs that fail, or with
// valgrind's 9 on any error it finds.
// RUN: %python %S/Inputs/exit-status.py 1 %memcheck gather-run --batch=memcheck-runs.txt 2>&1 | FileCheck %s --check-prefix=MEMCHECK
// MEMCHECK: result #0: tensor<2xf32> = [3, 0]
// MEMCHECK-NEXT: result #1: tensor<2xf32> = [3, 0]
// MEMCHECK: gather-run: run 1: exit status 0
// MEMCHECK: gather-run: error: index out of bounds at site-huge.mlir:2:8: index 4 is outside
// MEMCHECK: gather-run: run 2: exit status 1
// MEMCHECK: status-short-record.mlir:1:1: error: 'func.func' op is marked 'gather.status' but its last argument is not a status record (memref<6xi64>)
// MEMCHECK: gather-run: run 3: exit status 1
// MEMCHECK: result #0: tensor<2xf32> = [3, 0]
// MEMCHECK-NEXT: result #1: tensor<4xf32> = [0, 1, 2, 3]
// MEMCHECK: gather-run: run 4: exit status 0

// Valid ids written in the input are replaced: failures still name the
// right op.
// RUN: gather-run site-huge.mlir -e f --input=d.npy --input=i.npy --print | FileCheck %s --check-prefix=SITE-HUGE
// SITE-HUGE: result #0: tensor<2xf32> = [3, 0]
// SITE-HUGE: result #1: tensor<2xf32> = [3, 0]
// RUN: %python %S/Inputs/exit-status.py 1 gather-run site-huge.mlir -e f --input=d.npy --input=bad.npy --print 2>&1 | FileCheck %s --check-prefix=SITE-HUGE-BAD
// SITE-HUGE-BAD: gather-run: error: index out of bounds at site-huge.mlir:2:8: index 4 is outside

// A function marked gather.status must take a record.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run status-without-record.mlir -e f --input=d.npy --input=i.npy --print 2>&1 | FileCheck %s --check-prefix=STATUS
// STATUS: status-without-record.mlir:1:1: error: 'func.func' op is marked 'gather.status' but its last argument is not a status record (memref<6xi64>)
// RUN: %python %S/Inputs/exit-status.py 1 gather-run status-short-record.mlir -e f --input=d.npy --input=i.npy --print 2>&1 | FileCheck %s --check-prefix=STATUS-SHORT
// STATUS-SHORT: status-short-record.mlir:1:1: error: 'func.func' op is marked 'gather.status' but its last argument is not a status record (memref<6xi64>)

// func.constant and func.call_indirect of a function without gathers;
// entries without gathers take no record.
// RUN: gather-run constant.mlir -e f --input=d.npy --input=i.npy --print | FileCheck %s --check-prefix=CONSTANT
// CONSTANT: result #0: tensor<2xf32> = [3, 0]
// CONSTANT: result #1: tensor<4xf32> = [0, 1, 2, 3]
// RUN: gather-run constant.mlir -e no_gather --input=d.npy --print | FileCheck %s --check-prefix=NO-GATHER
// NO-GATHER: result #0: tensor<4xf32> = [0, 1, 2, 3]
// RUN: %python %S/Inputs/exit-status.py 1 gather-run constant-of-gather.mlir -e f --input=d.npy --input=i.npy --print 2>&1 | FileCheck %s --check-prefix=CONSTANT-OF-GATHER
// CONSTANT-OF-GATHER: constant-of-gather.mlir:6:9: error: 'func.constant' op refers to @g, which reaches a gather op and so takes a status record as its last argument; only func.call can pass it one

//--- memcheck-runs.txt
site-huge.mlir -e f --input=d.npy --input=i.npy --print
site-huge.mlir -e f --input=d.npy --input=bad.npy --print
status-short-record.mlir -e f --input=d.npy --input=i.npy --print
constant.mlir -e f --input=d.npy --input=i.npy --print
//--- site-string.mlir
func.func @f(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i {gather.site = "x"} : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
//--- site-negative.mlir
func.func @f(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i {gather.site = -1 : i64} : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
//--- site-huge.mlir
func.func @f(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = gather.gather_nd %d, %i {gather.site = 9223372036854775807 : i64} : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  %1 = gather.gather_nd %d, %i {gather.site = 4000000000 : i64} : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}
//--- status-without-record.mlir
func.func @f(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> attributes {gather.status} {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
//--- status-short-record.mlir
func.func private @g(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %s: memref<2xi64>) -> tensor<2xf32> attributes {gather.status} {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @f(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %s = memref.alloca() : memref<2xi64>
  %0 = func.call @g(%d, %i, %s) : (tensor<4xf32>, tensor<2x1xi64>, memref<2xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
//--- constant.mlir
func.func private @h(%x: index) -> index {
  return %x : index
}
func.func @f(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> (tensor<2xf32>, tensor<4xf32>) {
  %fn = func.constant @h : (index) -> index
  %c = arith.constant 0 : index
  %x = func.call_indirect %fn(%c) : (index) -> index
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0, %d : tensor<2xf32>, tensor<4xf32>
}
func.func @no_gather(%d: tensor<4xf32>) -> tensor<4xf32> {
  %fn = func.constant @h : (index) -> index
  %c = arith.constant 0 : index
  %x = func.call_indirect %fn(%c) : (index) -> index
  return %d : tensor<4xf32>
}
//--- constant-of-gather.mlir
func.func private @g(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @f(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %fn = func.constant @g : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  %0 = func.call_indirect %fn(%d, %i) : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
