//===- Npy.cpp - reading and writing NumPy .npy files ---------------------===//
//
// The header of a .npy file is a Python dict literal. It is parsed here by a
// small recursive-descent parser for the literal subset NumPy writes (strings,
// integers with an optional Python 2 'L' suffix, True/False/None, tuples,
// lists and dicts), with a nesting limit so that hostile input cannot exhaust
// the stack. Every size computation is checked for overflow.
//
//===----------------------------------------------------------------------===//

#include "Gather/Support/Npy.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>

using namespace mlir::gather::npy;
using llvm::StringRef;
using llvm::Twine;

// Element bytes are stored and returned as they are in the file, so the host
// has to share the file's byte order.
static_assert(llvm::endianness::native == llvm::endianness::little,
              "the .npy support assumes a little-endian host");

namespace {
constexpr StringRef kMagic("\x93NUMPY", 6);
/// The data of a written file starts at a multiple of this many bytes.
constexpr size_t kArrayAlign = 64;
/// NumPy leaves room after the dict so that the first dimension can grow to
/// this many digits in place.
constexpr size_t kGrowthAxisMaxDigits = 21;
/// Deepest nesting of tuples/lists/dicts accepted in a header.
constexpr unsigned kMaxNesting = 32;
/// Longest excerpt of the header quoted in an error message.
constexpr size_t kMaxQuoted = 80;
} // namespace

