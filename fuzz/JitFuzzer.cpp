//===- JitFuzzer.cpp - random gathers, JIT-run, against a reference -------===//
//
// A structured fuzzer: the input bytes decode into a valid gather problem
// (op, batch_dims or axis, element and index types, static or dynamic
// dimensions, zero-size dimensions, an out-of-bounds policy, OpenMP threads
// or not, streamed row copies or not, data bytes and index values with
// extremes: INT_MIN, INT_MAX, s, -s-1, for the index type's width), and
// sometimes a run-time shape that contradicts the other operand. The problem is
// compiled the way gather-compile --gather-nd /
// --gather-elements builds it, JIT-run through JitKernel (gather-run's
// library) and the answer, a result or an error, compared with
// ReferenceGather.
//
// The inputs sit flush against an inaccessible page (after their last byte
// or before their first, by a bit of the input), so a kernel that reads
// outside them faults even though JIT-compiled code is not instrumented.
//
//===----------------------------------------------------------------------===//

#include "ReferenceGather.h"

#include "Gather/Compiler/Compiler.h"
#include "Gather/InitAll.h"
#include "Gather/Runner/Runner.h"
#include "Gather/Utils/ElementTypes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
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

using namespace mlir;
namespace npy = mlir::gather::npy;
using gather::OutOfBoundsPolicy;
using gather_fuzz::Answer;
using gather_fuzz::Tensor;

