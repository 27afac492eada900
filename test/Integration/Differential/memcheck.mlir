// gather-run itself under a memory checker (%memcheck: valgrind in a plain
// build; in a sanitized build the sanitizers, which the tools then carry): a
// seeded sample of differential cases, answers compared with the reference
// as always, and any invalid read or write, use of uninitialised memory or
// bad free failing its case. A larger sample is a documented command (see
// the README's Security section); each case takes about half a minute under
// valgrind.

// RUN: %python %S/differential.py --cases 8 --seed 20261125 --jobs 2 --gather-run gather-run --gather-run-wrapper="%memcheck" --timeout 900 --workdir %t | FileCheck %s
// CHECK: differential: 8 cases, 8 passed, 0 failed (seed 20261125)