static llvm::Error makeError(const Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// The message of `ec`, starting in lowercase ("no such file or directory").
static std::string describe(std::error_code ec) {
  std::string message = ec.message();
  if (!message.empty())
    message[0] = llvm::toLower(message[0]);
  return message;
}

/// `text` escaped to one printable line, shortened when long.
static std::string quoteExcerpt(StringRef text) {
  std::string result;
  llvm::raw_string_ostream os(result);
  llvm::printEscapedString(text.take_front(kMaxQuoted), os);
  if (text.size() > kMaxQuoted)
    os << "...";
  return result;
}

//===----------------------------------------------------------------------===//
// DType
//===----------------------------------------------------------------------===//

size_t mlir::gather::npy::getElementSize(DType dtype) {
  switch (dtype) {
  case DType::Bool:
  case DType::Int8:
  case DType::UInt8:
    return 1;
  case DType::Int16:
  case DType::UInt16:
  case DType::Float16:
    return 2;
  case DType::Int32:
  case DType::UInt32:
  case DType::Float32:
    return 4;
  case DType::Int64:
  case DType::UInt64:
  case DType::Float64:
  case DType::Complex64:
    return 8;
  case DType::Complex128:
    return 16;
  }
  llvm_unreachable("unknown npy::DType");
}

StringRef mlir::gather::npy::getDescriptor(DType dtype) {
  switch (dtype) {
  case DType::Bool:
    return "|b1";
  case DType::Int8:
    return "|i1";
  case DType::Int16:
    return "<i2";
  case DType::Int32:
    return "<i4";
  case DType::Int64:
    return "<i8";
  case DType::UInt8:
    return "|u1";
  case DType::UInt16:
    return "<u2";
  case DType::UInt32:
    return "<u4";
  case DType::UInt64:
    return "<u8";
  case DType::Float16:
    return "<f2";
  case DType::Float32:
    return "<f4";
  case DType::Float64:
    return "<f8";
  case DType::Complex64:
    return "<c8";
  case DType::Complex128:
    return "<c16";
  }
  llvm_unreachable("unknown npy::DType");
}

int64_t Array::getNumElements() const {
  return ArrayView(*this).getNumElements();
}

int64_t ArrayView::getNumElements() const {
  // Unsigned arithmetic: no undefined behaviour even for an unvalidated shape.
  uint64_t count = 1;
  for (int64_t dim : shape)
    count *= static_cast<uint64_t>(dim);
  return static_cast<int64_t>(count);
}

//===----------------------------------------------------------------------===//
// Header dict parser
//===----------------------------------------------------------------------===//

namespace {
/// One Python literal of the header.
struct PyValue {
  enum class Kind { Str, Int, Bool, None, Tuple, List, Dict };
  Kind kind = Kind::None;
  /// The literal's text in the header.
  StringRef source;
  /// Kind::Str: the decoded string.
  std::string str;
  /// Kind::Int: sign and magnitude; `overflow` when it exceeds uint64_t.
  bool negative = false;
  bool overflow = false;
  uint64_t magnitude = 0;
  /// Kind::Bool.
  bool boolean = false;
  /// Kind::Tuple and Kind::List: the elements. Kind::Dict: key0, value0,
  /// key1, value1, ...
  std::vector<PyValue> items;
};

/// Parses the header text as a Python dict literal.
class HeaderParser {
public:
  explicit HeaderParser(StringRef text) : text(text) {}

  /// Parses the whole header into `dict`; on failure returns false and sets
  /// the message returned by getError().
  bool parseHeader(PyValue &dict) {
    skipSpace();
    if (atEnd())
      return fail("the header is empty");
    if (peek() != '{')
      return fail("expected '{' at the start of the header, found " +
                  describeChar());
    if (!parseValue(dict, 0))
      return false;
    skipSpace();
    if (!atEnd())
      return fail("unexpected " + describeChar() + " after the dictionary");
    return true;
  }

  const std::string &getError() const { return error; }

private:
  bool atEnd() const { return pos >= text.size(); }
  char peek() const { return text[pos]; }

  void skipSpace() {
    while (!atEnd() && llvm::isSpace(peek()))
      ++pos;
  }

  /// "'x'" for a printable character, "byte 0xNN" otherwise, or "the end of
  /// the header".
  std::string describeChar() const {
    if (atEnd())
      return "the end of the header";
    unsigned char c = static_cast<unsigned char>(peek());
    if (llvm::isPrint(c))
      return ("'" + Twine(static_cast<char>(c)) + "'").str();
    return "byte 0x" + llvm::utohexstr(c, /*LowerCase=*/true, 2);
  }

  bool fail(const Twine &message) {
    error = ("malformed header: " + message + " (at offset " + Twine(pos) +
             " of the header)")
                .str();
    return false;
  }

  bool parseValue(PyValue &out, unsigned depth) {
    skipSpace();
    if (atEnd())
      return fail("expected a value, found the end of the header");
    size_t start = pos;
    char c = peek();
    bool ok;
    if (c == '\'' || c == '"')
      ok = parseString(out);
    else if (c == '(')
      ok = parseSequence(out, PyValue::Kind::Tuple, ')', depth);
    else if (c == '[')
      ok = parseSequence(out, PyValue::Kind::List, ']', depth);
    else if (c == '{')
      ok = parseDict(out, depth);
    else if (c == '-' || c == '+' || llvm::isDigit(c))
      ok = parseInt(out);
    else if (llvm::isAlpha(c) || c == '_')
      ok = parseName(out);
    else
      return fail("expected a value, found " + describeChar());
    if (!ok)
      return false;
    out.source = text.slice(start, pos);
    return true;
  }

  bool parseString(PyValue &out) {
    char quote = peek();
    ++pos;
    out.kind = PyValue::Kind::Str;
    while (true) {
      if (atEnd() || peek() == '\n')
        return fail("unterminated string");
      char c = peek();
      ++pos;
      if (c == quote)
        return true;
      if (c != '\\') {
        out.str.push_back(c);
        continue;
      }
      if (atEnd())
        return fail("unterminated string");
      char escaped = peek();
      ++pos;
      switch (escaped) {
      case '\\':
      case '\'':
      case '"':
        out.str.push_back(escaped);
        break;
      case 'n':
        out.str.push_back('\n');
        break;
      case 't':
        out.str.push_back('\t');
        break;
      default:
        // Python keeps unknown escapes as written.
        out.str.push_back('\\');
        out.str.push_back(escaped);
        break;
      }
    }
  }

  bool parseInt(PyValue &out) {
    out.kind = PyValue::Kind::Int;
    if (peek() == '-' || peek() == '+') {
      out.negative = peek() == '-';
      ++pos;
      skipSpace();
    }
    if (atEnd() || !llvm::isDigit(peek()))
      return fail("expected a digit, found " + describeChar());
    while (!atEnd() && llvm::isDigit(peek())) {
      bool overflowed = false;
      out.magnitude = llvm::SaturatingMultiplyAdd<uint64_t>(
          out.magnitude, 10, peek() - '0', &overflowed);
      out.overflow |= overflowed;
      ++pos;
    }
    // Python 2 wrote long integers with an 'L' suffix: (3L, 4L).
    if (!atEnd() && (peek() == 'L' || peek() == 'l'))
      ++pos;
    if (!atEnd() && (llvm::isAlnum(peek()) || peek() == '.' || peek() == '_'))
      return fail("expected an integer, found " + describeChar());
    return true;
  }

  bool parseName(PyValue &out) {
    size_t start = pos;
    while (!atEnd() && (llvm::isAlnum(peek()) || peek() == '_'))
      ++pos;
    StringRef name = text.slice(start, pos);
    if (name == "True" || name == "False") {
      out.kind = PyValue::Kind::Bool;
      out.boolean = name == "True";
      return true;
    }
    if (name == "None") {
      out.kind = PyValue::Kind::None;
      return true;
    }
    pos = start;
    return fail("unexpected name '" + quoteExcerpt(name) + "'");
  }

  /// A tuple or list. A parenthesized single value without a trailing comma,
  /// "(5)", is read as a one-element tuple.
  bool parseSequence(PyValue &out, PyValue::Kind kind, char close,
                     unsigned depth) {
    if (depth >= kMaxNesting)
      return fail("values nested deeper than " + Twine(kMaxNesting) +
                  " levels");
    out.kind = kind;
    ++pos; // The opening bracket.
    while (true) {
      skipSpace();
      if (!atEnd() && peek() == close) {
        ++pos;
        return true;
      }
      out.items.emplace_back();
      if (!parseValue(out.items.back(), depth + 1))
        return false;
      skipSpace();
      if (!atEnd() && peek() == ',') {
        ++pos;
        continue;
      }
      if (!atEnd() && peek() == close) {
        ++pos;
        return true;
      }
      return fail("expected ',' or '" + Twine(close) + "', found " +
                  describeChar());
    }
  }

  bool parseDict(PyValue &out, unsigned depth) {
    if (depth >= kMaxNesting)
      return fail("values nested deeper than " + Twine(kMaxNesting) +
                  " levels");
    out.kind = PyValue::Kind::Dict;
    ++pos; // '{'
    while (true) {
      skipSpace();
      if (!atEnd() && peek() == '}') {
        ++pos;
        return true;
      }
      PyValue key;
      size_t keyStart = pos;
      if (!parseValue(key, depth + 1))
        return false;
      if (key.kind != PyValue::Kind::Str) {
        pos = keyStart;
        return fail("dictionary keys must be strings, found " +
                    quoteExcerpt(key.source));
      }
      skipSpace();
      if (atEnd() || peek() != ':')
        return fail("expected ':' after the key '" + quoteExcerpt(key.str) +
                    "', found " + describeChar());
      ++pos;
      PyValue value;
      if (!parseValue(value, depth + 1))
        return false;
      out.items.push_back(std::move(key));
      out.items.push_back(std::move(value));
      skipSpace();
      if (!atEnd() && peek() == ',') {
        ++pos;
        continue;
      }
      if (!atEnd() && peek() == '}') {
        ++pos;
        return true;
      }
      return fail("expected ',' or '}', found " + describeChar());
    }
  }

  StringRef text;
  size_t pos = 0;
  std::string error;
};
} // namespace

/// The value of `key` in `dict` (the last one, as in Python), or null.
static const PyValue *lookup(const PyValue &dict, StringRef key) {
  const PyValue *found = nullptr;
  for (size_t i = 0; i + 1 < dict.items.size(); i += 2)
    if (dict.items[i].str == key)
      found = &dict.items[i + 1];
  return found;
}

//===----------------------------------------------------------------------===//
// Header field validation
//===----------------------------------------------------------------------===//

/// A hint on why the type code `code` (descriptor without byte order) is not
/// supported, or "".
static StringRef unsupportedHint(StringRef code) {
  if (code.empty())
    return "";
  switch (code[0]) {
  case 'U':
  case 'S':
  case 'a':
    return " (string arrays are not supported)";
  case 'O':
    return " (object arrays are not supported)";
  case 'V':
    return " (void arrays are not supported)";
  case 'M':
  case 'm':
    return " (datetime arrays are not supported)";
  default:
    return "";
  }
}

static llvm::Expected<DType> parseDescriptor(const PyValue &descr) {
  if (descr.kind == PyValue::Kind::List)
    return makeError("unsupported dtype descriptor " +
                     quoteExcerpt(descr.source) +
                     ": structured arrays are not supported");
  if (descr.kind != PyValue::Kind::Str)
    return makeError("unsupported dtype descriptor " +
                     quoteExcerpt(descr.source) + ": expected a string");

  StringRef full = descr.str;
  StringRef code = full;
  char order = 0;
  if (!code.empty() && StringRef("<>=|!").contains(code.front())) {
    order = code.front();
    code = code.drop_front();
  }
  static constexpr std::pair<StringRef, DType> kCodes[] = {
      {"b1", DType::Bool},       {"?", DType::Bool},
      {"i1", DType::Int8},       {"u1", DType::UInt8},
      {"i2", DType::Int16},      {"i4", DType::Int32},
      {"i8", DType::Int64},      {"u2", DType::UInt16},
      {"u4", DType::UInt32},     {"u8", DType::UInt64},
      {"f2", DType::Float16},    {"f4", DType::Float32},
      {"f8", DType::Float64},    {"c8", DType::Complex64},
      {"c16", DType::Complex128}};
  const auto *it = llvm::find_if(
      kCodes, [&](const auto &entry) { return entry.first == code; });
  if (it == std::end(kCodes))
    return makeError("unsupported dtype descriptor '" + quoteExcerpt(full) +
                     "'" + unsupportedHint(code));
  DType dtype = it->second;
  // Byte order is meaningless for one-byte types; for the others only '>'
  // and '!' (network order) are big-endian.
  if (getElementSize(dtype) > 1 && (order == '>' || order == '!'))
    return makeError("big-endian data is not supported (dtype descriptor '" +
                     full + "'); save with arr.astype('<" + code + "')");
  return dtype;
}

/// Validates `shapeValue` and sets `shape` and `numBytes` (the byte size of
/// the data for elements of `elementSize` bytes).
static llvm::Error parseShape(const PyValue &shapeValue, size_t elementSize,
                              std::vector<int64_t> &shape, uint64_t &numBytes) {
  std::string quoted = quoteExcerpt(shapeValue.source);
  if (shapeValue.kind != PyValue::Kind::Tuple)
    return makeError("'shape' must be a tuple of integers, found " + quoted);
  shape.clear();
  shape.reserve(shapeValue.items.size());
  for (const PyValue &dim : shapeValue.items) {
    if (dim.kind != PyValue::Kind::Int)
      return makeError("'shape' must be a tuple of integers, found " +
                       quoteExcerpt(dim.source) + " in " + quoted);
    if (dim.negative && (dim.magnitude != 0 || dim.overflow))
      return makeError("negative dimension " + quoteExcerpt(dim.source) +
                       " in shape " + quoted);
    if (dim.overflow ||
        dim.magnitude >
            static_cast<uint64_t>(std::numeric_limits<int64_t>::max()))
      return makeError("dimension " + quoteExcerpt(dim.source) + " in shape " +
                       quoted + " does not fit in int64");
    shape.push_back(static_cast<int64_t>(dim.magnitude));
  }

  // As NumPy does, require the product of the non-zero dimensions to fit even
  // when another dimension is zero.
  int64_t nonZeroCount = 1;
  bool empty = false;
  for (int64_t dim : shape) {
    if (dim == 0) {
      empty = true;
      continue;
    }
    if (llvm::MulOverflow(nonZeroCount, dim, nonZeroCount))
      return makeError("the element count of shape " + quoted +
                       " overflows int64");
  }
  int64_t nonZeroBytes;
  if (llvm::MulOverflow(nonZeroCount, static_cast<int64_t>(elementSize),
                        nonZeroBytes))
    return makeError("the byte size of shape " + quoted + " with " +
                     Twine(elementSize) + "-byte elements overflows int64");
  if constexpr (sizeof(size_t) < sizeof(int64_t)) {
    if (static_cast<uint64_t>(nonZeroBytes) >
        std::numeric_limits<size_t>::max())
      return makeError("the byte size of shape " + quoted +
                       " does not fit in memory on this host");
  }
  numBytes = empty ? 0 : static_cast<uint64_t>(nonZeroBytes);
  return llvm::Error::success();
}

//===----------------------------------------------------------------------===//
// parse / readFile
//===----------------------------------------------------------------------===//

llvm::Expected<Array> mlir::gather::npy::parse(StringRef bytes) {
  if (bytes.empty())
    return makeError("not a .npy file (empty)");
  if (!bytes.starts_with(kMagic.take_front(bytes.size())))
    return makeError("not a .npy file (bad magic)");
  if (bytes.size() < kMagic.size())
    return makeError("truncated magic string: " + Twine(bytes.size()) + " of " +
                     Twine(kMagic.size()) + " bytes");
  if (bytes.size() < kMagic.size() + 2)
    return makeError("truncated header: the file ends inside the version");

  unsigned major = static_cast<unsigned char>(bytes[6]);
  unsigned minor = static_cast<unsigned char>(bytes[7]);
  size_t lengthSize;
  if (major == 1 && minor == 0)
    lengthSize = 2;
  else if ((major == 2 || major == 3) && minor == 0)
    lengthSize = 4;
  else
    return makeError("unsupported .npy format version " + Twine(major) + "." +
                     Twine(minor) + " (expected 1.0, 2.0 or 3.0)");

  size_t prefixSize = kMagic.size() + 2 + lengthSize;
  if (bytes.size() < prefixSize)
    return makeError("truncated header: the file ends inside the header "
                     "length field");
  const char *lengthField = bytes.data() + kMagic.size() + 2;
  uint64_t headerLength =
      lengthSize == 2
          ? llvm::support::endian::read16le(lengthField)
          : static_cast<uint64_t>(llvm::support::endian::read32le(lengthField));
  size_t available = bytes.size() - prefixSize;
  if (headerLength > available)
    return makeError("truncated header: the header length " +
                     Twine(headerLength) +
                     " points past the end of the file (" + Twine(available) +
                     " bytes follow the length field)");
  StringRef headerText = bytes.substr(prefixSize, headerLength);

  HeaderParser parser(headerText);
  PyValue dict;
  if (!parser.parseHeader(dict))
    return makeError(parser.getError());

  const PyValue *descr = lookup(dict, "descr");
  const PyValue *fortranOrder = lookup(dict, "fortran_order");
  const PyValue *shapeValue = lookup(dict, "shape");
  for (auto [value, key] :
       {std::pair(descr, "descr"), std::pair(fortranOrder, "fortran_order"),
        std::pair(shapeValue, "shape")})
    if (!value)
      return makeError(Twine("the header has no '") + key + "' key");

  Array array;
  llvm::Expected<DType> dtype = parseDescriptor(*descr);
  if (!dtype)
    return dtype.takeError();
  array.dtype = *dtype;

  if (fortranOrder->kind != PyValue::Kind::Bool)
    return makeError("'fortran_order' must be True or False, found " +
                     quoteExcerpt(fortranOrder->source));
  if (fortranOrder->boolean)
    return makeError("Fortran-order arrays are not supported; save with "
                     "np.ascontiguousarray");

  uint64_t numBytes = 0;
  if (llvm::Error err = parseShape(*shapeValue, getElementSize(array.dtype),
                                   array.shape, numBytes))
    return std::move(err);

  size_t dataOffset = prefixSize + headerLength;
  size_t dataSize = bytes.size() - dataOffset;
  if (dataSize < numBytes)
    return makeError("truncated data: the header describes " + Twine(numBytes) +
                     " bytes, the file holds " + Twine(dataSize));
  if (dataSize > numBytes)
    return makeError(Twine(dataSize - numBytes) +
                     " extra bytes after the array data (the header "
                     "describes " +
                     Twine(numBytes) + " bytes)");
  StringRef data = bytes.substr(dataOffset);
  array.data.assign(data.begin(), data.end());
  return array;
}

llvm::Expected<Array> mlir::gather::npy::readFile(StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!buffer)
    return makeError("'" + path +
                     "': cannot read the file: " + describe(buffer.getError()));
  llvm::Expected<Array> array = parse((*buffer)->getBuffer());
  if (!array)
    return makeError("'" + path + "': " + llvm::toString(array.takeError()));
  return array;
}

