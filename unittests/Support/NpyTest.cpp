//===- NpyTest.cpp - unit tests of the .npy reader and writer -------------===//

#include "Gather/Support/Npy.h"
#include "Gather/Support/OutputFiles.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>

#ifdef LLVM_ON_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace mlir::gather;
using namespace mlir::gather::npy;
using llvm::StringRef;

namespace {

constexpr DType kAllDTypes[] = {
    DType::Bool,      DType::Int8,      DType::Int16,   DType::Int32,
    DType::Int64,     DType::UInt8,     DType::UInt16,  DType::UInt32,
    DType::UInt64,    DType::Float16,   DType::Float32, DType::Float64,
    DType::Complex64, DType::Complex128};

/// The message of a failed parse, or "" on success.
std::string errorOf(llvm::Expected<Array> result) {
  if (result)
    return "";
  return llvm::toString(result.takeError());
}

std::string errorOf(llvm::Error err) { return llvm::toString(std::move(err)); }

/// A .npy file with the given version, header text (used verbatim, no
/// padding added) and data.
std::string withHeader(StringRef header, StringRef data = "",
                       unsigned major = 1) {
  std::string bytes("\x93NUMPY", 6);
  bytes.push_back(static_cast<char>(major));
  bytes.push_back(0);
  uint32_t length = header.size();
  bytes.push_back(static_cast<char>(length & 0xff));
  bytes.push_back(static_cast<char>((length >> 8) & 0xff));
  if (major != 1) {
    bytes.push_back(static_cast<char>((length >> 16) & 0xff));
    bytes.push_back(static_cast<char>((length >> 24) & 0xff));
  }
  bytes += header;
  bytes += data;
  return bytes;
}

/// A header for `descr` and `shape` (a Python tuple literal).
std::string simpleHeader(StringRef descr, StringRef shape) {
  return ("{'descr': '" + descr +
          "', 'fortran_order': False, 'shape': " + shape + ", }\n")
      .str();
}

std::string floatBytes(std::initializer_list<float> values) {
  std::string bytes(values.size() * sizeof(float), '\0');
  std::memcpy(bytes.data(), values.begin(), bytes.size());
  return bytes;
}

std::string doubleBytes(std::initializer_list<double> values) {
  std::string bytes(values.size() * sizeof(double), '\0');
  std::memcpy(bytes.data(), values.begin(), bytes.size());
  return bytes;
}

std::string dataOf(const Array &array) {
  return std::string(array.data.begin(), array.data.end());
}

/// An array of `dtype` and `shape` whose bytes follow a simple pattern.
Array makeArray(DType dtype, std::vector<int64_t> shape) {
  Array array;
  array.dtype = dtype;
  array.shape = std::move(shape);
  size_t size = getElementSize(dtype) * array.getNumElements();
  for (size_t i = 0; i < size; ++i)
    array.data.push_back(static_cast<char>(i * 7 + 1));
  return array;
}

/// A fresh directory, removed with its contents at the end of the test.
class TempDir {
public:
  TempDir() {
    std::error_code ec =
        llvm::sys::fs::createUniqueDirectory("gather-npy-test", path);
    EXPECT_FALSE(ec) << ec.message();
  }
  ~TempDir() { llvm::sys::fs::remove_directories(path); }

  std::string file(StringRef name) const {
    llvm::SmallString<128> result(path);
    llvm::sys::path::append(result, name);
    return std::string(result);
  }

  /// The names of the entries of the directory, sorted.
  std::vector<std::string> entries() const {
    std::vector<std::string> names;
    std::error_code ec;
    for (llvm::sys::fs::directory_iterator it(path, ec), end; !ec && it != end;
         it.increment(ec))
      names.push_back(llvm::sys::path::filename(it->path()).str());
    llvm::sort(names);
    return names;
  }

  llvm::SmallString<128> path;
};

void writeBytes(const std::string &path, StringRef bytes) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  ASSERT_FALSE(ec) << ec.message();
  os << bytes;
}

/// Expects `bytes` to be rejected with a message containing `message`.
void expectRejected(const std::string &bytes, StringRef message) {
  std::string error = errorOf(parse(bytes));
  EXPECT_NE(error, "") << "accepted, expected: " << message.str();
  EXPECT_NE(StringRef(error).find(message), StringRef::npos)
      << "message: " << error << "\nexpected: " << message.str();
}

//===----------------------------------------------------------------------===//
// DType helpers
//===----------------------------------------------------------------------===//

TEST(NpyDType, ElementSizesAndDescriptors) {
  struct Case {
    DType dtype;
    size_t size;
    StringRef descr;
  } cases[] = {
      {DType::Bool, 1, "|b1"},      {DType::Int8, 1, "|i1"},
      {DType::Int16, 2, "<i2"},     {DType::Int32, 4, "<i4"},
      {DType::Int64, 8, "<i8"},     {DType::UInt8, 1, "|u1"},
      {DType::UInt16, 2, "<u2"},    {DType::UInt32, 4, "<u4"},
      {DType::UInt64, 8, "<u8"},    {DType::Float16, 2, "<f2"},
      {DType::Float32, 4, "<f4"},   {DType::Float64, 8, "<f8"},
      {DType::Complex64, 8, "<c8"}, {DType::Complex128, 16, "<c16"},
  };
  ASSERT_EQ(std::size(cases), std::size(kAllDTypes));
  for (const Case &c : cases) {
    EXPECT_EQ(getElementSize(c.dtype), c.size) << c.descr.str();
    EXPECT_EQ(getDescriptor(c.dtype), c.descr);
  }
}

TEST(NpyArray, NumElements) {
  Array array;
  EXPECT_EQ(array.getNumElements(), 1);
  array.shape = {5};
  EXPECT_EQ(array.getNumElements(), 5);
  array.shape = {2, 3, 4};
  EXPECT_EQ(array.getNumElements(), 24);
  array.shape = {2, 0, 4};
  EXPECT_EQ(array.getNumElements(), 0);
}

//===----------------------------------------------------------------------===//
// Round trips
//===----------------------------------------------------------------------===//

/// Serializes `array`, checks the layout NumPy requires and parses it back.
void expectRoundTrip(const Array &array) {
  std::string bytes = serialize(array);
  ASSERT_GE(bytes.size(), 10u + array.data.size());
  EXPECT_EQ(StringRef(bytes).take_front(8), StringRef("\x93NUMPY\x01\x00", 8));
  size_t dataOffset = bytes.size() - array.data.size();
  EXPECT_EQ(dataOffset % 64, 0u);
  EXPECT_EQ(bytes[dataOffset - 1], '\n');
  EXPECT_NE(StringRef(bytes).find(
                ("'descr': '" + getDescriptor(array.dtype) + "'").str()),
            StringRef::npos);

  llvm::Expected<Array> parsed = parse(bytes);
  ASSERT_TRUE(static_cast<bool>(parsed)) << errorOf(parsed.takeError());
  EXPECT_EQ(parsed->dtype, array.dtype);
  EXPECT_EQ(parsed->shape, array.shape);
  EXPECT_EQ(parsed->data, array.data);
}

TEST(NpyRoundTrip, EveryDType) {
  for (DType dtype : kAllDTypes) {
    SCOPED_TRACE(getDescriptor(dtype).str());
    expectRoundTrip(makeArray(dtype, {2, 3}));
  }
}

