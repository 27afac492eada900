//===- FusedMultiplyAdds.cpp - f32 fused multiply-adds without libm -------===//
//
// Kernels compute some results with a fused multiply-add (embedding_bag's
// weighted rows: llvm.fma of f32). On CPUs with FMA that is one
// instruction; on the others (the x86-64 and x86-64-v2 variants) LLVM calls
// libm's fmaf, which the kernels' C ABI does not promise (a C program links
// them without -lm). There each llvm.fma of f32 becomes its exact value in
// f64 arithmetic, rounded once to f32: the product of two f32 values is
// exact in f64, and their sum with the addend rounds to f64 first, which
// only changes the f32 result where that f64 sum falls exactly halfway
// between two f32 values; the sum's rounding error (TwoSum) then says
// which of the two the exact value is nearer.
//
//===----------------------------------------------------------------------===//

#include "FusedMultiplyAdds.h"

#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

namespace {
/// The f64 view of one llvm.fma of f32 (or of vectors of f32), lane-wise.
class ExactFma {
public:
  ExactFma(IRBuilder<> &b, Type *f32Type)
      : b(b), f32Type(f32Type), f64Type(withElement(b.getDoubleTy())),
        i32Type(withElement(b.getInt32Ty())) {}

  Value *build(Value *x, Value *y, Value *z);

private:
  Type *withElement(Type *element) {
    if (auto *vector = dyn_cast<VectorType>(f32Type))
      return VectorType::get(element, vector->getElementCount());
    return element;
  }
  Value *f64(double value) { return ConstantFP::get(f64Type, value); }
  Value *i32(uint32_t value) { return ConstantInt::get(i32Type, value); }
  Value *nextAway(Value *rounded, Value *towards);

  IRBuilder<> &b;
  Type *f32Type, *f64Type, *i32Type;
};
} // namespace

/// The f32 next to `rounded` in the direction of the sign of `towards`
/// (an f64, not 0); `rounded` finite.
Value *ExactFma::nextAway(Value *rounded, Value *towards) {
  Value *bits = b.CreateBitCast(rounded, i32Type);
  Value *up = b.CreateFCmpOGT(towards, f64(0));
  Value *isZero = b.CreateICmpEQ(b.CreateAnd(bits, i32(0x7fffffff)), i32(0));
  // From ±0: the smallest subnormal of that sign.
  Value *fromZero = b.CreateSelect(up, i32(1), i32(0x80000001));
  // A magnitude grows when the step has the value's sign.
  Value *positive = b.CreateICmpEQ(b.CreateLShr(bits, i32(31)), i32(0));
  Value *grows = b.CreateICmpEQ(positive, up);
  Value *stepped = b.CreateSelect(grows, b.CreateAdd(bits, i32(1)),
                                  b.CreateSub(bits, i32(1)));
  return b.CreateBitCast(b.CreateSelect(isZero, fromZero, stepped), f32Type);
}

/// x * y + z rounded once to f32.
Value *ExactFma::build(Value *x, Value *y, Value *z) {
  Value *product = b.CreateFMul(b.CreateFPExt(x, f64Type),
                                b.CreateFPExt(y, f64Type)); // exact
  Value *addend = b.CreateFPExt(z, f64Type);
  Value *sum = b.CreateFAdd(product, addend);
  // TwoSum: sum + error == product + addend exactly.
  Value *addendPart = b.CreateFSub(sum, product);
  Value *productPart = b.CreateFSub(sum, addendPart);
  Value *error = b.CreateFAdd(b.CreateFSub(product, productPart),
                              b.CreateFSub(addend, addendPart));
  Value *rounded = b.CreateFPTrunc(sum, f32Type);
  // sum - rounded is exact; sum lies halfway when it is half the step to
  // the f32 on its other side.
  Value *offset = b.CreateFSub(sum, b.CreateFPExt(rounded, f64Type));
  Value *finite =
      b.CreateFCmpONE(b.CreateUnaryIntrinsic(Intrinsic::fabs, rounded),
                      ConstantFP::getInfinity(f32Type));
  Value *other = nextAway(rounded, offset);
  Value *halfStep = b.CreateFMul(b.CreateFSub(b.CreateFPExt(other, f64Type),
                                              b.CreateFPExt(rounded, f64Type)),
                                 f64(0.5));
  Value *halfway =
      b.CreateAnd(b.CreateAnd(finite, b.CreateFCmpONE(offset, f64(0))),
                  b.CreateFCmpOEQ(offset, halfStep));
  // Past the halfway point when the error points the offset's way.
  Value *beyond = b.CreateFCmpOGT(b.CreateFMul(offset, error), f64(0));
  return b.CreateSelect(b.CreateAnd(halfway, beyond), other, rounded);
}

void mlir::gather::expandFmaWithoutHardware(Module &module,
                                            const TargetMachine &machine) {
  for (Function &function : module) {
    if (function.isDeclaration() ||
        machine.getSubtargetImpl(function)->checkFeatures("+fma"))
      continue;
    SmallVector<IntrinsicInst *> calls;
    for (Instruction &instruction : instructions(function))
      if (auto *call = dyn_cast<IntrinsicInst>(&instruction))
        if (call->getIntrinsicID() == Intrinsic::fma &&
            call->getType()->getScalarType()->isFloatTy())
          calls.push_back(call);
    for (IntrinsicInst *call : calls) {
      IRBuilder<> b(call);
      ExactFma fma(b, call->getType());
      call->replaceAllUsesWith(fma.build(call->getArgOperand(0),
                                         call->getArgOperand(1),
                                         call->getArgOperand(2)));
      call->eraseFromParent();
    }
  }
}
