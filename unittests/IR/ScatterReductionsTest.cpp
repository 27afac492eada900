//===- ScatterReductionsTest.cpp - the reduction table's two readers ------===//
//
// The lowering builds a scatter reduction's ops from the table, the folder
// evaluates its constants from the same entry: for every reduction and
// element type here, on values that probe the rules (NaN, signed zeros,
// infinities, overflow, rounding), the ops folded by arith's folders give
// what the folder computes.
//
//===----------------------------------------------------------------------===//

#include "Gather/IR/ScatterReductions.h"
#include "Gather/IR/GatherDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/DebugStringHelper.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::gather;

namespace {

constexpr ScatterReduction kReductions[] = {
    ScatterReduction::None, ScatterReduction::Add, ScatterReduction::Mul,
    ScatterReduction::Max, ScatterReduction::Min};

/// The constant that `value`, computed by ops on constants, folds to. arith's
/// truncf folds exact conversions only; an inexact one is what truncf
/// specifies without a rounding mode, the IEEE rounding to nearest even.
Attribute foldToConstant(Value value) {
  Operation *op = value.getDefiningOp();
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    return constant.getValue();
  SmallVector<Attribute> operands;
  for (Value operand : op->getOperands())
    operands.push_back(foldToConstant(operand));
  SmallVector<OpFoldResult> results;
  if (succeeded(op->fold(operands, results))) {
    OpFoldResult result = results[cast<OpResult>(value).getResultNumber()];
    if (auto attr = dyn_cast<Attribute>(result))
      return attr;
    return foldToConstant(cast<Value>(result));
  }
  auto truncate = dyn_cast<arith::TruncFOp>(op);
  if (!truncate || truncate.getRoundingmode())
    return {};
  APFloat rounded = cast<FloatAttr>(operands.front()).getValue();
  bool losesInfo;
  rounded.convert(cast<FloatType>(value.getType()).getFloatSemantics(),
                  APFloat::rmNearestTiesToEven, &losesInfo);
  return FloatAttr::get(value.getType(), rounded);
}

class ScatterReductionsTest : public ::testing::Test {
protected:
  ScatterReductionsTest() : b(&context) {
    context.loadDialect<GatherDialect, arith::ArithDialect,
                        complex::ComplexDialect>();
    module = ModuleOp::create(b.getUnknownLoc());
    b.setInsertionPointToEnd(module->getBody());
  }

  /// What the ops that the lowering builds compute on `element` and
  /// `update`, folded.
  Attribute computeByOps(ScatterReduction reduction, TypedAttr element,
                         TypedAttr update) {
    Location loc = b.getUnknownLoc();
    Value combined = buildScatterCombine(
        b, loc, reduction, arith::ConstantOp::create(b, loc, element),
        arith::ConstantOp::create(b, loc, update));
    return foldToConstant(combined);
  }

  /// Every reduction on every pair of `values` of integer `type`.
  void expectIntegersAgree(IntegerType type, ArrayRef<int64_t> values) {
    for (ScatterReduction reduction : kReductions)
      for (int64_t element : values)
        for (int64_t update : values) {
          APInt elementValue(type.getWidth(), element, /*isSigned=*/true);
          APInt updateValue(type.getWidth(), update, /*isSigned=*/true);
          APInt folded =
              evaluateScatterCombine(*getScatterCombineRule(reduction, type),
                                     elementValue, updateValue);
          auto byOps = dyn_cast_if_present<IntegerAttr>(
              computeByOps(reduction, IntegerAttr::get(type, elementValue),
                           IntegerAttr::get(type, updateValue)));
          ASSERT_TRUE(byOps) << stringifyScatterReduction(reduction).str();
          EXPECT_EQ(byOps.getValue(), folded)
              << stringifyScatterReduction(reduction).str() << " on " << element
              << ", " << update;
        }
  }

  /// Every reduction on every pair of `values` of float `type`, bit for bit.
  void expectFloatsAgree(FloatType type) {
    SmallVector<APFloat> values = probeValues(type.getFloatSemantics());
    for (ScatterReduction reduction : kReductions)
      for (const APFloat &element : values)
        for (const APFloat &update : values) {
          APFloat folded = evaluateScatterCombine(
              *getScatterCombineRule(reduction, type), element, update);
          auto byOps = dyn_cast_if_present<FloatAttr>(
              computeByOps(reduction, FloatAttr::get(type, element),
                           FloatAttr::get(type, update)));
          ASSERT_TRUE(byOps) << stringifyScatterReduction(reduction).str();
          EXPECT_TRUE(byOps.getValue().bitwiseIsEqual(folded))
              << stringifyScatterReduction(reduction).str() << " on "
              << element.convertToDouble() << ", " << update.convertToDouble()
              << " of " << debugString(type);
        }
  }

