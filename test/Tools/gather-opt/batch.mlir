// gather-opt --batch: each line of the file is one run's arguments, after
// the options given beside --batch; each run's passes are its own (a pass
// of one run does not stay for the next), every run gets its own outcome,
// marked on stdout and stderr, and the exit status is 1 if any run failed.

// RUN: rm -rf %t && mkdir -p %t
// RUN: echo "%s --canonicalize -o %t/canonical.mlir" > %t/runs.txt
// RUN: echo "%s -o %t/as-is.mlir" >> %t/runs.txt
// RUN: echo "%t/missing.mlir -o %t/missing-out.mlir" >> %t/runs.txt
// RUN: echo "%s --no-such-pass" >> %t/runs.txt
// RUN: echo "--batch=%t/runs.txt" >> %t/runs.txt
// RUN: echo "%s --pass-pipeline=builtin.module(canonicalize) -o %t/pipeline.mlir" >> %t/runs.txt
// RUN: not gather-opt --mlir-print-debuginfo --batch=%t/runs.txt 2>%t/stderr.txt | FileCheck %s --match-full-lines --check-prefix=OUT
// RUN: FileCheck %s --match-full-lines --check-prefix=ERR -DTMP=%t < %t/stderr.txt
// OUT: gather-opt: run 1: exit status 0
// OUT-NEXT: gather-opt: run 2: exit status 0
// OUT-NEXT: gather-opt: run 3: exit status 1
// OUT-NEXT: gather-opt: run 4: exit status 1
// OUT-NEXT: gather-opt: run 5: exit status 1
// OUT-NEXT: gather-opt: run 6: exit status 0
// OUT-EMPTY:
// ERR: gather-opt: run 1: exit status 0
// ERR-NEXT: gather-opt: run 2: exit status 0
// ERR-NEXT: gather-opt: error: cannot open input file '[[TMP]]/missing.mlir': No such file or directory
// ERR-NEXT: gather-opt: run 3: exit status 1
// ERR-NEXT: gather-opt: error: Unknown command line argument '--no-such-pass'.  Try: '{{.*}}gather-opt --help'
// ERR-NEXT: gather-opt: note: Did you mean {{.*}}
// ERR-NEXT: gather-opt: run 4: exit status 1
// ERR-NEXT: gather-opt: error: --batch in a batch
// ERR-NEXT: gather-opt: run 5: exit status 1
// ERR-NEXT: gather-opt: run 6: exit status 0
// ERR-EMPTY:

// The shared option applies to every run; canonicalize folds the gather
// of a constant in runs 1 and 6 alone.
// RUN: FileCheck %s --check-prefix=FOLDED < %t/canonical.mlir
// RUN: FileCheck %s --check-prefix=FOLDED < %t/pipeline.mlir
// RUN: FileCheck %s --check-prefix=AS-IS < %t/as-is.mlir
// RUN: not test -e %t/missing-out.mlir
// FOLDED-NOT: gather.gather_nd
// FOLDED: arith.constant dense<[3.000000e+00, 1.000000e+00]> : tensor<2xf32> loc(
// FOLDED-NOT: gather.gather_nd
// AS-IS: gather.gather_nd {{.*}} loc(

func.func @f() -> tensor<2xf32> {
  %d = arith.constant dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %i = arith.constant dense<[[3], [1]]> : tensor<2x1xi64>
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