TEST(NpyRoundTrip, Ranks0To4) {
  for (std::vector<int64_t> shape :
       {std::vector<int64_t>{}, {5}, {2, 3}, {2, 3, 4}, {1, 2, 3, 4}}) {
    SCOPED_TRACE(shape.size());
    expectRoundTrip(makeArray(DType::Float32, shape));
    expectRoundTrip(makeArray(DType::Int64, shape));
  }
}

TEST(NpyRoundTrip, ZeroSize) {
  for (std::vector<int64_t> shape :
       {std::vector<int64_t>{0}, {3, 0, 2}, {0, 0}, {4, 0}}) {
    Array array = makeArray(DType::Float64, shape);
    EXPECT_TRUE(array.data.empty());
    expectRoundTrip(array);
  }
}

TEST(NpyRoundTrip, LargeDimensions) {
  // A 19-digit first dimension leaves 2 spaces of NumPy's growth reserve.
  Array array;
  array.dtype = DType::UInt8;
  array.shape = {1000000000000000000, 0};
  expectRoundTrip(array);
}

//===----------------------------------------------------------------------===//
// serialize: byte-exact NumPy output
//===----------------------------------------------------------------------===//

TEST(NpySerialize, MatchesNumPyFloat32Matrix) {
  // np.save of np.arange(6, dtype=np.float32).reshape(2, 3).
  Array array;
  array.dtype = DType::Float32;
  array.shape = {2, 3};
  std::string data = floatBytes({0, 1, 2, 3, 4, 5});
  array.data.assign(data.begin(), data.end());
  std::string expected =
      std::string("\x93NUMPY\x01\x00\x76\x00", 10) +
      "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }" +
      std::string(58, ' ') + "\n" + data;
  ASSERT_EQ(expected.size(), 128u + 24u);
  EXPECT_EQ(serialize(array), expected);
}

TEST(NpySerialize, MatchesNumPyScalarAndVector) {
  Array scalar;
  scalar.dtype = DType::Float64;
  std::string one = doubleBytes({1.5});
  scalar.data.assign(one.begin(), one.end());
  std::string scalarDict =
      "{'descr': '<f8', 'fortran_order': False, 'shape': (), }";
  EXPECT_EQ(serialize(scalar),
            std::string("\x93NUMPY\x01\x00\x76\x00", 10) + scalarDict +
                std::string(117 - scalarDict.size(), ' ') + "\n" + one);

  Array vector;
  vector.dtype = DType::UInt8;
  vector.shape = {5};
  vector.data = {1, 2, 3, 4, 5};
  std::string vectorDict =
      "{'descr': '|u1', 'fortran_order': False, 'shape': (5,), }";
  EXPECT_EQ(serialize(vector), std::string("\x93NUMPY\x01\x00\x76\x00", 10) +
                                   vectorDict +
                                   std::string(117 - vectorDict.size(), ' ') +
                                   "\n" + "\x01\x02\x03\x04\x05");

  Array boolean;
  boolean.dtype = DType::Bool;
  boolean.shape = {1};
  boolean.data = {1};
  EXPECT_NE(serialize(boolean).find("{'descr': '|b1', 'fortran_order': "
                                    "False, 'shape': (1,), }"),
            std::string::npos);
}

