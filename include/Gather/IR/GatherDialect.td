//===- GatherDialect.td - gather dialect definition --------*- tablegen -*-===//
//
// The gather dialect: ONNX-exact Gather, GatherND and GatherElements on
// tensors.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_IR_GATHERDIALECT_TD
#define GATHER_IR_GATHERDIALECT_TD

include "mlir/IR/OpBase.td"

def Gather_Dialect : Dialect {
  let name = "gather";
  let cppNamespace = "::mlir::gather";
  let summary = "Gather and scatter operations with exact ONNX semantics.";
  let description = [{
    The `gather` dialect holds `gather.gather_nd` (ONNX GatherND 11/12/13,
    OpenVINO GatherND-8), `gather.gather_elements` (ONNX GatherElements
    11/13) and `gather.gather` (ONNX Gather, with OpenVINO Gather-8's
    `batch_dims`) on ranked tensors, and their inverses
    `gather.scatter_nd` (ONNX ScatterND 11-18) and `gather.scatter_elements`
    (ONNX ScatterElements 11-18). The ops verify every static constraint
    of their specifications, infer their result types, and reify dynamic
    result sizes.

    An op that may fail at run time (an index out of range, sizes that
    disagree) writes its failure report: its one memory effect, so that no
    pass moves or drops its checks. Where it cannot fail (static operand
    shapes, and empty indices or constant indices all in range) it has no
    effect, and only there is it speculatable, does it fold, and does it
    canonicalize (to `tensor.extract_slice` where constant indices walk
    evenly through one dimension). An out-of-range constant index is left
    to the out-of-bounds policy of the lowering.

    The ops implement `TilingInterface` (attached when the dialect loads).
    A gather's iteration domain is its result, and a result tile is a gather
    of operand slices, so upstream's tiling and fusion drivers tile gathers
    and fuse them into their consumers' loops; a scatter's is its updates,
    and a tile scatters a slice of them into the whole data. The whole op
    stays for the checks no tile can make.

    The discardable attributes that belong to the lowering and the tools are
    verified wherever they appear: `gather.site` (a gather op's site id, a
    non-negative `i64`), `gather.sites` (an array of locations on a module:
    the location of each site, indexed by site id), `gather.status` (a unit
    attribute of a function whose last argument is its status record,
    `memref<6xi64>`) and `gather.distribution` (how a partitioned function's
    arguments and results are split over its processes).
  }];
  // Folds materialize arith.constant; canonicalizations build tensor ops.
  // Tiles clamp their slices with affine.min (GatherTiling.cpp).
  let dependentDialects = ["::mlir::affine::AffineDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
  let hasConstantMaterializer = 1;
  // One set of patterns for every gather op (populateGatherCanonicalization-
  // Patterns), rather than a copy per op.
  let hasCanonicalizer = 1;
  // The discardable attributes that the lowering and the tools read
  // (gather.site, gather.sites, gather.status, gather.distribution) are
  // checked wherever they appear.
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    /// A gather op's site id, the number that a status record names
    /// (GATHER_STATUS_SITE): a non-negative i64.
    static constexpr ::llvm::StringLiteral kSiteAttrName = "gather.site";
    /// The location of each site, indexed by site id: an array of locations
    /// on the module, written where the sites are numbered, so that whoever
    /// reads a status record (gather-run) can name the failing gather.
    static constexpr ::llvm::StringLiteral kSitesAttrName = "gather.sites";
    /// Marks a function whose last argument is its status record,
    /// memref<6xi64> (in the LLVM dialect: that memref's descriptor). A
    /// function attribute rather than an argument attribute: LLVM IR
    /// translation ignores the former and warns about the latter.
    static constexpr ::llvm::StringLiteral kStatusAttrName = "gather.status";
    /// How a partitioned function's arguments and results are split over
    /// its processes, which gather-partition records
    /// (Gather/IR/GatherDistribution.h).
    static constexpr ::llvm::StringLiteral kDistributionAttrName =
        "gather.distribution";
  }];
}

class Gather_Op<string mnemonic, list<Trait> traits = []>
    : Op<Gather_Dialect, mnemonic, traits>;

#endif // GATHER_IR_GATHERDIALECT_TD
