//===- JitFuzzer.cpp - random gathers and scatters, JIT-run, checked ------===//
//
// A structured fuzzer: the input bytes decode into a valid gather or scatter
// problem (op: gather.gather_nd, gather.gather_elements, gather.gather,
// gather.scatter_nd or gather.scatter_elements; batch_dims and axis,
// negative spellings included; a scatter's reduction, none/add/mul/max/min,
// max and min not on complex elements; element and index types, static or
// dynamic dimensions, zero-size dimensions, 0-d indices for gather, an
// out-of-bounds policy, OpenMP threads or not, streamed row copies or not,
// data and updates bytes and index values with extremes: INT_MIN, INT_MAX,
// s, -s-1, for the index type's width; valid index values come from the
// small range [-s, s-1], so a scatter's updates often land on the same
// element), and sometimes a run-time shape that contradicts the other
// operands (a scatter's updates too). The problem is built the way
// gather-compile --gather-nd / --gather-elements / --gather /
// --scatter-nd / --scatter-elements builds it, wrapped in a program shape
// (returned once or twice, in a private callee of func.call, next to a
// func.constant + func.call_indirect of a gather-free helper, or an op whose
// result has data's type applied 1-3 times to a tensor carried through
// scf.for iter_args), JIT-run through JitKernel (gather-run's library) and
// the answer, a result or an error, compared with ReferenceGather or
// ReferenceScatter.
//
// The program shape comes from the bytes left after the problem, so inputs
// that predate it decode to the same problem; with no bytes left, the gather
// is returned once. gather.gather came later and cannot follow that rule:
// the op shapes the whole problem, and many older inputs have bytes left
// over. It takes the values of the op's byte (the first one read, the
// input's last) that have both top bits set; below 0xC0 the byte's low bit
// chooses between the two older ops as it always did, so older inputs keep
// their problem unless their last byte is 0xC0 or above. The scatters came
// later still and take eight of gather's values, 0xF4-0xFB (the low bit
// chooses scatter_nd when set, else scatter_elements), none of which ended
// a gather input of fuzz/corpus/jit: every older seed keeps its problem, and
// so does any older input not ending in one of those bytes. The quantized
// gather (gather.gather_block_quantized) came last and takes 0xF0 and 0xF1,
// which no seed ended with: ui8 data of 2-, 4- or 8-bit values or i4 / ui4
// data of any rank from 2 and any axis pair, blocks of 16 to 64 values, f32,
// f16 or bf16 scales of raw bytes (NaNs included), zero points or the default,
// and sometimes scales whose first size contradicts data's; its reference is
// ReferenceQuantized, and no program shape loops it (its result is not
// data's type). embedding_bag came after it and takes 0xF3, 0xFD and 0xFE,
// which no seed ended with: weight of f32, f16 or bf16 (raw bytes, NaNs
// included; up to 70 columns, so whole vector chunks and masked tails), 2-D
// ids or 1-D ids with offsets (i32 or i64 each), every mode,
// per_sample_weights, a padding id (negative too), include_last_offset,
// valid offsets or one broken rule, ids valid or negative or past the rows;
// its reference is ReferenceEmbeddingBag, and no program shape loops it.
//
// The bytes after the program shape choose whether every gather of the
// kernel is then tiled by upstream's scf tiling (TilingInterface): with
// scf.for or scf.forall loops, and tile sizes from 0 (a dimension left
// whole) through 1 to sizes larger than the dimension, and sometimes with
// the indices computed by a linalg.copy that is fused into the tiles. Tiling
// changes no answer, run-time shape mismatches and empty results included.
// Only gathers are tiled here: scatters' tiling is fuzzed against NumPy by
// test/Integration/Scatter/differential.py --tiled.
//
// The last byte chooses whether the kernel takes its inputs at their
// run-time shapes (static), cast to the declared types, canonicalized before
// it is lowered: the casts of sizes that contradict another operand (a
// run-time mismatch) must stay, the others may be absorbed, and no answer
// changes. (Not for tiled kernels of size-0 inputs: see decode.)
//
// The inputs sit flush against an inaccessible page (after their last byte
// or before their first, by a bit of the input), so a kernel that reads
// outside them faults even though JIT-compiled code is not instrumented.
//
//===----------------------------------------------------------------------===//

#include "ReferenceEmbeddingBag.h"
#include "ReferenceGather.h"
#include "ReferenceQuantized.h"
#include "ReferenceScatter.h"

#include "Gather/Compiler/Compiler.h"
#include "Gather/IR/GatherOps.h"
#include "Gather/InitAll.h"
#include "Gather/Runner/Runner.h"
#include "Gather/Support/ElementTypes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"

#include <fuzzer/FuzzedDataProvider.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <optional>

using namespace mlir;
namespace npy = mlir::gather::npy;
using gather::OutOfBoundsPolicy;
using gather_fuzz::Answer;
using gather_fuzz::Tensor;

