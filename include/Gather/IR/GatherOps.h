//===- GatherOps.h - gather operations --------------------------*- C++ -*-===//

#ifndef GATHER_IR_GATHEROPS_H
#define GATHER_IR_GATHEROPS_H

#include "Gather/IR/GatherDialect.h"
#include "Gather/IR/GatherShapes.h"
#include "Gather/IR/GatherSizes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "Gather/IR/GatherEnums.h.inc"

namespace mlir::gather::detail {
/// IndexingOpInterface::cannotFail, for the indexing op `op`
/// (GatherFolding.cpp).
bool cannotFail(Operation *op,
                std::optional<SmallVector<int64_t>> *indexValues);
} // namespace mlir::gather::detail

#include "Gather/IR/GatherInterfaces.h.inc"

namespace mlir::gather {
#include "Gather/IR/GatherTypeConstraints.h.inc"
} // namespace mlir::gather

namespace mlir::gather::OpTrait {

/// The shape machinery every gather op shares, derived from the op's one
/// shape function, `static FailureOr<GatherShape> ConcreteOp::inferShape(
/// Adaptor, std::optional<int64_t> resultRank, EmitErrorFn)`: verification,
/// IndexingOpInterface::getIndexingShape, InferTypeOpInterface (a declared
/// result may be less static than the inferred one, never contradictory),
/// ReifyRankedShapedTypeOpInterface, and a folder that absorbs `tensor.cast`
/// operands which only erase static sizes. Defined in GatherOps.cpp for
/// each op.
template <typename ConcreteOp>
class HasGatherShape
    : public mlir::OpTrait::TraitBase<ConcreteOp, HasGatherShape> {
public:
  static LogicalResult verifyTrait(Operation *op);

  FailureOr<GatherShape> getIndexingShape();

  static LogicalResult
  inferReturnTypes(MLIRContext *context, std::optional<Location> location,
                   ValueRange operands, DictionaryAttr attributes,
                   OpaqueProperties properties, RegionRange regions,
                   SmallVectorImpl<Type> &inferredReturnTypes);

  /// As inferReturnTypes, keeping the static sizes of a compatible declared
  /// type in `returnTypes`.
  static LogicalResult
  refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                    ValueRange operands, DictionaryAttr attributes,
                    OpaqueProperties properties, RegionRange regions,
                    SmallVectorImpl<Type> &returnTypes);

  /// Equal element types, and equal sizes wherever both are static.
  static bool isCompatibleReturnTypes(TypeRange lhs, TypeRange rhs);

  LogicalResult reifyResultShapes(OpBuilder &builder,
                                  ReifiedRankedShapedTypeDims &reifiedShapes);

  static OpFoldResult foldTrait(Operation *op, ArrayRef<Attribute> operands);

  /// The fewest and most operands the op takes (data and indices); an op
  /// with more declares its own.
  static std::pair<size_t, size_t> getOperandCountRange() { return {2, 2}; }
  /// The operand whose element type the result has (data); an op whose
  /// result has another's declares its own.
  static unsigned getElementSourceOperand() { return 0; }
};

} // namespace mlir::gather::OpTrait

#define GET_OP_CLASSES
#include "Gather/IR/GatherOps.h.inc"

namespace mlir::gather {
/// Whether `op` checks index values when it runs and reports failures as
/// its `gather.site`: every indexing op does, and embedding_bag.
inline bool reportsFailures(Operation *op) {
  return isa<IndexingOpInterface, EmbeddingBagOp>(op);
}

/// The size of gather `op`'s result dimension that `dim` describes, as
/// its operand's size (times its factor).
OpFoldResult getResultDimSize(OpBuilder &builder, Location loc,
                              GatherOpInterface op, ResultDim dim);

/// Whether one declared result type and one inferred one agree: equal
/// element types, and equal sizes wherever both are static (a declared
/// result may be less static than the inferred one).
bool areCompatibleResultTypes(TypeRange lhs, TypeRange rhs);

/// Verifies that the reduction of scatter `op` suits its element type.
LogicalResult verifyReduction(ScatterOpInterface op);
} // namespace mlir::gather

namespace mlir::gather::OpTrait {
extern template class HasGatherShape<GatherNDOp>;
extern template class HasGatherShape<GatherElementsOp>;
extern template class HasGatherShape<GatherOp>;
extern template class HasGatherShape<GatherBlockQuantizedOp>;
} // namespace mlir::gather::OpTrait

#endif // GATHER_IR_GATHEROPS_H
