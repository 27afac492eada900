// gather-run --batch: each line of the file is one run's arguments, after
// the options given beside --batch; every run gets its own outcome (errors
// of one do not stop the others), marked on stdout and stderr, and the exit
// status is 1 if any run failed.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/d.npy int32 '[[0,1],[2,3],[4,5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i.npy int64 '[[2],[-3]]'
// RUN: %python %S/../Inputs/make_npy.py %t/bad.npy int64 '[[1],[3]]'
// RUN: echo "%s -e rows --input=%t/d.npy --input=%t/i.npy --output=%t/one.npy" > %t/runs.txt
// RUN: echo "# a comment, and a blank line" >> %t/runs.txt
// RUN: echo "" >> %t/runs.txt
// RUN: echo "%s -e rows --input=%t/d.npy --input=%t/bad.npy --output=%t/bad-out.npy" >> %t/runs.txt
// RUN: echo "%s -e rows --input=%t/d.npy --input=%t/bad.npy --on-out-of-bounds=clamp --print" >> %t/runs.txt
// RUN: echo "%s -e nowhere --input=%t/d.npy" >> %t/runs.txt
// RUN: echo "--bogus-option" >> %t/runs.txt
// RUN: echo "%s -e rows --on-out-of-bounds=assert --input=%t/d.npy --input=%t/i.npy" >> %t/runs.txt
// RUN: echo "--batch=%t/runs.txt" >> %t/runs.txt
// RUN: echo "'%s' -e rows '--input=%t/d.npy' --input=%t/i.npy --print" >> %t/runs.txt
// RUN: not gather-run --batch=%t/runs.txt 2>%t/stderr.txt | FileCheck %s --match-full-lines --check-prefix=OUT
// RUN: FileCheck %s --match-full-lines --check-prefix=ERR -DFILE=%s < %t/stderr.txt
// OUT: gather-run: run 1: exit status 0
// OUT-NEXT: gather-run: run 4: exit status 1
// OUT-NEXT: result #0: tensor<2x2xi32> = {{\[\[}}2, 3], [4, 5]]
// OUT-NEXT: gather-run: run 5: exit status 0
// OUT-NEXT: gather-run: run 6: exit status 1
// OUT-NEXT: gather-run: run 7: exit status 1
// OUT-NEXT: gather-run: run 8: exit status 1
// OUT-NEXT: gather-run: run 9: exit status 1
// OUT-NEXT: result #0: tensor<2x2xi32> = {{\[\[}}4, 5], [0, 1]]
// OUT-NEXT: gather-run: run 10: exit status 0
// OUT-EMPTY:
// ERR: gather-run: run 1: exit status 0
// ERR-NEXT: gather-run: error: index out of bounds at [[FILE]]:{{[0-9]+}}:8: index 3 is outside the valid range [-3, 2] of data dimension 0 (element 1 of indices, row-major)
// ERR-NEXT: gather-run: run 4: exit status 1
// ERR-NEXT: gather-run: run 5: exit status 0
// ERR-NEXT: gather-run: error: no function @nowhere in the module
// ERR-NEXT: gather-run: run 6: exit status 1
// ERR-NEXT: gather-run: error: Unknown command line argument '--bogus-option'.  Try: '{{.*}}gather-run --help'
// ERR-NEXT: gather-run: note: Did you mean '--print-options'?
// ERR-NEXT: gather-run: run 7: exit status 1
// ERR-NEXT: gather-run: error: --on-out-of-bounds=assert aborts the process: it cannot run in a batch
// ERR-NEXT: gather-run: run 8: exit status 1
// ERR-NEXT: gather-run: error: --batch in a batch
// ERR-NEXT: gather-run: run 9: exit status 1
// ERR-NEXT: gather-run: run 10: exit status 0
// ERR-EMPTY:
// RUN: %python -c "import numpy; print(numpy.load('%t/one.npy').tolist())" | FileCheck %s --check-prefix=ONE
// ONE: {{\[\[}}4, 5], [0, 1]]
// RUN: not test -e %t/bad-out.npy

// Options beside --batch apply to every run; a line's own come after them.
// RUN: echo "%s -e rows --input=%t/bad.npy" > %t/shared.txt
// RUN: echo "%s -e rows --input=%t/bad.npy --on-out-of-bounds=error" >> %t/shared.txt
// RUN: not gather-run --on-out-of-bounds=clamp --input=%t/d.npy --print --batch %t/shared.txt 2>&1 | FileCheck %s --match-full-lines --check-prefix=SHARED
// SHARED: result #0: tensor<2x2xi32> = {{\[\[}}2, 3], [4, 5]]
// SHARED-NEXT: gather-run: run 1: exit status 0
// SHARED-NEXT: gather-run: run 1: exit status 0
// SHARED-NEXT: gather-run: error: index out of bounds at {{.*}}: index 3 is outside the valid range [-3, 2] of data dimension 0 (element 1 of indices, row-major)
// SHARED-NEXT: gather-run: run 2: exit status 1
// SHARED-NEXT: gather-run: run 2: exit status 1

// Every run passing: exit status 0; an unreadable batch file: an error.
// RUN: head -1 %t/runs.txt | gather-run --batch=- | FileCheck %s --check-prefix=PASS
// PASS: gather-run: run 1: exit status 0
// RUN: not gather-run --batch=%t/missing.txt 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: gather-run: error: cannot read {{.*}}missing.txt: No such file or directory

func.func @rows(%d: tensor<3x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