//===----------------------------------------------------------------------===//
// serialize / writeFile
//===----------------------------------------------------------------------===//

std::string mlir::gather::npy::serialize(const Array &array) {
  // The dict exactly as NumPy's _write_array_header writes it: sorted keys,
  // Python reprs, then spare room for the first dimension to grow.
  std::string dict;
  {
    llvm::raw_string_ostream os(dict);
    os << "{'descr': '" << getDescriptor(array.dtype)
       << "', 'fortran_order': False, 'shape': (";
    llvm::interleave(array.shape, os, ", ");
    if (array.shape.size() == 1)
      os << ',';
    os << "), }";
  }
  if (!array.shape.empty()) {
    size_t digits = std::to_string(array.shape.front()).size();
    if (digits < kGrowthAxisMaxDigits)
      dict.append(kGrowthAxisMaxDigits - digits, ' ');
  }

  // As NumPy's _wrap_header: pad with 1 to kArrayAlign spaces and a newline
  // so that the data starts at a multiple of kArrayAlign; use version 1.0
  // unless the padded header length does not fit its 16-bit field.
  size_t withNewline = dict.size() + 1;
  auto padding = [&](size_t lengthSize) {
    return kArrayAlign -
           (kMagic.size() + 2 + lengthSize + withNewline) % kArrayAlign;
  };
  bool version1 = withNewline + padding(2) <= 0xFFFF;
  size_t lengthSize = version1 ? 2 : 4;
  size_t headerLength = withNewline + padding(lengthSize);

  std::string result;
  result.reserve(kMagic.size() + 2 + lengthSize + headerLength +
                 array.data.size());
  result.append(kMagic.data(), kMagic.size());
  result.push_back(version1 ? 1 : 2);
  result.push_back(0);
  char lengthField[4];
  if (version1)
    llvm::support::endian::write16le(lengthField,
                                     static_cast<uint16_t>(headerLength));
  else
    llvm::support::endian::write32le(lengthField,
                                     static_cast<uint32_t>(headerLength));
  result.append(lengthField, lengthSize);
  result += dict;
  result.append(headerLength - withNewline, ' ');
  result.push_back('\n');
  result.append(array.data.begin(), array.data.end());
  return result;
}

