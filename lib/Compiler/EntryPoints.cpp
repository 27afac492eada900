//===- EntryPoints.cpp - the C entry points of compiled kernels -----------===//
//
// After buildGatherToLLVMPipeline, each kernel gets its C entry point
// `int32_t NAME(...)` (and `NAME_result_shapes` for dynamic shapes), built
// in the LLVM dialect around the lowered kernel: they check the caller's
// shapes, pass memref descriptors of the caller's buffers and a status
// record on the stack, and zero-fill the results when the kernel fails.
//
//===----------------------------------------------------------------------===//

#include "Gather/Compiler/CInterface.h"

#include "Gather/Conversion/ShardToMPI/ShardToMPI.h"

#include "Gather/IR/GatherDialect.h"
#include "Gather/IR/GatherSizes.h"
#include "Gather/Runtime/Status.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlir::gather;

namespace {
/// Builds the LLVM-dialect body of one entry point.
class EntryBuilder {
public:
  EntryBuilder(OpBuilder &b, Location loc)
      : b(b), loc(loc), ptrType(LLVM::LLVMPointerType::get(b.getContext())),
        i64(b.getI64Type()) {}

  Value constant(int64_t value) {
    return LLVM::ConstantOp::create(b, loc, i64, value);
  }

  Value getTrue() { return LLVM::ConstantOp::create(b, loc, b.getI1Type(), 1); }

  /// Element `index` of the int64_t array at `array`.
  Value loadI64(Value array, int64_t index);
  void storeI64(Value value, Value array, int64_t index);
  Value product(ArrayRef<Value> values);
  void appendDescriptor(Value data, ArrayRef<Value> sizes,
                        SmallVectorImpl<Value> &operands);
  Value allocateStatus();
  SmallVector<Value> getSizes(RankedTensorType type, Value shape,
                              Value &shapeHolds);
  void returnUnless(Value holds, GatherStatusCode code);
  void returnUnlessResultsFit(const KernelSignature &kernel,
                              ArrayRef<SmallVector<Value>> shapes);
  Value byteSize(RankedTensorType type, ArrayRef<Value> sizes);
  /// The byte range [begin, end) of a dense buffer, as integers.
  std::pair<Value, Value> getByteRange(Value data, RankedTensorType type,
                                       ArrayRef<Value> sizes);
  Value overlap(std::pair<Value, Value> a, std::pair<Value, Value> b);

  OpBuilder &b;
  Location loc;
  Type ptrType;
  Type i64;
};
} // namespace

Value EntryBuilder::loadI64(Value array, int64_t index) {
  Value address = LLVM::GEPOp::create(b, loc, ptrType, i64, array,
                                      ArrayRef<LLVM::GEPArg>{index});
  return LLVM::LoadOp::create(b, loc, i64, address);
}

void EntryBuilder::storeI64(Value value, Value array, int64_t index) {
  Value address = LLVM::GEPOp::create(b, loc, ptrType, i64, array,
                                      ArrayRef<LLVM::GEPArg>{index});
  LLVM::StoreOp::create(b, loc, value, address);
}

Value EntryBuilder::product(ArrayRef<Value> values) {
  Value result = constant(1);
  for (Value value : values)
    result = LLVM::MulOp::create(b, loc, result, value);
  return result;
}

/// Appends the expanded memref descriptor of a dense row-major buffer:
/// allocated, aligned, offset, sizes, strides.
void EntryBuilder::appendDescriptor(Value data, ArrayRef<Value> sizes,
                                    SmallVectorImpl<Value> &operands) {
  operands.append({data, data, constant(0)});
  operands.append(sizes.begin(), sizes.end());
  SmallVector<Value> strides(sizes.size());
  Value stride = constant(1);
  for (int64_t d = sizes.size() - 1; d >= 0; --d) {
    strides[d] = stride;
    stride = LLVM::MulOp::create(b, loc, stride, sizes[d]);
  }
  operands.append(strides.begin(), strides.end());
}

/// A zeroed status record on the stack.
Value EntryBuilder::allocateStatus() {
  auto recordType = LLVM::LLVMArrayType::get(i64, GATHER_STATUS_RECORD_SIZE);
  Value record =
      LLVM::AllocaOp::create(b, loc, ptrType, recordType, constant(1));
  LLVM::StoreOp::create(b, loc, LLVM::ZeroOp::create(b, loc, recordType),
                        record);
  return record;
}

