//===- InitAll.cpp - register everything gather provides ------------------===//

#include "Gather/InitAll.h"

#include "Gather/Codegen/Passes.h"
#include "Gather/Conversion/Passes.h"
#include "Gather/IR/GatherDialect.h"
#include "Gather/Pipelines/Pipelines.h"
#include "Gather/Transforms/MPIMemoryEffects.h"
#include "Gather/Transforms/Passes.h"
#include "Gather/Transforms/ShardingInterfaceImpl.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"

void mlir::gather::registerAllDialects(DialectRegistry &registry) {
  registry.insert<GatherDialect>();
  registerShardingInterfaceExternalModels(registry);
  registerMPIMemoryEffectsModels(registry);
}

void mlir::gather::registerToolDialects(DialectRegistry &registry) {
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  gather::registerAllDialects(registry);
}

void mlir::gather::registerAllPasses() {
  registerGatherTransformsPasses();
  codegen::registerGatherCodegenPasses();
  registerGatherConversionPasses();
  registerGatherPipelines();
}