/// Checks that `array` is consistent: a valid shape whose byte size matches
/// the data.
static llvm::Error validate(const Array &array) {
  int64_t count = 1;
  for (int64_t dim : array.shape) {
    if (dim < 0)
      return makeError("negative dimension " + Twine(dim) + " in the shape");
    if (llvm::MulOverflow(count, dim, count))
      return makeError("the element count of the shape overflows int64");
  }
  int64_t numBytes;
  if (llvm::MulOverflow(
          count, static_cast<int64_t>(getElementSize(array.dtype)), numBytes))
    return makeError("the byte size of the shape overflows int64");
  if (static_cast<uint64_t>(numBytes) != array.data.size())
    return makeError("the array holds " + Twine(array.data.size()) +
                     " bytes of data, its shape and dtype describe " +
                     Twine(numBytes));
  return llvm::Error::success();
}

/// Writes `bytes` through `os` and closes it; returns the first error.
static std::error_code writeAndClose(llvm::raw_fd_ostream &os,
                                     StringRef bytes) {
  os << bytes;
  os.close();
  if (!os.has_error())
    return {};
  std::error_code ec = os.error();
  // raw_fd_ostream reports a fatal error if destroyed with an error set.
  os.clear_error();
  return ec;
}

/// One output on its way: written to `tempPath` first (empty for special
/// files, which are written in place when committed).
struct PendingWrite {
  StringRef path;
  std::string bytes;
  llvm::SmallString<128> tempPath;
};

