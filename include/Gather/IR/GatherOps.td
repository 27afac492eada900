//===- GatherOps.td - gather op definitions ----------------*- tablegen -*-===//

#ifndef GATHER_IR_GATHEROPS_TD
#define GATHER_IR_GATHEROPS_TD

include "Gather/IR/GatherDialect.td"
include "Gather/IR/GatherInterfaces.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/LoopLikeInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

// ONNX's numeric tensor element types (strings are out of scope).
def Gather_ElementType : AnyTypeOf<[I1, I8, I16, I32, I64, UI8, UI16, UI32,
                                    UI64, F16, BF16, F32, F64, Complex<F32>,
                                    Complex<F64>],
    "ONNX numeric type (i1, i8, i16, i32, i64, ui8, ui16, ui32, ui64, f16, "
    "bf16, f32, f64, complex<f32>, complex<f64>)"> {
  // Conversions into gather ops ask it before they rewrite.
  let cppFunctionName = "isGatherElementType";
}

// Tensors larger than 2^63-1 bytes cannot be addressed: their sizes would
// wrap in the lowered size and offset arithmetic.
def Gather_FitsInMemory : CPred<
    "::mlir::gather::fitsInMemory(::llvm::cast<::mlir::ShapedType>($_self)"
    ".getShape(), ::llvm::cast<::mlir::ShapedType>($_self).getElementType())">;

def Gather_DataTensor : ConfinedType<RankedTensorOf<[Gather_ElementType]>,
    [Gather_FitsInMemory],
    "ranked tensor of ONNX numeric type (i1, i8, i16, i32, i64, ui8, ui16, "
    "ui32, ui64, f16, bf16, f32, f64, complex<f32>, complex<f64>) values "
    "whose static sizes take at most 2^63-1 bytes",
    "::mlir::RankedTensorType">;

def Gather_IndicesTensor : ConfinedType<RankedTensorOf<[I32, I64, Index]>,
    [Gather_FitsInMemory],
    "ranked tensor of 32-bit signless integer or 64-bit signless integer or "
    "index values whose static sizes take at most 2^63-1 bytes",
    "::mlir::RankedTensorType">;

//===----------------------------------------------------------------------===//
// Shared structure
//===----------------------------------------------------------------------===//

// Verification, result type inference and refinement, reification of
// dynamic result sizes, and the folding of shape-erasing `tensor.cast`
// operands all follow from one shape function per op (the op's static
// `inferShape`): the C++ trait `HasGatherShape` implements them once for
// every gather op (GatherOps.h).
def Gather_HasGatherShape : NativeOpTrait<"HasGatherShape"> {
  let cppNamespace = "::mlir::gather::OpTrait";
}

// The ops with an `axis` attribute (an axis of `data`).
defvar normalizedAxisDeclaration = [{
    /// `axis` normalised into [0, r).
    int64_t getNormalizedAxis() {
      return ::mlir::gather::countFromFront(getAxisAttr().getInt(),
                                            getData().getType().getRank());
    }
}];

// What gathers and scatters share. The ops read no memory, but running one
// may fail (an index out of range, a size that differs at run time). Where
// it may, the op writes the failure report (GatherStatusResource), so that
// passes which consult only memory effects neither hoist it nor erase it
// unused, and it is not speculatable. Where it cannot fail it has no effect
// and is speculatable, which is also where its folders and the dialect's
// canonicalization patterns apply (Gather/IR/GatherFolding.h).
class Gather_IndexingOp<string mnemonic, list<Trait> traits>
    : Gather_Op<mnemonic, !listconcat([
        DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
        DeclareOpInterfaceMethods<ConditionallySpeculatable>], traits)> {
  let results = (outs Gather_DataTensor:$result);
  let hasFolder = 1;
  code indexingDefinitions = [{
    void $cppClass::getEffects(
        ::llvm::SmallVectorImpl<::mlir::SideEffects::EffectInstance<
            ::mlir::MemoryEffects::Effect>> &effects) {
      if (!cannotFail())
        effects.emplace_back(::mlir::MemoryEffects::Write::get(),
                             ::mlir::gather::GatherStatusResource::get());
    }

    ::mlir::Speculation::Speculatability $cppClass::getSpeculatability() {
      return cannotFail() ? ::mlir::Speculation::Speculatable
                          : ::mlir::Speculation::NotSpeculatable;
    }
  }];
  let extraClassDefinition = indexingDefinitions;
}

