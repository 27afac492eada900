// The libraries' link dependencies, as CMake records them (lib/CMakeLists.txt
// writes them at generation time). The dialect links MLIR alone, so an
// embedder of Gather::GatherIR gets no .npy reader, file writer or target
// machine helper; unittests/IR links that library alone to prove it.
//
// RUN: FileCheck %s --match-full-lines --input-file=%gather_obj_root/test/library-links.txt
// docs/Embedding.md's library table names those links, and every library's
// `#include "Gather/X/..."` names its own folder or that of a library it links.
// RUN: %python %S/layering.py %gather_src_root %gather_obj_root/test/library-links.txt | FileCheck %s --check-prefix=LAYERING
// LAYERING: layering: 0 problems

// CHECK: GatherRuntime: MLIR;LLVM
// CHECK-NEXT: GatherSupport: MLIR;LLVM
// CHECK-NEXT: GatherUtils: MLIR;LLVM
// CHECK-NEXT: GatherIR: MLIR;LLVM
// CHECK-NEXT: GatherTransforms: GatherIR;GatherUtils;MLIR;LLVM
// CHECK-NEXT: GatherCodegen: GatherIR;GatherUtils;MLIR;LLVM
// CHECK-NEXT: GatherGatherToLinalg: GatherIR;GatherRuntime;GatherUtils;MLIR;LLVM
// CHECK-NEXT: GatherShardToMPI: GatherIR;GatherUtils;MLIR;LLVM
// CHECK-NEXT: GatherTensorToGather: GatherIR;MLIR;LLVM
// CHECK-NEXT: GatherTosaToGather: GatherIR;MLIR;LLVM
// CHECK-NEXT: GatherConversion: GatherGatherToLinalg;GatherShardToMPI;GatherTensorToGather;GatherTosaToGather
// CHECK-NEXT: GatherPipelines: GatherCodegen;GatherConversion;GatherTransforms;MLIR;LLVM
// CHECK-NEXT: GatherRunner: GatherPipelines;GatherIR;GatherRuntime;GatherSupport;MLIR;LLVM
// CHECK-NEXT: GatherDistributedRunner: GatherRunner;GatherTransforms;MPI::MPI_C;MLIR;LLVM
// CHECK-NEXT: GatherCompiler: GatherPipelines;GatherConversion;GatherTransforms;GatherIR;GatherSupport;MLIR;LLVM
// CHECK-NEXT: GatherRegistration: GatherIR;GatherTransforms;GatherCodegen;GatherConversion;GatherPipelines;MLIR;LLVM
