// --help lists the tools' own options and the lowering options, not the
// hundreds of LLVM backend options linked into the tools.

// RUN: gather-compile --help | FileCheck %s --check-prefix=COMPILE
// COMPILE: USAGE: gather-compile [options] [kernel .mlir file]
// COMPILE-NOT: --amdgpu
// COMPILE-DAG: Kernels from a single op (no .mlir file):
// COMPILE-DAG: --gather-nd
// COMPILE-DAG: Lowering options (gather-to-llvm):
// COMPILE-DAG: --on-out-of-bounds=<value>
// COMPILE-DAG: --parallel-min-bytes=<long>
// COMPILE-DAG: --stream-min-bytes=<long>
// COMPILE-DAG: --prefetch-min-bytes=<long>
// COMPILE-DAG: gather-compile options:
// COMPILE-DAG: --emit=<value>
// COMPILE-DAG: --mcpu=<string>
// COMPILE-NOT: --amdgpu

// RUN: gather-run --help | FileCheck %s --check-prefix=JIT
// JIT: USAGE: gather-run [options] <kernel .mlir file>
// JIT-NOT: --amdgpu
// JIT-DAG: Lowering options (gather-to-llvm):
// JIT-DAG: --parallel
// JIT-DAG: --stream-min-bytes=<long>
// JIT-DAG: --prefetch-min-bytes=<long>
// JIT-DAG: gather-run options:
// JIT-DAG: --input=<file.npy>
// JIT-NOT: --amdgpu