/// Sizes of `type` for a buffer whose shape array is `shape` (null for a
/// static entry). Accumulates into `shapeHolds` whether the run-time sizes
/// agree with the static ones.
SmallVector<Value> EntryBuilder::getSizes(RankedTensorType type, Value shape,
                                          Value &shapeHolds) {
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    if (!shape) {
      sizes.push_back(constant(type.getDimSize(d)));
      continue;
    }
    Value size = loadI64(shape, d);
    Value valid =
        type.isDynamicDim(d)
            ? LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::sge, size,
                                   constant(0))
            : LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, size,
                                   constant(type.getDimSize(d)));
    shapeHolds = LLVM::AndOp::create(b, loc, shapeHolds, valid);
    sizes.push_back(size);
  }
  return sizes;
}

/// Returns `code` unless `holds`; continues building in the block where it
/// holds.
void EntryBuilder::returnUnless(Value holds, GatherStatusCode code) {
  Block *current = b.getInsertionBlock();
  Region *region = current->getParent();
  Block *failure = b.createBlock(region);
  LLVM::ReturnOp::create(
      b, loc,
      LLVM::ConstantOp::create(b, loc, b.getI32Type(), code).getResult());
  Block *proceed = b.createBlock(region);
  b.setInsertionPointToEnd(current);
  LLVM::CondBrOp::create(b, loc, holds, proceed, failure);
  b.setInsertionPointToStart(proceed);
}

/// Returns GATHER_STATUS_RESULT_TOO_LARGE unless every result of `kernel`,
/// of sizes `shapes`, fits in memory (by the rule the lowering checks too;
/// its arith ops are lowered after the entry points are built).
void EntryBuilder::returnUnlessResultsFit(const KernelSignature &kernel,
                                          ArrayRef<SmallVector<Value>> shapes) {
  Value fit = getTrue();
  for (auto [type, sizes] : llvm::zip_equal(kernel.results, shapes))
    fit = LLVM::AndOp::create(
        b, loc, fit,
        buildFitsInMemory(b, loc, sizes,
                          *getElementBytes(type.getElementType())));
  returnUnless(fit, GATHER_STATUS_RESULT_TOO_LARGE);
}

/// Whether the lowered `function` takes a status record (only functions
/// that reach a gather do).
static bool takesStatus(LLVM::LLVMFuncOp function) {
  return function->hasAttr(GatherDialect::kStatusAttrName);
}

/// The bytes of a dense buffer of `type` with run-time `sizes`.
Value EntryBuilder::byteSize(RankedTensorType type, ArrayRef<Value> sizes) {
  return LLVM::MulOp::create(b, loc, product(sizes),
                             constant(*getElementBytes(type.getElementType())));
}

std::pair<Value, Value> EntryBuilder::getByteRange(Value data,
                                                   RankedTensorType type,
                                                   ArrayRef<Value> sizes) {
  Value begin = LLVM::PtrToIntOp::create(b, loc, i64, data);
  return {begin, LLVM::AddOp::create(b, loc, begin, byteSize(type, sizes))};
}

/// Whether two byte ranges share a byte (empty ranges share none).
Value EntryBuilder::overlap(std::pair<Value, Value> x,
                            std::pair<Value, Value> y) {
  auto below = [&](Value l, Value r) -> Value {
    return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult, l, r);
  };
  Value result = LLVM::AndOp::create(b, loc, below(x.first, y.second),
                                     below(y.first, x.second));
  result = LLVM::AndOp::create(b, loc, result, below(x.first, x.second));
  return LLVM::AndOp::create(b, loc, result, below(y.first, y.second));
}

/// Calls the lowered shapes function of `kernel` on argument descriptors
/// (`operands`, to which the status record is appended) and returns every
/// result dimension.
static FailureOr<SmallVector<SmallVector<Value>>>
callShapesFunction(EntryBuilder &e, const KernelSignature &kernel,
                   LLVM::LLVMFuncOp shapesFn, SmallVector<Value> operands) {
  if (takesStatus(shapesFn))
    e.appendDescriptor(e.allocateStatus(),
                       {e.constant(GATHER_STATUS_RECORD_SIZE)}, operands);
  if (shapesFn.getNumArguments() != operands.size())
    return shapesFn.emitError("unexpected lowered signature of the shapes of @")
           << kernel.name;
  auto call = LLVM::CallOp::create(e.b, e.loc, shapesFn, operands);
  unsigned position = 0, total = 0;
  for (RankedTensorType type : kernel.results)
    total += type.getRank();
  SmallVector<SmallVector<Value>> shapes;
  for (RankedTensorType type : kernel.results) {
    SmallVector<Value> &sizes = shapes.emplace_back();
    for (int64_t d = 0; d < type.getRank(); ++d, ++position)
      sizes.push_back(total == 1 ? call.getResult()
                                 : LLVM::ExtractValueOp::create(
                                       e.b, e.loc, call.getResult(), position)
                                       .getResult());
  }
  return shapes;
}

