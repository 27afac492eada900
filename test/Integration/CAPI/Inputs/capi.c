/* Exercises gather's C API the way a C program or a binding would: the
   dialect handle, pass and pipeline registration, gather ops, a quantized
   gather and a scatter
   (its reduction from mlirGatherScatterReductionAttrGet) built with MLIR's
   generic C API (result types inferred), the gather-to-llvm pipeline
   built through the C API, and the JIT. Prints what FileCheck checks. */

#include "Gather-c/Gather.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static MlirStringRef str(const char *text) {
  return mlirStringRefCreateFromCString(text);
}

static void print(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

/* A gather op of the kernels below: its name and i64 attributes. */
typedef struct {
  const char *name;
  int numAttributes;
  const char *attributeNames[2];
  int64_t attributeValues[2];
} GatherSpec;

/* @pick gathers along axis 1 of 2x3 data with 2x2 indices, each result row
   from the same data row: gather_elements with axis 1, or gather with axis
   1 and batch_dims 1. */
static const GatherSpec kGatherElements = {
    "gather.gather_elements", 1, {"axis"}, {1}};
static const GatherSpec kGatherBatch = {
    "gather.gather", 2, {"axis", "batch_dims"}, {1, 1}};

/* The gather op `spec` on the block's two arguments, its result inferred. */
static MlirOperation buildGather(MlirContext ctx, MlirBlock body,
                                 const GatherSpec *spec) {
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirOperationState gather = mlirOperationStateGet(str(spec->name), loc);
  MlirValue operands[] = {mlirBlockGetArgument(body, 0),
                          mlirBlockGetArgument(body, 1)};
  mlirOperationStateAddOperands(&gather, 2, operands);
  MlirNamedAttribute attributes[2];
  for (int a = 0; a < spec->numAttributes; ++a)
    attributes[a] = mlirNamedAttributeGet(
        mlirIdentifierGet(ctx, str(spec->attributeNames[a])),
        mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64),
                           spec->attributeValues[a]));
  mlirOperationStateAddAttributes(&gather, spec->numAttributes, attributes);
  mlirOperationStateEnableResultTypeInference(&gather);
  MlirOperation gatherOp = mlirOperationCreate(&gather);
  if (mlirOperationIsNull(gatherOp)) {
    printf("%s was not built\n", spec->name);
    exit(1);
  }
  return gatherOp;
}

/* Wraps `body`, whose last op is `op`, into
     func.func @NAME(<the block's arguments>) -> <op's result type>
         attributes {llvm.emit_c_interface} { ...; return <op's result> }
   The attribute asks for the C interface wrapper (_mlir_ciface_NAME) that
   mlirExecutionEngineInvokePacked calls. */
static MlirOperation buildFunction(MlirContext ctx, const char *name,
                                   MlirBlock body, intptr_t numArguments,
                                   const MlirType *argumentTypes,
                                   MlirOperation op) {
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirValue result = mlirOperationGetResult(op, 0);
  MlirOperationState ret = mlirOperationStateGet(str("func.return"), loc);
  mlirOperationStateAddOperands(&ret, 1, &result);
  mlirBlockAppendOwnedOperation(body, mlirOperationCreate(&ret));

  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);
  MlirType resultType = mlirValueGetType(result);
  MlirType functionType =
      mlirFunctionTypeGet(ctx, numArguments, argumentTypes, 1, &resultType);
  MlirNamedAttribute attributes[] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("sym_name")),
                            mlirStringAttrGet(ctx, str(name))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("function_type")),
                            mlirTypeAttrGet(functionType)),
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, str("llvm.emit_c_interface")),
          mlirUnitAttrGet(ctx))};
  MlirOperationState func = mlirOperationStateGet(str("func.func"), loc);
  mlirOperationStateAddAttributes(&func, 3, attributes);
  mlirOperationStateAddOwnedRegions(&func, 1, &region);
  return mlirOperationCreate(&func);
}

