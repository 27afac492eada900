//===- CInterface.cpp - the C ABI of compiled gather kernels --------------===//

#include "Gather/Compiler/CInterface.h"

#include "Gather/IR/GatherDialect.h"
#include "Gather/Runtime/Status.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::gather;

/// Prefixes of the internal functions behind an entry point NAME.
static constexpr StringLiteral kKernelPrefix = "__gather_kernel_";
static constexpr StringLiteral kShapesPrefix = "__gather_shapes_";
static constexpr StringLiteral kCalleePrefix = "__gather_callee_";

bool KernelSignature::hasStaticShapes() const {
  auto isStatic = [](RankedTensorType type) { return type.hasStaticShape(); };
  return llvm::all_of(arguments, isStatic) && llvm::all_of(results, isStatic);
}

FailureOr<StringRef> mlir::gather::getCElementType(Type type) {
  if (type.isIndex())
    return StringRef("int64_t");
  if (auto integer = dyn_cast<IntegerType>(type)) {
    if (integer.isSigned())
      return failure();
    switch (integer.getWidth()) {
    case 1:
      return StringRef("uint8_t");
    case 8:
      return StringRef(integer.isUnsigned() ? "uint8_t" : "int8_t");
    case 16:
      return StringRef(integer.isUnsigned() ? "uint16_t" : "int16_t");
    case 32:
      return StringRef(integer.isUnsigned() ? "uint32_t" : "int32_t");
    case 64:
      return StringRef(integer.isUnsigned() ? "uint64_t" : "int64_t");
    default:
      return failure();
    }
  }
  if (type.isF16() || type.isBF16())
    return StringRef("uint16_t");
  if (type.isF32())
    return StringRef("float");
  if (type.isF64())
    return StringRef("double");
  if (auto complex = dyn_cast<ComplexType>(type)) {
    if (complex.getElementType().isF32())
      return StringRef("gather_complex64");
    if (complex.getElementType().isF64())
      return StringRef("gather_complex128");
  }
  return failure();
}

static bool isCIdentifier(StringRef name) {
  return !name.empty() && !llvm::isDigit(name.front()) &&
         llvm::all_of(name,
                      [](char c) { return llvm::isAlnum(c) || c == '_'; });
}

/// Why `name` cannot name an entry point, or an empty string if it can: it
/// must be a C identifier that is no C or C++ keyword, not reserved for the
/// implementation, and not a libc function that kernels call.
static std::string whyNotAKernelName(StringRef name) {
  static constexpr StringLiteral keywords[] = {
      "alignas",   "alignof",  "and",       "asm",      "auto",      "bool",
      "break",     "case",     "catch",     "char",     "class",     "const",
      "constexpr", "continue", "default",   "delete",   "do",        "double",
      "else",      "enum",     "explicit",  "extern",   "false",     "float",
      "for",       "friend",   "goto",      "if",       "inline",    "int",
      "long",      "mutable",  "namespace", "new",      "noexcept",  "not",
      "nullptr",   "operator", "or",        "private",  "protected", "public",
      "register",  "restrict", "return",    "short",    "signed",    "sizeof",
      "static",    "struct",   "switch",    "template", "this",      "throw",
      "true",      "try",      "typedef",   "typeid",   "typename",  "union",
      "unsigned",  "using",    "virtual",   "void",     "volatile",  "while",
      "xor"};
  static constexpr StringLiteral libcFunctions[] = {
      "malloc", "calloc",  "realloc", "free",  "aligned_alloc",
      "memcpy", "memmove", "memset",  "abort", "exit"};
  if (!isCIdentifier(name))
    return "is not a C identifier";
  if (llvm::is_contained(keywords, name))
    return "is a C or C++ keyword";
  if (name.size() > 1 && name[0] == '_' &&
      (name[1] == '_' || llvm::isUpper(name[1])))
    return "is reserved for the C implementation";
  if (name.starts_with("_mlir"))
    return "is reserved for MLIR's wrappers";
  if (llvm::is_contained(libcFunctions, name))
    return "is a C library function that kernels call";
  return "";
}

//===----------------------------------------------------------------------===//
// Before lowering
//===----------------------------------------------------------------------===//