namespace {

/// How the kernel wraps its op (a gather or a scatter). Issue 15's defects
/// hid in programs other than one function returning one gather once.
enum class ProgramShape {
  Once,     // return %0
  Twice,    // return %0, %0
  Call,     // the gather in a private function that the kernel calls
  Indirect, // the kernel also calls a gather-free private helper through
            // func.constant and func.call_indirect
  Loop,     // an op whose result has data's type (a scatter,
            // gather_elements with indices of data's shape, or gather with
            // one index dimension of the axis's size), applied 1-3 times to
            // a tensor carried through scf.for iter_args from data on
};
const unsigned kNumProgramShapes = 5;

const char *getShapeName(ProgramShape shape) {
  static const char *const names[kNumProgramShapes] = {"once", "twice", "call",
                                                       "indirect", "loop"};
  return names[static_cast<unsigned>(shape)];
}

/// The number of results of a kernel of program shape `shape`, each the
/// op's result.
unsigned countResults(ProgramShape shape) {
  return shape == ProgramShape::Twice ? 2 : 1;
}

/// A problem as decoded from the input.
struct Problem {
  /// The op and its attributes as the kernel spells them.
  gather::SingleOp op{gather::SingleOp::GatherND};
  Type elementType, indexType;
  OutOfBoundsPolicy policy = OutOfBoundsPolicy::Error;
  std::vector<int64_t> indicesShape;
  /// Sizes declared in the kernel's types (ShapedType::kDynamic or static).
  std::vector<int64_t> dataTypeShape, indicesTypeShape;
  Tensor data;
  std::vector<int64_t> indices;
  /// A scatter's updates (at their run-time shape) and their declared
  /// sizes.
  Tensor updates;
  std::vector<int64_t> updatesTypeShape;
  /// The quantized gather's values, scales and zero points (data holds the
  /// values' bytes: packed ui8, or i4 / ui4 two a byte as a 1-D array),
  /// the scales' and zero points' bytes and declared sizes, and whether
  /// the scales' first size was made to contradict data's.
  gather_fuzz::QuantizedData quantized;
  std::optional<Tensor> zeroPoints;
  std::vector<int64_t> scalesTypeShape, zeroPointsTypeShape;
  bool scalesContradictData = false;
  /// embedding_bag's offsets (data holds weight, indices the ids) and
  /// per_sample_weights, with their types and declared sizes.
  std::vector<int64_t> offsets;
  Type offsetType;
  std::optional<Tensor> perSampleWeights;
  std::vector<int64_t> offsetsTypeShape, perSampleWeightsTypeShape;
  bool guardBefore = false;
  /// Every loop on OpenMP threads, and every row gather streamed, whatever
  /// their sizes.
  bool parallel = false, stream = false;
  ProgramShape shape = ProgramShape::Once;
  /// How often the kernel applies the op (more than once in loops).
  int64_t iterations = 1;
  /// Whether and how the kernel's gathers are tiled; a tile size per
  /// result dimension (0: untiled).
  enum class Tiling { None, For, Forall } tiling = Tiling::None;
  std::vector<int64_t> tileSizes;
  /// Whether a producer of the indices is fused into the tiles.
  bool fuseIndexProducer = false;
  /// Whether the kernel takes its inputs at their run-time shapes, static,
  /// cast to the declared types, and is canonicalized before it is lowered.
  bool castArguments = false;
};

/// The element types the ops take, by their number in the element type
/// table (whose data types come first).
Type getElementType(MLIRContext &context, unsigned which) {
  return gather::getElementTypeTable()[which].getType(&context);
}
const unsigned kNumElementTypes = llvm::count_if(
    gather::getElementTypeTable(),
    [](const gather::ElementTypeInfo &info) { return info.isDataType; });

Type getIndexType(MLIRContext &context, unsigned which) {
  Builder b(&context);
  if (which == 0)
    return b.getI32Type();
  return which == 1 ? Type(b.getI64Type()) : Type(b.getIndexType());
}

/// The op's axis counted from the front, in [0, r) (gather_elements,
/// gather).
int64_t getAxis(const Problem &p) {
  int64_t r = p.data.shape.size();
  return p.op.axis < 0 ? p.op.axis + r : p.op.axis;
}

/// The op's batch_dims counted from the front, in [0, q] (gather_nd,
/// gather).
int64_t getBatchDims(const Problem &p) {
  int64_t q = p.indicesShape.size();
  return p.op.batchDims < 0 ? p.op.batchDims + q : p.op.batchDims;
}

/// Whether the op takes tuples of k indices (gather_nd, scatter_nd).
bool takesTuples(const Problem &p) {
  return p.op.kind == gather::SingleOp::GatherND ||
         p.op.kind == gather::SingleOp::ScatterND;
}

/// The size of the data dimension that index value `n` addresses.
int64_t getAddressedSize(const Problem &p, int64_t n) {
  if (p.op.isQuantized())
    return p.quantized.shape[gather::countFromFront(*p.op.gatherAxis,
                                                    p.quantized.shape.size())];
  if (takesTuples(p))
    return p.data.shape[p.op.batchDims + n % p.indicesShape.back()];
  return p.data.shape[getAxis(p)];
}

/// A size from 0 to `max`.
int64_t consumeSize(FuzzedDataProvider &in, int64_t max = 4) {
  return in.ConsumeIntegralInRange<int64_t>(0, max);
}

/// An index value for a dimension of size `size`: mostly valid, else one of
/// the values at and beyond the edges of the range and of the index type.
int64_t consumeIndex(FuzzedDataProvider &in, int64_t size, bool validOnly,
                     bool is32Bit) {
  int64_t min = is32Bit ? INT32_MIN : INT64_MIN;
  int64_t max = is32Bit ? INT32_MAX : INT64_MAX;
  unsigned kind = in.ConsumeIntegral<uint8_t>() % 16;
  if (size > 0 && (validOnly || kind < 10))
    return in.ConsumeIntegralInRange<int64_t>(-size, size - 1);
  switch (kind) {
  case 10:
    return size;
  case 11:
    return -size - 1;
  case 12:
    return min;
  case 13:
    return max;
  case 14:
    return in.ConsumeIntegralInRange<int64_t>(min, max);
  default:
    return in.ConsumeIntegralInRange<int64_t>(-2, 2);
  }
}

/// Index values, each for the data dimension it addresses.
void decodeIndexValues(FuzzedDataProvider &in, Problem &p) {
  int64_t count = ShapedType::getNumElements(p.indicesShape);
  bool validOnly = p.policy == OutOfBoundsPolicy::Unchecked;
  p.indices.clear();
  for (int64_t n = 0; n < count; ++n) {
    int64_t size = getAddressedSize(p, n);
    if (validOnly && size == 0)
      p.policy = OutOfBoundsPolicy::Error; // no valid index exists
    p.indices.push_back(consumeIndex(in, size, validOnly && size > 0,
                                     p.indexType.isInteger(32)));
  }
}

/// Gives the gather a result of data's type, which a loop carries: gather
/// keeps its axis a and batch dimensions b and gets indices of shape
/// data.shape[:b] ++ [data.shape[a]] (declared as data's); the older ops
/// become gather_elements with indices of data's shape (gather_nd's
/// batch_dims becomes the axis).
void giveResultDataType(Problem &p) {
  if (p.op.kind != gather::SingleOp::Gather) {
    int64_t axis =
        p.op.kind == gather::SingleOp::GatherND ? p.op.batchDims : p.op.axis;
    p.op = {gather::SingleOp::GatherElements, 0, axis};
    p.indicesShape = p.data.shape;
    p.indicesTypeShape = p.dataTypeShape;
    return;
  }
  int64_t a = getAxis(p), b = getBatchDims(p);
  auto batchAndAxis = [&](const std::vector<int64_t> &shape) {
    std::vector<int64_t> kept(shape.begin(), shape.begin() + b);
    kept.push_back(shape[a]);
    return kept;
  };
  p.indicesShape = batchAndAxis(p.data.shape);
  p.indicesTypeShape = batchAndAxis(p.dataTypeShape);
  if (p.op.batchDims < 0)
    p.op.batchDims = -1; // b - q, still spelled from the back
}

/// The program shape. A loop needs a gather whose result has data's type
/// (giveResultDataType), with index values decoded anew; a scatter's result
/// has it already; the quantized gather's and embedding_bag's never do.
void decodeProgramShape(FuzzedDataProvider &in, Problem &p) {
  p.shape = static_cast<ProgramShape>(
      in.ConsumeIntegralInRange<unsigned>(0, kNumProgramShapes - 1));
  if (p.shape != ProgramShape::Loop)
    return;
  p.iterations = in.ConsumeIntegralInRange<int64_t>(1, 3);
  if (p.op.isQuantized() || p.op.isPooled()) {
    p.shape = ProgramShape::Once;
    p.iterations = 1;
    return;
  }
  if (p.op.isScatter())
    return;
  giveResultDataType(p);
  decodeIndexValues(in, p);
}

/// The tiling of the kernel's gathers, from the bytes after the program
/// shape (none when there are none).
void decodeTiling(FuzzedDataProvider &in, Problem &p) {
  p.tiling = static_cast<Problem::Tiling>(in.ConsumeIntegralInRange<unsigned>(
      0, static_cast<unsigned>(Problem::Tiling::Forall)));
  if (p.tiling == Problem::Tiling::None)
    return;
  // Sizes up to 9 pass most dimensions the decoder makes.
  for (int d = 0; d < 8; ++d)
    p.tileSizes.push_back(in.ConsumeIntegralInRange<int64_t>(0, 9));
  p.fuseIndexProducer = in.ConsumeBool();
}

/// Whether indices dimension `d` can differ from data's where the types
/// cannot tell, to the kernel's run-time shape check: a batch dimension of
/// gather_nd or gather, a non-axis dimension of gather_elements or
/// scatter_elements (larger than data's).
bool canContradictData(const Problem &p, int64_t d) {
  if (p.op.kind == gather::SingleOp::GatherElements ||
      p.op.kind == gather::SingleOp::ScatterElements)
    return d < int64_t(p.data.shape.size()) && d != getAxis(p);
  return d < getBatchDims(p);
}

/// Declared types: each size static or dynamic (gather_nd's k stays
/// static: the inferred result rank depends on it; scatter_nd's may be
/// dynamic, the ranks of its types fix it). Sometimes an indices
/// size that contradicts data (canContradictData). Unchecked kernels trust
/// shapes, so only the checking policies get these.
void decodeDeclaredTypes(FuzzedDataProvider &in, Problem &p) {
  bool gatherND = p.op.kind == gather::SingleOp::GatherND;
  uint8_t dataDynamic = in.ConsumeIntegral<uint8_t>();
  uint8_t indicesDynamic = in.ConsumeIntegral<uint8_t>();
  for (size_t d = 0; d < p.data.shape.size(); ++d)
    p.dataTypeShape.push_back(dataDynamic >> d & 1 ? ShapedType::kDynamic
                                                   : p.data.shape[d]);
  for (size_t d = 0; d < p.indicesShape.size(); ++d)
    p.indicesTypeShape.push_back(
        indicesDynamic >> d & 1 && !(gatherND && d + 1 == p.indicesShape.size())
            ? ShapedType::kDynamic
            : p.indicesShape[d]);
  if (p.policy != OutOfBoundsPolicy::Unchecked &&
      in.ConsumeIntegral<uint8_t>() < 32) {
    int64_t d = in.ConsumeIntegralInRange<int64_t>(0, 3);
    if (canContradictData(p, d)) {
      p.indicesShape[d] = p.data.shape[d] + 1;
      p.indicesTypeShape[d] = ShapedType::kDynamic;
    }
  }
}

/// The op, from one byte (see the file header): the quantized gather for
/// 0xF0 and 0xF1, embedding_bag for 0xF3, 0xFD and 0xFE, a scatter for
/// 0xF4-0xFB, else gather when both top bits
/// are set; the low bit chooses scatter_nd or gather_nd (set), or the
/// elements op.
gather::SingleOp::Kind decodeOpKind(FuzzedDataProvider &in) {
  uint8_t byte = in.ConsumeIntegral<uint8_t>();
  if (byte == 0xF0 || byte == 0xF1)
    return gather::SingleOp::GatherBlockQuantized;
  if (byte == 0xF3 || byte == 0xFD || byte == 0xFE)
    return gather::SingleOp::EmbeddingBag;
  if (byte >= 0xF4 && byte <= 0xFB)
    return byte & 1 ? gather::SingleOp::ScatterND
                    : gather::SingleOp::ScatterElements;
  if (byte >= 0xC0)
    return gather::SingleOp::Gather;
  return byte & 1 ? gather::SingleOp::GatherND
                  : gather::SingleOp::GatherElements;
}

/// Appends 0-2 dimensions of index tuples, then k, to the indices' shape.
void appendTupleDims(FuzzedDataProvider &in, Problem &p, int64_t k) {
  int64_t outer = in.ConsumeIntegralInRange<int64_t>(0, 2);
  for (int64_t d = 0; d < outer; ++d)
    p.indicesShape.push_back(consumeSize(in));
  p.indicesShape.push_back(k);
}

/// gather_nd: batch_dims b, index tuples of k components, indices of data's
/// batch dimensions, then the tuples' dimensions and k.
void decodeGatherND(FuzzedDataProvider &in, Problem &p) {
  int64_t r = p.data.shape.size();
  int64_t b = in.ConsumeIntegralInRange<int64_t>(0, r - 1);
  int64_t k = in.ConsumeIntegralInRange<int64_t>(1, r - b);
  p.op.batchDims = b;
  p.indicesShape.assign(p.data.shape.begin(), p.data.shape.begin() + b);
  appendTupleDims(in, p, k);
}

/// scatter_nd: index tuples of k components (no batch dimensions).
void decodeScatterND(FuzzedDataProvider &in, Problem &p) {
  int64_t r = p.data.shape.size();
  appendTupleDims(in, p, in.ConsumeIntegralInRange<int64_t>(1, r));
}

/// gather_elements: the axis, and indices no larger than data off the axis.
void decodeGatherElements(FuzzedDataProvider &in, Problem &p) {
  int64_t r = p.data.shape.size();
  p.op.axis = in.ConsumeIntegralInRange<int64_t>(-r, r - 1);
  int64_t axis = getAxis(p);
  for (int64_t d = 0; d < r; ++d)
    p.indicesShape.push_back(d == axis ? consumeSize(in)
                                       : consumeSize(in, p.data.shape[d]));
}

/// gather: the axis a, batch_dims b from 0 to a, and indices of data's b
/// batch dimensions, then 0-2 more (0-d indices when none at all). A bit
/// spells b from the back, as b - q, where that is negative (b - q = 0
/// would mean no batch dimensions).
void decodeGather(FuzzedDataProvider &in, Problem &p) {
  int64_t r = p.data.shape.size();
  p.op.axis = in.ConsumeIntegralInRange<int64_t>(-r, r - 1);
  int64_t b = in.ConsumeIntegralInRange<int64_t>(0, getAxis(p));
  int64_t more = in.ConsumeIntegralInRange<int64_t>(0, 2);
  bool fromBack = in.ConsumeBool() && more > 0;
  p.op.batchDims = fromBack ? -more : b; // b - q = -more
  p.indicesShape.assign(p.data.shape.begin(), p.data.shape.begin() + b);
  for (int64_t d = 0; d < more; ++d)
    p.indicesShape.push_back(consumeSize(in));
}

/// A tensor's elements: raw bytes (NaN payloads and all), booleans 0 or 1.
void decodeElements(FuzzedDataProvider &in, Type elementType, Tensor &tensor) {
  npy::DType dtype = gather::lookupElementType(elementType)->npyType;
  tensor.elementSize = npy::getElementSize(dtype);
  size_t bytes = ShapedType::getNumElements(tensor.shape) * tensor.elementSize;
  tensor.bytes = in.ConsumeBytes<char>(bytes);
  tensor.bytes.resize(bytes, 0);
  if (elementType.isInteger(1))
    for (char &byte : tensor.bytes)
      byte &= 1;
}

/// A scatter's updates have the shape its inverse gather's result would
/// have: indices.shape[:q-1] ++ data.shape[k:] for scatter_nd, indices'
/// shape for scatter_elements.
std::vector<int64_t> getUpdatesShape(const Problem &p) {
  if (p.op.kind == gather::SingleOp::ScatterElements)
    return p.indicesShape;
  int64_t k = p.indicesShape.back();
  std::vector<int64_t> shape(p.indicesShape.begin(), p.indicesShape.end() - 1);
  shape.insert(shape.end(), p.data.shape.begin() + k, p.data.shape.end());
  return shape;
}

/// A scatter's reduction (max and min need ordered elements, not complex),
/// and its updates: each size static or dynamic, and, under the checking
/// policies, sometimes a size that contradicts indices and data or (with a
/// dynamic k > 1) indices whose last dimension is shorter than the k that
/// the ranks fix.
void decodeScatterOperands(FuzzedDataProvider &in, Problem &p) {
  auto last = isa<ComplexType>(p.elementType) ? gather::ScatterReduction::Mul
                                              : gather::ScatterReduction::Min;
  p.op.reduction = static_cast<gather::ScatterReduction>(
      in.ConsumeIntegralInRange<unsigned>(0, static_cast<unsigned>(last)));
  std::vector<int64_t> &shape = p.updates.shape;
  shape = getUpdatesShape(p);
  uint8_t dynamic = in.ConsumeIntegral<uint8_t>();
  for (size_t d = 0; d < shape.size(); ++d)
    p.updatesTypeShape.push_back(dynamic >> d & 1 ? ShapedType::kDynamic
                                                  : shape[d]);
  if (p.policy != OutOfBoundsPolicy::Unchecked &&
      in.ConsumeIntegral<uint8_t>() < 48) {
    size_t d = in.ConsumeIntegralInRange<size_t>(0, 5);
    int64_t &k = p.indicesShape.back();
    if (d < shape.size()) {
      ++shape[d];
      p.updatesTypeShape[d] = ShapedType::kDynamic;
    } else if (p.op.kind == gather::SingleOp::ScatterND &&
               p.indicesTypeShape.back() == ShapedType::kDynamic && k > 1) {
      --k;
    }
  }
  decodeElements(in, p.elementType, p.updates);
}

/// f32, f16 or bf16: the scales' types and embedding_bag's element types.
FloatType consumeFloatType(FuzzedDataProvider &in, MLIRContext &context) {
  switch (in.ConsumeIntegralInRange<unsigned>(0, 2)) {
  case 0:
    return Float32Type::get(&context);
  case 1:
    return Float16Type::get(&context);
  default:
    return BFloat16Type::get(&context);
  }
}

/// A random quantized value of `bits` bits, signed for i4.
int64_t consumeQuantized(FuzzedDataProvider &in, int64_t bits, bool isSigned) {
  int64_t low = isSigned ? -(int64_t(1) << (bits - 1)) : 0;
  return in.ConsumeIntegralInRange<int64_t>(low, low + (1 << bits) - 1);
}

/// `values` of `bits` bits packed 8 / bits a byte, lowest bits first, each
/// run of `rowLength` values starting on a byte.
std::vector<char> packValues(const std::vector<int64_t> &values, int64_t bits,
                             int64_t rowLength) {
  int64_t perByte = 8 / bits, rows = rowLength ? values.size() / rowLength : 0;
  int64_t rowBytes = (rowLength + perByte - 1) / perByte;
  std::vector<char> bytes(rows * rowBytes, 0);
  for (size_t n = 0; n < values.size(); ++n) {
    int64_t row = n / rowLength, at = n % rowLength;
    bytes[row * rowBytes + at / perByte] |=
        char((values[n] & ((1 << bits) - 1)) << (at % perByte * bits));
  }
  return bytes;
}

/// Each size of `shape` static, or dynamic where a bit of `dynamic` says.
std::vector<int64_t> declareSizes(const std::vector<int64_t> &shape,
                                  uint8_t dynamic) {
  std::vector<int64_t> declared;
  for (size_t d = 0; d < shape.size(); ++d)
    declared.push_back(dynamic >> d & 1 ? ShapedType::kDynamic : shape[d]);
  return declared;
}

/// The quantized gather's element types and attributes (see the file
/// header): ui8 data gathered along 0 and quantized along the last axis,
/// or i4 / ui4 data with any pair, each axis spelled either way.
void decodeQuantization(FuzzedDataProvider &in, Problem &p,
                        MLIRContext &context) {
  unsigned type = in.ConsumeIntegralInRange<unsigned>(0, 2);
  p.elementType = type == 0
                      ? IntegerType::get(&context, 8, IntegerType::Unsigned)
                      : IntegerType::get(&context, 4,
                                         type == 1 ? IntegerType::Signless
                                                   : IntegerType::Unsigned);
  p.op.bits = type == 0 ? 2 << in.ConsumeIntegralInRange<int64_t>(0, 2) : 4;
  p.quantized.blockSize = 16 << in.ConsumeIntegralInRange<int64_t>(0, 2);
  p.op.blockSize = p.quantized.blockSize;
  std::vector<int64_t> &shape = p.quantized.shape;
  shape = p.data.shape;
  if (shape.size() < 2) // onnxruntime's rule: data of rank >= 2
    shape.push_back(consumeSize(in));
  int64_t r = shape.size();
  int64_t gatherAxis =
      type == 0 ? 0 : in.ConsumeIntegralInRange<int64_t>(0, r - 1);
  int64_t quantizeAxis =
      type == 0 ? r - 1 : in.ConsumeIntegralInRange<int64_t>(0, r - 1);
  p.op.gatherAxis = in.ConsumeBool() ? gatherAxis - r : gatherAxis;
  p.op.quantizeAxis = in.ConsumeBool() ? quantizeAxis - r : quantizeAxis;
  p.quantized.quantizeAxis = quantizeAxis;
  // Enough values along the quantize axis for a few blocks.
  shape[quantizeAxis] =
      type == 0 ? in.ConsumeIntegralInRange<int64_t>(0, 24) * (8 / *p.op.bits)
                : in.ConsumeIntegralInRange<int64_t>(0, 80);
}

/// The quantized gather's operands: data's values, scales of raw bytes and
/// zero points (or the default), their bytes as the kernel takes them, and
/// their declared sizes (4-bit arguments static); sometimes scales whose
/// first size contradicts data's.
void decodeQuantizedOperands(FuzzedDataProvider &in, Problem &p,
                             MLIRContext &context) {
  gather_fuzz::QuantizedData &q = p.quantized;
  bool bytePacked = gather::GatherBlockQuantizedOp::isBytePacked(p.elementType);
  bool isSigned = p.elementType.isSignlessInteger();
  int64_t bits = *p.op.bits, rowLength = q.shape.back();
  for (int64_t n = 0, e = ShapedType::getNumElements(q.shape); n < e; ++n)
    q.values.push_back(consumeQuantized(in, bits, isSigned));
  q.scales.shape = q.shape;
  q.scales.shape[q.quantizeAxis] =
      (q.shape[q.quantizeAxis] + q.blockSize - 1) / q.blockSize;
  q.scaleType = consumeFloatType(in, context);
  q.scales.elementSize = q.scaleType.getWidth() / 8;
  int64_t blocks = ShapedType::getNumElements(q.scales.shape);
  int64_t defaultZeroPoint = bytePacked ? int64_t(1) << (bits - 1) : 0;
  q.zeroPoints.assign(blocks, defaultZeroPoint);
  if (in.ConsumeBool()) {
    for (int64_t &zeroPoint : q.zeroPoints)
      zeroPoint = consumeQuantized(in, bits, isSigned);
    int64_t blockRow = bytePacked ? q.scales.shape.back() : blocks;
    Tensor zeroPoints{q.scales.shape, 1,
                      packValues(q.zeroPoints, bits, blockRow)};
    if (bytePacked)
      zeroPoints.shape.back() = (blockRow * bits + 7) / 8;
    else
      zeroPoints.shape = {int64_t(zeroPoints.bytes.size())};
    p.zeroPointsTypeShape =
        bytePacked
            ? declareSizes(zeroPoints.shape, in.ConsumeIntegral<uint8_t>())
            : q.scales.shape;
    p.zeroPoints = std::move(zeroPoints);
  }
  p.data = {
      q.shape, 1,
      packValues(q.values, bits, bytePacked ? rowLength : q.values.size())};
  if (bytePacked)
    p.data.shape.back() = rowLength * bits / 8;
  else
    p.data.shape = {int64_t(p.data.bytes.size())};
  p.dataTypeShape =
      bytePacked ? declareSizes(p.data.shape, in.ConsumeIntegral<uint8_t>())
                 : q.shape;
  p.scalesTypeShape =
      declareSizes(q.scales.shape, in.ConsumeIntegral<uint8_t>());
  if (p.policy != OutOfBoundsPolicy::Unchecked &&
      in.ConsumeIntegral<uint8_t>() < 32) {
    ++q.scales.shape[0];
    p.scalesTypeShape[0] = ShapedType::kDynamic;
    p.scalesContradictData = true;
  }
  q.scales.bytes = in.ConsumeBytes<char>(
      ShapedType::getNumElements(q.scales.shape) * q.scales.elementSize);
  q.scales.bytes.resize(
      ShapedType::getNumElements(q.scales.shape) * q.scales.elementSize, 0);
  int64_t idsRank = in.ConsumeIntegralInRange<int64_t>(0, 2);
  for (int64_t d = 0; d < idsRank; ++d)
    p.indicesShape.push_back(consumeSize(in));
  p.indicesTypeShape =
      declareSizes(p.indicesShape, in.ConsumeIntegral<uint8_t>());
}

/// embedding_bag's offsets over L ids: 0, then sorted values in [0, L] (so
/// empty bags too), one more with include_last_offset; under a checking
/// policy sometimes one broken rule: a first offset other than 0, a
/// decrease, or one past the ids.
void decodeOffsets(FuzzedDataProvider &in, Problem &p) {
  int64_t ids = p.indicesShape[0];
  int64_t count = consumeSize(in, 5) + (p.op.includeLastOffset ? 1 : 0);
  p.offsets.clear();
  for (int64_t n = 0; n < count; ++n)
    p.offsets.push_back(n == 0 ? 0
                               : in.ConsumeIntegralInRange<int64_t>(0, ids));
  std::sort(p.offsets.begin(), p.offsets.end());
  if (p.policy == OutOfBoundsPolicy::Unchecked || p.offsets.empty() ||
      in.ConsumeIntegral<uint8_t>() >= 48)
    return;
  switch (in.ConsumeIntegralInRange<unsigned>(0, 2)) {
  case 0:
    p.offsets[0] = in.PickValueInArray<int64_t>({1, -1, ids + 1});
    break;
  case 1:
    if (count > 1) {
      int64_t at = in.ConsumeIntegralInRange<int64_t>(1, count - 1);
      p.offsets[at] = p.offsets[at - 1] - 1 - consumeSize(in, 2);
    }
    break;
  default:
    p.offsets.back() = ids + 1 + consumeSize(in, 3);
  }
}

/// embedding_bag's ids: valid in [0, V) but for a sixteenth (under a
/// checking policy): -1, V, or the index type's extremes.
void decodeIds(FuzzedDataProvider &in, Problem &p) {
  int64_t rows = p.data.shape[0];
  bool is32Bit = p.indexType.isInteger(32);
  int64_t count = ShapedType::getNumElements(p.indicesShape);
  if (p.policy == OutOfBoundsPolicy::Unchecked && rows == 0 && count > 0)
    p.policy = OutOfBoundsPolicy::Error; // no valid id exists
  bool validOnly = p.policy == OutOfBoundsPolicy::Unchecked;
  p.indices.clear();
  for (int64_t n = 0; n < count; ++n) {
    unsigned kind = in.ConsumeIntegral<uint8_t>() % 16;
    if (rows > 0 && (validOnly || kind < 15)) {
      p.indices.push_back(in.ConsumeIntegralInRange<int64_t>(0, rows - 1));
      continue;
    }
    p.indices.push_back(
        in.PickValueInArray<int64_t>({-1, rows, is32Bit ? INT32_MIN : INT64_MIN,
                                      is32Bit ? INT32_MAX : INT64_MAX}));
  }
}

/// embedding_bag (see the file header): its operands, attributes and
/// declared types.
void decodeEmbeddingBag(FuzzedDataProvider &in, Problem &p,
                        MLIRContext &context) {
  gather::SingleOp &op = p.op;
  p.elementType = consumeFloatType(in, context);
  if (p.indexType.isIndex())
    p.indexType = IntegerType::get(&context, 64);
  p.data.shape = {consumeSize(in, 6), consumeSize(in, 70)};
  op.mode = static_cast<gather::EmbeddingBagMode>(
      in.ConsumeIntegralInRange<unsigned>(0, 2));
  op.hasOffsets = in.ConsumeBool();
  if (op.hasOffsets) {
    p.indicesShape = {consumeSize(in, 12)};
    op.includeLastOffset = in.ConsumeBool();
    p.offsetType =
        getIndexType(context, in.ConsumeIntegralInRange<unsigned>(0, 1));
    decodeOffsets(in, p);
    p.offsetsTypeShape = declareSizes({int64_t(p.offsets.size())},
                                      in.ConsumeIntegral<uint8_t>());
  } else {
    p.indicesShape = {consumeSize(in), consumeSize(in, 5)};
  }
  int64_t rows = p.data.shape[0];
  if (rows > 0 && in.ConsumeBool())
    op.paddingIdx = in.ConsumeIntegralInRange<int64_t>(-rows, rows - 1);
  decodeIds(in, p);
  p.dataTypeShape = declareSizes(p.data.shape, in.ConsumeIntegral<uint8_t>());
  p.indicesTypeShape =
      declareSizes(p.indicesShape, in.ConsumeIntegral<uint8_t>());
  decodeElements(in, p.elementType, p.data);
  op.hasPerSampleWeights =
      op.mode == gather::EmbeddingBagMode::Sum && in.ConsumeBool();
  if (op.hasPerSampleWeights) {
    Tensor weights{p.indicesShape, 1, {}};
    decodeElements(in, p.elementType, weights);
    p.perSampleWeightsTypeShape =
        declareSizes(weights.shape, in.ConsumeIntegral<uint8_t>());
    p.perSampleWeights = std::move(weights);
  }
}

Problem decode(FuzzedDataProvider &in, MLIRContext &context) {
  Problem p;
  p.op.kind = decodeOpKind(in);
  p.elementType = getElementType(
      context, in.ConsumeIntegralInRange<unsigned>(0, kNumElementTypes - 1));
  p.indexType =
      getIndexType(context, in.ConsumeIntegralInRange<unsigned>(0, 2));
  p.policy =
      static_cast<OutOfBoundsPolicy>(in.ConsumeIntegralInRange<unsigned>(0, 2));
  p.guardBefore = in.ConsumeBool();
  p.parallel = in.ConsumeBool();
  p.stream = in.ConsumeBool();
  int64_t r = in.ConsumeIntegralInRange<int64_t>(1, 4);
  for (int64_t d = 0; d < r; ++d)
    p.data.shape.push_back(consumeSize(in));

  switch (p.op.kind) {
  case gather::SingleOp::GatherND:
    decodeGatherND(in, p);
    break;
  case gather::SingleOp::GatherElements:
    decodeGatherElements(in, p);
    break;
  case gather::SingleOp::Gather:
    decodeGather(in, p);
    break;
  case gather::SingleOp::ScatterND:
    decodeScatterND(in, p);
    break;
  case gather::SingleOp::ScatterElements:
    decodeGatherElements(in, p); // the inverse gather's indices
    break;
  case gather::SingleOp::GatherBlockQuantized:
    decodeQuantization(in, p, context);
    break;
  case gather::SingleOp::EmbeddingBag:
    decodeEmbeddingBag(in, p, context);
    break;
  }

  if (p.op.isQuantized()) {
    decodeQuantizedOperands(in, p, context);
  } else if (!p.op.isPooled()) {
    decodeDeclaredTypes(in, p);
    decodeElements(in, p.elementType, p.data);
  }
  if (p.op.isScatter())
    decodeScatterOperands(in, p);
  if (!p.op.isPooled())
    decodeIndexValues(in, p);
  decodeProgramShape(in, p);
  if (!p.op.isScatter()) // scatters implement no TilingInterface (yet)
    decodeTiling(in, p);
  p.castArguments = in.ConsumeBool();
  // Tiles of an operand whose size 0 becomes static slice it, which LLVM
  // 22's memref.subview verifier rejects once bufferized: the limitation
  // that makes tiling refuse such operands (tileGathers), met from the
  // other side.
  auto hasZeroSize = [](const std::vector<int64_t> &shape) {
    return llvm::is_contained(shape, 0);
  };
  if (p.tiling != Problem::Tiling::None &&
      (hasZeroSize(p.data.shape) || hasZeroSize(p.indicesShape) ||
       hasZeroSize(p.quantized.scales.shape) ||
       (p.op.hasOffsets && p.offsets.empty())))
    p.castArguments = false;
  return p;
}

/// `size` bytes flush against an inaccessible page.
class GuardedBuffer {
public:
  GuardedBuffer(size_t size, bool guardBefore) {
    size_t page = sysconf(_SC_PAGESIZE);
    size_t rounded = (size + page - 1) / page * page;
    length = rounded + page;
    void *base = mmap(nullptr, length, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED)
      std::abort();
    mapping = static_cast<char *>(base);
    if (guardBefore) {
      mprotect(mapping, page, PROT_NONE);
      start = mapping + page;
    } else {
      mprotect(mapping + rounded, page, PROT_NONE);
      start = mapping + rounded - size;
    }
  }
  ~GuardedBuffer() { munmap(mapping, length); }
  GuardedBuffer(const GuardedBuffer &) = delete;
  GuardedBuffer &operator=(const GuardedBuffer &) = delete;
  char *data() { return start; }

private:
  char *mapping = nullptr, *start = nullptr;
  size_t length = 0;
};

/// The declared types of the op's operands: data, indices[, updates]
/// (embedding_bag: weight, ids[, offsets][, per_sample_weights]).
SmallVector<RankedTensorType> getOperandTypes(const Problem &p) {
  SmallVector<RankedTensorType> types = {
      RankedTensorType::get(p.dataTypeShape, p.elementType),
      RankedTensorType::get(p.indicesTypeShape, p.indexType)};
  if (p.op.hasOffsets)
    types.push_back(RankedTensorType::get(p.offsetsTypeShape, p.offsetType));
  if (p.perSampleWeights)
    types.push_back(
        RankedTensorType::get(p.perSampleWeightsTypeShape, p.elementType));
  if (p.op.isScatter())
    types.push_back(RankedTensorType::get(p.updatesTypeShape, p.elementType));
  if (p.op.isQuantized())
    types.push_back(
        RankedTensorType::get(p.scalesTypeShape, p.quantized.scaleType));
  if (p.zeroPoints)
    types.push_back(
        RankedTensorType::get(p.zeroPointsTypeShape, p.elementType));
  return types;
}

/// The run-time shapes of the kernel's arguments, in operand order (a
/// 4-bit argument's its values', which its type declares).
std::vector<std::vector<int64_t>> getRunTimeShapes(const Problem &p) {
  bool packed = p.op.isQuantized() &&
                !gather::GatherBlockQuantizedOp::isBytePacked(p.elementType);
  std::vector<std::vector<int64_t>> shapes = {
      packed ? p.quantized.shape : p.data.shape, p.indicesShape};
  if (p.op.isScatter())
    shapes.push_back(p.updates.shape);
  if (p.op.isQuantized())
    shapes.push_back(p.quantized.scales.shape);
  if (p.zeroPoints)
    shapes.push_back(packed ? p.zeroPointsTypeShape : p.zeroPoints->shape);
  if (p.op.hasOffsets)
    shapes.push_back({int64_t(p.offsets.size())});
  if (p.perSampleWeights)
    shapes.push_back(p.perSampleWeights->shape);
  return shapes;
}

/// The op and its operand types as gather-compile's options spell them.
void printOp(llvm::raw_ostream &os, const Problem &p) {
  using gather::SingleOp;
  os << p.op.getOption();
  if (p.op.kind == SingleOp::GatherND || p.op.kind == SingleOp::Gather)
    os << " --batch-dims=" << p.op.batchDims;
  if (p.op.takesAxis())
    os << " --axis=" << p.op.axis;
  if (p.op.isScatter())
    os << " --reduction=" << gather::stringifyScatterReduction(p.op.reduction);
  if (p.op.isQuantized())
    os << " --bits=" << *p.op.bits << " --block-size=" << *p.op.blockSize
       << " --gather-axis=" << *p.op.gatherAxis
       << " --quantize-axis=" << *p.op.quantizeAxis;
  if (p.op.isPooled()) {
    os << " --mode=" << gather::stringifyEmbeddingBagMode(p.op.mode);
    if (p.op.includeLastOffset)
      os << " --include-last-offset";
    if (p.op.paddingIdx)
      os << " --padding-idx=" << *p.op.paddingIdx;
  }
  SmallVector<StringRef> names = {"data", "indices"};
  if (p.op.isScatter())
    names.push_back("updates");
  if (p.op.isQuantized())
    names.append({"scales", "zero-points"});
  if (p.op.hasOffsets)
    names.push_back("offsets");
  if (p.perSampleWeights)
    names.push_back("per-sample-weights");
  for (auto [name, type] : llvm::zip(names, getOperandTypes(p)))
    os << " --" << name << "='" << type << "'";
}

[[noreturn]] void fail(const Problem &p, const llvm::Twine &what) {
  llvm::errs() << "gather-jit-fuzzer: " << what << "\n  ";
  printOp(llvm::errs(), p);
  llvm::errs() << " policy=" << int(p.policy) << " program shape "
               << getShapeName(p.shape) << " x" << p.iterations << " tiling "
               << int(p.tiling) << " [";
  llvm::interleaveComma(p.tileSizes, llvm::errs());
  llvm::errs() << "]" << (p.fuseIndexProducer ? " fused index producer" : "")
               << (p.castArguments ? " cast arguments, canonicalized" : "")
               << "\n  run-time shapes: data [";
  llvm::interleaveComma(p.data.shape, llvm::errs());
  llvm::errs() << "] indices [";
  llvm::interleaveComma(p.indicesShape, llvm::errs());
  llvm::errs() << "] updates [";
  llvm::interleaveComma(p.updates.shape, llvm::errs());
  llvm::errs() << "]\n";
  std::abort();
}

/// The problem being run, which an unexpected diagnostic names.
const Problem *currentProblem = nullptr;

MLIRContext &getContext() {
  static MLIRContext *context = [] {
    DialectRegistry registry;
    gather::registerToolDialects(registry);
    auto *context = new MLIRContext(registry, MLIRContext::Threading::DISABLED);
    // The program shapes build ops of these.
    context->loadDialect<arith::ArithDialect, func::FuncDialect,
                         linalg::LinalgDialect, scf::SCFDialect,
                         tensor::TensorDialect>();
    context->getDiagEngine().registerHandler([](Diagnostic &diagnostic) {
      std::string message;
      llvm::raw_string_ostream(message) << diagnostic;
      if (currentProblem)
        fail(*currentProblem, "unexpected diagnostic: " + message);
      llvm::errs() << "unexpected diagnostic: " << message << "\n";
      std::abort();
      return success();
    });
    return context;
  }();
  return *context;
}

/// Returns the kernel's one result `count` times.
void returnRepeatedly(func::FuncOp kernel, unsigned count) {
  Operation *ret = kernel.getBody().front().getTerminator();
  SmallVector<Value> results(count, ret->getOperand(0));
  ret->setOperands(results);
  kernel.setType(FunctionType::get(kernel.getContext(),
                                   kernel.getArgumentTypes(),
                                   ValueRange(results).getTypes()));
}

/// Makes the kernel a private callee and adds an entry of its name and type
/// that calls it.
void moveIntoCallee(func::FuncOp kernel) {
  OpBuilder b(kernel);
  Location loc = kernel.getLoc();
  auto entry = func::FuncOp::create(b, loc, kernel.getSymName(),
                                    kernel.getFunctionType());
  kernel.setSymName("gather_impl");
  kernel.setPrivate();
  b.setInsertionPointToStart(entry.addEntryBlock());
  auto call = func::CallOp::create(b, loc, kernel, entry.getArguments());
  func::ReturnOp::create(b, loc, call.getResults());
}

/// Adds a private helper that reaches no gather (it adds 0 to an index),
/// called by the kernel through func.constant and func.call_indirect.
void addIndirectCall(func::FuncOp kernel) {
  OpBuilder b(kernel);
  Location loc = kernel.getLoc();
  FunctionType helperType =
      b.getFunctionType({b.getIndexType()}, {b.getIndexType()});
  auto helper = func::FuncOp::create(b, loc, "add_zero", helperType);
  helper.setPrivate();
  b.setInsertionPointToStart(helper.addEntryBlock());
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value sum = arith::AddIOp::create(b, loc, helper.getArgument(0), zero);
  func::ReturnOp::create(b, loc, sum);

  b.setInsertionPointToStart(&kernel.getBody().front());
  Value callee = func::ConstantOp::create(b, loc, helperType,
                                          FlatSymbolRefAttr::get(helper));
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  func::CallIndirectOp::create(b, loc, callee, one);
}

/// Moves the kernel's op (whose result has data's type) into an scf.for
/// that applies it `iterations` times, each time to what the last iteration
/// yielded, from data on.
void carryThroughLoop(func::FuncOp kernel, int64_t iterations) {
  Block &body = kernel.getBody().front();
  Operation *op = body.getTerminator()->getOperand(0).getDefiningOp();
  Value data = kernel.getArgument(0);
  OpBuilder b(op);
  Location loc = op->getLoc();
  Value lower = arith::ConstantIndexOp::create(b, loc, 0);
  Value upper = arith::ConstantIndexOp::create(b, loc, iterations);
  Value step = arith::ConstantIndexOp::create(b, loc, 1);
  auto loop = scf::ForOp::create(
      b, loc, lower, upper, step, data,
      [&](OpBuilder &nested, Location loc, Value, ValueRange carried) {
        IRMapping fromCarried;
        fromCarried.map(data, carried.front());
        Operation *next = nested.clone(*op, fromCarried);
        next->getResult(0).setType(data.getType()); // the carried type
        scf::YieldOp::create(nested, loc, next->getResults());
      });
  body.getTerminator()->setOperands(loop.getResults());
  op->erase();
  kernel.setType(FunctionType::get(kernel.getContext(),
                                   kernel.getArgumentTypes(), data.getType()));
}

/// Computes the indices of `gather` (a gather op or embedding_bag, whose
/// operand 1 they are) with a linalg.copy, a producer to fuse.
void copyIndices(RewriterBase &rewriter, Operation *gather) {
  Location loc = gather->getLoc();
  Value indices = gather->getOperand(1);
  rewriter.setInsertionPoint(gather);
  Value init = tensor::EmptyOp::create(
      rewriter, loc, tensor::getMixedSizes(rewriter, loc, indices),
      cast<RankedTensorType>(indices.getType()).getElementType());
  Value copy =
      linalg::CopyOp::create(rewriter, loc, indices, init).getResult(0);
  rewriter.modifyOpInPlace(gather,
                           [&] { gather->setOperand(1, copy); }); // indices
}

/// Tiles `op` with `options`, fusing its producers if the problem says so
/// (tileUsingSCF and tileConsumerAndFuseProducersUsingSCF are what
/// transform.structured.tile_using_for/forall and fuse run).
LogicalResult tileGather(const Problem &p, RewriterBase &rewriter,
                         TilingInterface op,
                         const scf::SCFTilingOptions &options) {
  rewriter.setInsertionPoint(op);
  if (!p.fuseIndexProducer) {
    FailureOr<scf::SCFTilingResult> tiled =
        scf::tileUsingSCF(rewriter, op, options);
    if (failed(tiled))
      return failure();
    rewriter.replaceOp(op, tiled->replacements);
    return success();
  }
  scf::SCFTileAndFuseOptions fuseOptions;
  fuseOptions.setTilingOptions(options);
  FailureOr<scf::SCFTileAndFuseResult> tiled =
      scf::tileConsumerAndFuseProducersUsingSCF(rewriter, op, fuseOptions);
  if (failed(tiled))
    return failure();
  Value result = op->getResult(0);
  rewriter.replaceAllUsesWith(result, tiled->replacements.lookup(result));
  rewriter.eraseOp(op);
  return success();
}

/// Tiles every gather (and embedding_bag) of `module` as the problem says.
void tileGathers(const Problem &p, ModuleOp module) {
  SmallVector<TilingInterface> gathers;
  module.walk([&](Operation *op) {
    if (isa<gather::GatherOpInterface, gather::EmbeddingBagOp>(op))
      gathers.push_back(cast<TilingInterface>(op));
  });
  IRRewriter rewriter(module.getContext());
  for (TilingInterface op : gathers) {
    // Tiling refuses operands with a static size-0 dimension (see
    // GatherTiling.cpp).
    if (llvm::any_of(op->getOperandTypes(), [](Type type) {
          return llvm::is_contained(cast<RankedTensorType>(type).getShape(), 0);
        }))
      continue;
    unsigned rank = op.getLoopIteratorTypes().size();
    SmallVector<OpFoldResult> sizes;
    for (unsigned d = 0; d < rank; ++d)
      sizes.push_back(rewriter.getIndexAttr(p.tileSizes[d % 8]));
    // Nothing to tile (and LLVM 22's forall tiling crashes on it).
    if (llvm::all_of(sizes, isZeroInteger))
      continue;
    scf::SCFTilingOptions options;
    options.setTileSizes(sizes);
    options.setLoopType(p.tiling == Problem::Tiling::Forall
                            ? scf::SCFTilingOptions::LoopType::ForallOp
                            : scf::SCFTilingOptions::LoopType::ForOp);
    if (p.fuseIndexProducer)
      copyIndices(rewriter, op);
    if (failed(tileGather(p, rewriter, op, options)))
      fail(p, "tiling a gather failed");
  }
}

/// Gives the kernel's arguments the run-time shapes of the problem's
/// inputs, static, each cast to the type it had, and canonicalizes: the
/// casts that only erase sizes the op agrees with are absorbed, and those
/// that contradict another operand (a run-time mismatch the kernel must
/// report) must stay, or the module no longer verifies.
void castArgumentsAndCanonicalize(const Problem &p, ModuleOp module) {
  auto kernel = module.lookupSymbol<func::FuncOp>("kernel");
  std::vector<std::vector<int64_t>> shapes = getRunTimeShapes(p);
  Block &body = kernel.getBody().front();
  auto b = OpBuilder::atBlockBegin(&body);
  for (auto [argument, shape] : llvm::zip_equal(body.getArguments(), shapes)) {
    auto declared = cast<RankedTensorType>(argument.getType());
    auto cast = tensor::CastOp::create(b, kernel.getLoc(), declared, argument);
    argument.replaceAllUsesExcept(cast, cast);
    argument.setType(RankedTensorType::get(shape, declared.getElementType()));
  }
  kernel.setType(FunctionType::get(module.getContext(), body.getArgumentTypes(),
                                   kernel.getResultTypes()));
  PassManager canonicalize(module.getContext());
  canonicalize.addPass(createCanonicalizerPass());
  if (failed(canonicalize.run(module)))
    fail(p, "canonicalizing the kernel with cast arguments failed");
}

/// The single-op kernel that gather-compile builds for the problem, named
/// `kernel`, wrapped in the problem's program shape.
OwningOpRef<ModuleOp> buildKernel(const Problem &p) {
  FailureOr<OwningOpRef<ModuleOp>> module = gather::buildSingleOpKernel(
      &getContext(), p.op, "kernel", getOperandTypes(p));
  if (failed(module))
    fail(p, "a valid problem did not build");
  auto kernel = (*module)->lookupSymbol<func::FuncOp>("kernel");
  switch (p.shape) {
  case ProgramShape::Once:
  case ProgramShape::Twice:
    returnRepeatedly(kernel, countResults(p.shape));
    break;
  case ProgramShape::Call:
    moveIntoCallee(kernel);
    break;
  case ProgramShape::Indirect:
    addIndirectCall(kernel);
    break;
  case ProgramShape::Loop:
    carryThroughLoop(kernel, p.iterations);
    break;
  }
  if (p.tiling != Problem::Tiling::None)
    tileGathers(p, **module);
  if (p.castArguments)
    castArgumentsAndCanonicalize(p, **module);
  if (failed(verify(**module)))
    fail(p, "the kernel in its program shape does not verify");
  return std::move(*module);
}

/// Compiled kernels by problem signature, policy and program shape:
/// compiling dominates the time of a run, and many inputs share a kernel.
gather::JitKernel &getKernel(const Problem &p) {
  // Never destroyed: JIT engines outliving LLVM's own statics at exit
  // would crash in their destructors.
  static auto &cache =
      *new std::map<std::string, std::unique_ptr<gather::JitKernel>>();
  std::string key;
  llvm::raw_string_ostream os(key);
  printOp(os, p);
  os << " " << int(p.policy) << " " << p.parallel << " " << p.stream << " "
     << getShapeName(p.shape) << " " << p.iterations << " " << int(p.tiling)
     << " " << p.fuseIndexProducer << " " << p.castArguments;
  for (int64_t size : p.tileSizes)
    os << " " << size;
  // Cast arguments take the run-time shapes as their types.
  if (p.castArguments)
    for (const std::vector<int64_t> &shape : getRunTimeShapes(p)) {
      os << " [";
      llvm::interleaveComma(shape, os);
      os << "]";
    }
  auto found = cache.find(key);
  if (found != cache.end())
    return *found->second;
  if (cache.size() >= 256)
    cache.clear();

  gather::GatherToLLVMPipelineOptions options;
  options.onOutOfBounds = p.policy;
  options.parallel = p.parallel;
  options.parallelMinBytes = 0;
  options.streamMinBytes = p.stream ? 0 : -1;
  options.prefetchMinBytes = p.stream ? 0 : -1;
  auto kernel = gather::JitKernel::compile(buildKernel(p), "kernel", options);
  if (!kernel)
    fail(p, "JIT compilation failed: " + llvm::toString(kernel.takeError()));
  return *cache.emplace(key, std::move(*kernel)).first->second;
}

/// `values` as the bytes of 32-bit (`is32Bit`) or 64-bit integers.
std::vector<char> encodeIndexValues(const std::vector<int64_t> &values,
                                    bool is32Bit) {
  size_t width = is32Bit ? 4 : 8;
  std::vector<char> bytes(values.size() * width);
  for (size_t n = 0; n < values.size(); ++n) {
    int32_t narrow = int32_t(values[n]);
    std::memcpy(bytes.data() + n * width,
                is32Bit ? static_cast<const void *>(&narrow)
                        : static_cast<const void *>(&values[n]),
                width);
  }
  return bytes;
}

/// Runs the kernel on the problem's inputs, each flush against an
/// inaccessible page.
llvm::Expected<std::vector<npy::Array>> runGuarded(const Problem &p,
                                                   gather::JitKernel &kernel) {
  GuardedBuffer data(p.data.bytes.size(), p.guardBefore);
  std::copy(p.data.bytes.begin(), p.data.bytes.end(), data.data());
  npy::DType indexDType =
      p.indexType.isInteger(32) ? npy::DType::Int32 : npy::DType::Int64;
  std::vector<char> indexBytes =
      encodeIndexValues(p.indices, indexDType == npy::DType::Int32);
  GuardedBuffer indices(indexBytes.size(), !p.guardBefore);
  std::copy(indexBytes.begin(), indexBytes.end(), indices.data());
  npy::DType dtype = gather::lookupElementType(p.elementType)->npyType;
  SmallVector<npy::ArrayView, 4> inputs = {
      {dtype, p.data.shape, data.data()},
      {indexDType, p.indicesShape, indices.data()}};
  // The other operands, in operand order.
  std::vector<std::pair<const Tensor *, npy::DType>> others;
  if (p.op.isScatter())
    others.push_back({&p.updates, dtype});
  if (p.op.isQuantized())
    others.push_back(
        {&p.quantized.scales,
         gather::lookupElementType(p.quantized.scaleType)->npyType});
  if (p.zeroPoints)
    others.push_back({&*p.zeroPoints, npy::DType::UInt8});
  bool offsets32 = p.op.hasOffsets && p.offsetType.isInteger(32);
  Tensor offsets{{int64_t(p.offsets.size())},
                 size_t(offsets32 ? 4 : 8),
                 encodeIndexValues(p.offsets, offsets32)};
  if (p.op.hasOffsets)
    others.push_back(
        {&offsets, offsets32 ? npy::DType::Int32 : npy::DType::Int64});
  if (p.perSampleWeights)
    others.push_back({&*p.perSampleWeights, dtype});
  std::vector<std::unique_ptr<GuardedBuffer>> buffers;
  for (auto [tensor, type] : others) {
    buffers.push_back(
        std::make_unique<GuardedBuffer>(tensor->bytes.size(), p.guardBefore));
    std::copy(tensor->bytes.begin(), tensor->bytes.end(),
              buffers.back()->data());
    inputs.push_back({type, tensor->shape, buffers.back()->data()});
  }
  return kernel.run(inputs);
}

/// How the problem's op combines an update with the element it lands on
/// (a gather's is none).
gather_fuzz::Reduction getReduction(const Problem &p) {
  return {p.elementType, p.op.reduction};
}

/// The reference's answer for the problem's op applied to `data`.
Answer applyReference(const Problem &p, const Tensor &data) {
  switch (p.op.kind) {
  case gather::SingleOp::GatherND:
    return gather_fuzz::referenceGatherND(data, p.indicesShape, p.indices,
                                          p.op.batchDims, p.policy);
  case gather::SingleOp::GatherElements:
    return gather_fuzz::referenceGatherElements(data, p.indicesShape, p.indices,
                                                p.op.axis, p.policy);
  case gather::SingleOp::Gather:
    return gather_fuzz::referenceGatherAxis(
        data, p.indicesShape, p.indices, p.op.axis, p.op.batchDims, p.policy);
  case gather::SingleOp::ScatterND:
    return gather_fuzz::referenceScatterND(
        data, p.indicesShape, p.indices, p.updates, getReduction(p), p.policy);
  case gather::SingleOp::ScatterElements:
    return gather_fuzz::referenceScatterElements(
        data, p.indicesShape, p.indices, p.updates, p.op.axis, getReduction(p),
        p.policy);
  case gather::SingleOp::GatherBlockQuantized:
    if (p.scalesContradictData)
      return Answer{Answer::ShapeMismatch, {}, 0, 0};
    return gather_fuzz::referenceGatherBlockQuantized(
        p.quantized, p.indicesShape, p.indices, *p.op.gatherAxis, p.policy);
  case gather::SingleOp::EmbeddingBag:
    return gather_fuzz::referenceEmbeddingBag(
        {data, cast<FloatType>(p.elementType), p.indicesShape, p.indices,
         p.op.hasOffsets ? std::optional(p.offsets) : std::nullopt,
         p.perSampleWeights, p.op.mode, p.op.includeLastOffset,
         p.op.paddingIdx},
        p.policy);
  }
  llvm_unreachable("unknown single op");
}

/// What the kernel must answer: the op applied `p.iterations` times,
/// each time to the last result, until one fails.
Answer getExpectedAnswer(const Problem &p) {
  Answer answer;
  answer.result = p.data;
  for (int64_t n = 0; n < p.iterations && answer.kind == Answer::Result; ++n) {
    Tensor carried = std::move(answer.result);
    answer = applyReference(p, carried);
  }
  return answer;
}

/// Checks the kernel's error message against the reference's error.
void checkError(const Problem &p, const Answer &expected,
                const std::string &message) {
  if (expected.kind == Answer::ShapeMismatch) {
    if (message.find("shape mismatch") == std::string::npos)
      fail(p, "expected a shape mismatch, got: " + message);
    return;
  }
  if (expected.kind == Answer::BadOffsets) {
    std::string offset = "offsets[" + std::to_string(expected.badPosition) +
                         "] is " + std::to_string(expected.badValue);
    if (message.find("bad offsets") == std::string::npos ||
        message.find(offset) == std::string::npos)
      fail(p, "expected bad offsets, " + offset + ", got: " + message);
    return;
  }
  bool isId = expected.kind == Answer::IdOutOfRange;
  if (message.find(isId ? "id out of range" : "index out of bounds") ==
      std::string::npos)
    fail(p, llvm::Twine("expected an out-of-range ") + (isId ? "id" : "index") +
                ", got: " + message);
  if (p.policy == OutOfBoundsPolicy::Clamp && !isId)
    return;
  std::string first =
      (isId ? "id " : "index ") + std::to_string(expected.badValue) + " ";
  std::string where =
      "(element " + std::to_string(expected.badPosition) + " of indices";
  if (message.find(first) == std::string::npos ||
      message.find(where) == std::string::npos)
    fail(p, "expected the first bad index, " + first + where +
                "), got: " + message);
}

/// Checks that every result of the kernel is the reference's result.
void checkResults(const Problem &p, const Answer &expected,
                  const std::vector<npy::Array> &results) {
  if (results.size() != countResults(p.shape))
    fail(p, "the kernel returned " + llvm::Twine(results.size()) + " results");
  for (const npy::Array &result : results) {
    if (result.shape != expected.result.shape)
      fail(p, "a result has the wrong shape");
    bool same = p.op.isQuantized() || p.op.isPooled()
                    ? gather_fuzz::sameUpToNaNs(
                          p.op.isQuantized() ? p.quantized.scaleType
                                             : cast<FloatType>(p.elementType),
                          result.data, expected.result.bytes)
                    : gather_fuzz::sameResults(getReduction(p), result.data,
                                               expected.result.bytes);
    if (!same)
      fail(p, "a result has the wrong values");
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size) {
  FuzzedDataProvider in(bytes, size);
  Problem p = decode(in, getContext());
  currentProblem = &p;
  auto answer = runGuarded(p, getKernel(p));
  Answer expected = getExpectedAnswer(p);
  if (expected.kind == Answer::Result) {
    if (!answer)
      fail(p, "the kernel failed: " + llvm::toString(answer.takeError()));
    checkResults(p, expected, *answer);
  } else {
    if (answer)
      fail(p, "the kernel succeeded, but the reference expects an error");
    checkError(p, expected, llvm::toString(answer.takeError()));
  }
  currentProblem = nullptr;
  return 0;
}