/* Builds, with the generic C API only, @NAME(%d: tensor<2x3xf32>,
   %i: tensor<2x2xi64>) -> tensor<2x2xf32> returning <spec> %d, %i (result
   inferred). */
static MlirOperation buildPick(MlirContext ctx, const char *name,
                               const GatherSpec *spec) {
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirType dataType = mlirTypeParseGet(ctx, str("tensor<2x3xf32>"));
  MlirType indicesType = mlirTypeParseGet(ctx, str("tensor<2x2xi64>"));
  MlirType argTypes[] = {dataType, indicesType};
  MlirLocation argLocs[] = {loc, loc};
  MlirBlock body = mlirBlockCreate(2, argTypes, argLocs);
  MlirOperation gatherOp = buildGather(ctx, body, spec);
  mlirBlockAppendOwnedOperation(body, gatherOp);
  return buildFunction(ctx, name, body, 2, argTypes, gatherOp);
}

/* Builds, with the generic C API only, @NAME(<three arguments of the types
   `typeTexts`>) -> <the result> returning the op `opName` on the three
   arguments with `attributes`, its result type inferred. */
static MlirOperation
buildThreeArgumentKernel(MlirContext ctx, const char *name, const char *opName,
                         const char *const typeTexts[3], intptr_t numAttributes,
                         const MlirNamedAttribute *attributes) {
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirType argTypes[3];
  MlirLocation argLocs[] = {loc, loc, loc};
  for (int k = 0; k < 3; ++k)
    argTypes[k] = mlirTypeParseGet(ctx, str(typeTexts[k]));
  MlirBlock body = mlirBlockCreate(3, argTypes, argLocs);
  MlirOperationState state = mlirOperationStateGet(str(opName), loc);
  MlirValue operands[3];
  for (int k = 0; k < 3; ++k)
    operands[k] = mlirBlockGetArgument(body, k);
  mlirOperationStateAddOperands(&state, 3, operands);
  mlirOperationStateAddAttributes(&state, numAttributes, attributes);
  mlirOperationStateEnableResultTypeInference(&state);
  MlirOperation op = mlirOperationCreate(&state);
  if (mlirOperationIsNull(op)) {
    printf("%s was not built\n", opName);
    exit(1);
  }
  mlirBlockAppendOwnedOperation(body, op);
  return buildFunction(ctx, name, body, 3, argTypes, op);
}

/* @accumulate(%d: tensor<2x3xf32>, %i: tensor<2x2xi64>,
   %u: tensor<2x2xf32>) -> tensor<2x3xf32>: a gather.scatter_elements along
   axis 1 with reduction add, its attribute from
   mlirGatherScatterReductionAttrGet. */
static MlirOperation buildAccumulate(MlirContext ctx) {
  const char *const types[] = {"tensor<2x3xf32>", "tensor<2x2xi64>",
                               "tensor<2x2xf32>"};
  MlirNamedAttribute attributes[] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("axis")),
                            mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 1)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("reduction")),
                            mlirGatherScatterReductionAttrGet(
                                ctx, MlirGatherScatterReductionAdd))};
  return buildThreeArgumentKernel(ctx, "accumulate", "gather.scatter_elements",
                                  types, 2, attributes);
}

/* @dequantize(%d: tensor<2x3xui8>, %i: tensor<2x2xi64>,
   %s: tensor<2x1xf32>) -> tensor<2x2x6xf32>: a gather.gather_block_quantized
   of 4-bit values in blocks of 16. */
static MlirOperation buildDequantize(MlirContext ctx) {
  const char *const types[] = {"tensor<2x3xui8>", "tensor<2x2xi64>",
                               "tensor<2x1xf32>"};
  MlirNamedAttribute blockSize = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, str("block_size")),
      mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 16));
  return buildThreeArgumentKernel(
      ctx, "dequantize", "gather.gather_block_quantized", types, 1, &blockSize);
}

