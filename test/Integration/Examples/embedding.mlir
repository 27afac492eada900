// The installable package: `cmake --install` into a fresh prefix, then the
// two out-of-tree consumers in examples/ (a C++ compiler with
// Gather::Gather, a C program with Gather::GatherCAPI) configure with
// find_package(Gather) against that prefix only, build, and JIT-run a
// gather. Nothing installed may point back into the build or source tree.

// RUN: rm -rf %t && mkdir -p %t
// RUN: cmake --install %gather_obj_root --prefix %t/prefix > %t/install.log
// RUN: not grep -rl -e %gather_obj_root -e %gather_src_root %t/prefix/lib/cmake
// RUN: test -f %t/prefix/lib/cmake/gather/GatherConfigVersion.cmake
// RUN: test -f %t/prefix/include/Gather/IR/GatherOps.td
// RUN: test -f %t/prefix/include/Gather/IR/GatherOps.h.inc
// RUN: test -x %t/prefix/bin/gather-opt

// RUN: cmake -S %gather_src_root/examples/embed-cpp -B %t/cpp -G Ninja -DCMAKE_PREFIX_PATH=%t/prefix %consumer_cmake_flags > %t/cpp.log
// RUN: cmake --build %t/cpp >> %t/cpp.log
// RUN: %t/cpp/embed-gather | FileCheck %s --check-prefix=CPP
// CPP:      5 6
// CPP-NEXT: 1 2
// CPP-NEXT: 5 6

// RUN: cmake -S %gather_src_root/examples/embed-c -B %t/c -G Ninja -DCMAKE_PREFIX_PATH=%t/prefix %consumer_cmake_flags > %t/c.log
// RUN: cmake --build %t/c >> %t/c.log
// RUN: %t/c/embed-gather-c | FileCheck %s --check-prefix=C
// C:      5 6
// C-NEXT: 1 2
// C-NEXT: 5 6
// C-NEXT: 5 6