// A gather whose result elements have the element type of `elementSource`
// (data's, or a dequantizing gather's scales').
class Gather_ShapedOp<string mnemonic, string elementSource = "data",
                      list<Trait> traits = []>
    : Gather_IndexingOp<mnemonic, !listconcat([
        AllElementTypesMatch<[elementSource, "result"]>,
        Gather_HasGatherShape, InferTypeOpInterface,
        ReifyRankedShapedTypeOpInterface], traits, [GatherOpInterface])> {
  let assemblyFormat = [{
    $data `,` $indices attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDefinition = !strconcat(indexingDefinitions, [{
    ::mlir::OpFoldResult $cppClass::fold(FoldAdaptor adaptor) {
      return ::mlir::gather::foldGather(*this, adaptor.getData(),
                                        adaptor.getIndices());
    }
  }]);
  // The interfaces have defaults for these; the trait's win.
  code sharedDeclarations = [{
    using HasGatherShape::refineReturnTypes;
    using HasGatherShape::isCompatibleReturnTypes;
    using HasGatherShape::reifyResultShapes;

    /// The op's shape function on `adaptor`'s operand types; `resultRank`
    /// is the declared result rank, if known.
    static ::mlir::FailureOr<::mlir::gather::GatherShape>
    inferShape(Adaptor adaptor, ::std::optional<int64_t> resultRank,
               ::mlir::gather::EmitErrorFn emitError);
  }];
}

//===----------------------------------------------------------------------===//
// gather_nd
//===----------------------------------------------------------------------===//

def Gather_GatherNDOp : Gather_ShapedOp<"gather_nd"> {
  let summary = "Gathers slices of `data` addressed by index tuples (ONNX GatherND)";
  let description = [{
    With r = rank(data), q = rank(indices), b = `batch_dims` and
    k = indices.shape[-1], `indices` is a tensor of k-tuples; each tuple
    addresses a slice of `data` within its batch:

    ```
    result[i_0..i_(q-2), :, ..., :] =
        data[i_0..i_(b-1), indices[i_0..i_(q-2), 0..k-1], :, ..., :]
    result.shape = indices.shape[:q-1] ++ data.shape[b+k:]
    ```

    This is ONNX GatherND 11/12/13 and OpenVINO GatherND-8. Index values lie in
    [-s, s-1] for a dimension of size s; negative values count from the end.
    Static constraints: r >= 1, q >= 1, 0 <= b < min(q, r), the first b
    dimensions of `data` and `indices` are equal, 1 <= k <= r - b.

    When k is dynamic, the declared result rank fixes it:
    k = q + r - 1 - b - rank(result), which must lie in [1, r - b]; lowerings
    check the actual k at run time. Result types may be less static than the
    inferred ones, never contradictory.

    Example (ONNX GatherND example 5):

    ```mlir
    %0 = gather.gather_nd %data, %indices {batch_dims = 1 : i64}
           : (tensor<2x2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
    ```
  }];
  let arguments = (ins Gather_DataTensor:$data,
                       Gather_IndicesTensor:$indices,
                       DefaultValuedAttr<I64Attr, "0">:$batch_dims);
  let extraClassDeclaration = sharedDeclarations;
}

//===----------------------------------------------------------------------===//
// gather_elements
//===----------------------------------------------------------------------===//

def Gather_GatherElementsOp : Gather_ShapedOp<"gather_elements"> {
  let summary = "Gathers single elements along one axis (ONNX GatherElements)";
  let description = [{
    `data` and `indices` have the same rank r; the result has the shape of
    `indices`. Along `axis` (in [-r, r-1], negative counts from the back) each
    result element takes the data element named by the matching index:

    ```
    result[i_0, ..., i_(r-1) ] =
        data[i_0, ..., indices[i_0, ..., i_(r-1) ], ..., i_(r-1) ]
    ```

    This is ONNX GatherElements 11/13. Index values lie in [-s, s-1] with s the
    size of the axis dimension. Every other dimension of `indices` is at most
    the matching dimension of `data`.

    Example (ONNX GatherElements example 1):

    ```mlir
    %0 = gather.gather_elements %data, %indices {axis = 1 : i64}
           : (tensor<2x2xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
    ```
  }];
  let arguments = (ins Gather_DataTensor:$data,
                       Gather_IndicesTensor:$indices,
                       DefaultValuedAttr<I64Attr, "0">:$axis);
  let extraClassDeclaration = !strconcat(sharedDeclarations,
                                         normalizedAxisDeclaration);
}

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

def Gather_GatherOp : Gather_ShapedOp<"gather"> {
  let summary = "Gathers slices of `data` along one axis (ONNX Gather)";
  let description = [{
    With r = rank(data), q = rank(indices), a = `axis` and b = `batch_dims`
    (both normalised: a negative `axis` counts from the back of `data`, a
    negative `batch_dims` from the back of `indices`), every index value
    selects a position along data dimension a; the first b dimensions of
    `data` and `indices` are batch dimensions:

    ```
    result[i_0..i_(a-1), j_b..j_(q-1), i_(a+1)..i_(r-1)] =
        data[i_0..i_(a-1), indices[i_0..i_(b-1), j_b..j_(q-1)],
             i_(a+1)..i_(r-1)]
    result.shape = data.shape[:a] ++ indices.shape[b:] ++ data.shape[a+1:]
    ```

    This is ONNX Gather 1/11/13 (b = 0: embedding lookups,
    `torch.index_select`), and OpenVINO Gather-8 and TensorFlow's GatherV2
    with `batch_dims`. Index values lie in [-s, s-1] for s = data.shape[a];
    negative values count from the end. Static constraints: r >= 1, `axis`
    in [-r, r-1], `batch_dims` in [-q, q], 0 <= b <= a, and the first b
    dimensions of `data` and `indices` are equal. `indices` may be 0-d.

    Example (ONNX Gather example 2):

    ```mlir
    %0 = gather.gather %data, %indices {axis = 1 : i64}
           : (tensor<3x3xf32>, tensor<1x2xi64>) -> tensor<3x1x2xf32>
    ```
  }];
  let arguments = (ins Gather_DataTensor:$data,
                       Gather_IndicesTensor:$indices,
                       DefaultValuedAttr<I64Attr, "0">:$axis,
                       DefaultValuedAttr<I64Attr, "0">:$batch_dims);
  let extraClassDeclaration = !strconcat(sharedDeclarations,
                                         normalizedAxisDeclaration, [{
    /// `batch_dims` normalised into [0, q].
    int64_t getNormalizedBatchDims() {
      return ::mlir::gather::countFromFront(getBatchDimsAttr().getInt(),
                                            getIndices().getType().getRank());
    }
  }]);
}

//===----------------------------------------------------------------------===//
// gather_block_quantized
//===----------------------------------------------------------------------===//

def Gather_QuantizedTensor : RankedTensorOf<[UI8, I<4>, UI<4>]>;
def Gather_ScaleTensor : RankedTensorOf<[F32, F16, BF16]>;

def Gather_GatherBlockQuantizedOp
    : Gather_ShapedOp<"gather_block_quantized", "scales", [
        DeclareOpInterfaceMethods<GatherOpInterface, ["copiesElements"]>]> {
  let summary = "Gathers rows of a block-quantized tensor, dequantized "
                "(onnxruntime's com.microsoft GatherBlockQuantized)";
  let description = [{
    ONNX Gather along `gather_axis` (a, batch_dims 0) of `data` dequantized:
    along `quantize_axis` (qa) every run of `block_size` values shares one
    scale and one zero point, and each gathered value is
    `(q - zero_point) * scale`, computed in f32 and rounded once to the
    scales' element type:

    ```
    deq[i_0, ..., i_(r-1)] = (q[i] - zp[j]) * scales[j],
        j = i with j_qa = i_qa / block_size
    result = gather(deq, indices, axis = a)
    result.shape = data.shape[:a] ++ indices.shape ++ data.shape[a+1:]
                   (ui8 data: the last size times 8 / bits)
    ```

    This is onnxruntime 1.30's `com.microsoft.GatherBlockQuantized` for
    integer data, bit for bit:
    - `data` of `ui8` holds `bits` (2, 4 or 8) -bit unsigned values packed
      along its last dimension, lowest bits first; then `gather_axis` is 0
      and `quantize_axis` the last dimension. Its zero points are `ui8`
      packed likewise per row of `scales`, each row starting on a byte;
      without them the zero point is 2^(bits-1).
    - `data` of `i4` / `ui4` (ONNX int4 / uint4, `bits` = 4) holds one value
      per element; in memory two per byte, low nibble first, packed flat
      over the whole tensor. Any axis pair is allowed, equal ones too. Zero
      points are of data's type, shaped as `scales`; without them 0.
    - `data` has rank 2 or more (onnxruntime's rule).
    - `scales` has data's rank and shape, but ceil(K / `block_size`) at the
      quantize axis (K the number of values there); `block_size` is a power
      of 2, at least 16.

    Index values lie in [-s, s-1] for s = data.shape[a]; negative values
    count from the end. (onnxruntime writes zeros for an index outside; here
    the out-of-bounds policy decides, as for every gather.) `bf16` scales
    are this dialect's addition.

    Example (a 4-bit table of 8 rows of 64 values, blocks of 32):

    ```mlir
    %0 = gather.gather_block_quantized %data, %ids, %scales
           {block_size = 32 : i64}
           : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x2xf32>)
           -> tensor<3x64xf32>
    ```
  }];
  let arguments = (ins Gather_QuantizedTensor:$data,
                       Gather_IndicesTensor:$indices,
                       Gather_ScaleTensor:$scales,
                       Optional<Gather_QuantizedTensor>:$zero_points,
                       DefaultValuedAttr<I64Attr, "0">:$gather_axis,
                       DefaultValuedAttr<I64Attr, "1">:$quantize_axis,
                       DefaultValuedAttr<I64Attr, "128">:$block_size,
                       DefaultValuedAttr<I64Attr, "4">:$bits);
  let results = (outs Gather_ScaleTensor:$result);
  let assemblyFormat = [{
    $data `,` $indices `,` $scales (`,` $zero_points^)? attr-dict `:`
    functional-type(operands, results)
  }];
  let extraClassDefinition = !strconcat(indexingDefinitions, [{
    // Only an empty result folds: every other one is computed.
    ::mlir::OpFoldResult $cppClass::fold(FoldAdaptor adaptor) {
      return ::mlir::gather::foldGather(*this, ::mlir::Attribute(),
                                        adaptor.getIndices());
    }

    bool $cppClass::copiesElements() { return false; }
  }]);
  let extraClassDeclaration = !strconcat(sharedDeclarations, [{
    /// Whether data of element type `element` packs 8 / bits values in a
    /// byte (ui8), with onnxruntime's rules for it, rather than holding one
    /// value an element (i4, ui4).
    static bool isBytePacked(::mlir::Type element) {
      return element.isUnsignedInteger(8);
    }
    bool isBytePacked() {
      return isBytePacked(getData().getType().getElementType());
    }

    /// Quantized values per element of data and zero_points: 8 / bits for
    /// ui8, 1 for i4 and ui4.
    int64_t getValuesPerByte();

    /// data, indices, scales and the optional zero_points; the result has
    /// the scales' element type.
    static ::std::pair<size_t, size_t> getOperandCountRange() {
      return {3, 4};
    }
    static unsigned getElementSourceOperand() { return 2; }

    /// `gather_axis` and `quantize_axis` normalised into [0, r).
    int64_t getNormalizedGatherAxis() {
      return ::mlir::gather::countFromFront(getGatherAxis(),
                                            getData().getType().getRank());
    }
    int64_t getNormalizedQuantizeAxis() {
      return ::mlir::gather::countFromFront(getQuantizeAxis(),
                                            getData().getType().getRank());
    }
  }]);
}

//===----------------------------------------------------------------------===//
// embedding_bag
//===----------------------------------------------------------------------===//

def Gather_EmbeddingBagMode : I32EnumAttr<"EmbeddingBagMode",
    "how embedding_bag pools the rows of a bag", [
      I32EnumAttrCase<"Sum", 0, "sum">,
      I32EnumAttrCase<"Mean", 1, "mean">,
      I32EnumAttrCase<"Max", 2, "max">]> {
  let cppNamespace = "::mlir::gather";
}

def Gather_PooledTensor : ConfinedType<RankedTensorOf<[F32, F16, BF16]>,
    [Gather_FitsInMemory],
    "ranked tensor of f32, f16 or bf16 values whose static sizes take at "
    "most 2^63-1 bytes", "::mlir::RankedTensorType">;
def Gather_IdTensor : ConfinedType<RankedTensorOf<[I32, I64]>,
    [Gather_FitsInMemory],
    "ranked tensor of 32-bit or 64-bit signless integer values whose static "
    "sizes take at most 2^63-1 bytes", "::mlir::RankedTensorType">;

// May fail when it runs (a bad id or offset, a size the verifier could not
// see) unless its operands are known good (cannotFail): then it has no
// effect and is speculatable, as the indexing ops.
def Gather_EmbeddingBagOp : Gather_Op<"embedding_bag", [
    AttrSizedOperandSegments,
    AllElementTypesMatch<["weight", "result"]>,
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                              ["reifyResultShapes"]>,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DeclareOpInterfaceMethods<ConditionallySpeculatable>]> {
  let summary = "Pools bags of rows of `weight` (PyTorch's embedding_bag)";
  let description = [{
    Each bag is a run of ids; the result row of a bag pools the rows of
    `weight` [V, D] that its ids name, by `mode`:

    ```
    bag b holds ids indices[offsets[b] .. end_b),
      end_b = offsets[b+1], or L = size(indices) for the last bag
      (with `include_last_offset`, offsets has B+1 entries and the last
      one ends the last bag; ids after it belong to no bag)
    2-D indices [B, L] without offsets: bag b is row b
    kept(b) = the ids of bag b that are not `padding_idx`
    sum:  result[b] = sum over j in kept(b) of
                      weight[indices[j]] (* per_sample_weights[j])
    mean: result[b] = sum / |kept(b)|
    max:  result[b][d] = max over j in kept(b) of weight[indices[j]][d]
    a bag with no kept id gives a row of zeros
    result.shape = [B, D]
    ```

    This is `torch.nn.functional.embedding_bag` of PyTorch 1.13 (without
    `max_norm`), bit for bit where it is well defined: each result row is
    computed in f32 in the order of its ids (per_sample_weights with a fused
    multiply-add, mean divides the f32 sum by the count, max keeps the
    earlier value unless a later one is greater, so a NaN counts only as a
    bag's first value) and rounded once to the element type, whatever the
    thread count. Where PyTorch is not (docs/Dialect.md has the table):
    with `include_last_offset`, ids after the last offset belong to no bag
    in every mode; f16 mean rounds once; bf16 is this dialect's.

    Ids lie in [0, V) (a negative id is an error, as in PyTorch, not a
    position from the end); `padding_idx` lies in [-V, V), negative values
    counting from the end. Offsets start at 0, never decrease and never
    pass L; the lowering checks ids and offsets when it runs, under the
    out-of-bounds policy (ids only clamp: bad offsets are errors under
    every policy but unchecked). Static constraints: weight has rank 2;
    indices rank 1 with 1-D offsets, or rank 2 without offsets (and without
    `include_last_offset`); `per_sample_weights` has the shape of indices
    and weight's element type, and only mode `sum` takes it.

    Where the op cannot fail, a result without elements and one of bags
    without ids (no ids at all) fold to constants.

    Example (two bags of ids 0, 2 and 1; the second row's sum):

    ```mlir
    %0 = gather.embedding_bag sum %weight, %ids offsets(%offsets)
           : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<2x8xf32>
    ```
  }];
  let arguments = (ins Gather_EmbeddingBagMode:$mode,
                       Gather_PooledTensor:$weight,
                       Gather_IdTensor:$indices,
                       Optional<Gather_IdTensor>:$offsets,
                       Optional<Gather_PooledTensor>:$per_sample_weights,
                       UnitAttr:$include_last_offset,
                       OptionalAttr<I64Attr>:$padding_idx);
  let results = (outs Gather_PooledTensor:$result);
  let assemblyFormat = [{
    $mode $weight `,` $indices (`offsets` `(` $offsets^ `)`)?
    (`per_sample_weights` `(` $per_sample_weights^ `)`)? attr-dict `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let extraClassDeclaration = [{
    /// The op's shape function on `adaptor`'s operand types (all of the
    /// verifier's rules but the mode's).
    static ::mlir::FailureOr<::mlir::gather::EmbeddingBagShape>
    inferShape(Adaptor adaptor, ::mlir::gather::EmitErrorFn emitError);

    /// The shape relation of the verified op.
    ::mlir::gather::EmbeddingBagShape getEmbeddingBagShape();

    /// The result sizes [bags, columns] that the operands give, static or
    /// not (which a static result size must equal when the op runs); fails
    /// where the op does not verify.
    ::mlir::FailureOr<::llvm::SmallVector<::mlir::OpFoldResult>>
    getOperandGivenSizes(::mlir::OpBuilder &builder);

    /// A declared result may be less static than the inferred one.
    static bool isCompatibleReturnTypes(::mlir::TypeRange lhs,
                                        ::mlir::TypeRange rhs);

    /// Whether the op cannot fail when it runs, under any policy: static
    /// shapes, constant ids in range and constant offsets that hold.
    bool cannotFail();

  }];
}

//===----------------------------------------------------------------------===//
// Scatters
//===----------------------------------------------------------------------===//

def Gather_ScatterReduction : I32EnumAttr<"ScatterReduction",
    "how a scatter combines an update with the element it lands on", [
      I32EnumAttrCase<"None", 0, "none">,
      I32EnumAttrCase<"Add", 1, "add">,
      I32EnumAttrCase<"Mul", 2, "mul">,
      I32EnumAttrCase<"Max", 3, "max">,
      I32EnumAttrCase<"Min", 4, "min">]> {
  let cppNamespace = "::mlir::gather";
}

// What the scatters share. `data` is the op's destination (its DPS init):
// the result is `data` with the updates applied, and bufferizes into
// `data`'s buffer where nothing reads `data` afterwards. Effects,
// speculation and folds follow the gathers' cannot-fail rule
// (Gather/IR/GatherFolding.h).
//
// A scatter is also a loop over its updates that carries `data`, with no
// region: LoopLikeOpInterface with no loop regions. Declaring it keeps
// upstream's FoldTensorCastProducerOp (a tensor canonicalization that
// absorbs the shape-erasing casts of every destination-style op that is not
// a loop, whether or not the op then verifies; llvm-project#91265) off the
// scatters, whose cast pattern absorbs only the casts the op takes
// (GatherCanonicalize.cpp).
//
// The format spells `reduction`; the attribute dictionary may not spell it
// again (parse<kind>Attributes in GatherOps.cpp), where it would silently
// win.
class Gather_ScatterOp<string mnemonic, string kind>
    : Gather_IndexingOp<mnemonic, [
        DestinationStyleOpInterface,
        DeclareOpInterfaceMethods<LoopLikeOpInterface, ["getLoopRegions"]>,
        DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                                  ["reifyResultShapes"]>,
        DeclareOpInterfaceMethods<InferTypeOpInterface>,
        // AllTypesMatch<["data", "result"]> without ODS's type inference,
        // which fails silently on a wrong operand count (inferReturnTypes
        // says why instead).
        AllMatchSameOperatorTrait<["data", "result"], "$_self.getType()",
                                  "type">,
        AllElementTypesMatch<["data", "updates"]>,
        ScatterOpInterface]> {
  let assemblyFormat = [{
    $data `,` $indices `,` $updates (`reduction` `(` $reduction^ `)`)?
    `` custom<}] # kind # [{Attributes>(attr-dict)
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDefinition = !strconcat(indexingDefinitions, [{
    ::mlir::OpFoldResult $cppClass::fold(FoldAdaptor adaptor) {
      return ::mlir::gather::foldScatter(*this, adaptor.getData(),
                                         adaptor.getUpdates());
    }

    ::mlir::FailureOr<::mlir::gather::GatherShape>
    $cppClass::getIndexingShape() {
      return inferShape(Adaptor(*this), silentDiagnostic);
    }

    ::llvm::LogicalResult $cppClass::verify() {
      if (failed(inferShape(Adaptor(*this), [&] { return emitOpError(); })))
        return ::mlir::failure();
      return ::mlir::gather::verifyReduction(*this);
    }

    bool $cppClass::verifiesWithOperands(::mlir::ValueRange operands) {
      return areGatherOperands(operands) &&
             succeeded(inferShape(Adaptor(operands, *this), silentDiagnostic));
    }

    // The result is `data`, updated. Inference runs before verification
    // (builders, the C API), so operands of any count fail with a
    // diagnostic.
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, ::std::optional<::mlir::Location> location,
        ::mlir::ValueRange operands, ::mlir::DictionaryAttr,
        ::mlir::OpaqueProperties, ::mlir::RegionRange,
        ::llvm::SmallVectorImpl<::mlir::Type> &returnTypes) {
      constexpr size_t kOperands = 3; // data, indices, updates
      if (operands.size() != kOperands)
        return ::mlir::emitOptionalError(location, "'", getOperationName(),
                                         "' op takes ", kOperands,
                                         " operands, got ", operands.size());
      returnTypes.assign({operands.front().getType()});
      return ::mlir::success();
    }

    ::llvm::LogicalResult $cppClass::reifyResultShapes(
        ::mlir::OpBuilder &builder,
        ::mlir::ReifiedRankedShapedTypeDims &reified) {
      reified.assign(
          {::mlir::tensor::getMixedSizes(builder, getLoc(), getData())});
      return ::mlir::success();
    }

    // A loop over the updates without a region (GatherOps.td says why).
    ::llvm::SmallVector<::mlir::Region *> $cppClass::getLoopRegions() {
      return {};
    }
  }]);
  code sharedDeclarations = [{
    ::mlir::MutableOperandRange getDpsInitsMutable() {
      return getDataMutable();
    }

    /// The shape relation of the op's inverse gather on `adaptor`'s
    /// operand types, with `updates` checked against the shape it gives.
    static ::mlir::FailureOr<::mlir::gather::GatherShape>
    inferShape(Adaptor adaptor, ::mlir::gather::EmitErrorFn emitError);

    ::mlir::FailureOr<::mlir::gather::GatherShape> getIndexingShape();
    bool verifiesWithOperands(::mlir::ValueRange operands);
  }];
}

def Gather_ScatterNDOp : Gather_ScatterOp<"scatter_nd", "ScatterND"> {
  let summary = "Writes slices of `updates` where index tuples point (ONNX ScatterND)";
  let description = [{
    The inverse of `gather.gather_nd` without batch dimensions. With
    r = rank(data), q = rank(indices) and k = indices.shape[-1] (1 <= k <= r),
    `indices` is a tensor of k-tuples, each naming a slice of `data`, and
    `updates` has the shape that `gather.gather_nd %data, %indices` would
    give:

    ```
    updates.shape = indices.shape[:q-1] ++ data.shape[k:]
    result = copy(data)
    for idx in indices.shape[:q-1], row-major:
      result[indices[idx]] = combine(result[indices[idx]], updates[idx])
    ```

    This is ONNX ScatterND 11/13/16/18. `reduction` combines each update with
    the element it lands on: `none` replaces it, `add`, `mul`, `max` and `min`
    combine. Where ONNX is silent (docs/Dialect.md has the table): updates
    apply in the row-major order of their tuples, so with duplicate tuples
    and `none` the last one wins, and a float `add`/`mul` gives the same bits
    for any thread count; on i1, `add`/`max` are or and `mul`/`min` are and
    (NumPy's rule); `max`/`min` of floats propagate NaN; complex elements take
    `none`, `add` and `mul`. Index values lie in [-s, s-1], negative ones
    counting from the end; the lowering's out-of-bounds policy decides what
    an index outside does.

    When k is dynamic, the rank of `updates` fixes it:
    k = q + r - 1 - rank(updates).

    Example (ONNX ScatterND example 1):

    ```mlir
    %0 = gather.scatter_nd %data, %indices, %updates reduction(add)
           : (tensor<8xf32>, tensor<4x1xi64>, tensor<4xf32>) -> tensor<8xf32>
    ```
  }];
  let arguments = (ins Gather_DataTensor:$data,
                       Gather_IndicesTensor:$indices,
                       Gather_DataTensor:$updates,
                       DefaultValuedAttr<Gather_ScatterReduction,
                         "::mlir::gather::ScatterReduction::None">:$reduction);
  let extraClassDeclaration = sharedDeclarations;
}

def Gather_ScatterElementsOp : Gather_ScatterOp<"scatter_elements",
                                                  "ScatterElements"> {
  let summary = "Writes single elements of `updates` along one axis (ONNX ScatterElements)";
  let description = [{
    The inverse of `gather.gather_elements`. `data`, `indices` and `updates`
    have the same rank r; `updates` has the shape of `indices`, each of whose
    dimensions but `axis` is at most the matching dimension of `data`. Each
    update lands where its own coordinates point, with the one along `axis`
    (in [-r, r-1], negative counts from the back) replaced by its index:

    ```
    result = copy(data)
    for (i_0, ..., i_(r-1)) in indices.shape, row-major:
      j = (i_0, ..., indices[i_0, ..., i_(r-1)], ..., i_(r-1))
      result[j] = combine(result[j], updates[i_0, ..., i_(r-1)])
    ```

    This is ONNX ScatterElements 11/13/16/18 and the deprecated Scatter 9/11.
    `reduction` and the rules ONNX leaves open are those of
    `gather.scatter_nd`.

    Example (ONNX ScatterElements example 2):

    ```mlir
    %0 = gather.scatter_elements %data, %indices, %updates {axis = 1 : i64}
           : (tensor<1x5xf32>, tensor<1x2xi64>, tensor<1x2xf32>)
           -> tensor<1x5xf32>
    ```
  }];
  let arguments = (ins Gather_DataTensor:$data,
                       Gather_IndicesTensor:$indices,
                       Gather_DataTensor:$updates,
                       DefaultValuedAttr<Gather_ScatterReduction,
                         "::mlir::gather::ScatterReduction::None">:$reduction,
                       DefaultValuedAttr<I64Attr, "0">:$axis);
  let extraClassDeclaration = !strconcat(sharedDeclarations,
                                         normalizedAxisDeclaration);
}

#endif // GATHER_IR_GATHEROPS_TD