/// Collects the tensor types of `types`, or reports the first that the C ABI
/// cannot pass.
static LogicalResult
collectTensorTypes(func::FuncOp func, TypeRange types, StringRef what,
                   SmallVectorImpl<RankedTensorType> &into) {
  for (auto [i, type] : llvm::enumerate(types)) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || failed(getCElementType(tensor.getElementType())))
      return func.emitError()
             << what << " #" << i << " of @" << func.getSymName()
             << " has type " << type
             << "; C kernels take ranked tensors of numeric element types";
    into.push_back(tensor);
  }
  return success();
}

/// A function returning every result dimension of `kernel` (as `index`),
/// computed from the argument shapes alone: the result tensors' `tensor.dim`s
/// are resolved through reifyResultShapes, after which the tensor
/// computation is dead. Fails if a result shape depends on tensor contents.
static LogicalResult createShapesFunction(func::FuncOp kernel, StringRef name) {
  auto shapes = cast<func::FuncOp>(kernel->clone());
  shapes.setSymName((kShapesPrefix + name).str());
  SymbolTable(kernel->getParentOp()).insert(shapes);

  SmallVector<Type> indexTypes;
  for (Type type : kernel.getResultTypes())
    indexTypes.append(cast<RankedTensorType>(type).getRank(),
                      IndexType::get(kernel.getContext()));
  shapes.walk([&](func::ReturnOp ret) {
    OpBuilder b(ret);
    SmallVector<Value> sizes;
    for (Value result : ret.getOperands())
      for (int64_t d = 0,
                   e = cast<RankedTensorType>(result.getType()).getRank();
           d < e; ++d)
        sizes.push_back(tensor::DimOp::create(b, ret.getLoc(), result, d));
    func::ReturnOp::create(b, ret.getLoc(), sizes);
    ret.erase();
  });
  shapes.setType(FunctionType::get(kernel.getContext(),
                                   kernel.getArgumentTypes(), indexTypes));

  RewritePatternSet patterns(kernel.getContext());
  memref::populateResolveRankedShapedTypeResultDimsPatterns(patterns);
  tensor::DimOp::getCanonicalizationPatterns(patterns, kernel.getContext());
  (void)applyPatternsGreedily(shapes, std::move(patterns));

  Operation *dataDependent = nullptr;
  shapes.walk([&](Operation *op) {
    if (isa<func::FuncOp, func::ReturnOp, tensor::DimOp, affine::AffineApplyOp>(
            op) ||
        op->getDialect() == op->getContext()->getLoadedDialect("arith"))
      return WalkResult::advance();
    dataDependent = op;
    return WalkResult::interrupt();
  });
  if (!dataDependent)
    return success();
  // The diagnostic names the op, which lives in `shapes`: report, then erase.
  InFlightDiagnostic diagnostic =
      kernel.emitError()
      << "@" << name
      << " has dynamic shapes, but its result shapes cannot be derived from "
         "its argument shapes ('"
      << dataDependent->getName() << "' is in the way)";
  shapes.erase();
  return diagnostic;
}

/// Turns `kernel` into destination-passing style: every result becomes a
/// trailing memref argument (the caller's buffer) that the returned tensor
/// is materialized in. Empty-tensor elimination and one-shot bufferization
/// then compute the results in place, so nothing is allocated and copied.
static LogicalResult writeResultsToDestinations(func::FuncOp kernel) {
  MLIRContext *context = kernel.getContext();
  SmallVector<Value> destinations;
  for (Type type : kernel.getResultTypes()) {
    auto tensor = cast<RankedTensorType>(type);
    Type memref = MemRefType::get(tensor.getShape(), tensor.getElementType());
    unsigned position = kernel.getNumArguments();
    if (failed(kernel.insertArgument(position, memref, {}, kernel.getLoc())))
      return kernel.emitError("cannot add a destination argument");
    destinations.push_back(kernel.getArgument(position));
  }
  kernel.walk([&](func::ReturnOp ret) {
    OpBuilder b(ret);
    for (auto [value, destination] :
         llvm::zip_equal(ret.getOperands(), destinations)) {
      auto materialize = bufferization::MaterializeInDestinationOp::create(
          b, ret.getLoc(), value, destination);
      materialize.setRestrict(true);
      materialize.setWritable(true);
    }
    func::ReturnOp::create(b, ret.getLoc());
    ret.erase();
  });
  kernel.setType(FunctionType::get(context, kernel.getArgumentTypes(), {}));
  return success();
}

