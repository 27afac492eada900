//===- ScatterReductions.cpp - the table of scatter reductions ------------===//

#include "Gather/IR/ScatterReductions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"

using namespace mlir;
using namespace mlir::gather;

using Kind = arith::AtomicRMWKind;

namespace {
/// The classes of element types whose rules differ.
enum class ElementClass { Bool, Signed, Unsigned, Float, Complex };
} // namespace

/// One row per reduction that combines, in the enum's order (under none
/// the update replaces the element: `assign`); one column per element
/// class, in ElementClass's order. Booleans follow NumPy: add and max are
/// or, mul and min are and. Other integers wrap; max and min are signed
/// unless the type is unsigned (signless integers count as signed). Float
/// max and min propagate NaN, as np.maximum and np.minimum do. Complex
/// numbers have no order: no max or min.
// clang-format off
static constexpr std::optional<Kind> kRules[][5] = {
  //      Bool        Signed      Unsigned    Float           Complex
  /*add*/{Kind::ori,  Kind::addi, Kind::addi, Kind::addf,     Kind::addf},
  /*mul*/{Kind::andi, Kind::muli, Kind::muli, Kind::mulf,     Kind::mulf},
  /*max*/{Kind::ori,  Kind::maxs, Kind::maxu, Kind::maximumf, {}},
  /*min*/{Kind::andi, Kind::mins, Kind::minu, Kind::minimumf, {}},
};
// clang-format on

static_assert(static_cast<int>(ScatterReduction::None) == 0 &&
                  static_cast<int>(ScatterReduction::Add) == 1 &&
                  static_cast<int>(ScatterReduction::Mul) == 2 &&
                  static_cast<int>(ScatterReduction::Max) == 3 &&
                  static_cast<int>(ScatterReduction::Min) == 4,
              "kRules is indexed by reduction - 1");

static ElementClass classify(Type elementType) {
  if (isa<ComplexType>(elementType))
    return ElementClass::Complex;
  if (isa<FloatType>(elementType))
    return ElementClass::Float;
  auto integer = cast<IntegerType>(elementType);
  if (integer.getWidth() == 1)
    return ElementClass::Bool;
  return integer.isUnsigned() ? ElementClass::Unsigned : ElementClass::Signed;
}

std::optional<ScatterCombineRule>
mlir::gather::getScatterCombineRule(ScatterReduction reduction,
                                    Type elementType) {
  if (reduction == ScatterReduction::None)
    return ScatterCombineRule{Kind::assign};
  std::optional<Kind> kind = kRules[static_cast<size_t>(reduction) - 1]
                                   [static_cast<size_t>(classify(elementType))];
  if (!kind)
    return std::nullopt;
  auto floatType = dyn_cast<FloatType>(elementType);
  bool computesInF32 = floatType && floatType.getWidth() < 32;
  return ScatterCombineRule{*kind, computesInF32};
}

//===----------------------------------------------------------------------===//
// The rules as ops
//===----------------------------------------------------------------------===//

/// `value` as `type` through an unrealized cast (see buildScatterCombine).
static Value castTo(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return UnrealizedConversionCastOp::create(b, loc, type, value).getResult(0);
}

static Value buildIntegerCombine(OpBuilder &b, Location loc, Kind kind,
                                 Value element, Value update) {
  auto type = cast<IntegerType>(element.getType());
  auto signless = IntegerType::get(b.getContext(), type.getWidth());
  element = castTo(b, loc, element, signless);
  update = castTo(b, loc, update, signless);
  return castTo(b, loc, arith::getReductionOp(kind, b, loc, element, update),
                type);
}

static Value buildFloatCombine(OpBuilder &b, Location loc,
                               const ScatterCombineRule &rule, Value element,
                               Value update) {
  if (!rule.computesInF32)
    return arith::getReductionOp(rule.kind, b, loc, element, update);
  Type type = element.getType();
  element = arith::ExtFOp::create(b, loc, b.getF32Type(), element);
  update = arith::ExtFOp::create(b, loc, b.getF32Type(), update);
  Value combined = arith::getReductionOp(rule.kind, b, loc, element, update);
  return arith::TruncFOp::create(b, loc, type, combined);
}

Value mlir::gather::buildScatterCombine(OpBuilder &b, Location loc,
                                        ScatterReduction reduction,
                                        Value element, Value update) {
  Type type = element.getType();
  ScatterCombineRule rule = *getScatterCombineRule(reduction, type);
  if (rule.kind == Kind::assign)
    return update;
  if (isa<ComplexType>(type))
    return rule.kind == Kind::addf
               ? Value(complex::AddOp::create(b, loc, element, update))
               : Value(complex::MulOp::create(b, loc, element, update));
  if (isa<FloatType>(type))
    return buildFloatCombine(b, loc, rule, element, update);
  return buildIntegerCombine(b, loc, rule.kind, element, update);
}

//===----------------------------------------------------------------------===//
// The rules on constants
//===----------------------------------------------------------------------===//

APInt mlir::gather::evaluateScatterCombine(const ScatterCombineRule &rule,
                                           const APInt &element,
                                           const APInt &update) {
  switch (rule.kind) {
  case Kind::assign:
    return update;
  case Kind::addi:
    return element + update;
  case Kind::muli:
    return element * update;
  case Kind::ori:
    return element | update;
  case Kind::andi:
    return element & update;
  case Kind::maxs:
    return llvm::APIntOps::smax(element, update);
  case Kind::maxu:
    return llvm::APIntOps::umax(element, update);
  case Kind::mins:
    return llvm::APIntOps::smin(element, update);
  case Kind::minu:
    return llvm::APIntOps::umin(element, update);
  default:
    llvm_unreachable("not an integer rule of the table");
  }
}

APFloat mlir::gather::evaluateScatterCombine(const ScatterCombineRule &rule,
                                             APFloat element,
                                             const APFloat &update) {
  if (rule.kind == Kind::assign)
    return update;
  const llvm::fltSemantics &semantics = element.getSemantics();
  APFloat operand = update;
  bool losesInfo;
  if (rule.computesInF32) {
    element.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                    &losesInfo);
    operand.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                    &losesInfo);
  }
  switch (rule.kind) {
  case Kind::addf:
    element.add(operand, APFloat::rmNearestTiesToEven);
    break;
  case Kind::mulf:
    element.multiply(operand, APFloat::rmNearestTiesToEven);
    break;
  case Kind::maximumf:
    element = llvm::maximum(element, operand);
    break;
  case Kind::minimumf:
    element = llvm::minimum(element, operand);
    break;
  default:
    llvm_unreachable("not a float rule of the table");
  }
  if (rule.computesInF32)
    element.convert(semantics, APFloat::rmNearestTiesToEven, &losesInfo);
  return element;
}