/// Whether `path` names an existing device, FIFO or socket (/dev/stdout,
/// /dev/null, ...): renaming over it would replace the node itself.
static bool isSpecialFile(StringRef path) {
  llvm::sys::fs::file_status status;
  return !llvm::sys::fs::status(path, status) &&
         llvm::sys::fs::exists(status) &&
         status.type() != llvm::sys::fs::file_type::regular_file &&
         status.type() != llvm::sys::fs::file_type::directory_file;
}

/// Writes `pending.bytes` to a temporary file next to its target.
static llvm::Error writeTemporary(PendingWrite &pending) {
  StringRef path = pending.path;
  int fd;
  if (std::error_code ec = llvm::sys::fs::createUniqueFile(
          path + ".tmp-%%%%%%%%", fd, pending.tempPath))
    return makeError("'" + path +
                     "': cannot create a temporary file: " + describe(ec));
  std::error_code writeError;
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    writeError = writeAndClose(os, pending.bytes);
  }
  if (!writeError)
    return llvm::Error::success();
  llvm::sys::fs::remove(pending.tempPath);
  pending.tempPath.clear();
  return makeError("'" + path + "': cannot write the temporary file: " +
                   describe(writeError));
}

/// Moves a written temporary over its target, or writes a special file.
static llvm::Error commit(PendingWrite &pending) {
  StringRef path = pending.path;
  if (pending.tempPath.empty()) {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (!ec)
      ec = writeAndClose(os, pending.bytes);
    if (ec)
      return makeError("'" + path + "': cannot write: " + describe(ec));
    return llvm::Error::success();
  }
  if (std::error_code ec = llvm::sys::fs::rename(pending.tempPath, path)) {
    llvm::sys::fs::remove(pending.tempPath);
    return makeError("'" + path + "': cannot rename the temporary file '" +
                     pending.tempPath + "' over it: " + describe(ec));
  }
  return llvm::Error::success();
}