namespace {
/// The parameters of one entry point `NAME`: a pointer per argument and per
/// result buffer, each followed by its shape array when shapes are dynamic.
struct EntryParameters {
  Block *body;
  const KernelSignature &kernel;
  unsigned perTensor;

  Value getBuffer(unsigned tensor) const {
    return body->getArgument(perTensor * tensor);
  }
  /// The shape array of tensor `tensor`, or null for a static entry.
  Value getShape(unsigned tensor) const {
    return perTensor == 2 ? body->getArgument(perTensor * tensor + 1) : Value();
  }
  unsigned getResultTensor(unsigned result) const {
    return kernel.arguments.size() + result;
  }
  /// Whether the caller passed result `result`'s in-place argument's buffer
  /// as the result's (an i1), or null if the result has no such argument.
  Value sharesArgumentBuffer(OpBuilder &b, Location loc,
                             unsigned result) const {
    std::optional<unsigned> argument = kernel.inPlaceArguments[result];
    if (!argument)
      return Value();
    return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq,
                                getBuffer(*argument),
                                getBuffer(getResultTensor(result)));
  }
};
} // namespace

/// Declares `int32_t NAME(...)`. Result buffers overlap nothing (the ABI's
/// contract) but their in-place argument: telling LLVM so lets it vectorise
/// the gather loops, loads of data and indices being independent of the
/// stores.
static EntryParameters createEntryFunction(OpBuilder &b, Location loc,
                                           const KernelSignature &kernel) {
  unsigned perTensor = kernel.hasStaticShapes() ? 1 : 2;
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext());
  SmallVector<Type> params(
      perTensor * (kernel.arguments.size() + kernel.results.size()), ptrType);
  auto entry = LLVM::LLVMFuncOp::create(
      b, loc, kernel.name, LLVM::LLVMFunctionType::get(b.getI32Type(), params));
  Block *body = entry.addEntryBlock(b);
  b.setInsertionPointToStart(body);
  EntryParameters parameters{body, kernel, perTensor};
  for (unsigned j = 0; j < kernel.results.size(); ++j)
    if (!kernel.inPlaceArguments[j])
      entry.setArgAttr(perTensor * parameters.getResultTensor(j),
                       LLVM::LLVMDialect::getNoAliasAttrName(),
                       UnitAttr::get(b.getContext()));
  return parameters;
}

/// With dynamic shapes, the kernel writes results of the shapes its
/// arguments imply: returns a mismatch unless the caller's buffers have
/// exactly those, and a result too large unless they fit.
static LogicalResult checkResultShapes(EntryBuilder &e,
                                       const KernelSignature &kernel,
                                       LLVM::LLVMFuncOp shapesFn,
                                       ArrayRef<Value> argumentDescriptors,
                                       ArrayRef<SmallVector<Value>> given) {
  FailureOr<SmallVector<SmallVector<Value>>> implied = callShapesFunction(
      e, kernel, shapesFn, llvm::to_vector(argumentDescriptors));
  if (failed(implied))
    return failure();
  Value match = e.getTrue();
  for (auto [givenSizes, impliedSizes] : llvm::zip_equal(given, *implied))
    for (auto [size, impliedSize] : llvm::zip_equal(givenSizes, impliedSizes))
      match = LLVM::AndOp::create(e.b, e.loc, match,
                                  LLVM::ICmpOp::create(e.b, e.loc,
                                                       LLVM::ICmpPredicate::eq,
                                                       size, impliedSize));
  e.returnUnless(match, GATHER_STATUS_SHAPE_MISMATCH);
  // Sizes too large would wrap the byte counts of the zero fill.
  e.returnUnlessResultsFit(kernel, given);
  return success();
}

/// MPICH's MPI_COMM_WORLD: its handles are ints, fixed by its ABI
/// (mpi.h); OpenMPI's are addresses of its globals.
static constexpr int32_t kMPICHCommWorld = 0x44000000;

