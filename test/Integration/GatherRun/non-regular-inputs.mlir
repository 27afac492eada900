// Inputs that are not regular files, and files whose size contradicts their
// header. gather-run reads an input with read(2), never mapping it, and only
// as far as its header promises data plus one byte: /dev/zero and a FIFO
// whose writer never stops fail at once, a FIFO holding a valid file works.
// The failing runs are capped in time and address space, so that a reader
// that reads to the end of an endless input fails rather than hangs or
// fills memory. Each fails with exit status 1, one `error:` line and no
// output file.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/d32.npy int32 '[[0,1],[2,3],[4,5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i42.npy int64 '[[0,0],[1,1],[2,1],[-1,-2]]'
func.func @nd(%d: tensor<3x2xi32>, %i: tensor<4x2xi64>) -> tensor<4xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<4x2xi64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// A symbolic link to /dev/zero: zeros are not the magic string.
// RUN: ln -s /dev/zero %t/zero.npy
// RUN: %python %S/Inputs/exit-status.py 1 %bounded_memory timeout 60 gather-run %s -e nd --input=%t/zero.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=ZERO --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// ZERO: gather-run: error: '[[T]]/zero.npy': not a .npy file (bad magic)

// A FIFO whose writer never stops (`yes`; it stops on the closed FIFO, or
// after its own timeout).
// RUN: mkfifo %t/yes.npy
// RUN: (timeout 120 yes > %t/yes.npy 2>/dev/null &)
// RUN: %python %S/Inputs/exit-status.py 1 %bounded_memory timeout 60 gather-run %s -e nd --input=%t/d32.npy --input=%t/yes.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=YES --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// YES: gather-run: error: '[[T]]/yes.npy': not a .npy file (bad magic)

// A FIFO that holds a valid file and then zeros without end: the byte after
// the 24 bytes of data is one too many.
// RUN: mkfifo %t/endless.npy
// RUN: (timeout 120 cat %t/d32.npy /dev/zero > %t/endless.npy 2>/dev/null &)
// RUN: %python %S/Inputs/exit-status.py 1 %bounded_memory timeout 60 gather-run %s -e nd --input=%t/endless.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=ENDLESS --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// ENDLESS: gather-run: error: '[[T]]/endless.npy': extra bytes after the array data (the header describes 24 bytes)

// A FIFO that holds a valid file is read like the file.
// RUN: mkfifo %t/finite.npy
// RUN: (timeout 120 cat %t/d32.npy > %t/finite.npy 2>/dev/null &)
// RUN: timeout 120 gather-run %s -e nd --input=%t/finite.npy --input=%t/i42.npy --print | FileCheck %s --match-full-lines --check-prefix=FINITE
// FINITE: result #0: tensor<4xi32> = [0, 3, 5, 4]

// A header that promises 2^40 bytes (4x2^38 int32 elements), 24 present:
// reported as truncated, with no 2^40-byte allocation (the address space
// is capped at 4 GiB).
// RUN: %python -c "d = open('%t/d32.npy', 'rb').read(); n = d[8] + 256 * d[9]; h = d[10:10 + n].replace(b'(3, 2)', b'(68719476736, 4)').rstrip(); open('%t/promise.npy', 'wb').write(d[:10] + h.ljust(n - 1) + b'\\n' + d[10 + n:])"
// RUN: %python %S/Inputs/exit-status.py 1 %bounded_memory timeout 60 gather-run %s -e nd --input=%t/promise.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=PROMISE --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// PROMISE: gather-run: error: '[[T]]/promise.npy': truncated data: the header describes 1099511627776 bytes, the file holds 24