  /// Values that probe the float rules: signed zeros, NaN, infinities, the
  /// largest (whose sums and products overflow), the smallest subnormal,
  /// and values whose sums and products round.
  static SmallVector<APFloat> probeValues(const llvm::fltSemantics &semantics) {
    SmallVector<APFloat> values = {
        APFloat::getZero(semantics),
        APFloat::getZero(semantics, /*Negative=*/true),
        APFloat::getQNaN(semantics),
        APFloat::getInf(semantics),
        APFloat::getInf(semantics, /*Negative=*/true),
        APFloat::getLargest(semantics),
        APFloat::getLargest(semantics, /*Negative=*/true),
        APFloat::getSmallest(semantics)};
    for (double value : {1.0, -2.5, 1.0 / 3.0, 0.1, 1e-3}) {
      APFloat converted(value);
      bool losesInfo;
      converted.convert(semantics, APFloat::rmNearestTiesToEven, &losesInfo);
      values.push_back(converted);
    }
    return values;
  }

  MLIRContext context;
  OpBuilder b;
  OwningOpRef<ModuleOp> module;
};

TEST_F(ScatterReductionsTest, OpsAndFolderAgreeOnBooleans) {
  expectIntegersAgree(b.getI1Type(), {0, 1});
}

TEST_F(ScatterReductionsTest, OpsAndFolderAgreeOnIntegers) {
  // Sums and products that wrap, and max and min across the sign.
  expectIntegersAgree(b.getI8Type(), {0, 1, -1, 3, 100, 127, -128});
  expectIntegersAgree(b.getI32Type(),
                      {0, 1, -1, 65536, -7, INT32_MAX, INT32_MIN});
}

TEST_F(ScatterReductionsTest, OpsAndFolderAgreeOnFloats) {
  expectFloatsAgree(b.getF16Type());
  expectFloatsAgree(b.getBF16Type());
  expectFloatsAgree(b.getF32Type());
  expectFloatsAgree(b.getF64Type());
}

TEST_F(ScatterReductionsTest, TheTableSaysEachRule) {
  using Kind = arith::AtomicRMWKind;
  auto kindOf = [](ScatterReduction reduction, Type type) {
    return getScatterCombineRule(reduction, type)->kind;
  };
  // NumPy's booleans: add and max are or, mul and min are and.
  EXPECT_EQ(kindOf(ScatterReduction::Add, b.getI1Type()), Kind::ori);
  EXPECT_EQ(kindOf(ScatterReduction::Max, b.getI1Type()), Kind::ori);
  EXPECT_EQ(kindOf(ScatterReduction::Mul, b.getI1Type()), Kind::andi);
  EXPECT_EQ(kindOf(ScatterReduction::Min, b.getI1Type()), Kind::andi);
  // Order follows the type's signedness; signless counts as signed.
  Type u8 = b.getIntegerType(8, /*isSigned=*/false);
  EXPECT_EQ(kindOf(ScatterReduction::Max, u8), Kind::maxu);
  EXPECT_EQ(kindOf(ScatterReduction::Min, u8), Kind::minu);
  EXPECT_EQ(kindOf(ScatterReduction::Max, b.getI8Type()), Kind::maxs);
  // NaN-propagating max and min; narrow floats compute in f32.
  EXPECT_EQ(kindOf(ScatterReduction::Max, b.getF32Type()), Kind::maximumf);
  EXPECT_EQ(kindOf(ScatterReduction::Min, b.getF64Type()), Kind::minimumf);
  EXPECT_TRUE(getScatterCombineRule(ScatterReduction::Add, b.getBF16Type())
                  ->computesInF32);
  EXPECT_FALSE(getScatterCombineRule(ScatterReduction::None, b.getF16Type())
                   ->computesInF32);
  EXPECT_FALSE(getScatterCombineRule(ScatterReduction::Add, b.getF32Type())
                   ->computesInF32);
  // Complex numbers add and multiply, and have no order.
  Type complex = ComplexType::get(b.getF32Type());
  EXPECT_EQ(kindOf(ScatterReduction::Mul, complex), Kind::mulf);
  EXPECT_FALSE(getScatterCombineRule(ScatterReduction::Max, complex));
  EXPECT_FALSE(getScatterCombineRule(ScatterReduction::Min, complex));
}

TEST_F(ScatterReductionsTest, UnsignedAndComplexOpsFollowTheTable) {
  Location loc = b.getUnknownLoc();
  auto argument = [&](Type type) {
    return UnrealizedConversionCastOp::create(b, loc, type, ValueRange())
        .getResult(0);
  };
  // Unsigned integers compute as signless ones between unrealized casts.
  Type u8 = b.getIntegerType(8, /*isSigned=*/false);
  Value max = buildScatterCombine(b, loc, ScatterReduction::Max, argument(u8),
                                  argument(u8));
  EXPECT_EQ(max.getType(), u8);
  Operation *cast = max.getDefiningOp();
  ASSERT_TRUE(isa<UnrealizedConversionCastOp>(cast));
  EXPECT_TRUE(isa<arith::MaxUIOp>(cast->getOperand(0).getDefiningOp()));
  // Complex elements take complex.add and complex.mul.
  Type complex = ComplexType::get(b.getF64Type());
  EXPECT_TRUE(isa<complex::AddOp>(
      buildScatterCombine(b, loc, ScatterReduction::Add, argument(complex),
                          argument(complex))
          .getDefiningOp()));
  EXPECT_TRUE(isa<complex::MulOp>(
      buildScatterCombine(b, loc, ScatterReduction::Mul, argument(complex),
                          argument(complex))
          .getDefiningOp()));
}

} // namespace