TEST(NpySerialize, KeepsNumPysGrowthReserve) {
  // NumPy adds 21 - len(repr(shape[0])) spaces after the dict before padding
  // to 64 bytes; for this shape that moves the data from 128 to 192.
  Array array;
  array.dtype = DType::Float32;
  array.shape = {2, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
  array.data.assign(getElementSize(array.dtype) * array.getNumElements(), 0);
  std::string bytes = serialize(array);
  ASSERT_EQ(bytes.size(), 192u + array.data.size());
  EXPECT_EQ(StringRef(bytes).take_front(10),
            StringRef("\x93NUMPY\x01\x00\xb6\x00", 10));
  std::string dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (2, "
                     "3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1), }";
  EXPECT_EQ(bytes.substr(10, 182),
            dict + std::string(181 - dict.size(), ' ') + "\n");
}

TEST(NpySerialize, Version2WhenHeaderExceeds16Bits) {
  Array array;
  array.dtype = DType::UInt8;
  array.shape.assign(30000, 1); // "1, " per dimension: ~90000 header bytes.
  array.data = {42};
  std::string bytes = serialize(array);
  EXPECT_EQ(StringRef(bytes).take_front(8), StringRef("\x93NUMPY\x02\x00", 8));
  uint32_t length = static_cast<unsigned char>(bytes[8]) |
                    static_cast<unsigned char>(bytes[9]) << 8 |
                    static_cast<unsigned char>(bytes[10]) << 16 |
                    static_cast<unsigned char>(bytes[11]) << 24;
  EXPECT_GT(length, 0xFFFFu);
  EXPECT_EQ((12 + length) % 64, 0u);
  EXPECT_EQ(bytes.size(), 12 + length + 1);
  EXPECT_EQ(bytes[12 + length - 1], '\n');
  llvm::Expected<Array> parsed = parse(bytes);
  ASSERT_TRUE(static_cast<bool>(parsed)) << errorOf(parsed.takeError());
  EXPECT_EQ(parsed->shape, array.shape);
  EXPECT_EQ(parsed->data, array.data);
}

//===----------------------------------------------------------------------===//
// parse: headers as NumPy and others write them
//===----------------------------------------------------------------------===//

/// Checks that `bytes` is a float32 2x3 array holding 0..5.
void expectFloatMatrix(const std::string &bytes) {
  llvm::Expected<Array> array = parse(bytes);
  ASSERT_TRUE(static_cast<bool>(array)) << errorOf(array.takeError());
  EXPECT_EQ(array->dtype, DType::Float32);
  EXPECT_EQ(array->shape, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(dataOf(*array), floatBytes({0, 1, 2, 3, 4, 5}));
}

TEST(NpyParse, NumPyVersion1Header) {
  std::string bytes =
      std::string("\x93NUMPY\x01\x00\x76\x00", 10) +
      "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }" +
      std::string(58, ' ') + "\n" + floatBytes({0, 1, 2, 3, 4, 5});
  ASSERT_EQ(bytes.size(), 128u + 24u);
  expectFloatMatrix(bytes);
}

/// The (2, 3) '<f4' matrix with a version 2.0 or 3.0 header, whose length
/// field takes 4 bytes.
std::string floatMatrixWithWideHeader(char majorVersion) {
  return std::string("\x93NUMPY", 6) + majorVersion +
         std::string("\x00\x74\x00\x00\x00", 5) +
         "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }" +
         std::string(56, ' ') + "\n" + floatBytes({0, 1, 2, 3, 4, 5});
}

TEST(NpyParse, NumPyVersion2Header) {
  std::string bytes = floatMatrixWithWideHeader('\x02');
  ASSERT_EQ(bytes.size(), 128u + 24u);
  expectFloatMatrix(bytes);
}

TEST(NpyParse, NumPyVersion3Header) {
  std::string bytes = floatMatrixWithWideHeader('\x03');
  ASSERT_EQ(bytes.size(), 128u + 24u);
  expectFloatMatrix(bytes);
}

TEST(NpyParse, Old16ByteAlignedHeader) {
  // Older NumPy aligned the data to 16 bytes and added no growth reserve.
  std::string data(24, '\0');
  data[0] = 1;
  data[8] = 2;
  std::fill(data.begin() + 16, data.end(), '\xff');
  std::string bytes =
      std::string("\x93NUMPY\x01\x00\x46\x00", 10) +
      "{'descr': '<i8', 'fortran_order': False, 'shape': (3,), }" +
      std::string(12, ' ') + "\n" + data;
  ASSERT_EQ(bytes.size(), 80u + 24u);
  llvm::Expected<Array> array = parse(bytes);
  ASSERT_TRUE(static_cast<bool>(array)) << errorOf(array.takeError());
  EXPECT_EQ(array->dtype, DType::Int64);
  EXPECT_EQ(array->shape, (std::vector<int64_t>{3}));
  int64_t values[3];
  ASSERT_EQ(array->data.size(), sizeof(values));
  std::memcpy(values, array->data.data(), sizeof(values));
  EXPECT_EQ(values[0], 1);
  EXPECT_EQ(values[1], 2);
  EXPECT_EQ(values[2], -1);
}

TEST(NpyParse, Python2LongSuffix) {
  std::string bytes =
      std::string("\x93NUMPY\x01\x00\x46\x00", 10) +
      "{'descr': '<f8', 'fortran_order': False, 'shape': (3L, 4L), }" +
      std::string(8, ' ') + "\n" + std::string(96, '\0');
  ASSERT_EQ(bytes.size(), 80u + 96u);
  llvm::Expected<Array> array = parse(bytes);
  ASSERT_TRUE(static_cast<bool>(array)) << errorOf(array.takeError());
  EXPECT_EQ(array->dtype, DType::Float64);
  EXPECT_EQ(array->shape, (std::vector<int64_t>{3, 4}));
}

TEST(NpyParse, DoubleQuotesOtherKeyOrderAndSpacing) {
  std::string bytes = withHeader(
      "{ \"shape\" : ( 2 , 3 , ) ,\"fortran_order\":False,\t\"descr\":\"<f4\"}",
      floatBytes({0, 1, 2, 3, 4, 5}));
  expectFloatMatrix(bytes);

  // Mixed quotes, no trailing comma in the dict, no final newline.
  expectFloatMatrix(withHeader(
      "{'shape': (2,3), \"descr\": '<f4', 'fortran_order': False}    ",
      floatBytes({0, 1, 2, 3, 4, 5})));
}

TEST(NpyParse, UnknownKeysAreRejected) {
  // NumPy requires the keys to be exactly 'descr', 'fortran_order' and
  // 'shape'.
  expectRejected(
      withHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), "
                 "'extra': [1, (2, 'x'), {'y': None}], 'flag': True, }\n",
                 floatBytes({0, 1, 2, 3, 4, 5})),
      "malformed header: unknown key 'extra' (the keys are 'descr', "
      "'fortran_order' and 'shape') (at offset 58 of the header)");
}

TEST(NpyParse, SpacingNumPyAccepts) {
  // Whitespace between tokens as Python's tokenizer allows it (spaces, tabs,
  // form feeds, newlines inside the braces), and before the dict what
  // ast.literal_eval allows: spaces and tabs, blank lines.
  std::string data = floatBytes({0, 1, 2, 3, 4, 5});
  for (StringRef header :
       {"{'descr':'<f4','fortran_order':False,'shape':(2,3)}",
        "  \t{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3)}",
        "\n\n{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3)}",
        " \t\r\n{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3)}",
        "{\n  'descr': '<f4',\r\n  'fortran_order': False,\n  'shape': (\n"
        "    2,\f3,\n  ),\n}\n",
        "{'descr'\t:\t'<f4' , 'fortran_order' :False ,'shape' : (2 ,3) , }"
        " \t\f\r\n\n  "}) {
    SCOPED_TRACE(header.str());
    expectFloatMatrix(withHeader(header, data));
  }
  for (StringRef shape : {"( )", "(\n)"}) {
    llvm::Expected<Array> scalar =
        parse(withHeader(simpleHeader("<f8", shape), doubleBytes({2.5})));
    ASSERT_TRUE(static_cast<bool>(scalar)) << errorOf(scalar.takeError());
    EXPECT_TRUE(scalar->shape.empty());
  }
}

TEST(NpyParse, IntegersNumPyAccepts) {
  // Python allows a sign, also apart from the digits, and all-zero digits.
  std::string data = floatBytes({0, 1, 2, 3, 4, 5});
  expectFloatMatrix(withHeader(simpleHeader("<f4", "(+2, + 3,)"), data));
  llvm::Expected<Array> empty =
      parse(withHeader(simpleHeader("<f4", "(-0, 00, 3)")));
  ASSERT_TRUE(static_cast<bool>(empty)) << errorOf(empty.takeError());
  EXPECT_EQ(empty->shape, (std::vector<int64_t>{0, 0, 3}));
  // NumPy drops a Python 2 'L' token after a number in versions 1.0 and
  // 2.0, also after spaces.
  for (unsigned major : {1, 2})
    expectFloatMatrix(
        withHeader(simpleHeader("<f4", "(2L, 3 L)"), data, major));
  expectRejected(withHeader(simpleHeader("<f4", "(2L, 3)"), data, 3),
                 "malformed header: expected an integer, found 'L'");
}

TEST(NpyParse, RankZeroAndRankOne) {
  llvm::Expected<Array> scalar =
      parse(withHeader(simpleHeader("<f8", "()"), doubleBytes({2.5})));
  ASSERT_TRUE(static_cast<bool>(scalar)) << errorOf(scalar.takeError());
  EXPECT_TRUE(scalar->shape.empty());
  EXPECT_EQ(scalar->getNumElements(), 1);
  EXPECT_EQ(dataOf(*scalar), doubleBytes({2.5}));

  for (StringRef shape : {"(5,)", "( 5 , )"}) {
    llvm::Expected<Array> vector =
        parse(withHeader(simpleHeader("|u1", shape), "abcde"));
    ASSERT_TRUE(static_cast<bool>(vector)) << errorOf(vector.takeError());
    EXPECT_EQ(vector->shape, (std::vector<int64_t>{5}));
    EXPECT_EQ(dataOf(*vector), "abcde");
  }
  // Python reads "(5)" as the integer 5, and NumPy rejects it as a shape.
  expectRejected(withHeader(simpleHeader("|u1", "(5)"), "abcde"),
                 "'shape' must be a tuple of integers, found (5) (a "
                 "one-element tuple needs a trailing comma)");
}

TEST(NpyParse, DescriptorSpellings) {
  struct Case {
    StringRef descr;
    DType dtype;
  } cases[] = {
      {"|b1", DType::Bool},        {"b1", DType::Bool},
      {"?", DType::Bool},          {"|?", DType::Bool},
      {"|i1", DType::Int8},        {"i1", DType::Int8},
      {"<i1", DType::Int8},        {"=i1", DType::Int8},
      {">i1", DType::Int8},        {"|u1", DType::UInt8},
      {"u1", DType::UInt8},        {"<u1", DType::UInt8},
      {"=u1", DType::UInt8},       {"<i2", DType::Int16},
      {"=i2", DType::Int16},       {"<i4", DType::Int32},
      {"=i4", DType::Int32},       {"<i8", DType::Int64},
      {"=i8", DType::Int64},       {"<u2", DType::UInt16},
      {"=u2", DType::UInt16},      {"<u4", DType::UInt32},
      {"=u4", DType::UInt32},      {"<u8", DType::UInt64},
      {"=u8", DType::UInt64},      {"<f2", DType::Float16},
      {"=f2", DType::Float16},     {"<f4", DType::Float32},
      {"=f4", DType::Float32},     {"<f8", DType::Float64},
      {"=f8", DType::Float64},     {"<c8", DType::Complex64},
      {"=c8", DType::Complex64},   {"<c16", DType::Complex128},
      {"=c16", DType::Complex128},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(c.descr.str());
    std::string data(getElementSize(c.dtype) * 2, '\x5a');
    llvm::Expected<Array> array =
        parse(withHeader(simpleHeader(c.descr, "(2,)"), data));
    ASSERT_TRUE(static_cast<bool>(array)) << errorOf(array.takeError());
    EXPECT_EQ(array->dtype, c.dtype);
    EXPECT_EQ(dataOf(*array), data);
  }
}

TEST(NpyParse, EveryKeyOrderQuotingAndVersion) {
  // The dict as NumPy's reader takes it: the three keys in any order, in
  // either quotes, with or without a trailing comma and a final newline, in
  // every version.
  std::string data = floatBytes({0, 1, 2, 3, 4, 5});
  std::string entries[] = {"'descr': '<f4'", "'fortran_order': False",
                           "'shape': (2, 3)"};
  int order[] = {0, 1, 2};
  do {
    for (bool doubleQuotes : {false, true})
      for (StringRef end : {"}", ", }", ",}\n", " , }   \n"})
        for (unsigned major : {1, 2, 3}) {
          std::string dict = "{" + entries[order[0]] + ", " +
                             entries[order[1]] + ", " + entries[order[2]] +
                             end.str();
          if (doubleQuotes)
            std::replace(dict.begin(), dict.end(), '\'', '"');
          SCOPED_TRACE(dict + " version " + std::to_string(major));
          expectFloatMatrix(withHeader(dict, data, major));
        }
  } while (std::next_permutation(std::begin(order), std::end(order)));
}

TEST(NpyParse, ShapeSpellings) {
  // A tuple of any rank; one element needs its comma, others may have one.
  struct Case {
    StringRef shape;
    std::vector<int64_t> dims;
  } cases[] = {{"()", {}},         {"( )", {}},
               {"(5,)", {5}},      {"( 5 , )", {5}},
               {"(2, 3)", {2, 3}}, {"(2, 3,)", {2, 3}},
               {"(2,3)", {2, 3}},  {"(1, 2, 1, 2)", {1, 2, 1, 2}}};
  for (const Case &c : cases) {
    SCOPED_TRACE(c.shape.str());
    Array expected = makeArray(DType::UInt8, c.dims);
    for (unsigned major : {1, 2, 3}) {
      llvm::Expected<Array> array = parse(
          withHeader(simpleHeader("|u1", c.shape), dataOf(expected), major));
      ASSERT_TRUE(static_cast<bool>(array)) << errorOf(array.takeError());
      EXPECT_EQ(array->shape, c.dims);
      EXPECT_EQ(array->data, expected.data);
    }
  }
}

//===----------------------------------------------------------------------===//
// parse: rejections
//===----------------------------------------------------------------------===//

TEST(NpyReject, Magic) {
  expectRejected("", "not a .npy file (empty)");
  expectRejected("hello, this is not a numpy file at all",
                 "not a .npy file (bad magic)");
  expectRejected(std::string("\x93NUMPZ\x01\x00", 8), "bad magic");
  expectRejected("\x93NUM", "truncated magic string: 4 of 6 bytes");
  expectRejected("\x93", "truncated magic string: 1 of 6 bytes");
  expectRejected("x", "bad magic");
}

TEST(NpyReject, Version) {
  expectRejected("\x93NUMPY", "truncated header");
  expectRejected("\x93NUMPY\x01", "truncated header");
  std::string header = simpleHeader("<f4", "()");
  std::string v4 = withHeader(header, floatBytes({1}), 2);
  v4[6] = 4;
  expectRejected(v4, "unsupported .npy format version 4.0");
  std::string v11 = withHeader(header, floatBytes({1}));
  v11[7] = 1;
  expectRejected(v11, "unsupported .npy format version 1.1");
  std::string v0 = withHeader(header, floatBytes({1}));
  v0[6] = 0;
  expectRejected(v0, "unsupported .npy format version 0.0");
}

TEST(NpyReject, TruncatedHeader) {
  expectRejected(std::string("\x93NUMPY\x01\x00\x10", 9),
                 "truncated header: the file ends inside the header length");
  expectRejected(std::string("\x93NUMPY\x02\x00\x10\x00\x00", 11),
                 "truncated header: the file ends inside the header length");
  // The length points past the end of the file.
  std::string bytes = withHeader(simpleHeader("<f4", "()"));
  bytes.resize(bytes.size() - 10);
  expectRejected(bytes, "points past the end of the file");
  expectRejected(std::string("\x93NUMPY\x01\x00\xc8\x00{}", 12),
                 "truncated header: the header length 200 points past the end "
                 "of the file (2 bytes follow the length field)");
  expectRejected(std::string("\x93NUMPY\x02\x00\xff\xff\xff\xff{}", 14),
                 "the header length 4294967295 points past the end");
}

TEST(NpyReject, MissingKeys) {
  expectRejected(withHeader("{'fortran_order': False, 'shape': (), }\n"),
                 "the header has no 'descr' key");
  expectRejected(withHeader("{'descr': '<f4', 'shape': (), }\n"),
                 "the header has no 'fortran_order' key");
  expectRejected(withHeader("{'descr': '<f4', 'fortran_order': False}\n"),
                 "the header has no 'shape' key");
  expectRejected(withHeader("{}\n"), "the header has no 'descr' key");
}

TEST(NpyReject, FortranOrder) {
  expectRejected(
      withHeader("{'descr': '<f4', 'fortran_order': True, 'shape': (2, 3), "
                 "}\n",
                 floatBytes({0, 1, 2, 3, 4, 5})),
      "Fortran-order arrays are not supported; save with "
      "np.ascontiguousarray");
  expectRejected(
      withHeader("{'descr': '<f4', 'fortran_order': 0, 'shape': (), }\n",
                 floatBytes({0})),
      "'fortran_order' must be True or False, found 0");
  expectRejected(
      withHeader("{'descr': '<f4', 'fortran_order': 'no', 'shape': (), }\n",
                 floatBytes({0})),
      "'fortran_order' must be True or False");
}

TEST(NpyReject, Shapes) {
  expectRejected(withHeader(simpleHeader("<f4", "(2, -3)")),
                 "negative dimension -3 in shape (2, -3)");
  expectRejected(withHeader(simpleHeader("<f4", "(-1,)")),
                 "negative dimension -1");
  expectRejected(withHeader(simpleHeader("<f4", "(99999999999999999999,)")),
                 "dimension 99999999999999999999 in shape "
                 "(99999999999999999999,) does not fit in int64");
  expectRejected(withHeader(simpleHeader("<f4", "(9223372036854775808,)")),
                 "does not fit in int64");
  expectRejected(withHeader(simpleHeader("|u1", "(4294967296, 4294967296)")),
                 "the element count of shape (4294967296, 4294967296) "
                 "overflows int64");
  expectRejected(withHeader(simpleHeader("<f8", "(1152921504606846976,)")),
                 "the byte size of shape (1152921504606846976,) with 8-byte "
                 "elements overflows int64");
  // As in NumPy, a zero dimension does not excuse the others overflowing.
  expectRejected(withHeader(simpleHeader("|u1", "(0, 4294967296, 4294967296)")),
                 "overflows int64");
  // The largest byte size that fits is fine, but the file is too short.
  expectRejected(withHeader(simpleHeader("|u1", "(9223372036854775807,)")),
                 "truncated data: the header describes 9223372036854775807 "
                 "bytes, the file holds 0");
  expectRejected(withHeader(simpleHeader("<f4", "[2, 3]")),
                 "'shape' must be a tuple of integers, found [2, 3]");
  expectRejected(withHeader(simpleHeader("<f4", "6")),
                 "'shape' must be a tuple of integers, found 6");
  expectRejected(withHeader(simpleHeader("<f4", "(2, '3')")),
                 "'shape' must be a tuple of integers, found '3' in (2, '3')");
  expectRejected(withHeader(simpleHeader("<f4", "(2, None)")),
                 "'shape' must be a tuple of integers");
  expectRejected(withHeader(simpleHeader("<f4", "(2.5,)")),
                 "malformed header: expected an integer, found '.'");
  expectRejected(withHeader(simpleHeader("<f4", "(2x,)")),
                 "malformed header: expected an integer, found 'x'");
}

TEST(NpyReject, DataSize) {
  std::string header = simpleHeader("<f4", "(2, 3)");
  expectRejected(withHeader(header, std::string(20, '\0')),
                 "truncated data: the header describes 24 bytes, the file "
                 "holds 20");
  expectRejected(withHeader(header, std::string(28, '\0')),
                 "extra bytes after the array data (the header describes 24 "
                 "bytes)");
  expectRejected(withHeader(simpleHeader("<f4", "(0,)"), "x"),
                 "extra bytes after the array data (the header describes 0 "
                 "bytes)");
  expectRejected(withHeader(simpleHeader("<c16", "()"), std::string(8, '\0')),
                 "truncated data: the header describes 16 bytes, the file "
                 "holds 8");
}

TEST(NpyReject, UnsupportedDTypes) {
  expectRejected(withHeader(simpleHeader("<U5", "()")),
                 "unsupported dtype descriptor '<U5'");
  expectRejected(withHeader(simpleHeader("|O", "()")),
                 "unsupported dtype descriptor '|O' (object arrays");
  expectRejected(withHeader(simpleHeader("<f16", "()")),
                 "unsupported dtype descriptor '<f16'");
  expectRejected(withHeader(simpleHeader("|S3", "()")),
                 "unsupported dtype descriptor '|S3'");
  expectRejected(withHeader(simpleHeader("|V8", "()")),
                 "unsupported dtype descriptor '|V8'");
  expectRejected(withHeader(simpleHeader("<M8[ns]", "()")),
                 "unsupported dtype descriptor '<M8[ns]'");
  expectRejected(withHeader(simpleHeader("<i3", "()")),
                 "unsupported dtype descriptor '<i3'");
  expectRejected(withHeader(simpleHeader("", "()")),
                 "unsupported dtype descriptor ''");
  expectRejected(
      withHeader("{'descr': [('a', '<f4'), ('b', '<i4')], 'fortran_order': "
                 "False, 'shape': (2,), }\n"),
      "unsupported dtype descriptor [('a', '<f4'), ('b', '<i4')]: structured "
      "arrays are not supported");
  expectRejected(
      withHeader("{'descr': 42, 'fortran_order': False, 'shape': (), }\n"),
      "unsupported dtype descriptor 42: expected a string");
}

TEST(NpyReject, BigEndian) {
  for (StringRef descr : {">f4", ">i2", ">i8", ">u8", ">c16", "!u4"}) {
    SCOPED_TRACE(descr.str());
    expectRejected(
        withHeader(simpleHeader(descr, "()"), std::string(16, 0)),
        ("big-endian data is not supported (dtype descriptor '" + descr + "')")
            .str());
  }
  // Big-endian spellings of unsupported types are unsupported types.
  expectRejected(withHeader(simpleHeader(">U5", "()")),
                 "unsupported dtype descriptor '>U5'");
}

TEST(NpyReject, MalformedHeaders) {
  expectRejected(withHeader(""), "malformed header: the header is empty");
  expectRejected(withHeader("   \n"), "malformed header: the header is empty");
  expectRejected(withHeader("[1, 2]\n"),
                 "malformed header: expected '{' at the start of the header, "
                 "found '['");
  expectRejected(withHeader("{'descr': '<f4\n"),
                 "malformed header: unterminated string");
  expectRejected(withHeader("{'descr' '<f4'}"),
                 "malformed header: expected ':' after the key 'descr', found "
                 "'''");
  expectRejected(withHeader("{'descr': '<f4' 'shape': ()}"),
                 "malformed header: expected ',' or '}', found '''");
  expectRejected(withHeader(simpleHeader("<f4", "()") + "junk"),
                 "malformed header: unexpected 'j' after the dictionary");
  expectRejected(withHeader("{'descr': float32}"),
                 "malformed header: unexpected name 'float32'");
  expectRejected(withHeader("{1: 2}"),
                 "malformed header: dictionary keys must be strings, found 1");
  expectRejected(withHeader("{'shape': (1, 2}"),
                 "malformed header: expected ',' or ')', found '}'");
  expectRejected(withHeader("{'shape': (1, 2"),
                 "malformed header: expected ',' or ')', found the end of "
                 "the header");
  expectRejected(withHeader("{'descr':"),
                 "malformed header: expected a value, found the end");
  expectRejected(withHeader("{,}"), "malformed header: expected a value, "
                                    "found ','");
  expectRejected(withHeader("{'a': 1,,}"), "malformed header");
  expectRejected(withHeader(std::string("{'a': \0}", 8)), "found byte 0x00");
  expectRejected(withHeader("{'a': -}"), "expected a digit, found '}'");
  // The offset of the problem is reported.
  expectRejected(withHeader("{'descr': ?}"), "(at offset 10 of the header)");
}

TEST(NpyReject, KeysOtherThanNumPys) {
  std::string data = floatBytes({0, 1, 2, 3, 4, 5});
  // Each key exactly once (NumPy itself would take the last of duplicates).
  expectRejected(
      withHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), "
                 "'descr': '<f4'}",
                 data),
      "malformed header: duplicate key 'descr' (at offset 58 of the header)");
  expectRejected(withHeader("{'descr': '<f4', 'fortran_order': False, "
                            "'fortran_order': False, 'shape': (2, 3)}",
                            data),
                 "malformed header: duplicate key 'fortran_order'");
  expectRejected(withHeader("{'descr': '<f4', 'fortran_order': False, "
                            "'shape': (2, 3), 'version': (1, 0)}",
                            data),
                 "malformed header: unknown key 'version' (the keys are "
                 "'descr', 'fortran_order' and 'shape')");
  expectRejected(withHeader("{'descr': '<f4', 'Shape': (2, 3), "
                            "'fortran_order': False}",
                            data),
                 "malformed header: unknown key 'Shape'");
  expectRejected(withHeader("{'descr ': '<f4', 'fortran_order': False, "
                            "'shape': (2, 3)}",
                            data),
                 "malformed header: unknown key 'descr '");
  expectRejected(withHeader("{(1,): 2}"),
                 "malformed header: dictionary keys must be strings, found "
                 "(1,)");
}

