//===- ReferenceScatter.cpp - scatters as the dialect decides them --------===//

#include "ReferenceScatter.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"

#include <cstring>

using namespace gather_fuzz;
using namespace gather_fuzz::indexing;
using llvm::APFloat;
using llvm::APInt;
using mlir::gather::OutOfBoundsPolicy;
using mlir::gather::ScatterReduction;

//===----------------------------------------------------------------------===//
// Combining elements
//===----------------------------------------------------------------------===//

/// The bytes of a `width`-bit scalar (little-endian, as on the host; i1 is
/// one byte holding 0 or 1).
static APInt loadBits(const char *bytes, unsigned width) {
  uint64_t words[2] = {};
  std::memcpy(words, bytes, (width + 7) / 8);
  return APInt(width, llvm::ArrayRef<uint64_t>(words, (width + 63) / 64));
}

static void storeBits(const APInt &bits, char *bytes) {
  std::memcpy(bytes, bits.getRawData(), (bits.getBitWidth() + 7) / 8);
}

/// Integers wrap around; i1 follows NumPy (add and max are or, mul and min
/// are and); max and min compare unsigned for uiN.
static APInt combineIntegers(ScatterReduction kind, bool isUnsigned,
                             const APInt &old, const APInt &update) {
  bool isBool = old.getBitWidth() == 1;
  switch (kind) {
  case ScatterReduction::None:
    return update;
  case ScatterReduction::Add:
    return isBool ? old | update : old + update;
  case ScatterReduction::Mul:
    return isBool ? old & update : old * update;
  case ScatterReduction::Max:
    if (isBool)
      return old | update;
    return isUnsigned ? llvm::APIntOps::umax(old, update)
                      : llvm::APIntOps::smax(old, update);
  case ScatterReduction::Min:
    if (isBool)
      return old & update;
    return isUnsigned ? llvm::APIntOps::umin(old, update)
                      : llvm::APIntOps::smin(old, update);
  }
  return update;
}

/// One correctly rounded operation; max and min are IEEE 754-2019's
/// maximum and minimum (NaN propagates, -0 < +0).
static APFloat combineFloats(ScatterReduction kind, APFloat old,
                             const APFloat &update) {
  switch (kind) {
  case ScatterReduction::None:
    return update;
  case ScatterReduction::Add:
    old.add(update, APFloat::rmNearestTiesToEven);
    return old;
  case ScatterReduction::Mul:
    old.multiply(update, APFloat::rmNearestTiesToEven);
    return old;
  case ScatterReduction::Max:
    return llvm::maximum(old, update);
  case ScatterReduction::Min:
    return llvm::minimum(old, update);
  }
  return update;
}

static APFloat convert(APFloat value, const llvm::fltSemantics &semantics) {
  bool losesInfo;
  value.convert(semantics, APFloat::rmNearestTiesToEven, &losesInfo);
  return value;
}

/// Floats narrower than f32 are computed in f32 and rounded once.
static void combineFloatsAt(ScatterReduction kind, mlir::FloatType type,
                            char *element, const char *update) {
  unsigned width = type.getWidth();
  const llvm::fltSemantics &semantics = type.getFloatSemantics();
  APFloat old(semantics, loadBits(element, width));
  APFloat value(semantics, loadBits(update, width));
  if (width < 32) {
    const llvm::fltSemantics &f32 = APFloat::IEEEsingle();
    old = convert(combineFloats(kind, convert(old, f32), convert(value, f32)),
                  semantics);
  } else {
    old = combineFloats(kind, old, value);
  }
  storeBits(old.bitcastToAPInt(), element);
}

/// Complex add, and the product (ac - bd) + (ad + bc)i with each operation
/// rounded once.
static void combineComplexAt(ScatterReduction kind, mlir::FloatType part,
                             char *element, const char *update) {
  unsigned width = part.getWidth(), bytes = width / 8;
  const llvm::fltSemantics &semantics = part.getFloatSemantics();
  auto load = [&](const char *at) {
    return APFloat(semantics, loadBits(at, width));
  };
  APFloat a = load(element), b = load(element + bytes);
  APFloat c = load(update), d = load(update + bytes);
  APFloat re = a, im = b;
  if (kind == ScatterReduction::Add) {
    re = combineFloats(kind, a, c);
    im = combineFloats(kind, b, d);
  } else if (kind == ScatterReduction::Mul) {
    re = a * c - b * d; // APFloat's operators round each operation
    im = a * d + b * c;
  } else {
    re = c; // none; the ops refuse max and min on complex numbers
    im = d;
  }
  storeBits(re.bitcastToAPInt(), element);
  storeBits(im.bitcastToAPInt(), element + bytes);
}

