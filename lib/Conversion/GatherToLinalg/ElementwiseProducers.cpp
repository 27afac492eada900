//===- ElementwiseProducers.cpp - scatter updates computed where read -----===//
//
// A scatter's loops read each element of `updates` once. When `updates` is
// computed elementwise (arith or math ops on tensors, an elementwise
// linalg.generic) for the scatter alone, the loops compute each element
// where they read it, from the producers' operands, and `updates` is never
// written whole: the scatters' counterpart of
// gather-fuse-elementwise-consumers. The producers, unused then, fold away.
//
//===----------------------------------------------------------------------===//

#include "GatherLowering.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::gather;
using namespace mlir::gather::lowering;

/// A linalg.generic that computes each element of its one result from the
/// input elements its maps name (projected permutations) alone: all loops
/// parallel, the result in the loops' order, the init never read.
static bool isElementwiseGeneric(linalg::GenericOp generic) {
  if (!generic.hasPureTensorSemantics() || generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops())
    return false;
  OpOperand *init = generic.getDpsInitOperand(0);
  if (!generic.getMatchingIndexingMap(init).isIdentity() ||
      generic.payloadUsesValueFromOperand(init))
    return false;
  return llvm::all_of(generic.getDpsInputOperands(), [&](OpOperand *input) {
    return generic.getMatchingIndexingMap(input).isProjectedPermutation();
  });
}

bool lowering::canComputeWhereRead(Value tensor) {
  Operation *producer = tensor.getDefiningOp();
  if (!producer || !tensor.hasOneUse() || producer->getNumResults() != 1 ||
      !isMemoryEffectFree(producer))
    return false;
  if (auto generic = dyn_cast<linalg::GenericOp>(producer))
    return isElementwiseGeneric(generic);
  return ::mlir::OpTrait::hasElementwiseMappableTraits(producer) &&
         llvm::all_of(producer->getOperandTypes(),
                      [](Type type) { return isa<RankedTensorType>(type); });
}

/// Element `ivs` of `tensor`: computed where canComputeWhereRead allows,
/// else read.
static Value readElement(OpBuilder &b, Location loc, Value tensor,
                         ValueRange ivs) {
  if (canComputeWhereRead(tensor))
    return computeElement(b, loc, tensor, ivs);
  return tensor::ExtractOp::create(b, loc, tensor, ivs);
}

/// The generic's body at the point `ivs` of its loops.
static Value computeGenericElement(OpBuilder &b, Location loc,
                                   linalg::GenericOp generic, ValueRange ivs) {
  IRMapping mapping;
  for (OpOperand *input : generic.getDpsInputOperands()) {
    Value element = input->get();
    if (isa<RankedTensorType>(element.getType())) {
      AffineMap map = generic.getMatchingIndexingMap(input);
      SmallVector<Value> position =
          llvm::map_to_vector(map.getResults(), [&](AffineExpr expr) -> Value {
            return ivs[cast<AffineDimExpr>(expr).getPosition()];
          });
      element = readElement(b, loc, element, position);
    }
    mapping.map(generic.getMatchingBlockArgument(input), element);
  }
  for (Operation &op : generic.getBody()->without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(op))
      mapping.map(index.getResult(), ivs[index.getDim()]);
    else
      b.clone(op, mapping);
  }
  return mapping.lookupOrDefault(
      generic.getBody()->getTerminator()->getOperand(0));
}

Value lowering::computeElement(OpBuilder &b, Location loc, Value tensor,
                               ValueRange ivs) {
  Operation *producer = tensor.getDefiningOp();
  if (auto generic = dyn_cast<linalg::GenericOp>(producer))
    return computeGenericElement(b, loc, generic, ivs);
  SmallVector<Value> operands =
      llvm::map_to_vector(producer->getOperands(), [&](Value operand) {
        return readElement(b, loc, operand, ivs);
      });
  OperationState state(
      loc, producer->getName(), operands,
      TypeRange{cast<RankedTensorType>(tensor.getType()).getElementType()},
      producer->getAttrs());
  return b.create(state)->getResult(0);
}