FailureOr<SmallVector<KernelSignature>>
mlir::gather::prepareCInterface(ModuleOp module) {
  SmallVector<func::FuncOp> exported;
  for (auto func : module.getOps<func::FuncOp>())
    if (func.isPublic() && !func.isExternal())
      exported.push_back(func);
  if (exported.empty())
    return module.emitError("no public function with a body to compile");

  SmallVector<KernelSignature> kernels;
  for (func::FuncOp func : exported) {
    KernelSignature kernel;
    kernel.name = func.getSymName().str();
    std::string problem = whyNotAKernelName(kernel.name);
    if (!problem.empty())
      return func.emitError() << "@" << kernel.name << " " << problem
                              << ", so it cannot name a C entry point";
    if (failed(collectTensorTypes(func, func.getArgumentTypes(), "argument",
                                  kernel.arguments)) ||
        failed(collectTensorTypes(func, func.getResultTypes(), "result",
                                  kernel.results)))
      return failure();
    kernels.push_back(std::move(kernel));
  }
  for (const KernelSignature &kernel : kernels) {
    if (kernel.hasStaticShapes())
      continue;
    std::string shapesName = kernel.name + "_result_shapes";
    for (auto [func, other] : llvm::zip_equal(exported, kernels))
      if (other.name == shapesName)
        return func.emitError()
               << "@" << shapesName << " would clash with the result shapes "
               << "entry of @" << kernel.name;
  }

  MLIRContext *context = module.getContext();
  context->getOrLoadDialect<bufferization::BufferizationDialect>();
  for (auto [func, kernel] : llvm::zip_equal(exported, kernels)) {
    // The C symbol NAME becomes the entry point; the kernel moves aside.
    // Calls from other functions keep a value-returning copy.
    bool called = !SymbolTable::symbolKnownUseEmpty(func, module);
    auto valueName = StringAttr::get(
        context, (called ? kCalleePrefix : kKernelPrefix) + kernel.name);
    if (failed(SymbolTable::replaceAllSymbolUses(func, valueName, module)))
      return func.emitError("cannot rename @") << kernel.name;
    func.setSymNameAttr(valueName);
    func.setPrivate();
    // `const T *` arguments: bufferization must never write into them.
    for (unsigned i = 0; i < func.getNumArguments(); ++i)
      func.setArgAttr(i, bufferization::BufferizationDialect::kWritableAttrName,
                      BoolAttr::get(context, false));
    if (!kernel.hasStaticShapes() &&
        failed(createShapesFunction(func, kernel.name)))
      return failure();
    func::FuncOp destinationKernel = func;
    if (called) {
      destinationKernel = cast<func::FuncOp>(func->clone());
      destinationKernel.setSymName((kKernelPrefix + kernel.name).str());
      SymbolTable(module).insert(destinationKernel);
    }
    if (failed(writeResultsToDestinations(destinationKernel)))
      return failure();
  }
  return kernels;
}

