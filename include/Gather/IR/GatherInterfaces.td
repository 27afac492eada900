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

def ScatterOpInterface : OpInterface<"ScatterOpInterface"> {
  let cppNamespace = "::mlir::gather";
  let description = [{
    An op that writes `updates` into a copy of `data` (or, bufferized in
    place, into `data` itself) at positions that `indices` name, combining
    each with the element it lands on by `reduction`. Its index rule is the
    one of its inverse gather (`getInverseGatherShape`): `updates` has the
    shape that gathering `data` at `indices` would give.
  }];
  let methods = [
    InterfaceMethod<"The tensor that updates are written into.",
      "::mlir::TypedValue<::mlir::RankedTensorType>", "getData">,
    InterfaceMethod<"The tensor of index values.",
      "::mlir::TypedValue<::mlir::RankedTensorType>", "getIndices">,
    InterfaceMethod<"The values written.",
      "::mlir::TypedValue<::mlir::RankedTensorType>", "getUpdates">,
    InterfaceMethod<"How an update combines with the element it lands on.",
      "::mlir::gather::ScatterReduction", "getReduction">,
    InterfaceMethod<[{
      The shape relation of the inverse gather (`gather_nd` without batch
      dimensions for `scatter_nd`, `gather_elements` for
      `scatter_elements`) on `data` and `indices`, whose result shape is
      that of `updates`. Succeeds for every verified op.
    }], "::mlir::FailureOr<::mlir::gather::GatherShape>",
      "getInverseGatherShape">,
  ];
}

#endif // GATHER_IR_GATHERINTERFACES_TD
