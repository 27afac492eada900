// gather-compile --batch: each line of the file is one run's arguments,
// after the options given beside --batch (here --emit=mlir); each run's
// options are its own (the header and the single op of one run do not stay
// for the next), every run gets its own outcome, marked on stdout and
// stderr, a failing run writes nothing, and the exit status is 1 if any run
// failed.

// RUN: rm -rf %t && mkdir -p %t
// RUN: echo "%s -o %t/file.mlir --header=%t/file.h" > %t/runs.txt
// RUN: echo "# a comment, then a blank line" >> %t/runs.txt
// RUN: echo "" >> %t/runs.txt
// RUN: echo "--gather-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' --name=single -o %t/single.mlir" >> %t/runs.txt
// RUN: echo "%s -o %t/second.mlir" >> %t/runs.txt
// RUN: echo "--data='tensor<4xf32>' -o %t/no-op.mlir" >> %t/runs.txt
// RUN: echo "%s" >> %t/runs.txt
// RUN: echo "--batch=%t/runs.txt -o %t/nested.mlir" >> %t/runs.txt
// RUN: not gather-compile --emit=mlir --batch=%t/runs.txt 2>%t/stderr.txt | FileCheck %s --match-full-lines --check-prefix=OUT
// RUN: FileCheck %s --match-full-lines --check-prefix=ERR < %t/stderr.txt
// OUT: gather-compile: run 1: exit status 0
// OUT-NEXT: gather-compile: run 4: exit status 0
// OUT-NEXT: gather-compile: run 5: exit status 0
// OUT-NEXT: gather-compile: run 6: exit status 1
// OUT-NEXT: gather-compile: run 7: exit status 1
// OUT-NEXT: gather-compile: run 8: exit status 1
// OUT-EMPTY:
// ERR: gather-compile: run 1: exit status 0
// ERR-NEXT: gather-compile: run 4: exit status 0
// ERR-NEXT: gather-compile: run 5: exit status 0
// ERR-NEXT: gather-compile: error: no input: give a .mlir file, or one of --gather-nd, --gather-elements, --gather, --scatter-nd, --scatter-elements, --gather-block-quantized and --embedding-bag
// ERR-NEXT: gather-compile: run 6: exit status 1
// ERR-NEXT: gather-compile: error: no output: give -o FILE
// ERR-NEXT: gather-compile: run 7: exit status 1
// ERR-NEXT: gather-compile: error: --batch in a batch
// ERR-NEXT: gather-compile: run 8: exit status 1
// ERR-EMPTY:

// The shared --emit=mlir applies to every run; run 1's header and run 4's
// single op stay with them.
// RUN: FileCheck %s --check-prefix=KERNEL < %t/file.mlir
// RUN: FileCheck %s --check-prefix=KERNEL < %t/second.mlir
// RUN: FileCheck %s --check-prefix=SINGLE < %t/single.mlir
// RUN: FileCheck %s --check-prefix=HEADER < %t/file.h
// RUN: ls %t | FileCheck %s --check-prefix=FILES --implicit-check-not=.h --implicit-check-not=no-op --implicit-check-not=nested
// KERNEL: llvm.func @pick(
// SINGLE: llvm.func @single(
// SINGLE-NOT: @pick
// HEADER: int32_t pick(
// FILES: file.h

// A batch file that cannot be read.
// RUN: not gather-compile --batch=%t/missing.txt 2>&1 | FileCheck %s --check-prefix=MISSING -DTMP=%t
// MISSING: gather-compile: error: cannot read [[TMP]]/missing.txt: {{.*}}

func.func @pick(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