TEST(NpyReject, ValuesNumPyRejects) {
  // The shape: a list, None, a dict, a nested tuple, a missing comma.
  expectRejected(withHeader(simpleHeader("<f4", "[2, 3]")),
                 "'shape' must be a tuple of integers, found [2, 3]");
  expectRejected(withHeader(simpleHeader("<f4", "None")),
                 "'shape' must be a tuple of integers, found None");
  expectRejected(withHeader(simpleHeader("<f4", "{'a': (2, 3)}")),
                 "'shape' must be a tuple of integers, found {'a': (2, 3)}");
  expectRejected(withHeader(simpleHeader("<f4", "((2, 3),)")),
                 "'shape' must be a tuple of integers, found (2, 3) in "
                 "((2, 3),)");
  expectRejected(withHeader(simpleHeader("<f4", "(2 3)")),
                 "malformed header: expected ',' or ')', found '3'");
  expectRejected(withHeader(simpleHeader("<f4", "(,)")),
                 "malformed header: expected a value, found ','");
  expectRejected(withHeader(simpleHeader("<f4", "(2,,)")),
                 "malformed header: expected a value, found ','");
  expectRejected(withHeader(simpleHeader("<f4", "(2, - 3)")),
                 "negative dimension - 3 in shape (2, - 3)");
  expectRejected(withHeader(simpleHeader("<f4", "(2,)L")),
                 "malformed header: expected ',' or '}', found 'L'");
  // The descriptor and the order.
  expectRejected(
      withHeader("{'descr': None, 'fortran_order': False, 'shape': ()}"),
      "unsupported dtype descriptor None: expected a string");
  expectRejected(withHeader("{'descr': {'names': ['a'], 'formats': ['<f4']}, "
                            "'fortran_order': False, 'shape': ()}"),
                 "unsupported dtype descriptor {'names': ['a'], 'formats': "
                 "['<f4']}: expected a string");
  expectRejected(
      withHeader("{'descr': '<f4', 'fortran_order': None, 'shape': ()}"),
      "'fortran_order' must be True or False, found None");
  expectRejected(
      withHeader("{'descr': '<f4', 'fortran_order': (False,), 'shape': ()}"),
      "'fortran_order' must be True or False, found (False,)");
  // A missing comma between entries.
  expectRejected(
      withHeader("{'descr': '<f4', 'fortran_order': False 'shape': ()}"),
      "malformed header: expected ',' or '}', found ''' (at offset 40 of the "
      "header)");
  // A nested dict, even under a key NumPy does not know.
  expectRejected(withHeader("{'descr': '<f4', 'fortran_order': False, "
                            "'shape': (), 'x': {'y': {'z': None}}}"),
                 "malformed header: unknown key 'x'");
}

