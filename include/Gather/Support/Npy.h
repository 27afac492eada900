//===- Npy.h - reading and writing NumPy .npy files -------------*- C++ -*-===//
//
// The .npy format (versions 1.0, 2.0 and 3.0), restricted to what gather's
// tools exchange: little-endian (or byte-order-free) numeric dtypes in C
// order. Every malformed input is an llvm::Error with a clear message; nothing
// here asserts or aborts on bad bytes.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_SUPPORT_NPY_H
#define GATHER_SUPPORT_NPY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::gather::npy {

/// The element types gather exchanges, by their .npy descriptor.
enum class DType {
  Bool,       // |b1
  Int8,       // |i1
  Int16,      // <i2
  Int32,      // <i4
  Int64,      // <i8
  UInt8,      // |u1
  UInt16,     // <u2 (also bf16 as raw bits)
  UInt32,     // <u4
  UInt64,     // <u8
  Float16,    // <f2
  Float32,    // <f4
  Float64,    // <f8
  Complex64,  // <c8
  Complex128, // <c16
};

/// Bytes per element of `dtype`.
size_t getElementSize(DType dtype);

/// The canonical descriptor string of `dtype` ("<f4", "|b1", ...).
llvm::StringRef getDescriptor(DType dtype);

/// A dense C-order array.
struct Array {
  DType dtype = DType::Float32;
  std::vector<int64_t> shape;
  /// getElementSize(dtype) * product(shape) bytes, little-endian.
  std::vector<char> data;

  /// Product of `shape` (1 for rank 0).
  int64_t getNumElements() const;
};

/// A dense C-order array that someone else owns: getElementSize(dtype) *
/// product(shape) bytes at `data`.
struct ArrayView {
  DType dtype = DType::Float32;
  llvm::ArrayRef<int64_t> shape;
  const char *data = nullptr;

  ArrayView() = default;
  ArrayView(DType dtype, llvm::ArrayRef<int64_t> shape, const char *data)
      : dtype(dtype), shape(shape), data(data) {}
  ArrayView(const Array &array)
      : dtype(array.dtype), shape(array.shape), data(array.data.data()) {}

  /// Product of `shape` (1 for rank 0).
  int64_t getNumElements() const;
};

/// Parses the bytes of a .npy file. The header must be a dict as NumPy's
/// reader takes it: exactly the keys 'descr', 'fortran_order' and 'shape',
/// each once, in any order and with whitespace between tokens as Python
/// allows it, 'shape' a tuple of integers. Accepts descriptors whose byte order
/// ('<', '=', '|' or none) means little-endian on this (little-endian) host,
/// and '>' for one-byte types; rejects big-endian data, Fortran order,
/// object/string/structured dtypes, unknown versions, malformed headers,
/// shapes whose byte size overflows, and data that is shorter or longer than
/// the shape says.
llvm::Expected<Array> parse(llvm::StringRef bytes);

/// Reads and parses the file at `path`; errors name the file. The file is
/// read with read(2) into owned memory, never mapped, and only as far as its
/// header promises data plus one byte that must not be there: a FIFO or a
/// device works when it holds a valid file, and one that never ends
/// (/dev/zero) fails as soon as the bytes read do not fit.
llvm::Expected<Array> readFile(llvm::StringRef path);

/// The bytes of a .npy file holding `array` (version 1.0, or 2.0 when the
/// header does not fit 1.0's 16-bit length).
std::string serialize(const Array &array);

/// Writes `array` to `path` as writeFiles does.
llvm::Error writeFile(llvm::StringRef path, const Array &array);

/// Validates and serializes every array, then writes `arrays[i]` to
/// `paths[i]` with writeOutputFiles (Gather/Support/OutputFiles.h): all or
/// nothing.
llvm::Error writeFiles(llvm::ArrayRef<std::string> paths,
                       llvm::ArrayRef<Array> arrays);

/// The block of `array` at `offsets` of `sizes` elements per dimension
/// (inside the array), as a dense array.
Array extractBlock(const ArrayView &array, llvm::ArrayRef<int64_t> offsets,
                   llvm::ArrayRef<int64_t> sizes);

/// Copies `block` into `array` at `offsets` (the block fits inside).
void insertBlock(Array &array, const ArrayView &block,
                 llvm::ArrayRef<int64_t> offsets);

} // namespace mlir::gather::npy

#endif // GATHER_SUPPORT_NPY_H
