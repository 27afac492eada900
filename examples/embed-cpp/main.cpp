//===- main.cpp - an ML compiler embedding gather -------------------------===//
//
// What a compiler team does with gather: register the dialect and passes,
// parse (or build) a module that uses gather ops, lower it with gather's
// pipeline, and JIT-compile and run it. Prints the gathered rows.
//
//===----------------------------------------------------------------------===//

#include "Gather/InitAll.h"
#include "Gather/Pipelines/Pipelines.h"
#include "Gather/Runtime/Status.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"

#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

// Rows 2, 0 and 2 of a 3x2 table (the last one by a negative index). The
// function asks for a C interface wrapper (_mlir_ciface_embed), which the
// ExecutionEngine calls.
static const char *const kKernel = R"mlir(
func.func @embed(%table: tensor<3x2xf32>, %ids: tensor<3x1xi64>) -> tensor<3x2xf32>
    attributes {llvm.emit_c_interface} {
  %rows = gather.gather_nd %table, %ids : (tensor<3x2xf32>, tensor<3x1xi64>) -> tensor<3x2xf32>
  return %rows : tensor<3x2xf32>
}
)mlir";

int main() {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry); // what the pipeline lowers through
  mlir::registerAllExtensions(registry);
  mlir::gather::registerAllDialects(registry);
  mlir::registerBuiltinDialectTranslation(registry);
  mlir::registerLLVMDialectTranslation(registry);
  mlir::MLIRContext context(registry);

  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(kKernel, &context);
  if (!module)
    return 1;

  mlir::PassManager pm(&context);
  mlir::gather::GatherToLLVMPipelineOptions options;
  options.onOutOfBounds = mlir::gather::OutOfBoundsPolicy::Error;
  auto reportError = [](const llvm::Twine &message) {
    llvm::errs() << "error: " << message << "\n";
    return mlir::failure();
  };
  if (mlir::failed(
          mlir::gather::buildGatherToLLVMPipeline(pm, options, reportError)) ||
      mlir::failed(pm.run(*module)))
    return 1;

  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  auto engine = mlir::ExecutionEngine::create(*module);
  if (!engine) {
    llvm::errs() << llvm::toString(engine.takeError()) << "\n";
    return 1;
  }

  // The lowered function takes memref descriptors: the result first, then
  // the arguments, then the status record that reports bad indices.
  float table[3][2] = {{1, 2}, {3, 4}, {5, 6}};
  int64_t ids[3][1] = {{2}, {0}, {-1}};
  int64_t status[GATHER_STATUS_RECORD_SIZE] = {};
  StridedMemRefType<float, 2> tableRef{
      &table[0][0], &table[0][0], 0, {3, 2}, {2, 1}};
  StridedMemRefType<int64_t, 2> idsRef{
      &ids[0][0], &ids[0][0], 0, {3, 1}, {1, 1}};
  StridedMemRefType<int64_t, 1> statusRef{status, status, 0, {6}, {1}};
  StridedMemRefType<float, 2> result{};
  void *resultPtr = &result, *tablePtr = &tableRef, *idsPtr = &idsRef,
       *statusPtr = &statusRef;
  void *args[] = {&resultPtr, &tablePtr, &idsPtr, &statusPtr};
  if (llvm::Error error = (*engine)->invokePacked("_mlir_ciface_embed", args)) {
    llvm::errs() << llvm::toString(std::move(error)) << "\n";
    return 1;
  }
  if (status[GATHER_STATUS_CODE] != GATHER_STATUS_OK) {
    llvm::errs() << "gather failed with status " << status[GATHER_STATUS_CODE]
                 << "\n";
    return 1;
  }
  for (int64_t i = 0; i < result.sizes[0]; ++i)
    std::printf("%g %g\n", result.data[i * result.strides[0]],
                result.data[i * result.strides[0] + 1]);
  free(result.basePtr);
  return 0;
}
