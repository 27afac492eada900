//===- GatherInterfaces.td - gather op interfaces ----------*- tablegen -*-===//

#ifndef GATHER_IR_GATHERINTERFACES_TD
#define GATHER_IR_GATHERINTERFACES_TD

include "mlir/IR/OpBase.td"

def IndexingOpInterface : OpInterface<"IndexingOpInterface"> {
  let cppNamespace = "::mlir::gather";
  let description = [{
    An op that addresses elements of `data` by the index values in
    `indices`, under a shape relation (`Gather/IR/GatherShapes.h`) that
    says which data element each element of the gathered side (a gather's
    result, a scatter's updates) reads or writes. Every such op checks its
    index values when it runs and reports failures as its `gather.site`.
    Passes and lowerings that treat gathers and scatters alike match this
    interface instead of listing the ops.

    Besides its methods, every indexing op answers `cannotFail`: whether it
    cannot fail when it runs, under any policy (static operand shapes and
    index values known in range, `Gather/IR/GatherFolding.h`), which its
    effects, speculation, folders and canonicalization patterns ask.
  }];
  let methods = [
    InterfaceMethod<"The tensor that elements are read from or written into.",
      "::mlir::TypedValue<::mlir::RankedTensorType>", "getData">,
    InterfaceMethod<"The tensor of index values.",
      "::mlir::TypedValue<::mlir::RankedTensorType>", "getIndices">,
    InterfaceMethod<[{
      The op's shape relation on its operand and result types: for a
      gather its own shape function's, for a scatter that of its inverse
      gather (`gather_nd` without batch dimensions for `scatter_nd`,
      `gather_elements` for `scatter_elements`), whose result shape is that
      of `updates`. Succeeds for every verified op.
    }], "::mlir::FailureOr<::mlir::gather::GatherShape>", "getIndexingShape">,
  ];
  let extraSharedClassDeclaration = [{
    /// Whether the op cannot fail when it runs, under any policy
    /// (Gather/IR/GatherFolding.h). When it cannot and `indexValues` is
    /// given, that receives the normalised index values found on the way
    /// (none when `indices` is empty).
    bool cannotFail(
        ::std::optional<::llvm::SmallVector<int64_t>> *indexValues = nullptr) {
      return ::mlir::gather::detail::cannotFail($_op, indexValues);
    }
  }];
}

def GatherOpInterface
    : OpInterface<"GatherOpInterface", [IndexingOpInterface]> {
  let cppNamespace = "::mlir::gather";
  let description = [{
    An indexing op whose result holds the elements of `data` that `indices`
    name, and whose result shape follows from its operands by a shape
    function (see `Gather/IR/GatherShapes.h`). Its indexing shape is that
    of its result, also named `getGatherShape`.
  }];
  let methods = [
    InterfaceMethod<[{
      Whether each result element is the data element it reads, unchanged:
      what folds and rewrites into slices of `data` need. A dequantizing
      gather (`gather_block_quantized`) computes its result elements from
      what it reads.
    }], "bool", "copiesElements", (ins), [{}], [{ return true; }]>,
  ];
  let extraSharedClassDeclaration = [{
    /// The shape relation of a gather's result: its indexing shape, under
    /// the name that users of the gathers know.
    ::mlir::FailureOr<::mlir::gather::GatherShape> getGatherShape() {
      return $_op.getIndexingShape();
    }
  }];
}

def ScatterOpInterface
    : OpInterface<"ScatterOpInterface", [IndexingOpInterface]> {
  let cppNamespace = "::mlir::gather";
  let description = [{
    An indexing op that writes `updates` into a copy of `data` (or,
    bufferized in place, into `data` itself) at positions that `indices`
    name, combining each with the element it lands on by `reduction`. Its
    index rule is the one of its inverse gather (`getIndexingShape`):
    `updates` has the shape that gathering `data` at `indices` would give.
  }];
  let methods = [
    InterfaceMethod<"The values written.",
      "::mlir::TypedValue<::mlir::RankedTensorType>", "getUpdates">,
    InterfaceMethod<"How an update combines with the element it lands on.",
      "::mlir::gather::ScatterReduction", "getReduction">,
    InterfaceMethod<[{
      Whether a scatter of the op's kind and attributes would verify with
      `operands` (of any type) in place of its own: what absorbing
      `tensor.cast` operands may change.
    }], "bool", "verifiesWithOperands", (ins "::mlir::ValueRange":$operands)>,
  ];
}

#endif // GATHER_IR_GATHERINTERFACES_TD