/// MPI_Comm_size(MPI_COMM_WORLD, &size) in `module`'s MPI ABI, declared
/// where needed.
static Value getWorldSize(EntryBuilder &e, ModuleOp module) {
  OpBuilder &b = e.b;
  bool openMPI = getMPIImplementation(module) == "OpenMPI";
  OpBuilder atStart = OpBuilder::atBlockBegin(module.getBody());
  Value world;
  if (openMPI) {
    StringRef global = "ompi_mpi_comm_world";
    if (!module.lookupSymbol(global))
      LLVM::GlobalOp::create(atStart, e.loc,
                             LLVM::LLVMStructType::getOpaque(
                                 "ompi_communicator_t", b.getContext()),
                             /*isConstant=*/false, LLVM::Linkage::External,
                             global, Attribute());
    world = LLVM::AddressOfOp::create(b, e.loc, e.ptrType, global);
  } else {
    world = LLVM::ConstantOp::create(b, e.loc, b.getI32Type(), kMPICHCommWorld);
  }
  StringRef name = "MPI_Comm_size";
  if (!module.lookupSymbol(name))
    LLVM::LLVMFuncOp::create(atStart, e.loc, name,
                             LLVM::LLVMFunctionType::get(
                                 b.getI32Type(), {world.getType(), e.ptrType}));
  Value one = LLVM::ConstantOp::create(b, e.loc, b.getI32Type(), 1);
  Value size = LLVM::AllocaOp::create(b, e.loc, e.ptrType, b.getI32Type(), one);
  LLVM::CallOp::create(b, e.loc, TypeRange{b.getI32Type()}, name,
                       ValueRange{world, size});
  return LLVM::LoadOp::create(b, e.loc, b.getI32Type(), size);
}

/// Returns GATHER_STATUS_WRONG_PROCESS_COUNT unless the MPI job has the
/// processes of the kernel's grid: on others it would combine the wrong
/// blocks or wait for processes that do not exist.
static void returnUnlessProcessCount(EntryBuilder &e, ModuleOp module,
                                     const Distribution &distribution) {
  Value expected = LLVM::ConstantOp::create(e.b, e.loc, e.b.getI32Type(),
                                            distribution.getProcessCount());
  Value matches = LLVM::ICmpOp::create(e.b, e.loc, LLVM::ICmpPredicate::eq,
                                       getWorldSize(e, module), expected);
  e.returnUnless(matches, GATHER_STATUS_WRONG_PROCESS_COUNT);
}

/// Returns GATHER_STATUS_OVERLAPPING_BUFFERS if a result buffer shares a
/// byte with an argument or another result: the kernel may read an input
/// after writing results (a slice gather reads each index tuple again to
/// copy its slice), and it is compiled on the promise that nothing it
/// writes aliases anything else. The one exception is a result passed its
/// in-place argument's very buffer (the shapes make both the same range).
static void returnUnlessDisjoint(EntryBuilder &e,
                                 const EntryParameters &parameters,
                                 ArrayRef<SmallVector<Value>> argumentShapes,
                                 ArrayRef<SmallVector<Value>> resultShapes) {
  const KernelSignature &kernel = parameters.kernel;
  SmallVector<std::pair<Value, Value>> ranges;
  for (auto [i, type] : llvm::enumerate(kernel.arguments))
    ranges.push_back(
        e.getByteRange(parameters.getBuffer(i), type, argumentShapes[i]));
  for (auto [j, type] : llvm::enumerate(kernel.results))
    ranges.push_back(
        e.getByteRange(parameters.getBuffer(parameters.getResultTensor(j)),
                       type, resultShapes[j]));
  Value anyOverlap = LLVM::ConstantOp::create(e.b, e.loc, e.b.getI1Type(), 0);
  for (unsigned r = kernel.arguments.size(); r < ranges.size(); ++r) {
    unsigned result = r - kernel.arguments.size();
    for (unsigned other = 0; other < r; ++other) {
      Value overlap = e.overlap(ranges[r], ranges[other]);
      if (kernel.inPlaceArguments[result] == other)
        overlap = LLVM::AndOp::create(
            e.b, e.loc, overlap,
            LLVM::XOrOp::create(
                e.b, e.loc, parameters.sharesArgumentBuffer(e.b, e.loc, result),
                e.getTrue()));
      anyOverlap = LLVM::OrOp::create(e.b, e.loc, anyOverlap, overlap);
    }
  }
  e.returnUnless(LLVM::XOrOp::create(e.b, e.loc, anyOverlap, e.getTrue()),
                 GATHER_STATUS_OVERLAPPING_BUFFERS);
}