namespace {

/// A problem as decoded from the input.
struct Problem {
  bool gatherND = true;
  int64_t attribute = 0; // batch_dims or axis
  Type elementType, indexType;
  OutOfBoundsPolicy policy = OutOfBoundsPolicy::Error;
  std::vector<int64_t> indicesShape;
  /// Sizes declared in the kernel's types (ShapedType::kDynamic or static).
  std::vector<int64_t> dataTypeShape, indicesTypeShape;
  Tensor data;
  std::vector<int64_t> indices;
  bool guardBefore = false;
  /// Every loop on OpenMP threads, and every row gather streamed, whatever
  /// their sizes.
  bool parallel = false, stream = false;
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

Problem decode(FuzzedDataProvider &in, MLIRContext &context) {
  Problem p;
  p.gatherND = in.ConsumeBool();
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

  if (p.gatherND) {
    int64_t b = in.ConsumeIntegralInRange<int64_t>(0, r - 1);
    int64_t k = in.ConsumeIntegralInRange<int64_t>(1, r - b);
    int64_t outer = in.ConsumeIntegralInRange<int64_t>(0, 2);
    p.attribute = b;
    p.indicesShape.assign(p.data.shape.begin(), p.data.shape.begin() + b);
    for (int64_t d = 0; d < outer; ++d)
      p.indicesShape.push_back(consumeSize(in));
    p.indicesShape.push_back(k);
  } else {
    int64_t axis = in.ConsumeIntegralInRange<int64_t>(-r, r - 1);
    p.attribute = axis;
    for (int64_t d = 0; d < r; ++d)
      p.indicesShape.push_back(d == (axis + r) % r
                                   ? consumeSize(in)
                                   : consumeSize(in, p.data.shape[d]));
  }

  // Declared types: each size static or dynamic (gather_nd's k stays
  // static: the inferred result rank depends on it).
  uint8_t dataDynamic = in.ConsumeIntegral<uint8_t>();
  uint8_t indicesDynamic = in.ConsumeIntegral<uint8_t>();
  for (size_t d = 0; d < p.data.shape.size(); ++d)
    p.dataTypeShape.push_back(dataDynamic >> d & 1 ? ShapedType::kDynamic
                                                   : p.data.shape[d]);
  for (size_t d = 0; d < p.indicesShape.size(); ++d)
    p.indicesTypeShape.push_back(
        indicesDynamic >> d & 1 &&
                !(p.gatherND && d + 1 == p.indicesShape.size())
            ? ShapedType::kDynamic
            : p.indicesShape[d]);

  // Sometimes an indices size that contradicts data where the types cannot
  // tell: a batch dimension of gather_nd, a non-axis dimension of
  // gather_elements (larger than data's). Unchecked kernels trust shapes,
  // so only the checking policies get these.
  if (p.policy != OutOfBoundsPolicy::Unchecked &&
      in.ConsumeIntegral<uint8_t>() < 32) {
    size_t limit = p.gatherND ? p.attribute : r;
    size_t d = in.ConsumeIntegralInRange<size_t>(0, 3);
    int64_t axis = (p.attribute + r) % r;
    if (d < limit && (p.gatherND || int64_t(d) != axis)) {
      p.indicesShape[d] = p.data.shape[d] + 1;
      p.indicesTypeShape[d] = ShapedType::kDynamic;
    }
  }

  // Data: raw bytes (NaN payloads and all), booleans 0 or 1.
  npy::DType dtype = gather::lookupElementType(p.elementType)->npyType;
  p.data.elementSize = npy::getElementSize(dtype);
  int64_t dataElements = ShapedType::getNumElements(p.data.shape);
  p.data.bytes = in.ConsumeBytes<char>(dataElements * p.data.elementSize);
  p.data.bytes.resize(dataElements * p.data.elementSize, 0);
  if (p.elementType.isInteger(1))
    for (char &byte : p.data.bytes)
      byte &= 1;

  // Index values, each for the data dimension it addresses.
  int64_t count = ShapedType::getNumElements(p.indicesShape);
  bool validOnly = p.policy == OutOfBoundsPolicy::Unchecked;
  int64_t axis = (p.attribute + r) % r;
  for (int64_t n = 0; n < count; ++n) {
    int64_t size = p.gatherND
                       ? p.data.shape[p.attribute + n % p.indicesShape.back()]
                       : p.data.shape[axis];
    if (validOnly && size == 0)
      p.policy = OutOfBoundsPolicy::Error; // no valid index exists
    p.indices.push_back(consumeIndex(in, size, validOnly && size > 0,
                                     p.indexType.isInteger(32)));
  }
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

[[noreturn]] void fail(const Problem &p, const llvm::Twine &what) {
  llvm::errs() << "gather-jit-fuzzer: " << what << "\n  "
               << (p.gatherND ? "gather_nd batch_dims="
                              : "gather_elements axis=")
               << p.attribute << " policy=" << int(p.policy) << " element type "
               << p.elementType << " index type " << p.indexType << "\n";
  std::abort();
}

MLIRContext &getContext() {
  static MLIRContext *context = [] {
    DialectRegistry registry;
    gather::registerToolDialects(registry);
    auto *context = new MLIRContext(registry, MLIRContext::Threading::DISABLED);
    context->getDiagEngine().registerHandler([](Diagnostic &diagnostic) {
      llvm::errs() << "unexpected diagnostic: " << diagnostic << "\n";
      std::abort();
      return success();
    });
    return context;
  }();
  return *context;
}

/// Compiled kernels by signature and policy: compiling dominates the time
/// of a run, and many inputs share a signature.
gather::JitKernel &getKernel(const Problem &p, RankedTensorType dataType,
                             RankedTensorType indicesType) {
  // Never destroyed: JIT engines outliving LLVM's own statics at exit
  // would crash in their destructors.
  static auto &cache =
      *new std::map<std::string, std::unique_ptr<gather::JitKernel>>();
  std::string key;
  llvm::raw_string_ostream os(key);
  os << p.gatherND << " " << p.attribute << " " << int(p.policy) << " "
     << p.parallel << " " << p.stream << " " << dataType << " " << indicesType;
  auto found = cache.find(key);
  if (found != cache.end())
    return *found->second;
  if (cache.size() >= 256)
    cache.clear();

  MLIRContext &context = getContext();
  FailureOr<OwningOpRef<ModuleOp>> module = gather::buildSingleOpKernel(
      &context, p.gatherND, "kernel", dataType, indicesType, p.attribute);
  if (failed(module))
    fail(p, "a valid problem did not build");
  gather::GatherToLLVMPipelineOptions options;
  options.onOutOfBounds = p.policy;
  options.parallel = p.parallel;
  options.parallelMinBytes = 0;
  options.streamMinBytes = p.stream ? 0 : -1;
  auto kernel =
      gather::JitKernel::compile(std::move(*module), "kernel", options);
  if (!kernel)
    fail(p, "JIT compilation failed: " + llvm::toString(kernel.takeError()));
  return *cache.emplace(key, std::move(*kernel)).first->second;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size) {
  FuzzedDataProvider in(bytes, size);
  MLIRContext &context = getContext();
  Problem p = decode(in, context);
  auto dataType = RankedTensorType::get(p.dataTypeShape, p.elementType);
  auto indicesType = RankedTensorType::get(p.indicesTypeShape, p.indexType);
  gather::JitKernel &kernel = getKernel(p, dataType, indicesType);

  // The inputs, in guarded memory.
  GuardedBuffer data(p.data.bytes.size(), p.guardBefore);
  std::copy(p.data.bytes.begin(), p.data.bytes.end(), data.data());
  npy::DType indexDType =
      p.indexType.isInteger(32) ? npy::DType::Int32 : npy::DType::Int64;
  size_t indexBytes = npy::getElementSize(indexDType);
  GuardedBuffer indices(p.indices.size() * indexBytes, !p.guardBefore);
  for (size_t n = 0; n < p.indices.size(); ++n) {
    int32_t narrow = int32_t(p.indices[n]);
    std::memcpy(indices.data() + n * indexBytes,
                indexBytes == 4 ? static_cast<const void *>(&narrow)
                                : static_cast<const void *>(&p.indices[n]),
                indexBytes);
  }
  npy::ArrayView inputs[] = {{gather::lookupElementType(p.elementType)->npyType,
                              p.data.shape, data.data()},
                             {indexDType, p.indicesShape, indices.data()}};
  auto answer = kernel.run(inputs);

  Answer expected =
      p.gatherND
          ? gather_fuzz::referenceGatherND(p.data, p.indicesShape, p.indices,
                                           p.attribute, p.policy)
          : gather_fuzz::referenceGatherElements(
                p.data, p.indicesShape, p.indices, p.attribute, p.policy);
  if (expected.kind != Answer::Result) {
    if (answer)
      fail(p, "the kernel succeeded, but the reference expects an error");
    std::string message = llvm::toString(answer.takeError());
    if (expected.kind == Answer::ShapeMismatch) {
      if (message.find("shape mismatch") == std::string::npos)
        fail(p, "expected a shape mismatch, got: " + message);
      return 0;
    }
    if (message.find("index out of bounds") == std::string::npos)
      fail(p, "expected an out-of-bounds index, got: " + message);
    if (p.policy != OutOfBoundsPolicy::Clamp) {
      std::string first = "index " + std::to_string(expected.badValue) + " ";
      std::string where =
          "(element " + std::to_string(expected.badPosition) + " of indices";
      if (message.find(first) == std::string::npos ||
          message.find(where) == std::string::npos)
        fail(p, "expected the first bad index, " + first + where +
                    "), got: " + message);
    }
    return 0;
  }
  if (!answer)
    fail(p, "the kernel failed: " + llvm::toString(answer.takeError()));
  const npy::Array &result = answer->front();
  if (result.shape != expected.result.shape)
    fail(p, "the result has the wrong shape");
  if (result.data != expected.result.bytes)
    fail(p, "the result has the wrong values");
  return 0;
}
