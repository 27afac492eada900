//===- NpyFuzzer.cpp - fuzzing the .npy reader ----------------------------===//
//
// Every input is the bytes of a would-be .npy file. npy::parse must accept it
// or return an error, never crash or read outside the input; an array it
// accepts must be self-consistent and survive a round trip through
// npy::serialize unchanged.
//
//===----------------------------------------------------------------------===//

#include "Gather/Support/Npy.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>

using namespace mlir::gather;

/// Reports a broken property of the reader and stops the fuzzer.
[[noreturn]] static void fail(const char *what) {
  llvm::errs() << "gather-npy-fuzzer: " << what << "\n";
  std::abort();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size) {
  llvm::Expected<npy::Array> array =
      npy::parse(llvm::StringRef(reinterpret_cast<const char *>(bytes), size));
  if (!array) {
    llvm::consumeError(array.takeError());
    return 0;
  }
  for (int64_t dim : array->shape)
    if (dim < 0)
      fail("a parsed shape has a negative dimension");
  if (array->data.size() !=
      uint64_t(array->getNumElements()) * npy::getElementSize(array->dtype))
    fail("the parsed data does not match the parsed shape");

  llvm::Expected<npy::Array> again = npy::parse(npy::serialize(*array));
  if (!again) {
    llvm::errs() << llvm::toString(again.takeError()) << "\n";
    fail("a serialized array does not parse");
  }
  if (again->dtype != array->dtype || again->shape != array->shape ||
      again->data != array->data)
    fail("an array changed in a round trip through serialize and parse");
  return 0;
}