/// Calls the kernel on `operands` (argument descriptors) plus descriptors of
/// the result buffers and a status record; returns the status code. The
/// kernel learns what the entry knows: its result buffers (the allocated
/// and aligned pointer of each descriptor) overlap nothing, in-place ones
/// aside, so that LLVM can vectorise its loops whether or not it inlines the
/// kernel.
static FailureOr<Value> callKernel(EntryBuilder &e,
                                   const EntryParameters &parameters,
                                   LLVM::LLVMFuncOp impl,
                                   SmallVector<Value> operands,
                                   ArrayRef<SmallVector<Value>> resultShapes) {
  SmallVector<unsigned> resultPointers;
  for (auto [j, sizes] : llvm::enumerate(resultShapes)) {
    if (!parameters.kernel.inPlaceArguments[j])
      resultPointers.append(
          {unsigned(operands.size()), unsigned(operands.size()) + 1});
    e.appendDescriptor(parameters.getBuffer(parameters.getResultTensor(j)),
                       sizes, operands);
  }
  // A kernel that reaches no gather takes no record and cannot fail.
  Value status = e.allocateStatus();
  if (takesStatus(impl))
    e.appendDescriptor(status, {e.constant(GATHER_STATUS_RECORD_SIZE)},
                       operands);
  if (impl.getNumArguments() != operands.size() || impl.getNumResults() != 0)
    return impl.emitError("unexpected lowered signature of the kernel of @")
           << parameters.kernel.name;
  for (unsigned position : resultPointers)
    impl.setArgAttr(position, LLVM::LLVMDialect::getNoAliasAttrName(),
                    UnitAttr::get(e.b.getContext()));
  LLVM::CallOp::create(e.b, e.loc, impl, operands);
  return e.loadI64(status, GATHER_STATUS_CODE);
}

/// No partial output: a failed kernel leaves zeros, but in a buffer shared
/// with the result's in-place argument, which keeps that argument's values
/// (the kernel failed before writing it: getInPlaceArguments' rule).
static void zeroFillOnFailure(EntryBuilder &e,
                              const EntryParameters &parameters, Value code,
                              ArrayRef<SmallVector<Value>> resultShapes) {
  OpBuilder &b = e.b;
  Value ok = LLVM::ICmpOp::create(b, e.loc, LLVM::ICmpPredicate::eq, code,
                                  e.constant(GATHER_STATUS_OK));
  Value zeroByte = LLVM::ConstantOp::create(b, e.loc, b.getI8Type(), 0);
  for (auto [j, type] : llvm::enumerate(parameters.kernel.results)) {
    Value bytes = e.byteSize(type, resultShapes[j]);
    Value keep = ok;
    if (Value shared = parameters.sharesArgumentBuffer(b, e.loc, j))
      keep = LLVM::OrOp::create(b, e.loc, ok, shared);
    Value cleared =
        LLVM::SelectOp::create(b, e.loc, keep, e.constant(0), bytes);
    LLVM::MemsetOp::create(b, e.loc,
                           parameters.getBuffer(parameters.getResultTensor(j)),
                           zeroByte, cleared, /*isVolatile=*/false);
  }
}