TEST(NpyReject, SyntaxNumPyRejects) {
  // Python 3 rejects leading zeros, a lowercase 'l' suffix, a doubled sign,
  // vertical tabs and NUL bytes.
  expectRejected(withHeader(simpleHeader("<f4", "(02, 3)")),
                 "malformed header: leading zeros in the integer 02 (Python 3 "
                 "does not allow them)");
  expectRejected(withHeader(simpleHeader("<f4", "(2l, 3)")),
                 "malformed header: expected an integer, found 'l'");
  expectRejected(withHeader(simpleHeader("<f4", "(2, --3)")),
                 "malformed header: expected a digit, found '-'");
  expectRejected(
      withHeader("{'descr': '<f4',\v'fortran_order': False, 'shape': ()}"),
      "malformed header: expected a value, found byte 0x0b");
  expectRejected(withHeader("\v" + simpleHeader("<f4", "()")),
                 "malformed header: expected '{' at the start of the header, "
                 "found byte 0x0b");
  expectRejected(withHeader(simpleHeader("<f4", "()") + std::string(1, '\0')),
                 "malformed header: unexpected byte 0x00 after the "
                 "dictionary");
  // ast.literal_eval rejects an indented first line.
  expectRejected(withHeader("\n  " + simpleHeader("<f4", "()")),
                 "malformed header: only spaces, tabs and blank lines may "
                 "precede the dictionary (at offset 3 of the header)");
  // No descriptor or key needs an escape sequence.
  expectRejected(withHeader("{'descr': '<f\\x34', 'fortran_order': False, "
                            "'shape': ()}"),
                 "malformed header: escape sequences are not supported in "
                 "strings (at offset 13 of the header)");
}

