//===- GatherInterfaces.td - gather op interfaces ----------*- tablegen -*-===//

#ifndef GATHER_IR_GATHERINTERFACES_TD
#define GATHER_IR_GATHERINTERFACES_TD

include "mlir/IR/OpBase.td"

def GatherOpInterface : OpInterface<"GatherOpInterface"> {
  let cppNamespace = "::mlir::gather";
  let description = [{
    An op that reads elements of `data` at positions that `indices` name
    and whose result shape follows from its operands by a shape function
    (see `Gather/IR/GatherShapes.h`). Passes and lowerings that treat all
    gathers alike match this interface instead of listing the ops.
  }];
  let methods = [
    InterfaceMethod<"The tensor that elements are gathered from.",
      "::mlir::TypedValue<::mlir::RankedTensorType>", "getData">,
    InterfaceMethod<"The tensor of index values.",
      "::mlir::TypedValue<::mlir::RankedTensorType>", "getIndices">,
    InterfaceMethod<[{
      The op's shape function applied to its operand and result types: the
      source of each result dimension and the index depth. Succeeds for
      every verified op.
    }], "::mlir::FailureOr<::mlir::gather::GatherShape>", "getGatherShape">,
  ];
}

#endif // GATHER_IR_GATHERINTERFACES_TD
