// Malformed option values (not numbers, out of their type's range, not a
// listed value), unknown options and missing ones: each of LLVM's option
// parser's messages is an `error:` line, as the tools report every other
// failure, with exit status 1 and no output.
// RUN: rm -rf %t && mkdir -p %t

// DEFINE: %{check} = FileCheck %s --match-full-lines --implicit-check-not='{{.}}'

// gather-compile: every numeric option, a boolean and an enumeration.
// RUN: not gather-compile --gather-elements --data='tensor<4xf32>' --indices='tensor<2xi64>' --axis=one -o %t/out.o 2>&1 | %{check} --check-prefix=C-AXIS
// C-AXIS: gather-compile: error: for the --axis option: 'one' value invalid for long argument!
// RUN: not gather-compile --gather-elements --data='tensor<4xf32>' --indices='tensor<2xi64>' --axis=99999999999999999999 -o %t/out.o 2>&1 | %{check} --check-prefix=C-AXIS-RANGE
// C-AXIS-RANGE: gather-compile: error: for the --axis option: '99999999999999999999' value invalid for long argument!
// RUN: not gather-compile --gather-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' --batch-dims=0x -o %t/out.o 2>&1 | %{check} --check-prefix=C-BATCH
// C-BATCH: gather-compile: error: for the --batch-dims option: '0x' value invalid for long argument!
// RUN: not gather-compile %s --parallel --parallel-min-bytes=1MiB -o %t/out.o 2>&1 | %{check} --check-prefix=C-PARALLEL
// C-PARALLEL: gather-compile: error: for the --parallel-min-bytes option: '1MiB' value invalid for long argument!
// RUN: not gather-compile %s --parallel-min-bytes=-99999999999999999999 -o %t/out.o 2>&1 | %{check} --check-prefix=C-PARALLEL-RANGE
// C-PARALLEL-RANGE: gather-compile: error: for the --parallel-min-bytes option: '-99999999999999999999' value invalid for long argument!
// RUN: not gather-compile %s --stream-min-bytes= -o %t/out.o 2>&1 | %{check} --check-prefix=C-STREAM
// C-STREAM: gather-compile: error: for the --stream-min-bytes option: '' value invalid for long argument!
// RUN: not gather-compile %s -Ofast -o %t/out.o 2>&1 | %{check} --check-prefix=C-LEVEL
// C-LEVEL: gather-compile: error: for the -O option: 'fast' value invalid for uint argument!
// RUN: not gather-compile %s -O4294967296 -o %t/out.o 2>&1 | %{check} --check-prefix=C-LEVEL-RANGE
// C-LEVEL-RANGE: gather-compile: error: for the -O option: '4294967296' value invalid for uint argument!
// RUN: not gather-compile %s --parallel=sometimes -o %t/out.o 2>&1 | %{check} --check-prefix=C-BOOL
// C-BOOL: gather-compile: error: for the --parallel option: 'sometimes' is invalid value for boolean argument! Try 0 or 1
// RUN: not gather-compile %s --emit=exe -o %t/out.o 2>&1 | %{check} --check-prefix=C-ENUM
// C-ENUM: gather-compile: error: for the --emit option: Cannot find option named 'exe'!
// Two at once: both are reported.
// RUN: not gather-compile %s --axis=one --batch-dims=two -o %t/out.o 2>&1 | %{check} --check-prefix=C-TWO
// C-TWO: gather-compile: error: for the --axis option: 'one' value invalid for long argument!
// C-TWO-NEXT: gather-compile: error: for the --batch-dims option: 'two' value invalid for long argument!
// RUN: not gather-compile %s --axes=1 -o %t/out.o 2>&1 | %{check} --check-prefix=C-UNKNOWN
// C-UNKNOWN: gather-compile: error: Unknown command line argument '--axes=1'.  Try: '{{.*}}gather-compile --help'
// C-UNKNOWN-NEXT: gather-compile: note: Did you mean '--axis=1'?
// RUN: not gather-compile %s 2>&1 | %{check} --check-prefix=C-MISSING
// C-MISSING: gather-compile: error: no output: give -o FILE
// RUN: test ! -e %t/out.o