TEST(NpyReject, NetworkOrder) {
  // NumPy reads no '!' descriptor; for one byte it is not big-endian data.
  expectRejected(withHeader(simpleHeader("!i1", "()"), "x"),
                 "unsupported dtype descriptor '!i1'");
}

TEST(NpyReject, DeepNestingDoesNotExhaustTheStack) {
  std::string deep = "{'x': " + std::string(100000, '[') + "}";
  expectRejected(withHeader(deep, "", 2),
                 "malformed header: values nested deeper than 32 levels");
  std::string dicts;
  for (int i = 0; i < 1000; ++i)
    dicts += "{'a': ";
  expectRejected(withHeader(dicts), "nested deeper than 32 levels");
  // Moderate nesting is read to its end, but NumPy rejects any key beyond
  // its three.
  std::string moderate = "{'x': " + std::string(20, '(') +
                         std::string(20, ')') +
                         ", 'descr': '|u1', 'fortran_order': False, "
                         "'shape': (), }";
  expectRejected(withHeader(moderate, "z"),
                 "malformed header: unknown key 'x' (the keys are 'descr', "
                 "'fortran_order' and 'shape') (at offset 1 of the header)");
}

TEST(NpyReject, NestedValues) {
  // No header value nests: a tuple or list in the shape, a tuple or list as
  // the descriptor or the order, however deep. A string in a group may hold
  // brackets.
  expectRejected(withHeader(simpleHeader("<f4", "((2,), 3)")),
                 "'shape' must be a tuple of integers, found (2,) in "
                 "((2,), 3)");
  expectRejected(withHeader(simpleHeader("<f4", "(2, [3])")),
                 "'shape' must be a tuple of integers, found [3] in (2, [3])");
  expectRejected(withHeader("{'descr': ('<f4',), 'fortran_order': False, "
                            "'shape': ()}"),
                 "unsupported dtype descriptor ('<f4',): expected a string");
  expectRejected(withHeader("{'descr': [('a]', '<f4')], 'fortran_order': "
                            "False, 'shape': ()}"),
                 "unsupported dtype descriptor [('a]', '<f4')]: structured "
                 "arrays are not supported");
  expectRejected(withHeader("{'descr': '<f4', 'fortran_order': [False], "
                            "'shape': ()}"),
                 "'fortran_order' must be True or False, found [False]");
  expectRejected(
      withHeader(simpleHeader("<f4", std::string(100000, '(')), "", 2),
      "malformed header: values nested deeper than 32 levels (at offset 83 "
      "of the header)");
}