//===----------------------------------------------------------------------===//
// After lowering
//===----------------------------------------------------------------------===//

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

  /// Element `index` of the int64_t array at `array`.
  Value loadI64(Value array, int64_t index) {
    Value address = LLVM::GEPOp::create(b, loc, ptrType, i64, array,
                                        ArrayRef<LLVM::GEPArg>{index});
    return LLVM::LoadOp::create(b, loc, i64, address);
  }

  void storeI64(Value value, Value array, int64_t index) {
    Value address = LLVM::GEPOp::create(b, loc, ptrType, i64, array,
                                        ArrayRef<LLVM::GEPArg>{index});
    LLVM::StoreOp::create(b, loc, value, address);
  }

  /// Whether `elementBytes` times the product of `sizes` (non-negative) is
  /// at most 2^63-1: no partial product leaves the signed range, or some
  /// size is 0 (the lowering's buildFitsInMemory, in LLVM).
  Value fitsInMemory(ArrayRef<Value> sizes, int64_t elementBytes) {
    Type i1 = b.getI1Type();
    auto withOverflow =
        LLVM::LLVMStructType::getLiteral(b.getContext(), {i64, i1});
    Value bytes = constant(elementBytes);
    Value overflows = LLVM::ConstantOp::create(b, loc, i1, 0);
    Value empty = overflows;
    for (Value size : sizes) {
      Value product =
          LLVM::UMulWithOverflowOp::create(b, loc, withOverflow, bytes, size);
      bytes = LLVM::ExtractValueOp::create(b, loc, product, 0);
      Value carry = LLVM::ExtractValueOp::create(b, loc, product, 1);
      Value negative = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::slt,
                                            bytes, constant(0));
      overflows = LLVM::OrOp::create(
          b, loc, overflows, LLVM::OrOp::create(b, loc, carry, negative));
      empty = LLVM::OrOp::create(b, loc, empty,
                                 LLVM::ICmpOp::create(b, loc,
                                                      LLVM::ICmpPredicate::eq,
                                                      size, constant(0)));
    }
    return LLVM::OrOp::create(
        b, loc, empty,
        LLVM::XOrOp::create(b, loc, overflows,
                            LLVM::ConstantOp::create(b, loc, i1, 1)));
  }

  Value product(ArrayRef<Value> values) {
    Value result = constant(1);
    for (Value value : values)
      result = LLVM::MulOp::create(b, loc, result, value);
    return result;
  }

  /// The expanded memref descriptor of a dense row-major buffer:
  /// allocated, aligned, offset, sizes, strides.
  void appendDescriptor(Value data, ArrayRef<Value> sizes,
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
  Value allocateStatus() {
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
  SmallVector<Value> getSizes(RankedTensorType type, Value shape,
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

  Value getTrue() { return LLVM::ConstantOp::create(b, loc, b.getI1Type(), 1); }

  /// Returns `code` unless `holds`; continues building in the block where
  /// it holds.
  void returnUnless(Value holds, GatherStatusCode code) {
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

  /// Returns GATHER_STATUS_RESULT_TOO_LARGE unless every result of
  /// `kernel`, of sizes `shapes`, fits in memory.
  void returnUnlessResultsFit(const KernelSignature &kernel,
                              ArrayRef<SmallVector<Value>> shapes) {
    Value fit = getTrue();
    for (auto [type, sizes] : llvm::zip_equal(kernel.results, shapes))
      fit = LLVM::AndOp::create(
          b, loc, fit,
          fitsInMemory(sizes, getElementBytes(type.getElementType())));
    returnUnless(fit, GATHER_STATUS_RESULT_TOO_LARGE);
  }

  OpBuilder &b;
  Location loc;
  Type ptrType;
  Type i64;
};
} // namespace

/// Calls the lowered shapes function of `kernel` on argument descriptors
/// (`operands`, to which the status record is appended) and returns every
/// result dimension.
static FailureOr<SmallVector<SmallVector<Value>>>
callShapesFunction(EntryBuilder &e, const KernelSignature &kernel,
                   LLVM::LLVMFuncOp shapesFn, SmallVector<Value> operands) {
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

/// `int32_t NAME(...)`: checks the caller's shapes, runs the kernel on
/// descriptors of the caller's buffers (it writes the results in place) with
/// a status record, and zero-fills the results when the kernel fails.
static LogicalResult buildEntry(ModuleOp module, const KernelSignature &kernel,
                                LLVM::LLVMFuncOp impl,
                                LLVM::LLVMFuncOp shapesFn) {
  MLIRContext *context = module.getContext();
  Location loc = impl.getLoc();
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  bool withShapes = !kernel.hasStaticShapes();
  auto ptrType = LLVM::LLVMPointerType::get(context);
  unsigned perTensor = withShapes ? 2 : 1;
  SmallVector<Type> params(
      perTensor * (kernel.arguments.size() + kernel.results.size()), ptrType);
  auto entry = LLVM::LLVMFuncOp::create(
      b, loc, kernel.name, LLVM::LLVMFunctionType::get(b.getI32Type(), params));
  // Result buffers overlap nothing (the ABI's contract): telling LLVM so
  // lets it vectorise the gather loops, loads of data and indices being
  // independent of the stores.
  for (unsigned j = 0; j < kernel.results.size(); ++j)
    entry.setArgAttr(perTensor * (kernel.arguments.size() + j),
                     LLVM::LLVMDialect::getNoAliasAttrName(),
                     UnitAttr::get(context));
  b.setInsertionPointToStart(entry.addEntryBlock(b));
  EntryBuilder e(b, loc);

  auto param = [&](unsigned tensor, unsigned which) {
    return entry.getArgument(perTensor * tensor + which);
  };
  Value shapeHolds = e.getTrue();
  SmallVector<Value> operands;
  for (auto [i, type] : llvm::enumerate(kernel.arguments))
    e.appendDescriptor(
        param(i, 0),
        e.getSizes(type, withShapes ? param(i, 1) : Value(), shapeHolds),
        operands);
  SmallVector<SmallVector<Value>> resultShapes;
  unsigned firstResult = kernel.arguments.size();
  for (auto [j, type] : llvm::enumerate(kernel.results))
    resultShapes.push_back(e.getSizes(
        type, withShapes ? param(firstResult + j, 1) : Value(), shapeHolds));
  if (withShapes) {
    // The kernel writes results of the shapes its arguments imply: the
    // caller's buffers must have exactly those.
    e.returnUnless(shapeHolds, GATHER_STATUS_SHAPE_MISMATCH);
    FailureOr<SmallVector<SmallVector<Value>>> expected =
        callShapesFunction(e, kernel, shapesFn, operands);
    if (failed(expected))
      return failure();
    Value resultsMatch = e.getTrue();
    for (auto [given, implied] : llvm::zip_equal(resultShapes, *expected))
      for (auto [size, impliedSize] : llvm::zip_equal(given, implied))
        resultsMatch = LLVM::AndOp::create(
            b, loc, resultsMatch,
            LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, size,
                                 impliedSize));
    e.returnUnless(resultsMatch, GATHER_STATUS_SHAPE_MISMATCH);
    // Sizes too large would wrap the byte counts below.
    e.returnUnlessResultsFit(kernel, resultShapes);
  }
  // The kernel learns what the entry knows: its result buffers (allocated
  // and aligned pointer of each descriptor) overlap nothing, so that LLVM
  // can vectorise its loops whether or not it inlines the kernel.
  SmallVector<unsigned> resultPointers;
  for (auto [j, sizes] : llvm::enumerate(resultShapes)) {
    resultPointers.append(
        {unsigned(operands.size()), unsigned(operands.size()) + 1});
    e.appendDescriptor(param(firstResult + j, 0), sizes, operands);
  }

  Value status = e.allocateStatus();
  e.appendDescriptor(status, {e.constant(GATHER_STATUS_RECORD_SIZE)}, operands);
  if (impl.getNumArguments() != operands.size() || impl.getNumResults() != 0)
    return impl.emitError("unexpected lowered signature of the kernel of @")
           << kernel.name;
  for (unsigned position : resultPointers)
    impl.setArgAttr(position, LLVM::LLVMDialect::getNoAliasAttrName(),
                    UnitAttr::get(context));
  LLVM::CallOp::create(b, loc, impl, operands);

  // No partial output: a failed kernel leaves zeros.
  Value code = e.loadI64(status, GATHER_STATUS_CODE);
  Value ok = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, code,
                                  e.constant(GATHER_STATUS_OK));
  Value zeroByte = LLVM::ConstantOp::create(b, loc, b.getI8Type(), 0);
  for (auto [j, type] : llvm::enumerate(kernel.results)) {
    Value bytes =
        LLVM::MulOp::create(b, loc, e.product(resultShapes[j]),
                            e.constant(getElementBytes(type.getElementType())));
    Value cleared = LLVM::SelectOp::create(b, loc, ok, e.constant(0), bytes);
    LLVM::MemsetOp::create(b, loc, param(firstResult + j, 0), zeroByte, cleared,
                           /*isVolatile=*/false);
  }
  LLVM::ReturnOp::create(
      b, loc, LLVM::TruncOp::create(b, loc, b.getI32Type(), code).getResult());
  return success();
}

/// `int32_t NAME_result_shapes(...)`: runs the derived shapes function on
/// descriptors without data.
static LogicalResult buildShapesEntry(ModuleOp module,
                                      const KernelSignature &kernel,
                                      LLVM::LLVMFuncOp shapesFn) {
  MLIRContext *context = module.getContext();
  Location loc = shapesFn.getLoc();
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  auto ptrType = LLVM::LLVMPointerType::get(context);
  SmallVector<Type> params(kernel.arguments.size() + kernel.results.size(),
                           ptrType);
  auto entry = LLVM::LLVMFuncOp::create(
      b, loc, kernel.name + "_result_shapes",
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
  for (const KernelSignature &kernel : kernels) {
    auto impl = module.lookupSymbol<LLVM::LLVMFuncOp>(
        (kKernelPrefix + kernel.name).str());
    if (!impl)
      return module.emitError("the kernel of @") << kernel.name << " is gone";
    LLVM::LLVMFuncOp shapesFn;
    if (!kernel.hasStaticShapes()) {
      shapesFn = module.lookupSymbol<LLVM::LLVMFuncOp>(
          (kShapesPrefix + kernel.name).str());
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

//===----------------------------------------------------------------------===//
// Header
//===----------------------------------------------------------------------===//

static void printTypes(llvm::raw_ostream &os,
                       ArrayRef<RankedTensorType> types) {
  llvm::interleaveComma(types, os, [&](Type type) { os << type; });
}

std::string mlir::gather::generateHeader(ArrayRef<KernelSignature> kernels,
                                         StringRef guard, StringRef source) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "/* Generated by gather-compile from " << source
     << ". Do not edit.\n"
        " *\n"
        " * Buffers are dense and row-major; the caller allocates results.\n"
        " * Result buffers must not overlap arguments or each other. Each\n"
        " * kernel returns GATHER_STATUS_OK (0) or an error code; when it\n"
        " * fails, its results are zero-filled. Kernels are reentrant and\n"
        " * never read or write outside the buffers. f16 and bf16 elements\n"
        " * are uint16_t bit patterns; i1 elements are uint8_t holding 0 or "
        "1.\n"
        " */\n"
     << "#ifndef " << guard << "\n#define " << guard << "\n\n"
     << "#include <stdint.h>\n\n"
     << "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n"
     << "#ifndef GATHER_STATUS_CODES_DEFINED\n"
     << "#define GATHER_STATUS_CODES_DEFINED\n"
     << "enum GatherStatusCode {\n"
     << "  GATHER_STATUS_OK = " << GATHER_STATUS_OK << ",\n"
     << "  /* an index outside [-s, s-1] */\n"
     << "  GATHER_STATUS_INDEX_OUT_OF_BOUNDS = "
     << GATHER_STATUS_INDEX_OUT_OF_BOUNDS << ",\n"
     << "  /* shapes that contradict the kernel's types or each other */\n"
     << "  GATHER_STATUS_SHAPE_MISMATCH = " << GATHER_STATUS_SHAPE_MISMATCH
     << ",\n"
     << "  /* results whose sizes would take more than 2^63-1 bytes */\n"
     << "  GATHER_STATUS_RESULT_TOO_LARGE = " << GATHER_STATUS_RESULT_TOO_LARGE
     << "\n};\n#endif\n\n"
     << "#ifndef GATHER_COMPLEX_TYPES_DEFINED\n"
     << "#define GATHER_COMPLEX_TYPES_DEFINED\n"
     << "/* complex<f32> and complex<f64>: real part first. */\n"
     << "typedef struct { float re, im; } gather_complex64;\n"
     << "typedef struct { double re, im; } gather_complex128;\n"
     << "#endif\n";

  for (const KernelSignature &kernel : kernels) {
    bool withShapes = !kernel.hasStaticShapes();
    os << "\n/* " << kernel.name << ": (";
    printTypes(os, kernel.arguments);
    os << ") -> (";
    printTypes(os, kernel.results);
    os << ")";
    if (withShapes)
      os << "\n * Shapes are int64_t arrays of each tensor's rank. Call "
         << kernel.name
         << "_result_shapes\n * to learn the result shapes, allocate the "
            "results, then call "
         << kernel.name
         << "\n * with the same argument shapes and the result shapes.";
    os << " */\n";
    if (withShapes) {
      os << "int32_t " << kernel.name << "_result_shapes(";
      SmallVector<std::string> params;
      for (unsigned i = 0; i < kernel.arguments.size(); ++i)
        params.push_back("const int64_t *arg" + std::to_string(i) + "_shape");
      for (unsigned j = 0; j < kernel.results.size(); ++j)
        params.push_back("int64_t *result" + std::to_string(j) + "_shape");
      llvm::interleaveComma(params, os);
      os << ");\n";
    }
    os << "int32_t " << kernel.name << "(";
    SmallVector<std::string> params;
    for (auto [i, type] : llvm::enumerate(kernel.arguments)) {
      std::string name = "arg" + std::to_string(i);
      params.push_back("const " +
                       getCElementType(type.getElementType())->str() + " *" +
                       name);
      if (withShapes)
        params.push_back("const int64_t *" + name + "_shape");
    }
    for (auto [j, type] : llvm::enumerate(kernel.results)) {
      std::string name = "result" + std::to_string(j);
      params.push_back(getCElementType(type.getElementType())->str() + " *" +
                       name);
      if (withShapes)
        params.push_back("const int64_t *" + name + "_shape");
    }
    llvm::interleaveComma(params, os);
    os << ");\n";
  }
  os << "\n#ifdef __cplusplus\n}\n#endif\n\n#endif /* " << guard << " */\n";
  return text;
}