// gather-run: its numeric options, a boolean and an enumeration.
// RUN: not gather-run %s -e f --parallel-min-bytes=lots 2>&1 | %{check} --check-prefix=R-PARALLEL
// R-PARALLEL: gather-run: error: for the --parallel-min-bytes option: 'lots' value invalid for long argument!
// RUN: not gather-run %s -e f --parallel-min-bytes=99999999999999999999 2>&1 | %{check} --check-prefix=R-PARALLEL-RANGE
// R-PARALLEL-RANGE: gather-run: error: for the --parallel-min-bytes option: '99999999999999999999' value invalid for long argument!
// RUN: not gather-run %s -e f --stream-min-bytes=4M 2>&1 | %{check} --check-prefix=R-STREAM
// R-STREAM: gather-run: error: for the --stream-min-bytes option: '4M' value invalid for long argument!
// RUN: not gather-run %s -e f -Ox 2>&1 | %{check} --check-prefix=R-LEVEL
// R-LEVEL: gather-run: error: for the -O option: 'x' value invalid for uint argument!
// RUN: not gather-run %s -e f --fuse-elementwise=perhaps 2>&1 | %{check} --check-prefix=R-BOOL
// R-BOOL: gather-run: error: for the --fuse-elementwise option: 'perhaps' is invalid value for boolean argument! Try 0 or 1
// RUN: not gather-run %s -e f --on-out-of-bounds=bogus 2>&1 | %{check} --check-prefix=R-ENUM
// R-ENUM: gather-run: error: for the --on-out-of-bounds option: Cannot find option named 'bogus'!
// RUN: not gather-run %s -e f --output=%t/out.npy --outputs=%t/out.npy 2>&1 | %{check} --check-prefix=R-UNKNOWN
// R-UNKNOWN: gather-run: error: Unknown command line argument '--outputs={{.*}}/out.npy'.  Try: '{{.*}}gather-run --help'
// R-UNKNOWN-NEXT: gather-run: note: Did you mean '--output={{.*}}/out.npy'?
// RUN: not gather-run 2>&1 | %{check} --check-prefix=R-MISSING
// R-MISSING: gather-run: error: no kernel file: gather-run FILE.mlir -e NAME ..., or gather-run --batch=FILE
// R-MISSING-NEXT: gather-run: error: no -e NAME: the function to run
// RUN: test ! -e %t/out.npy

// gather-opt: its own numeric options and an unknown one.
// RUN: not gather-opt %s --mlir-elide-elementsattrs-if-larger=ten 2>&1 | %{check} --check-prefix=O-NUMBER
// O-NUMBER: gather-opt: error: for the --mlir-elide-elementsattrs-if-larger option: 'ten' value invalid for uint argument!
// RUN: not gather-opt %s --gather-to-llvmm 2>&1 | %{check} --check-prefix=O-UNKNOWN
// O-UNKNOWN: gather-opt: error: Unknown command line argument '--gather-to-llvmm'.  Try: '{{.*}}gather-opt --help'
// O-UNKNOWN-NEXT: gather-opt: note: Did you mean '--gather-to-llvm'?
// gather-to-llvm's options (LLVM's message of a bad value, which upstream's
// pass option parser prints itself, comes before the error).
// RUN: not gather-opt %s --gather-to-llvm='parallel-min-bytes=lots' 2>&1 | FileCheck %s --check-prefix=O-PIPELINE -DOPTIONS=parallel-min-bytes=lots
// RUN: not gather-opt %s '--pass-pipeline=builtin.module(gather-to-llvm{on-out-of-bounds=sometimes})' 2>&1 | FileCheck %s --check-prefix=O-PIPELINE -DOPTIONS=on-out-of-bounds=sometimes
// O-PIPELINE: error: malformed gather-to-llvm options '[[OPTIONS]]'

func.func @f() -> tensor<2xi32> {
  %data = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %ids = arith.constant dense<[[2], [0]]> : tensor<2x1xi64>
  %0 = gather.gather_nd %data, %ids : (tensor<3xi32>, tensor<2x1xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
