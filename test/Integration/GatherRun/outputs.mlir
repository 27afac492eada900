// --output is all or nothing: every result goes to a temporary file next to
// its target, and only when all are written are they renamed into place.
// Standard output, devices and FIFOs are written in place once every
// temporary is written. Paths that cannot work (a directory, the same file
// twice) fail before anything runs. A failed run exits with status 1, prints
// one `error:` line, creates no output file, leaves an existing one as it
// was, and leaves no temporary file behind.

// RUN: rm -rf %t && mkdir -p %t/in %t/out %t/out/dir
// RUN: %python %S/../Inputs/make_npy.py %t/in/d32.npy int32 '[[0,1],[2,3],[4,5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/in/i42.npy int64 '[[0,0],[1,1],[2,1],[-1,-2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/in/old.npy int32 '[7,7,7]'
// RUN: cp %t/in/old.npy %t/out/old.npy
// Prints the dtype and values of a .npy file.
// DEFINE: %{show} = %python -c "import numpy as np, sys; a = np.load(sys.argv[1]); print(a.dtype.str, a.tolist())"
func.func @two(%d: tensor<3x2xi32>, %i: tensor<4x2xi64>) -> (tensor<4xi32>, tensor<4x2xi32>) {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<4x2xi64>) -> tensor<4xi32>
  %r = tensor.extract_slice %i[0, 0] [4, 1] [1, 1] : tensor<4x2xi64> to tensor<4x1xi64>
  %1 = gather.gather_nd %d, %r : (tensor<3x2xi32>, tensor<4x1xi64>) -> tensor<4x2xi32>
  return %0, %1 : tensor<4xi32>, tensor<4x2xi32>
}
func.func @one(%d: tensor<3x2xi32>, %i: tensor<4x2xi64>) -> tensor<4xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<4x2xi64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// DEFINE: %{two} = gather-run %s -e two --input=%t/in/d32.npy --input=%t/in/i42.npy
// DEFINE: %{one} = gather-run %s -e one --input=%t/in/d32.npy --input=%t/in/i42.npy
// Passes when %t/out holds only `dir` (empty) and the unchanged old.npy.
// DEFINE: %{unchanged} = test "$(ls -A %t/out)" = "$(printf 'dir\nold.npy')" && test -z "$(ls -A %t/out/dir)" && cmp %t/in/old.npy %t/out/old.npy

// A directory as the second output, or the first: neither output is written
// (the second case wrote the other file before the fix).
// RUN: %python %S/Inputs/exit-status.py 1 %{two} --output=%t/out/a.npy --output=%t/out/dir 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=DIR --implicit-check-not='{{.}}'
// RUN: %{unchanged}
// RUN: %python %S/Inputs/exit-status.py 1 %{two} --output=%t/out/dir --output=%t/out/a.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=DIR --implicit-check-not='{{.}}'
// RUN: %{unchanged}
// DIR: gather-run: error: '[[T]]/out/dir': cannot write: is a directory

// An existing file is left as it was.
// RUN: %python %S/Inputs/exit-status.py 1 %{two} --output=%t/out/dir --output=%t/out/old.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=DIR --implicit-check-not='{{.}}'
// RUN: %{unchanged}
// RUN: %python %S/Inputs/exit-status.py 1 %{two} --output=%t/out/old.npy --output=%t/out/dir 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=DIR --implicit-check-not='{{.}}'
// RUN: %{unchanged}

// One output, a directory.
// RUN: %python %S/Inputs/exit-status.py 1 %{one} --output=%t/out/dir 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=DIR --implicit-check-not='{{.}}'
// RUN: %{unchanged}

// A device that fails every write (written in place, after the temporaries
// and before any rename), second or only.
// RUN: %python %S/Inputs/exit-status.py 1 %{two} --output=%t/out/old.npy --output=/dev/full 2>&1 | FileCheck %s --match-full-lines --check-prefix=FULL --implicit-check-not='{{.}}'
// RUN: %{unchanged}
// RUN: %python %S/Inputs/exit-status.py 1 %{two} --output=/dev/full --output=%t/out/a.npy 2>&1 | FileCheck %s --match-full-lines --check-prefix=FULL --implicit-check-not='{{.}}'
// RUN: %{unchanged}
// RUN: %python %S/Inputs/exit-status.py 1 %{one} --output=/dev/full 2>&1 | FileCheck %s --match-full-lines --check-prefix=FULL --implicit-check-not='{{.}}'
// FULL: gather-run: error: '/dev/full': cannot write: no space left on device

// The same file twice, spelt alike, through `.` and `..`, or through a
// symbolic link to its directory (it exited 0 before, one result lost).
// RUN: ln -s %t/out %t/link
// RUN: %python %S/Inputs/exit-status.py 1 %{two} --output=%t/out/a.npy --output=%t/out/a.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=SAME --implicit-check-not='{{.}}'
// RUN: %{unchanged}
// SAME: gather-run: error: '[[T]]/out/a.npy' and '[[T]]/out/a.npy' are the same file: each output needs its own
// RUN: %python %S/Inputs/exit-status.py 1 %{two} --output=%t/out/a.npy --output=%t/out/dir/../a.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=SAMEDOTS --implicit-check-not='{{.}}'
// RUN: %{unchanged}
// SAMEDOTS: gather-run: error: '[[T]]/out/a.npy' and '[[T]]/out/dir/../a.npy' are the same file: each output needs its own
// RUN: %python %S/Inputs/exit-status.py 1 %{two} --output=%t/link/old.npy --output=%t/out/old.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=SAMELINK --implicit-check-not='{{.}}'
// RUN: %{unchanged}
// SAMELINK: gather-run: error: '[[T]]/link/old.npy' and '[[T]]/out/old.npy' are the same file: each output needs its own
// RUN: %python %S/Inputs/exit-status.py 1 %{two} --output=%t/link/a.npy --output=%t/out/a.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=SAMELINKNEW --implicit-check-not='{{.}}'
// RUN: %{unchanged}
// SAMELINKNEW: gather-run: error: '[[T]]/link/a.npy' and '[[T]]/out/a.npy' are the same file: each output needs its own

// Good runs: both files written (one replaced), no temporary left; standard
// output and /dev/null as outputs.
// RUN: %{two} --output=%t/out/old.npy --output=%t/out/b.npy
// RUN: %{show} %t/out/old.npy | FileCheck %s --match-full-lines --check-prefix=GOOD0
// RUN: %{show} %t/out/b.npy | FileCheck %s --match-full-lines --check-prefix=GOOD1
// RUN: test "$(ls -A %t/out)" = "$(printf 'b.npy\ndir\nold.npy')"
// GOOD0: <i4 [0, 3, 5, 4]
// GOOD1: <i4 {{\[\[}}0, 1], [2, 3], [4, 5], [4, 5]]
// RUN: %{two} --output=- --output=/dev/null > %t/stdout.npy
// RUN: %{show} %t/stdout.npy | FileCheck %s --match-full-lines --check-prefix=GOOD0