TEST(NpyReject, HeaderLengthsBeyondTheFile) {
  for (unsigned major : {1, 2, 3}) {
    std::string bytes = withHeader(simpleHeader("<f4", "()"), "", major);
    bytes[8] = '\xff';
    bytes[9] = '\x7f';
    SCOPED_TRACE(major);
    expectRejected(bytes, "points past the end of the file");
  }
}

TEST(NpyReject, EveryHeaderByteReplaced) {
  // Each byte of a valid header replaced by one that matters to the grammar:
  // nothing crashes or reads outside the input (sanitized builds check), and
  // what parses is self-consistent.
  std::string bytes = serialize(makeArray(DType::Int16, {3, 2}));
  StringRef replacements("\0\n\r\t\v'\"\\(){}[],:-+0L#x\x93\xff", 24);
  for (size_t at = 10; at + 12 < bytes.size(); ++at)
    for (char c : replacements) {
      std::string mutated = bytes;
      mutated[at] = c;
      llvm::Expected<Array> array = parse(mutated);
      if (!array) {
        llvm::consumeError(array.takeError());
        continue;
      }
      EXPECT_EQ(array->data.size(),
                static_cast<uint64_t>(array->getNumElements()) *
                    getElementSize(array->dtype))
          << "byte " << at << " replaced by " << int(c);
    }
}

TEST(NpyReject, EveryTruncationOfAValidFile) {
  // No prefix of a valid file parses, and none crashes.
  Array array = makeArray(DType::Int16, {3, 2});
  std::string bytes = serialize(array);
  for (size_t size = 0; size < bytes.size(); ++size)
    EXPECT_NE(errorOf(parse(StringRef(bytes).take_front(size))), "") << size;
}

//===----------------------------------------------------------------------===//
// readFile / writeFile
//===----------------------------------------------------------------------===//

TEST(NpyFile, WriteThenRead) {
  TempDir dir;
  std::string path = dir.file("a.npy");
  Array array = makeArray(DType::Complex64, {2, 2});
  ASSERT_EQ(errorOf(writeFile(path, array)), "");
  llvm::Expected<Array> read = readFile(path);
  ASSERT_TRUE(static_cast<bool>(read)) << errorOf(read.takeError());
  EXPECT_EQ(read->dtype, array.dtype);
  EXPECT_EQ(read->shape, array.shape);
  EXPECT_EQ(read->data, array.data);
  // Only the target is left: the temporary file was renamed over it.
  EXPECT_EQ(dir.entries(), std::vector<std::string>{"a.npy"});

  // Overwriting replaces the content.
  Array other = makeArray(DType::Bool, {});
  ASSERT_EQ(errorOf(writeFile(path, other)), "");
  read = readFile(path);
  ASSERT_TRUE(static_cast<bool>(read)) << errorOf(read.takeError());
  EXPECT_EQ(read->dtype, DType::Bool);
  EXPECT_TRUE(read->shape.empty());
  EXPECT_EQ(dir.entries(), std::vector<std::string>{"a.npy"});
}

TEST(NpyFile, ReadMissingFile) {
  TempDir dir;
  std::string path = dir.file("missing.npy");
  std::string error = errorOf(readFile(path));
  EXPECT_EQ(error,
            "'" + path + "': cannot read the file: no such file or directory");
}

TEST(NpyFile, ReadDirectory) {
  TempDir dir;
  std::string error = errorOf(readFile(dir.path));
  EXPECT_TRUE(StringRef(error).starts_with(("'" + dir.path + "': ").str()))
      << error;
}

TEST(NpyFile, ReadErrorsNameThePath) {
  TempDir dir;
  std::string path = dir.file("x.npy");
  writeBytes(path,
             withHeader(simpleHeader("<f4", "(2, 3)"), std::string(20, '\0')));
  EXPECT_EQ(errorOf(readFile(path)),
            "'" + path +
                "': truncated data: the header describes 24 bytes, the file "
                "holds 20");
  writeBytes(path, "not numpy");
  EXPECT_EQ(errorOf(readFile(path)),
            "'" + path + "': not a .npy file (bad magic)");
  writeBytes(path, "");
  EXPECT_EQ(errorOf(readFile(path)), "'" + path + "': not a .npy file (empty)");
}

TEST(NpyFile, WriteIntoMissingDirectory) {
  TempDir dir;
  std::string path = dir.file("no/such/dir/a.npy");
  std::string error = errorOf(writeFile(path, makeArray(DType::Int8, {3})));
  EXPECT_TRUE(StringRef(error).starts_with("'" + path + "': ")) << error;
  EXPECT_NE(StringRef(error).find("no such file or directory"), StringRef::npos)
      << error;
  EXPECT_TRUE(dir.entries().empty());
}

TEST(NpyFile, WriteOverDirectoryLeavesNoTemporary) {
  TempDir dir;
  std::string path = dir.file("sub");
  ASSERT_FALSE(llvm::sys::fs::create_directory(path));
  std::string error = errorOf(writeFile(path, makeArray(DType::Int8, {3})));
  EXPECT_TRUE(StringRef(error).starts_with("'" + path + "': ")) << error;
  EXPECT_EQ(dir.entries(), std::vector<std::string>{"sub"});
  EXPECT_TRUE(llvm::sys::fs::is_directory(path));
}

TEST(NpyFile, WriteRejectsInconsistentArrays) {
  TempDir dir;
  std::string path = dir.file("a.npy");
  Array array = makeArray(DType::Float32, {2, 3});
  array.data.pop_back();
  EXPECT_EQ(errorOf(writeFile(path, array)),
            "'" + path +
                "': cannot write: the array holds 23 bytes of data, its "
                "shape and dtype describe 24");
  Array negative;
  negative.shape = {-1};
  EXPECT_NE(errorOf(writeFile(path, negative)).find("negative dimension -1"),
            std::string::npos);
  EXPECT_TRUE(dir.entries().empty());
}

TEST(NpyFile, WriteRejectsShapesTheReaderRejects) {
  // The writer checks shapes as the reader (and NumPy) does: the product of
  // the non-zero dimensions must fit even when another dimension is zero.
  TempDir dir;
  std::string path = dir.file("a.npy");
  Array array;
  array.dtype = DType::UInt8;
  array.shape = {0, 4294967296, 4294967296};
  EXPECT_EQ(errorOf(writeFile(path, array)),
            "'" + path +
                "': cannot write: the element count of the shape overflows "
                "int64");
  expectRejected(serialize(array), "the element count of shape (0, "
                                   "4294967296, 4294967296) overflows int64");
  EXPECT_TRUE(dir.entries().empty());
}

/// The bytes of the file at `path`, or "<unreadable>".
std::string readBytes(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  return buffer ? (*buffer)->getBuffer().str() : "<unreadable>";
}

TEST(NpyFile, WriteReplacesAnExistingFile) {
  // The new contents go to a temporary renamed over the target: a hard link
  // to the old file keeps the old contents.
  TempDir dir;
  std::string path = dir.file("a.npy");
  writeBytes(path, "old contents");
  ASSERT_FALSE(llvm::sys::fs::create_hard_link(path, dir.file("old.npy")));
  Array array = makeArray(DType::Int16, {4});
  ASSERT_EQ(errorOf(writeFile(path, array)), "");
  EXPECT_EQ(readBytes(path), serialize(array));
  EXPECT_EQ(readBytes(dir.file("old.npy")), "old contents");
  EXPECT_EQ(dir.entries(), (std::vector<std::string>{"a.npy", "old.npy"}));
}

