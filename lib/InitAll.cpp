//===- InitAll.cpp - register everything gather provides ------------------===//

#include "Gather/InitAll.h"

#include "Gather/Conversion/Passes.h"
#include "Gather/IR/GatherDialect.h"
#include "Gather/Pipelines/Pipelines.h"
#include "Gather/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"

void mlir::gather::registerAllDialects(DialectRegistry &registry) {
  registry.insert<GatherDialect>();
}

void mlir::gather::registerAllPasses() {
  registerGatherTransformsPasses();
  registerGatherConversionPasses();
  registerGatherPipelines();
}