/* @pool(%w: tensor<4x2xf32>, %i: tensor<3xi64>, %o: tensor<2xi64>) ->
   tensor<2x2xf32>: a gather.embedding_bag of mode sum (its attribute from
   mlirGatherEmbeddingBagModeAttrGet) whose third operand is offsets, as
   its operandSegmentSizes say. */
static MlirOperation buildPool(MlirContext ctx) {
  const char *const types[] = {"tensor<4x2xf32>", "tensor<3xi64>",
                               "tensor<2xi64>"};
  const int32_t segments[] = {1, 1, 1, 0};
  MlirNamedAttribute attributes[] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("mode")),
                            mlirGatherEmbeddingBagModeAttrGet(
                                ctx, MlirGatherEmbeddingBagModeSum)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("operandSegmentSizes")),
                            mlirDenseI32ArrayGet(ctx, 4, segments))};
  return buildThreeArgumentKernel(ctx, "pool", "gather.embedding_bag", types, 2,
                                  attributes);
}

/* A ranked memref descriptor of rank 2, as the C interface passes it. */
typedef struct {
  void *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} Descriptor2D;

typedef struct {
  int64_t *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} StatusDescriptor;

static Descriptor2D describe(void *data, int64_t rows, int64_t columns) {
  Descriptor2D d = {data, data, 0, {rows, columns}, {columns, 1}};
  return d;
}

/* Calls @`kernel`'s C interface, _mlir_ciface_<kernel>, on `args`. */
static void invoke(MlirExecutionEngine engine, const char *kernel,
                   const char *name, void **args) {
  if (mlirLogicalResultIsFailure(
          mlirExecutionEngineInvokePacked(engine, str(kernel), args))) {
    printf("%s: cannot invoke\n", name);
    exit(1);
  }
}

/* Prints under `name` the status code and the `count` values of `result`,
   or where the failing index was; frees the result. */
static void printOutcome(const char *name, const int64_t *status,
                         Descriptor2D *result, int count) {
  printf("%s: status %" PRId64, name, status[0]);
  if (status[0] == 0) {
    const float *values = (const float *)result->aligned;
    for (int k = 0; k < count; ++k)
      printf("%s%g", k ? ", " : " [", values[k]);
    printf("]");
  } else {
    printf(" (index %" PRId64 ", dimension size %" PRId64 ")", status[2],
           status[3]);
  }
  printf("\n");
  free(result->allocated);
}

/* Runs @`kernel` on `indices`; prints the result or the status code under
   `name`. */
static void runPick(MlirExecutionEngine engine, const char *kernel,
                    const char *name, int64_t indices[2][2]) {
  float data[2][3] = {{1, 2, 3}, {4, 5, 6}};
  int64_t status[6] = {0};
  Descriptor2D result = {0};
  Descriptor2D dataRef = describe(data, 2, 3);
  Descriptor2D indicesRef = describe(indices, 2, 2);
  StatusDescriptor statusRef = {status, status, 0, {6}, {1}};
  void *resultPtr = &result, *dataPtr = &dataRef, *indicesPtr = &indicesRef,
       *statusPtr = &statusRef;
  void *args[] = {&resultPtr, &dataPtr, &indicesPtr, &statusPtr};
  invoke(engine, kernel, name, args);
  printOutcome(name, status, &result, 4);
}

/* Runs @accumulate on `indices`, adding {{10, 20}, {30, 40}} into
   {{1, 2, 3}, {4, 5, 6}}; prints as runPick does. */
static void runAccumulate(MlirExecutionEngine engine, const char *name,
                          int64_t indices[2][2]) {
  float data[2][3] = {{1, 2, 3}, {4, 5, 6}};
  float updates[2][2] = {{10, 20}, {30, 40}};
  int64_t status[6] = {0};
  Descriptor2D result = {0};
  Descriptor2D dataRef = describe(data, 2, 3);
  Descriptor2D indicesRef = describe(indices, 2, 2);
  Descriptor2D updatesRef = describe(updates, 2, 2);
  StatusDescriptor statusRef = {status, status, 0, {6}, {1}};
  void *resultPtr = &result, *dataPtr = &dataRef, *indicesPtr = &indicesRef,
       *updatesPtr = &updatesRef, *statusPtr = &statusRef;
  void *args[] = {&resultPtr, &dataPtr, &indicesPtr, &updatesPtr, &statusPtr};
  invoke(engine, "accumulate", name, args);
  printOutcome(name, status, &result, 6);
}