void Reduction::apply(char *element, const char *update) const {
  if (auto complex = mlir::dyn_cast<mlir::ComplexType>(elementType))
    return combineComplexAt(
        kind, mlir::cast<mlir::FloatType>(complex.getElementType()), element,
        update);
  if (auto type = mlir::dyn_cast<mlir::FloatType>(elementType))
    return combineFloatsAt(kind, type, element, update);
  auto type = mlir::cast<mlir::IntegerType>(elementType);
  unsigned width = type.getWidth();
  storeBits(combineIntegers(kind, type.isUnsigned(), loadBits(element, width),
                            loadBits(update, width)),
            element);
}

bool gather_fuzz::sameResults(const Reduction &reduction,
                              const std::vector<char> &got,
                              const std::vector<char> &expected) {
  if (got == expected)
    return true;
  mlir::Type scalar = reduction.elementType;
  if (auto complex = mlir::dyn_cast<mlir::ComplexType>(scalar))
    scalar = complex.getElementType();
  auto type = mlir::dyn_cast<mlir::FloatType>(scalar);
  return type && reduction.kind != ScatterReduction::None &&
         sameUpToNaNs(type, got, expected);
}

//===----------------------------------------------------------------------===//
// The scatters
//===----------------------------------------------------------------------===//

/// Under error and unchecked, every index must be in range before anything
/// is written; under clamp, bad updates are skipped, never reported.
static bool checkScatterIndices(const std::vector<int64_t> &indices,
                                OutOfBoundsPolicy policy,
                                llvm::function_ref<int64_t(size_t)> sizeOf,
                                Answer &expected) {
  return policy == OutOfBoundsPolicy::Clamp ||
         checkIndices(indices, /*resultElements=*/0, policy, sizeOf, expected);
}

/// Combines `count` updates from element `from` on with the elements of
/// `result` from element `to` on.
static void applyUpdates(const Reduction &reduction, const Tensor &updates,
                         int64_t from, int64_t count, Tensor &result,
                         int64_t to) {
  size_t size = result.elementSize;
  for (int64_t n = 0; n < count; ++n)
    reduction.apply(result.bytes.data() + (to + n) * size,
                    updates.bytes.data() + (from + n) * size);
}

Answer gather_fuzz::referenceScatterND(const Tensor &data,
                                       const std::vector<int64_t> &indicesShape,
                                       const std::vector<int64_t> &indices,
                                       const Tensor &updates,
                                       const Reduction &reduction,
                                       OutOfBoundsPolicy policy) {
  Answer expected;
  int64_t r = data.shape.size(), q = indicesShape.size();
  int64_t k = r + q - 1 - int64_t(updates.shape.size());
  // updates.shape = indices.shape[:q-1] ++ data.shape[k:]
  std::vector<int64_t> updatesShape(indicesShape.begin(),
                                    indicesShape.end() - 1);
  updatesShape.insert(updatesShape.end(), data.shape.begin() + k,
                      data.shape.end());
  if (indicesShape.back() != k || updates.shape != updatesShape) {
    expected.kind = Answer::ShapeMismatch;
    return expected;
  }
  if (!checkScatterIndices(
          indices, policy, [&](size_t n) { return data.shape[n % k]; },
          expected))
    return expected;

  expected.result = data;
  int64_t sliceElements = product(data.shape, k);
  int64_t tuples = product(indicesShape, 0, q - 1);
  for (int64_t tuple = 0; tuple < tuples; ++tuple) {
    std::vector<int64_t> where(r, 0);
    bool skip = false;
    for (int64_t j = 0; j < k; ++j) {
      int64_t value = indices[tuple * k + j];
      skip |= !inRange(value, data.shape[j]); // only under clamp
      where[j] = resolve(value, data.shape[j], OutOfBoundsPolicy::Error);
    }
    if (!skip)
      applyUpdates(reduction, updates, tuple * sliceElements, sliceElements,
                   expected.result, linearize(data.shape, where));
  }
  return expected;
}

Answer gather_fuzz::referenceScatterElements(
    const Tensor &data, const std::vector<int64_t> &indicesShape,
    const std::vector<int64_t> &indices, const Tensor &updates, int64_t axis,
    const Reduction &reduction, OutOfBoundsPolicy policy) {
  Answer expected;
  int64_t r = data.shape.size();
  axis = countFromFront(axis, r);
  bool shapesAgree = updates.shape == indicesShape;
  for (int64_t d = 0; d < r; ++d)
    shapesAgree &= d == axis || indicesShape[d] <= data.shape[d];
  if (!shapesAgree) {
    expected.kind = Answer::ShapeMismatch;
    return expected;
  }
  int64_t size = data.shape[axis];
  if (!checkScatterIndices(
          indices, policy, [&](size_t) { return size; }, expected))
    return expected;

  expected.result = data;
  for (size_t n = 0; n < indices.size(); ++n) {
    if (!inRange(indices[n], size)) // only under clamp
      continue;
    std::vector<int64_t> where = delinearize(indicesShape, n);
    where[axis] = resolve(indices[n], size, OutOfBoundsPolicy::Error);
    applyUpdates(reduction, updates, n, 1, expected.result,
                 linearize(data.shape, where));
  }
  return expected;
}
