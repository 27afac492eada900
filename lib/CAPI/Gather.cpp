//===- Gather.cpp - the C API of gather -----------------------------------===//

#include "Gather-c/Gather.h"

#include "Gather/IR/GatherDialect.h"
#include "Gather/IR/GatherOps.h"
#include "Gather/InitAll.h"
#include "Gather/Pipelines/Pipelines.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Gather, gather,
                                      mlir::gather::GatherDialect)

// The C enum spells the values of the ODS enum ScatterReduction.
#define GATHER_SAME_REDUCTION(Name)                                            \
  static_assert(MlirGatherScatterReduction##Name ==                            \
                static_cast<uint32_t>(mlir::gather::ScatterReduction::Name));
GATHER_SAME_REDUCTION(None)
GATHER_SAME_REDUCTION(Add)
GATHER_SAME_REDUCTION(Mul)
GATHER_SAME_REDUCTION(Max)
GATHER_SAME_REDUCTION(Min)
#undef GATHER_SAME_REDUCTION

// The C enum spells the values of the ODS enum EmbeddingBagMode.
#define GATHER_SAME_MODE(Name)                                                 \
  static_assert(MlirGatherEmbeddingBagMode##Name ==                            \
                static_cast<uint32_t>(mlir::gather::EmbeddingBagMode::Name));
GATHER_SAME_MODE(Sum)
GATHER_SAME_MODE(Mean)
GATHER_SAME_MODE(Max)
#undef GATHER_SAME_MODE

MlirAttribute
mlirGatherEmbeddingBagModeAttrGet(MlirContext ctx,
                                  MlirGatherEmbeddingBagMode mode) {
  std::optional<mlir::gather::EmbeddingBagMode> value =
      mlir::gather::symbolizeEmbeddingBagMode(static_cast<uint32_t>(mode));
  if (!value)
    return MlirAttribute{nullptr};
  return wrap(mlir::gather::EmbeddingBagModeAttr::get(unwrap(ctx), *value));
}

MlirAttribute
mlirGatherScatterReductionAttrGet(MlirContext ctx,
                                  MlirGatherScatterReduction reduction) {
  std::optional<mlir::gather::ScatterReduction> value =
      mlir::gather::symbolizeScatterReduction(static_cast<uint32_t>(reduction));
  if (!value)
    return MlirAttribute{nullptr};
  return wrap(mlir::gather::ScatterReductionAttr::get(unwrap(ctx), *value));
}

void mlirGatherRegisterPasses(void) { mlir::gather::registerAllPasses(); }

void mlirGatherRegisterPipelineDialects(MlirDialectRegistry registry) {
  mlir::gather::registerToolDialects(*unwrap(registry));
  mlir::registerAllToLLVMIRTranslations(*unwrap(registry));
}

MlirLogicalResult mlirGatherBuildToLLVMPipeline(
    MlirOpPassManager passManager, MlirStringRef options,
    MlirStringCallback errorCallback, void *userData) {
  // Passes `message` to the caller's callback, if there is one.
  auto report = [&](const llvm::Twine &message) {
    if (errorCallback) {
      std::string text = message.str();
      errorCallback(mlirStringRefCreate(text.data(), text.size()), userData);
    }
    return mlir::failure();
  };
  return wrap(mlir::gather::buildGatherToLLVMPipeline(*unwrap(passManager),
                                                      unwrap(options), report));
}