llvm::Error mlir::gather::npy::writeFiles(llvm::ArrayRef<std::string> paths,
                                          llvm::ArrayRef<Array> arrays) {
  if (paths.size() != arrays.size())
    return makeError("cannot write " + Twine(arrays.size()) + " arrays to " +
                     Twine(paths.size()) + " files");
  std::vector<PendingWrite> pending(paths.size());
  auto discardTemporaries = [&] {
    for (PendingWrite &write : pending)
      if (!write.tempPath.empty())
        llvm::sys::fs::remove(write.tempPath);
  };
  // Phase 1: every array into a temporary file; nothing visible changes.
  for (auto [write, path, array] : llvm::zip_equal(pending, paths, arrays)) {
    write.path = path;
    if (llvm::Error err = validate(array)) {
      discardTemporaries();
      return makeError("'" + path +
                       "': cannot write: " + llvm::toString(std::move(err)));
    }
    write.bytes = serialize(array);
    if (isSpecialFile(path))
      continue;
    if (llvm::Error err = writeTemporary(write)) {
      discardTemporaries();
      return err;
    }
  }
  // Phase 2: the renames, which fail only in unusual circumstances.
  for (PendingWrite &write : pending) {
    if (llvm::Error err = commit(write)) {
      write.tempPath.clear();
      discardTemporaries();
      return err;
    }
    write.tempPath.clear();
  }
  return llvm::Error::success();
}

llvm::Error mlir::gather::npy::writeFile(StringRef path, const Array &array) {
  return writeFiles({path.str()}, {array});
}
