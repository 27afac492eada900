//===- Bf16WithoutLibcalls.cpp - bf16 code that needs no runtime library --===//
//
// On x86 CPUs without AVX512-BF16, LLVM turns every f32-to-bf16 truncation,
// including those it makes itself to hold a bf16 value in a register, into
// a call of __truncsfbf2: a symbol that Debian 12's libgcc lacks and that
// the kernels' C ABI does not promise. Truncations written in the program
// become integer arithmetic; bf16 values that are only moved travel as i16.
//
//===----------------------------------------------------------------------===//

#include "Gather/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::gather::codegen {
#define GEN_PASS_DEF_GATHERBF16CONVERSIONSASINTEGERS
#define GEN_PASS_DEF_GATHERBF16MEMORYASINTEGERS
#include "Gather/Codegen/Passes.h.inc"
} // namespace mlir::gather::codegen

using namespace mlir;

/// `type` (bf16, or a vector of bf16) with i16 for bf16; null for other
/// types.
static Type getBitsType(Type type) {
  Builder b(type.getContext());
  if (type.isBF16())
    return b.getI16Type();
  auto vector = dyn_cast<VectorType>(type);
  if (vector && vector.getElementType().isBF16())
    return vector.clone(b.getI16Type());
  return Type();
}

/// The load now reads the bits; its users get them back as bf16.
static void loadBits(LLVM::LoadOp load, Type bitsType) {
  Type valueType = load.getType();
  load.getResult().setType(bitsType);
  OpBuilder b(load->getContext());
  b.setInsertionPointAfter(load);
  auto value =
      LLVM::BitcastOp::create(b, load.getLoc(), valueType, load.getResult());
  load.getResult().replaceAllUsesExcept(value, value);
}

/// The store now writes the bits of its value.
static void storeBits(Operation *store, OpOperand &value, Type bitsType) {
  OpBuilder b(store);
  value.assign(
      LLVM::BitcastOp::create(b, store->getLoc(), bitsType, value.get()));
}

/// The masked load (of the last columns of a row) now reads the bits, with
/// the bits of its pass-through values; its users get them back as bf16.
static void loadMaskedBits(LLVM::MaskedLoadOp load, Type bitsType) {
  OpBuilder b(load);
  MutableOperandRange passThrough = load.getPassThruMutable();
  if (!passThrough.empty())
    passThrough.assign(LLVM::BitcastOp::create(b, load.getLoc(), bitsType,
                                               passThrough[0].get()));
  Type valueType = load.getType();
  Value(load.getResult()).setType(bitsType);
  b.setInsertionPointAfter(load);
  auto value =
      LLVM::BitcastOp::create(b, load.getLoc(), valueType, load.getResult());
  load.getResult().replaceAllUsesExcept(value, value);
}

namespace {
struct GatherBf16ConversionsAsIntegersPass
    : gather::codegen::impl::GatherBf16ConversionsAsIntegersBase<
          GatherBf16ConversionsAsIntegersPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    arith::populateExpandBFloat16Patterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

struct GatherBf16MemoryAsIntegersPass
    : gather::codegen::impl::GatherBf16MemoryAsIntegersBase<
          GatherBf16MemoryAsIntegersPass> {
  void runOnOperation() override {
    getOperation()->walk([](Operation *op) {
      if (auto load = dyn_cast<LLVM::LoadOp>(op)) {
        if (Type bits = getBitsType(load.getType()))
          loadBits(load, bits);
      } else if (auto store = dyn_cast<LLVM::StoreOp>(op)) {
        if (Type bits = getBitsType(store.getValue().getType()))
          storeBits(store, store.getValueMutable(), bits);
      } else if (auto load = dyn_cast<LLVM::MaskedLoadOp>(op)) {
        if (Type bits = getBitsType(load.getType()))
          loadMaskedBits(load, bits);
      } else if (auto store = dyn_cast<LLVM::MaskedStoreOp>(op)) {
        if (Type bits = getBitsType(store.getValue().getType()))
          storeBits(store, store.getValueMutable(), bits);
      }
    });
  }
};
} // namespace