TEST(NpyFile, WriteFilesWritesEveryFile) {
  TempDir dir;
  std::vector<std::string> paths = {dir.file("a.npy"), dir.file("b.npy"),
                                    dir.file("c.npy")};
  std::vector<Array> arrays = {makeArray(DType::Int8, {2}),
                               makeArray(DType::Float64, {2, 2}),
                               makeArray(DType::Bool, {})};
  writeBytes(paths[1], "old contents");
  ASSERT_EQ(errorOf(writeFiles(paths, arrays)), "");
  for (auto [path, array] : llvm::zip_equal(paths, arrays))
    EXPECT_EQ(readBytes(path), serialize(array)) << path;
  EXPECT_EQ(dir.entries(),
            (std::vector<std::string>{"a.npy", "b.npy", "c.npy"}));
}

TEST(NpyFile, FailedWriteLeavesNoTemporaryAndNoChange) {
  // The third output cannot be written: the first keeps its old contents,
  // the second is not created, and no temporary is left.
  TempDir dir;
  std::vector<std::string> paths = {dir.file("kept.npy"), dir.file("new.npy"),
                                    dir.file("missing/c.npy")};
  writeBytes(paths[0], "old contents");
  std::vector<Array> arrays = {makeArray(DType::Int8, {2}),
                               makeArray(DType::Int8, {3}),
                               makeArray(DType::Int8, {4})};
  EXPECT_EQ(errorOf(writeFiles(paths, arrays)),
            "'" + paths[2] +
                "': cannot create a temporary file: no such file or "
                "directory");
  EXPECT_EQ(dir.entries(), std::vector<std::string>{"kept.npy"});
  EXPECT_EQ(readBytes(paths[0]), "old contents");
}

TEST(NpyFile, InvalidArrayFailsBeforeAnyFileIsWritten) {
  TempDir dir;
  std::vector<std::string> paths = {dir.file("a.npy"), dir.file("b.npy")};
  Array bad = makeArray(DType::Float32, {2});
  bad.data.pop_back();
  EXPECT_EQ(errorOf(writeFiles(paths, {makeArray(DType::Float32, {2}), bad})),
            "'" + paths[1] +
                "': cannot write: the array holds 7 bytes of data, its shape "
                "and dtype describe 8");
  EXPECT_EQ(errorOf(writeFiles(paths, {bad})),
            "cannot write 1 arrays to 2 files");
  EXPECT_TRUE(dir.entries().empty());
}

TEST(NpyFile, OutputPathsAreCheckedBeforeAnyWrite) {
  // A directory among the outputs, first or last, fails before anything is
  // written: before the checks the other output could be renamed into place
  // before the rename over the directory failed.
  TempDir dir;
  std::string old = dir.file("old.npy"), sub = dir.file("sub");
  writeBytes(old, "old contents");
  ASSERT_FALSE(llvm::sys::fs::create_directory(sub));
  std::vector<Array> arrays = {makeArray(DType::Int8, {2}),
                               makeArray(DType::Int8, {3})};
  for (std::vector<std::string> paths :
       {std::vector<std::string>{sub, old}, {old, sub}, {sub, dir.file("a")}})
    EXPECT_EQ(errorOf(writeFiles(paths, arrays)),
              "'" + sub + "': cannot write: is a directory");
  EXPECT_EQ(dir.entries(), (std::vector<std::string>{"old.npy", "sub"}));
  EXPECT_EQ(readBytes(old), "old contents");
}

TEST(NpyFile, OneFileTwiceIsRejected) {
  TempDir dir;
  std::string a = dir.file("a.npy");
  std::string dotted = dir.file("sub/../a.npy");
  ASSERT_FALSE(llvm::sys::fs::create_directory(dir.file("sub")));
  EXPECT_EQ(errorOf(checkOutputPaths({a, dotted})),
            "'" + a + "' and '" + dotted +
                "' are the same file: each output needs its own");
  EXPECT_EQ(errorOf(checkOutputPaths({"-", "-"})),
            "'-' and '-' are the same file: each output needs its own");
  EXPECT_EQ(errorOf(checkOutputPaths({a, dir.file("b.npy"), "-"})), "");
}

#ifdef LLVM_ON_UNIX
TEST(NpyFile, ReadStopsWhereTheHeaderSaysTheFileEnds) {
  // /dev/zero never ends: its first bytes are not the magic string. Before,
  // the file was read to its end, until memory ran out.
  if (!llvm::sys::fs::exists("/dev/zero"))
    GTEST_SKIP() << "no /dev/zero";
  EXPECT_EQ(errorOf(readFile("/dev/zero")),
            "'/dev/zero': not a .npy file (bad magic)");
}

TEST(NpyFile, DeviceFailingAfterStagingChangesNoFile) {
  // /dev/full is written after the temporaries, before any rename.
  if (!llvm::sys::fs::exists("/dev/full"))
    GTEST_SKIP() << "no /dev/full";
  TempDir dir;
  std::string old = dir.file("old.npy");
  writeBytes(old, "old contents");
  EXPECT_EQ(errorOf(writeFiles({old, dir.file("new.npy"), "/dev/full"},
                               {makeArray(DType::Int8, {2}),
                                makeArray(DType::Int8, {3}),
                                makeArray(DType::Int8, {4})})),
            "'/dev/full': cannot write: no space left on device");
  EXPECT_EQ(dir.entries(), std::vector<std::string>{"old.npy"});
  EXPECT_EQ(readBytes(old), "old contents");
}

TEST(NpyFile, WriteToFifoWritesInPlace) {
  // Renaming over a FIFO (or /dev/stdout) would replace the node; writeFile
  // writes such targets in place instead.
  TempDir dir;
  std::string path = dir.file("fifo");
  ASSERT_EQ(::mkfifo(path.c_str(), 0600), 0);
  // A non-blocking reader lets the writer open the FIFO without a thread.
  int reader = ::open(path.c_str(), O_RDONLY | O_NONBLOCK);
  ASSERT_GE(reader, 0);
  Array array = makeArray(DType::Int32, {3});
  EXPECT_EQ(errorOf(writeFile(path, array)), "");
  std::string received;
  char buffer[256];
  ssize_t count;
  while ((count = ::read(reader, buffer, sizeof(buffer))) > 0)
    received.append(buffer, count);
  ::close(reader);
  EXPECT_EQ(received, serialize(array));
  llvm::sys::fs::file_status status;
  ASSERT_FALSE(llvm::sys::fs::status(path, status));
  EXPECT_EQ(status.type(), llvm::sys::fs::file_type::fifo_file);
  EXPECT_EQ(dir.entries(), std::vector<std::string>{"fifo"});
  // llvm::sys::fs::remove and remove_directories leave FIFOs behind.
  EXPECT_EQ(::unlink(path.c_str()), 0);
}

TEST(NpyFile, WriteErrorIsAnError) {
  // Every write to /dev/full fails (a device: written in place). The error
  // is returned, not left in the stream to become a fatal error.
  if (!llvm::sys::fs::exists("/dev/full"))
    GTEST_SKIP() << "no /dev/full";
  EXPECT_EQ(errorOf(writeFile("/dev/full", makeArray(DType::Int8, {3}))),
            "'/dev/full': cannot write: no space left on device");
}
#endif

} // namespace
