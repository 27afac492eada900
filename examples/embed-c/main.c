/* A C program embedding gather through its C API: parse a module that uses
   gather ops, lower it with the gather-to-llvm pipeline (here with the
   `clamp` policy), JIT-compile it and run it. Prints the gathered rows. */

#include "Gather-c/Gather.h"

#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* The function asks for a C interface wrapper (_mlir_ciface_embed), which
   mlirExecutionEngineInvokePacked calls. */
static const char *const kKernel =
    "func.func @embed(%table: tensor<3x2xf32>, %ids: tensor<4x1xi64>)\n"
    "    -> tensor<4x2xf32> attributes {llvm.emit_c_interface} {\n"
    "  %rows = gather.gather_nd %table, %ids\n"
    "      : (tensor<3x2xf32>, tensor<4x1xi64>) -> tensor<4x2xf32>\n"
    "  return %rows : tensor<4x2xf32>\n"
    "}\n";

/* A rank-2 memref descriptor, as the lowered function takes it. */
typedef struct {
  void *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} Descriptor2D;

static void printError(MlirStringRef message, void *userData) {
  (void)userData;
  fwrite(message.data, 1, message.length, stderr);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirGatherRegisterPipelineDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);

  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kKernel));
  if (mlirModuleIsNull(module))
    return 1;

  MlirPassManager pm = mlirPassManagerCreate(ctx);
  if (mlirLogicalResultIsFailure(mlirGatherBuildToLLVMPipeline(
          mlirPassManagerGetAsOpPassManager(pm),
          mlirStringRefCreateFromCString("on-out-of-bounds=clamp"), printError,
          NULL)) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))))
    return 1;
  mlirPassManagerDestroy(pm);

  MlirExecutionEngine engine =
      mlirExecutionEngineCreate(module, 2, 0, NULL, false, false);
  if (mlirExecutionEngineIsNull(engine))
    return 1;

  /* Rows 2, 0, -1 (the last) and 7 (clamped to the last). */
  float table[3][2] = {{1, 2}, {3, 4}, {5, 6}};
  int64_t ids[4][1] = {{2}, {0}, {-1}, {7}};
  int64_t status[6] = {0};
  Descriptor2D tableRef = {table, table, 0, {3, 2}, {2, 1}};
  Descriptor2D idsRef = {ids, ids, 0, {4, 1}, {1, 1}};
  struct {
    int64_t *allocated, *aligned;
    int64_t offset, sizes[1], strides[1];
  } statusRef = {status, status, 0, {6}, {1}};
  Descriptor2D result = {0};
  void *resultPtr = &result, *tablePtr = &tableRef, *idsPtr = &idsRef,
       *statusPtr = &statusRef;
  void *args[] = {&resultPtr, &tablePtr, &idsPtr, &statusPtr};
  /* Calls the function's C interface, _mlir_ciface_embed. */
  if (mlirLogicalResultIsFailure(mlirExecutionEngineInvokePacked(
          engine, mlirStringRefCreateFromCString("embed"), args)) ||
      status[0] != 0)
    return 1;
  const float *rows = (const float *)result.aligned;
  for (int64_t i = 0; i < result.sizes[0]; ++i)
    printf("%g %g\n", rows[2 * i], rows[2 * i + 1]);
  free(result.allocated);

  mlirExecutionEngineDestroy(engine);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
