//===- ElementTypes.cpp - element types outside MLIR: .npy and C ----------===//

#include "Gather/Support/ElementTypes.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::gather;

static Type getUnsigned(MLIRContext *context, unsigned width) {
  return IntegerType::get(context, width, IntegerType::Unsigned);
}

static constexpr ElementTypeInfo kElementTypes[] = {
    {[](MLIRContext *c) -> Type { return IntegerType::get(c, 1); },
     npy::DType::Bool, "uint8_t", true},
    {[](MLIRContext *c) -> Type { return IntegerType::get(c, 8); },
     npy::DType::Int8, "int8_t", true},
    {[](MLIRContext *c) -> Type { return IntegerType::get(c, 16); },
     npy::DType::Int16, "int16_t", true},
    {[](MLIRContext *c) -> Type { return IntegerType::get(c, 32); },
     npy::DType::Int32, "int32_t", true},
    {[](MLIRContext *c) -> Type { return IntegerType::get(c, 64); },
     npy::DType::Int64, "int64_t", true},
    {[](MLIRContext *c) { return getUnsigned(c, 8); }, npy::DType::UInt8,
     "uint8_t", true},
    {[](MLIRContext *c) { return getUnsigned(c, 16); }, npy::DType::UInt16,
     "uint16_t", true},
    {[](MLIRContext *c) { return getUnsigned(c, 32); }, npy::DType::UInt32,
     "uint32_t", true},
    {[](MLIRContext *c) { return getUnsigned(c, 64); }, npy::DType::UInt64,
     "uint64_t", true},
    {[](MLIRContext *c) -> Type { return Float16Type::get(c); },
     npy::DType::Float16, "uint16_t", true},
    {[](MLIRContext *c) -> Type { return BFloat16Type::get(c); },
     npy::DType::UInt16, "uint16_t", true},
    {[](MLIRContext *c) -> Type { return Float32Type::get(c); },
     npy::DType::Float32, "float", true},
    {[](MLIRContext *c) -> Type { return Float64Type::get(c); },
     npy::DType::Float64, "double", true},
    {[](MLIRContext *c) -> Type {
       return ComplexType::get(Float32Type::get(c));
     },
     npy::DType::Complex64, "gather_complex64", true},
    {[](MLIRContext *c) -> Type {
       return ComplexType::get(Float64Type::get(c));
     },
     npy::DType::Complex128, "gather_complex128", true},
    {[](MLIRContext *c) -> Type { return IndexType::get(c); },
     npy::DType::Int64, "int64_t", false},
    {[](MLIRContext *c) -> Type { return IntegerType::get(c, 4); },
     npy::DType::UInt8, "uint8_t", false},
    {[](MLIRContext *c) { return getUnsigned(c, 4); }, npy::DType::UInt8,
     "uint8_t", false},
};

ArrayRef<ElementTypeInfo> mlir::gather::getElementTypeTable() {
  return kElementTypes;
}

const ElementTypeInfo *mlir::gather::lookupElementType(Type type) {
  if (!type)
    return nullptr;
  for (const ElementTypeInfo &info : kElementTypes)
    if (info.getType(type.getContext()) == type)
      return &info;
  return nullptr;
}