/// `int32_t NAME(...)`: checks the caller's shapes, runs the kernel on
/// descriptors of the caller's buffers (it writes the results in place) with
/// a status record, and zero-fills the results when the kernel fails.
static LogicalResult buildEntry(ModuleOp module, const KernelSignature &kernel,
                                LLVM::LLVMFuncOp impl,
                                LLVM::LLVMFuncOp shapesFn) {
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  EntryParameters parameters = createEntryFunction(b, impl.getLoc(), kernel);
  EntryBuilder e(b, impl.getLoc());
  Value shapeHolds = e.getTrue();
  SmallVector<Value> operands;
  SmallVector<SmallVector<Value>> argumentShapes;
  for (auto [i, type] : llvm::enumerate(kernel.arguments)) {
    argumentShapes.push_back(
        e.getSizes(type, parameters.getShape(i), shapeHolds));
    e.appendDescriptor(parameters.getBuffer(i), argumentShapes.back(),
                       operands);
  }
  SmallVector<SmallVector<Value>> resultShapes;
  for (auto [j, type] : llvm::enumerate(kernel.results))
    resultShapes.push_back(e.getSizes(
        type, parameters.getShape(parameters.getResultTensor(j)), shapeHolds));
  if (!kernel.hasStaticShapes()) {
    e.returnUnless(shapeHolds, GATHER_STATUS_SHAPE_MISMATCH);
    if (failed(checkResultShapes(e, kernel, shapesFn, operands, resultShapes)))
      return failure();
  }
  returnUnlessDisjoint(e, parameters, argumentShapes, resultShapes);
  if (kernel.distribution)
    returnUnlessProcessCount(e, module, *kernel.distribution);
  FailureOr<Value> code =
      callKernel(e, parameters, impl, std::move(operands), resultShapes);
  if (failed(code))
    return failure();
  zeroFillOnFailure(e, parameters, *code, resultShapes);
  LLVM::ReturnOp::create(
      b, e.loc,
      LLVM::TruncOp::create(b, e.loc, b.getI32Type(), *code).getResult());
  return success();
}

/// `int32_t NAME_result_shapes(...)`: runs the derived shapes function on
/// descriptors without data.
static LogicalResult buildShapesEntry(ModuleOp module,
                                      const KernelSignature &kernel,
                                      LLVM::LLVMFuncOp shapesFn) {
  Location loc = shapesFn.getLoc();
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  auto ptrType = LLVM::LLVMPointerType::get(module.getContext());
  SmallVector<Type> params(kernel.arguments.size() + kernel.results.size(),
                           ptrType);
  auto entry = LLVM::LLVMFuncOp::create(
      b, loc, kernel.getResultShapesEntry(),
      LLVM::LLVMFunctionType::get(b.getI32Type(), params));
  b.setInsertionPointToStart(entry.addEntryBlock(b));
  EntryBuilder e(b, loc);

  Value shapeHolds = e.getTrue();
  Value noData = LLVM::ZeroOp::create(b, loc, ptrType);
  SmallVector<Value> operands;
  for (auto [i, type] : llvm::enumerate(kernel.arguments))
    e.appendDescriptor(
        noData, e.getSizes(type, entry.getArgument(i), shapeHolds), operands);
  e.returnUnless(shapeHolds, GATHER_STATUS_SHAPE_MISMATCH);
  FailureOr<SmallVector<SmallVector<Value>>> shapes =
      callShapesFunction(e, kernel, shapesFn, operands);
  if (failed(shapes))
    return failure();
  e.returnUnlessResultsFit(kernel, *shapes);
  for (auto [j, sizes] : llvm::enumerate(*shapes))
    for (auto [d, size] : llvm::enumerate(sizes))
      e.storeI64(size, entry.getArgument(kernel.arguments.size() + j), d);
  LLVM::ReturnOp::create(
      b, loc,
      LLVM::ConstantOp::create(b, loc, b.getI32Type(), GATHER_STATUS_OK)
          .getResult());
  return success();
}

LogicalResult mlir::gather::addCEntryPoints(ModuleOp module,
                                            ArrayRef<KernelSignature> kernels) {
  // Everything but the entry points stays inside the object.
  module.walk([](LLVM::LLVMFuncOp func) {
    if (!func.isExternal())
      func.setLinkage(LLVM::Linkage::Internal);
  });
  for (const KernelSignature &declared : kernels) {
    // The entry points pass buffers: 4-bit tensors as their packed bytes.
    KernelSignature kernel = declared;
    for (RankedTensorType &type : kernel.arguments)
      type = getBufferType(type);
    auto impl = module.lookupSymbol<LLVM::LLVMFuncOp>(kernel.getKernelSymbol());
    if (!impl)
      return module.emitError("the kernel of @") << kernel.name << " is gone";
    LLVM::LLVMFuncOp shapesFn;
    if (!kernel.hasStaticShapes()) {
      shapesFn =
          module.lookupSymbol<LLVM::LLVMFuncOp>(kernel.getShapesSymbol());
      if (!shapesFn)
        return module.emitError("the shapes function of @")
               << kernel.name << " is gone";
    }
    if (failed(buildEntry(module, kernel, impl, shapesFn)) ||
        (shapesFn && failed(buildShapesEntry(module, kernel, shapesFn))))
      return failure();
  }
  return success();
}
