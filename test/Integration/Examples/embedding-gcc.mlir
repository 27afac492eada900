// The installed package with Debian's default toolchain: the two consumers in
// examples/ built by gcc and g++ and linked by GNU ld (which writes RUNPATH,
// not RPATH, and links with --as-needed) instead of clang and lld, and the
// installed tools; everything runs without LD_LIBRARY_PATH. A program loads
// libGatherCAPI.so, and libGatherCAPI.so must find LLVM's libraries itself.
// (A sanitized build's libraries call clang's sanitizer runtime, which a gcc
// program does not carry: test/lit.cfg.py leaves this test out of that
// build, whose package embedding.mlir covers with clang.)

// RUN: rm -rf %t && mkdir -p %t
// RUN: cmake --install %gather_obj_root --prefix %t/prefix > %t/install.log

// RUN: cmake -S %gather_src_root/examples/embed-c -B %t/c -G Ninja -DCMAKE_PREFIX_PATH=%t/prefix -DCMAKE_C_COMPILER=gcc > %t/c.log
// RUN: cmake --build %t/c >> %t/c.log
// RUN: env -u LD_LIBRARY_PATH %t/c/embed-gather-c | FileCheck %s --check-prefix=C
// C:      5 6
// C-NEXT: 1 2
// C-NEXT: 5 6
// C-NEXT: 5 6

// RUN: cmake -S %gather_src_root/examples/embed-cpp -B %t/cpp -G Ninja -DCMAKE_PREFIX_PATH=%t/prefix -DCMAKE_C_COMPILER=gcc -DCMAKE_CXX_COMPILER=g++ > %t/cpp.log
// RUN: cmake --build %t/cpp >> %t/cpp.log
// RUN: env -u LD_LIBRARY_PATH %t/cpp/embed-gather | FileCheck %s --check-prefix=CPP
// CPP:      5 6
// CPP-NEXT: 1 2
// CPP-NEXT: 5 6

// The installed tools: the README's main job, with a kernel that the
// installed gather-compile builds and cc (gcc) links; gather-run and
// gather-opt on the same file.
// RUN: env -u LD_LIBRARY_PATH %t/prefix/bin/gather-compile %gather_src_root/examples/gather.mlir -o %t/gather_kernels.o --header=%t/gather_kernels.h
// RUN: cc -std=c99 -Wall -Werror -I%t %gather_src_root/examples/main.c %t/gather_kernels.o -o %t/main
// RUN: %t/main | FileCheck %s --check-prefix=MAIN
// MAIN: embed_and_pick: status 0, shape 3x2
// MAIN-NEXT: {{\[}}[43, 40], [53, 51], [2, 2]]
// RUN: %python %gather_src_root/examples/make_inputs.py %t/ex
// RUN: env -u LD_LIBRARY_PATH %t/prefix/bin/gather-run %gather_src_root/examples/gather.mlir -e embed_and_pick --print --input=%t/ex/table.npy --input=%t/ex/tokens.npy --input=%t/ex/picks.npy | FileCheck %s --check-prefix=JIT
// JIT: result #0: tensor<3x2xf32> = {{\[}}[43, 40], [53, 51], [2, 2]]
// RUN: env -u LD_LIBRARY_PATH %t/prefix/bin/gather-opt %gather_src_root/examples/gather.mlir | FileCheck %s --check-prefix=OPT
// OPT: gather.gather_nd