/* An upstream gather op rewritten into a gather op by the conversion
   pass `pass`, which the C API registers by name, in a context with every
   dialect; prints the module under `label`. */
static void convertUpstream(const char *label, const char *pass,
                            const char *source) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirGatherRegisterPipelineDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  MlirModule module = mlirModuleCreateParse(ctx, str(source));
  char pipeline[128];
  snprintf(pipeline, sizeof pipeline, "builtin.module(%s)", pass);
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirLogicalResult ok = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(pm), str(pipeline), print, NULL);
  if (mlirModuleIsNull(module) || mlirLogicalResultIsFailure(ok) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)))) {
    printf("%s: conversion failed\n", label);
  } else {
    printf("%s: ", label);
    mlirOperationPrint(mlirModuleGetOperation(module), print, NULL);
    printf("\n");
  }
  mlirPassManagerDestroy(pm);
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
}

/* The pipeline lowers whole modules: nested on functions, it is an error
   reported through the callback (through the C API's builder, and through
   the registry when parsed by name), not an abort. */
static MlirLogicalResult printDiagnostic(MlirDiagnostic diagnostic,
                                         void *userData) {
  (void)userData;
  mlirDiagnosticPrint(diagnostic, print, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

/* Result type inference runs before verification: operands of the wrong
   count are a diagnostic and a null operation, for gathers and scatters
   alike. */
static void checkInferenceFailures(MlirContext ctx) {
  MlirDiagnosticHandlerID handler =
      mlirContextAttachDiagnosticHandler(ctx, printDiagnostic, NULL, NULL);
  const char *names[] = {
      "gather.gather_nd", "gather.scatter_nd", "gather.scatter_elements",
      "gather.gather_block_quantized", "gather.embedding_bag"};
  for (int k = 0; k < 5; ++k) {
    MlirOperationState state =
        mlirOperationStateGet(str(names[k]), mlirLocationUnknownGet(ctx));
    mlirOperationStateEnableResultTypeInference(&state);
    MlirOperation op = mlirOperationCreate(&state);
    printf("no operands: %s\n", mlirOperationIsNull(op) ? "null" : "built");
    if (!mlirOperationIsNull(op))
      mlirOperationDestroy(op);
  }
  mlirContextDetachDiagnosticHandler(ctx, handler);
}

static void checkNestedPipelines(MlirContext ctx) {
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager functions =
      mlirPassManagerGetNestedUnder(pm, str("func.func"));
  printf("nested: ");
  MlirLogicalResult ok =
      mlirGatherBuildToLLVMPipeline(functions, str(""), print, NULL);
  printf("\nnested: %s\n",
         mlirLogicalResultIsSuccess(ok) ? "accepted" : "rejected");
  mlirPassManagerDestroy(pm);

  pm = mlirPassManagerCreate(ctx);
  printf("nested by name: ");
  ok = mlirParsePassPipeline(mlirPassManagerGetAsOpPassManager(pm),
                             str("builtin.module(func.func(gather-to-llvm))"),
                             print, NULL);
  printf("\nnested by name: %s\n",
         mlirLogicalResultIsSuccess(ok) ? "accepted" : "rejected");
  mlirPassManagerDestroy(pm);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirGatherRegisterPipelineDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  MlirDialect gather =
      mlirDialectHandleLoadDialect(mlirGetDialectHandle__gather__(), ctx);
  MlirStringRef ns = mlirDialectGetNamespace(gather);
  printf("dialect: %.*s\n", (int)ns.length, ns.data);
  /* Ops are created only in loaded dialects. */
  mlirContextGetOrLoadDialect(ctx, str("func"));

  /* Registered passes and the pipeline parse by name. */
  mlirGatherRegisterPasses();
  MlirPassManager parsed = mlirPassManagerCreate(ctx);
  MlirLogicalResult ok =
      mlirParsePassPipeline(mlirPassManagerGetAsOpPassManager(parsed),
                            str("builtin.module(gather-refine-shapes,"
                                "gather-to-llvm{on-out-of-bounds=clamp})"),
                            print, NULL);
  printf("\nparsed pipeline: %s\n",
         mlirLogicalResultIsSuccess(ok) ? "ok" : "failed");
  mlirPassManagerDestroy(parsed);

  MlirModule module = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(module),
                                buildPick(ctx, "pick", &kGatherElements));
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(module),
                                buildPick(ctx, "take", &kGatherBatch));
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(module),
                                buildAccumulate(ctx));
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(module),
                                buildDequantize(ctx));
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(module), buildPool(ctx));
  printf("mode out of range: %s\n",
         mlirAttributeIsNull(mlirGatherEmbeddingBagModeAttrGet(
             ctx, (MlirGatherEmbeddingBagMode)3))
             ? "null"
             : "built");
  printf("reduction out of range: %s\n",
         mlirAttributeIsNull(mlirGatherScatterReductionAttrGet(
             ctx, (MlirGatherScatterReduction)7))
             ? "null"
             : "built");
  printf("verifies: %d\n", mlirOperationVerify(mlirModuleGetOperation(module)));
  mlirOperationPrint(mlirModuleGetOperation(module), print, NULL);
  printf("\n");

  /* Malformed options are an error, not a crash. */
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  printf("bad options: ");
  ok = mlirGatherBuildToLLVMPipeline(mlirPassManagerGetAsOpPassManager(pm),
                                     str("on-out-of-bounds=sometimes"), print,
                                     NULL);
  printf("\nbad options: %s\n",
         mlirLogicalResultIsSuccess(ok) ? "accepted" : "rejected");
  checkNestedPipelines(ctx);
  checkInferenceFailures(ctx);
  ok =
      mlirGatherBuildToLLVMPipeline(mlirPassManagerGetAsOpPassManager(pm),
                                    str("on-out-of-bounds=error"), print, NULL);
  if (mlirLogicalResultIsFailure(ok) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)))) {
    printf("lowering failed\n");
    return 1;
  }
  mlirPassManagerDestroy(pm);

  MlirExecutionEngine engine =
      mlirExecutionEngineCreate(module, 2, 0, NULL, false, false);
  if (mlirExecutionEngineIsNull(engine)) {
    printf("no execution engine\n");
    return 1;
  }
  int64_t good[2][2] = {{2, -3}, {1, 0}};
  int64_t bad[2][2] = {{0, 0}, {3, 0}};
  runPick(engine, "pick", "good", good);
  runPick(engine, "pick", "bad", bad);
  runPick(engine, "take", "take good", good);
  runPick(engine, "take", "take bad", bad);
  runAccumulate(engine, "accumulate good", good);
  runAccumulate(engine, "accumulate bad", bad);

  mlirExecutionEngineDestroy(engine);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  convertUpstream(
      "tosa", "convert-tosa-to-gather",
      "func.func @t(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) "
      "-> tensor<2x4x3xf32> {\n"
      "  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<2x4xi32>) "
      "-> tensor<2x4x3xf32>\n"
      "  return %0 : tensor<2x4x3xf32>\n}");
  convertUpstream(
      "tensor", "convert-tensor-to-gather",
      "func.func @t(%s: tensor<4x5xf32>, %i: tensor<3x1xindex>) "
      "-> tensor<3x5xf32> {\n"
      "  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, "
      "tensor<3x1xindex>) -> tensor<3x5xf32>\n"
      "  return %0 : tensor<3x5xf32>\n}");
  return 0;
}
