//===- gather-opt.cpp - mlir-opt with the gather dialect ------------------===//

#include "Gather/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::gather::registerToolDialects(registry);
  mlir::registerAllPasses();
  mlir::gather::registerAllPasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "gather modular optimizer driver\n", registry));
}
