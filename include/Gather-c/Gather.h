/*===- Gather.h - the C API of gather ------------------------------*- C
-*-===*\
|*                                                                            *|
|* For C programs and for bindings: the dialect handle, registration of the   *|
|* passes and of what the pipeline lowers through, and the gather-to-llvm     *|
|* pipeline. Ops are built with MLIR's generic C API (mlirOperationStateGet   *|
|* on "gather.gather_nd", "gather.gather_elements", "gather.gather",          *|
|* "gather.scatter_nd" or "gather.scatter_elements"; result types can be     *|
|* inferred), the scatters' `reduction` with                                 *|
|* mlirGatherScatterReductionAttrGet. Link Gather::GatherCAPI, which carries *|
|* MLIR's own C API.                                                         *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef GATHER_C_GATHER_H
#define GATHER_C_GATHER_H

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* mlirGetDialectHandle__gather__(): the gather dialect. */
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Gather, gather);

/* How a scatter combines an update with the element it lands on: the
   values of the ops' `reduction` attribute (docs/Dialect.md#scatters). */
typedef enum {
  MlirGatherScatterReductionNone,
  MlirGatherScatterReductionAdd,
  MlirGatherScatterReductionMul,
  MlirGatherScatterReductionMax,
  MlirGatherScatterReductionMin
} MlirGatherScatterReduction;

/* The `reduction` attribute holding `reduction`; a null attribute for a
   value outside the enum. */
MLIR_CAPI_EXPORTED MlirAttribute mlirGatherScatterReductionAttrGet(
    MlirContext ctx, MlirGatherScatterReduction reduction);

/* How embedding_bag pools a bag: the values of its `mode` attribute
   (docs/Dialect.md#pooled-gathers). */
typedef enum {
  MlirGatherEmbeddingBagModeSum,
  MlirGatherEmbeddingBagModeMean,
  MlirGatherEmbeddingBagModeMax
} MlirGatherEmbeddingBagMode;

/* The `mode` attribute holding `mode`; a null attribute for a value outside
   the enum. */
MLIR_CAPI_EXPORTED MlirAttribute mlirGatherEmbeddingBagModeAttrGet(
    MlirContext ctx, MlirGatherEmbeddingBagMode mode);

/* Registers gather's passes and the `gather-to-llvm` pipeline with the global
   registry, so that mlirParsePassPipeline knows them. */
MLIR_CAPI_EXPORTED void mlirGatherRegisterPasses(void);

/* Inserts into `registry` the gather dialect and everything the pipeline
   lowers through and JIT-compiles with: every upstream dialect, their
   extensions, and the translations to LLVM IR. */
MLIR_CAPI_EXPORTED void
mlirGatherRegisterPipelineDialects(MlirDialectRegistry registry);

/* Adds `gather-to-llvm` to `passManager` with `options` in the pipeline's
   textual form, e.g. "on-out-of-bounds=clamp parallel" (empty: defaults).
   The pipeline lowers whole modules: `passManager` runs on builtin.module or
   is op-agnostic (mlirPassManagerCreate's). Fails, adding nothing, on
   malformed options or a pass manager nested on another op, reporting why
   through `errorCallback` (if not NULL). */
MLIR_CAPI_EXPORTED MlirLogicalResult mlirGatherBuildToLLVMPipeline(
    MlirOpPassManager passManager, MlirStringRef options,
    MlirStringCallback errorCallback, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* GATHER_C_GATHER_H */
