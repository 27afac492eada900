//===- Npy.cpp - reading and writing NumPy .npy files ---------------------===//
//
// The header of a .npy file is a Python dict literal, which NumPy reads with
// ast.literal_eval and then requires to hold exactly the keys 'descr',
// 'fortran_order' and 'shape'. It is read here by a tokenizer and a flat
// grammar for just that dict: string keys, a descriptor string, True or
// False, and a tuple of integers. Every size computation is checked for
// overflow.
//
//===----------------------------------------------------------------------===//

#include "Gather/Support/Npy.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cassert>
#include <limits>
#include <optional>

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
/// Deepest nesting of brackets in a header value that is skipped to be
/// quoted in an error message.
constexpr size_t kMaxNesting = 32;
/// Longest excerpt of the header quoted in an error message.
constexpr size_t kMaxQuoted = 80;
/// The keys of the header dict, each required exactly once.
constexpr StringRef kKeys[] = {"descr", "fortran_order", "shape"};

struct DTypeInfo {
  DType dtype;
  /// As NumPy writes it: byte order, kind and byte size.
  StringRef descriptor;
  size_t size;
};
} // namespace

/// Every DType, in the order of the enum.
static constexpr DTypeInfo kDTypes[] = {
    {DType::Bool, "|b1", 1},      {DType::Int8, "|i1", 1},
    {DType::Int16, "<i2", 2},     {DType::Int32, "<i4", 4},
    {DType::Int64, "<i8", 8},     {DType::UInt8, "|u1", 1},
    {DType::UInt16, "<u2", 2},    {DType::UInt32, "<u4", 4},
    {DType::UInt64, "<u8", 8},    {DType::Float16, "<f2", 2},
    {DType::Float32, "<f4", 4},   {DType::Float64, "<f8", 8},
    {DType::Complex64, "<c8", 8}, {DType::Complex128, "<c16", 16},
};

static constexpr bool isInEnumOrder() {
  for (size_t i = 0; i < std::size(kDTypes); ++i)
    if (static_cast<size_t>(kDTypes[i].dtype) != i)
      return false;
  return true;
}
static_assert(isInEnumOrder(), "kDTypes is indexed by npy::DType");

static const DTypeInfo &getInfo(DType dtype) {
  size_t index = static_cast<size_t>(dtype);
  assert(index < std::size(kDTypes) && "unknown npy::DType");
  return kDTypes[index];
}

size_t mlir::gather::npy::getElementSize(DType dtype) {
  return getInfo(dtype).size;
}

StringRef mlir::gather::npy::getDescriptor(DType dtype) {
  return getInfo(dtype).descriptor;
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
// Header dict parser
//===----------------------------------------------------------------------===//

namespace {
/// A value of the header: a string, an integer, True, False or None, a tuple
/// of those, or a list, dict or nested tuple skipped as a group (no header
/// value is one, but an error message quotes it).
struct Value {
  enum class Kind { String, Int, Name, Tuple, Group };
  Kind kind = Kind::Group;
  size_t offset = 0;
  /// A string with its quotes, an integer with its sign and any 'L' suffix,
  /// a tuple or group with its brackets.
  StringRef text;
  /// Kind::Tuple: the elements, and whether there is a comma, without which
  /// Python reads "(5)" as 5.
  std::vector<Value> elements;
  bool comma = false;

  bool isTuple() const {
    return kind == Kind::Tuple && (elements.size() != 1 || comma);
  }
  /// Kind::String: the characters between the quotes.
  StringRef str() const { return text.drop_front().drop_back(); }
};

/// The value of each key of kKeys.
using HeaderValues = std::optional<Value>[std::size(kKeys)];

class HeaderParser {
public:
  /// `python2Longs`: drop an 'L' after an integer, as NumPy does in versions
  /// 1.0 and 2.0, which Python 2 may have written: (3L, 4L).
  HeaderParser(StringRef text, bool python2Longs)
      : text(text), python2Longs(python2Longs) {}

  /// Parses `{ key : value (, key : value)* ,? }`; on failure returns false
  /// and sets the message getError() returns.
  bool parse(HeaderValues &values);
  const std::string &getError() const { return error; }

private:
  bool atEnd() const { return pos >= text.size(); }
  char peek() const { return text[pos]; }
  /// Python's whitespace between tokens (not vertical tab). Newlines count:
  /// inside the dict's braces Python joins lines.
  void skipSpace() {
    while (!atEnd() && StringRef(" \t\f\r\n").contains(peek()))
      ++pos;
  }
  /// Skips spaces and `c` if it comes next.
  bool consume(char c) {
    skipSpace();
    if (atEnd() || peek() != c)
      return false;
    ++pos;
    return true;
  }
  bool fail(const Twine &message, size_t at) {
    error = ("malformed header: " + message + " (at offset " + Twine(at) +
             " of the header)")
                .str();
    return false;
  }
  bool expected(const Twine &what, size_t at) {
    return fail("expected " + what + ", found " + describeAt(at), at);
  }
  std::string describeAt(size_t at) const;

  bool skipLeadingSpace();
  bool parseEntry(HeaderValues &values);
  bool parseValue(Value &value);
  bool parseElement(Value &value);
  bool skipGroup();
  bool parseString();
  bool parseInt();
  bool parseName();

  StringRef text;
  bool python2Longs;
  size_t pos = 0;
  std::string error;
};
} // namespace

static bool isNameChar(char c) { return llvm::isAlnum(c) || c == '_'; }

/// "'x'" for a printable character, "byte 0xNN" otherwise, or "the end of
/// the header".
std::string HeaderParser::describeAt(size_t at) const {
  if (at >= text.size())
    return "the end of the header";
  unsigned char c = static_cast<unsigned char>(text[at]);
  if (llvm::isPrint(c))
    return ("'" + Twine(static_cast<char>(c)) + "'").str();
  return "byte 0x" + llvm::utohexstr(c, /*LowerCase=*/true, 2);
}

/// Before the dict Python allows less: literal_eval strips spaces and tabs,
/// and blank lines may follow, but the dict must then start its line.
bool HeaderParser::skipLeadingSpace() {
  skipSpace();
  if (atEnd())
    return fail("the header is empty", pos);
  StringRef prefix = text.take_front(pos);
  size_t lastNewline = prefix.rfind('\n');
  bool ok = lastNewline == StringRef::npos
                ? prefix.find_first_not_of(" \t") == StringRef::npos
                : lastNewline + 1 == prefix.size() &&
                      prefix.count('\r') == prefix.count("\r\n");
  return ok ||
         fail("only spaces, tabs and blank lines may precede the dictionary",
              pos);
}

bool HeaderParser::parse(HeaderValues &values) {
  if (!skipLeadingSpace())
    return false;
  if (peek() != '{')
    return expected("'{' at the start of the header", pos);
  ++pos;
  while (!consume('}')) {
    if (!parseEntry(values))
      return false;
    if (consume('}'))
      break;
    if (!consume(','))
      return expected("',' or '}'", pos);
  }
  skipSpace();
  if (!atEnd())
    return fail("unexpected " + describeAt(pos) + " after the dictionary", pos);
  return true;
}

/// `key : value`. The value is read before the key is looked up, so that a
/// malformed value is reported as such.
bool HeaderParser::parseEntry(HeaderValues &values) {
  Value key, value;
  if (!parseValue(key))
    return false;
  if (key.kind != Value::Kind::String)
    return fail("dictionary keys must be strings, found " +
                    quoteExcerpt(key.text),
                key.offset);
  if (!consume(':'))
    return expected("':' after the key '" + quoteExcerpt(key.str()) + "'", pos);
  if (!parseValue(value))
    return false;
  const StringRef *it = llvm::find(kKeys, key.str());
  if (it == std::end(kKeys))
    return fail("unknown key '" + quoteExcerpt(key.str()) +
                    "' (the keys are 'descr', 'fortran_order' and 'shape')",
                key.offset);
  std::optional<Value> &slot = values[it - std::begin(kKeys)];
  if (slot)
    return fail("duplicate key '" + *it + "'", key.offset);
  slot = std::move(value);
  return true;
}

/// A tuple of elements, or one element.
bool HeaderParser::parseValue(Value &value) {
  skipSpace();
  if (atEnd() || peek() != '(')
    return parseElement(value);
  value.kind = Value::Kind::Tuple;
  value.offset = pos++;
  while (!consume(')')) {
    value.elements.emplace_back();
    if (!parseElement(value.elements.back()))
      return false;
    if (consume(')'))
      break;
    if (!consume(','))
      return expected("',' or ')'", pos);
    value.comma = true;
  }
  value.text = text.slice(value.offset, pos);
  return true;
}

/// A string, an integer, a name or, to be rejected whole, a bracketed group.
bool HeaderParser::parseElement(Value &value) {
  skipSpace();
  value.offset = pos;
  char c = atEnd() ? '\0' : peek();
  bool ok;
  if (c == '(' || c == '[' || c == '{') {
    value.kind = Value::Kind::Group;
    ok = skipGroup();
  } else if (c == '\'' || c == '"') {
    value.kind = Value::Kind::String;
    ok = parseString();
  } else if (c == '-' || c == '+' || llvm::isDigit(c)) {
    value.kind = Value::Kind::Int;
    ok = parseInt();
  } else if (llvm::isAlpha(c) || c == '_') {
    value.kind = Value::Kind::Name;
    ok = parseName();
  } else {
    return expected("a value", pos);
  }
  value.text = text.slice(value.offset, pos);
  return ok;
}

/// Skips from an opening bracket to its closing one. Nesting deeper than
/// kMaxNesting is no NumPy header: stop there rather than scan a hostile
/// header to its end.
bool HeaderParser::skipGroup() {
  for (size_t depth = 0;;) {
    skipSpace();
    if (atEnd())
      return expected("a closing bracket", pos);
    if (peek() == '\'' || peek() == '"') {
      if (!parseString())
        return false;
      continue;
    }
    char c = text[pos++];
    if (StringRef("([{").contains(c) && ++depth > kMaxNesting)
      return fail("values nested deeper than " + Twine(kMaxNesting) + " levels",
                  pos - 1);
    if (StringRef(")]}").contains(c) && --depth == 0)
      return true;
  }
}

/// A string in single or double quotes. Keys and dtype descriptors need no
/// escapes, so a backslash is an error rather than a decoding job.
bool HeaderParser::parseString() {
  char quote = text[pos++];
  for (; !atEnd() && peek() != '\n' && peek() != '\r'; ++pos) {
    if (peek() == quote) {
      ++pos;
      return true;
    }
    if (peek() == '\\')
      return fail("escape sequences are not supported in strings", pos);
  }
  return fail("unterminated string", pos);
}

/// A decimal integer with an optional sign, which Python allows to be
/// separated from the digits. Its value is read where it is a dimension.
bool HeaderParser::parseInt() {
  if (peek() == '-' || peek() == '+') {
    ++pos;
    skipSpace();
  }
  size_t digits = pos;
  if (atEnd() || !llvm::isDigit(peek()))
    return expected("a digit", pos);
  while (!atEnd() && llvm::isDigit(peek()))
    ++pos;
  StringRef number = text.slice(digits, pos);
  if (number[0] == '0' && number.find_first_not_of('0') != StringRef::npos)
    return fail("leading zeros in the integer " + number +
                    " (Python 3 does not allow them)",
                digits);
  // NumPy drops a name token "L" right after a number, spaces allowed.
  size_t next = text.find_first_not_of(" \t\f", pos);
  if (python2Longs && next < text.size() && text[next] == 'L' &&
      (next + 1 == text.size() || !isNameChar(text[next + 1])))
    pos = next + 1;
  if (!atEnd() && (isNameChar(peek()) || peek() == '.'))
    return expected("an integer", pos);
  return true;
}

/// True, False or None, the only names of a literal.
bool HeaderParser::parseName() {
  size_t start = pos;
  while (!atEnd() && isNameChar(peek()))
    ++pos;
  StringRef name = text.slice(start, pos);
  if (name == "True" || name == "False" || name == "None")
    return true;
  return fail("unexpected name '" + quoteExcerpt(name) + "'", start);
}

//===----------------------------------------------------------------------===//
// Header values
//===----------------------------------------------------------------------===//

/// A hint on why the type code `code` (descriptor without byte order) is not
/// supported, or "".
static std::string unsupportedHint(StringRef code) {
  static constexpr std::pair<char, StringRef> kKinds[] = {
      {'U', "string"}, {'S', "string"},   {'a', "string"},  {'O', "object"},
      {'V', "void"},   {'M', "datetime"}, {'m', "datetime"}};
  for (auto [kind, name] : kKinds)
    if (!code.empty() && code[0] == kind)
      return (" (" + name + " arrays are not supported)").str();
  return "";
}

/// The DType of the 'descr' value. Like NumPy, accepts the byte orders '<',
/// '=', '|' and none (all little-endian here), '>' for one-byte types, and
/// "?" for "b1".
static llvm::Expected<DType> parseDescriptor(const Value &value) {
  std::string quoted = quoteExcerpt(value.text);
  if (value.kind == Value::Kind::Group && value.text.starts_with("["))
    return makeError("unsupported dtype descriptor " + quoted +
                     ": structured arrays are not supported");
  if (value.kind != Value::Kind::String)
    return makeError("unsupported dtype descriptor " + quoted +
                     ": expected a string");
  StringRef descr = value.str();
  StringRef code = descr;
  char order = 0;
  if (!code.empty() && StringRef("<>=|!").contains(code.front())) {
    order = code.front();
    code = code.drop_front();
  }
  const DTypeInfo *info = llvm::find_if(kDTypes, [&](const DTypeInfo &entry) {
    return entry.descriptor.drop_front() == (code == "?" ? "b1" : code);
  });
  // '!' is network order, which NumPy does not read even for one byte.
  bool bigEndian = order == '>' || order == '!';
  if (info != std::end(kDTypes) && bigEndian && info->size > 1)
    return makeError("big-endian data is not supported (dtype descriptor '" +
                     descr + "'); save with arr.astype('<" + code + "')");
  if (info == std::end(kDTypes) || order == '!')
    return makeError("unsupported dtype descriptor '" + quoteExcerpt(descr) +
                     "'" + unsupportedHint(code));
  return info->dtype;
}

static llvm::Error checkFortranOrder(const Value &value) {
  if (value.kind != Value::Kind::Name || value.text == "None")
    return makeError("'fortran_order' must be True or False, found " +
                     quoteExcerpt(value.text));
  if (value.text == "True")
    return makeError("Fortran-order arrays are not supported; save with "
                     "np.ascontiguousarray");
  return llvm::Error::success();
}

/// Sets `shape` to the dimensions of the tuple `value`.
static llvm::Error parseDims(const Value &value, std::vector<int64_t> &shape) {
  std::string quoted = quoteExcerpt(value.text);
  if (!value.isTuple())
    return makeError("'shape' must be a tuple of integers, found " + quoted +
                     (value.kind == Value::Kind::Tuple
                          ? " (a one-element tuple needs a trailing comma)"
                          : ""));
  shape.clear();
  for (const Value &dim : value.elements) {
    if (dim.kind != Value::Kind::Int)
      return makeError("'shape' must be a tuple of integers, found " +
                       quoteExcerpt(dim.text) + " in " + quoted);
    StringRef digits =
        dim.text.drop_while([](char c) { return !llvm::isDigit(c); })
            .take_while([](char c) { return llvm::isDigit(c); });
    uint64_t magnitude = 0;
    bool overflow = digits.getAsInteger(10, magnitude);
    if (dim.text.starts_with("-") && (overflow || magnitude != 0))
      return makeError("negative dimension " + quoteExcerpt(dim.text) +
                       " in shape " + quoted);
    if (overflow ||
        magnitude > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()))
      return makeError("dimension " + quoteExcerpt(dim.text) + " in shape " +
                       quoted + " does not fit in int64");
    shape.push_back(static_cast<int64_t>(magnitude));
  }
  return llvm::Error::success();
}

/// Validates the shape `value` and sets `shape` and `numBytes` (the byte size
/// of the data for elements of `elementSize` bytes).
static llvm::Error parseShape(const Value &value, size_t elementSize,
                              std::vector<int64_t> &shape, uint64_t &numBytes) {
  if (llvm::Error err = parseDims(value, shape))
    return err;
  // As NumPy does, require the product of the non-zero dimensions to fit even
  // when another dimension is zero.
  std::string quoted = quoteExcerpt(value.text);
  int64_t nonZeroCount = 1;
  bool empty = false;
  for (int64_t dim : shape) {
    empty |= dim == 0;
    if (dim != 0 && llvm::MulOverflow(nonZeroCount, dim, nonZeroCount))
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

/// Checks the magic string and version of a .npy file and splits the rest
/// into the header text and the data.
static llvm::Error splitFile(StringRef bytes, unsigned &major,
                             StringRef &header, StringRef &data) {
  if (bytes.empty())
    return makeError("not a .npy file (empty)");
  if (!bytes.starts_with(kMagic.take_front(bytes.size())))
    return makeError("not a .npy file (bad magic)");
  if (bytes.size() < kMagic.size())
    return makeError("truncated magic string: " + Twine(bytes.size()) + " of " +
                     Twine(kMagic.size()) + " bytes");
  if (bytes.size() < kMagic.size() + 2)
    return makeError("truncated header: the file ends inside the version");

  major = static_cast<unsigned char>(bytes[6]);
  unsigned minor = static_cast<unsigned char>(bytes[7]);
  if (major < 1 || major > 3 || minor != 0)
    return makeError("unsupported .npy format version " + Twine(major) + "." +
                     Twine(minor) + " (expected 1.0, 2.0 or 3.0)");
  size_t lengthSize = major == 1 ? 2 : 4;
  size_t prefixSize = kMagic.size() + 2 + lengthSize;
  if (bytes.size() < prefixSize)
    return makeError("truncated header: the file ends inside the header "
                     "length field");
  const char *lengthField = bytes.data() + kMagic.size() + 2;
  uint64_t headerLength = lengthSize == 2
                              ? llvm::support::endian::read16le(lengthField)
                              : llvm::support::endian::read32le(lengthField);
  size_t available = bytes.size() - prefixSize;
  if (headerLength > available)
    return makeError("truncated header: the header length " +
                     Twine(headerLength) +
                     " points past the end of the file (" + Twine(available) +
                     " bytes follow the length field)");
  header = bytes.substr(prefixSize, headerLength);
  data = bytes.substr(prefixSize + headerLength);
  return llvm::Error::success();
}

llvm::Expected<Array> mlir::gather::npy::parse(StringRef bytes) {
  unsigned major;
  StringRef header, data;
  if (llvm::Error err = splitFile(bytes, major, header, data))
    return std::move(err);
  HeaderValues values;
  HeaderParser parser(header, /*python2Longs=*/major <= 2);
  if (!parser.parse(values))
    return makeError(parser.getError());
  for (auto [key, value] : llvm::zip_equal(kKeys, values))
    if (!value)
      return makeError("the header has no '" + key + "' key");
  auto &[descr, fortranOrder, shape] = values;

  Array array;
  llvm::Expected<DType> dtype = parseDescriptor(*descr);
  if (!dtype)
    return dtype.takeError();
  array.dtype = *dtype;
  if (llvm::Error err = checkFortranOrder(*fortranOrder))
    return std::move(err);
  uint64_t numBytes = 0;
  if (llvm::Error err = parseShape(*shape, getElementSize(array.dtype),
                                   array.shape, numBytes))
    return std::move(err);

  if (data.size() < numBytes)
    return makeError("truncated data: the header describes " + Twine(numBytes) +
                     " bytes, the file holds " + Twine(data.size()));
  if (data.size() > numBytes)
    return makeError(Twine(data.size() - numBytes) +
                     " extra bytes after the array data (the header "
                     "describes " +
                     Twine(numBytes) + " bytes)");
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

namespace {
/// A file of writeFiles with its bytes.
struct Output {
  StringRef path;
  std::string bytes;
  /// An existing device, FIFO or socket (/dev/stdout, ...), which a rename
  /// would replace by a regular file: written in place, after all the
  /// temporaries are.
  bool inPlace;
};
} // namespace

static bool isSpecialFile(StringRef path) {
  llvm::sys::fs::file_status status;
  return !llvm::sys::fs::status(path, status) &&
         llvm::sys::fs::exists(status) &&
         status.type() != llvm::sys::fs::file_type::regular_file &&
         status.type() != llvm::sys::fs::file_type::directory_file;
}

/// Writes `bytes` to `os` and returns the stream's error. A raw_fd_ostream
/// keeps an error to itself until it is destroyed, and then reports it as a
/// fatal error: clear it, so that it becomes an llvm::Error instead.
static std::error_code writeChecked(llvm::raw_fd_ostream &os, StringRef bytes) {
  os << bytes;
  os.flush();
  std::error_code ec = os.error();
  os.clear_error();
  return ec;
}

static llvm::Error writeInPlace(const Output &output) {
  std::error_code ec;
  llvm::raw_fd_ostream os(output.path, ec);
  if (!ec)
    ec = writeChecked(os, output.bytes);
  if (ec)
    return makeError("'" + output.path + "': cannot write: " + describe(ec));
  return llvm::Error::success();
}

/// Names the path in the errors of llvm::writeToOutput itself: a FileError
/// when it cannot create the temporary, an error code when it cannot rename
/// it. The errors of its callback pass unchanged.
static llvm::Error explainWriteError(llvm::Error err, StringRef path) {
  return llvm::handleErrors(
      std::move(err),
      [&](const llvm::FileError &e) {
        return makeError("'" + path + "': cannot create a temporary file: " +
                         describe(e.convertToErrorCode()));
      },
      [&](const llvm::ECError &e) {
        return makeError("'" + path +
                         "': cannot rename the temporary file over it: " +
                         describe(e.convertToErrorCode()));
      });
}

/// Writes outputs[index...]. Each regular file goes through writeToOutput,
/// and the later outputs are written inside its callback, while its
/// temporary waits: so every temporary is written before the first rename,
/// and an error anywhere discards them all, as each writeToOutput on the way
/// out sees its callback fail.
static llvm::Error writeFrom(llvm::ArrayRef<Output> outputs, size_t index) {
  if (index == outputs.size()) {
    for (const Output &output : outputs)
      if (output.inPlace)
        if (llvm::Error err = writeInPlace(output))
          return err;
    return llvm::Error::success();
  }
  const Output &output = outputs[index];
  if (output.inPlace)
    return writeFrom(outputs, index + 1);
  llvm::Error err =
      llvm::writeToOutput(output.path, [&](llvm::raw_ostream &os) {
        // writeToOutput documents its streams: a raw_null_ostream for
        // "/dev/null" (a device, written in place), llvm::outs() for "-"
        // and a raw_fd_ostream on the temporary for other paths.
        auto &file = static_cast<llvm::raw_fd_ostream &>(os);
        if (std::error_code ec = writeChecked(file, output.bytes))
          return makeError(
              "'" + output.path +
              "': cannot write the temporary file: " + describe(ec));
        return writeFrom(outputs, index + 1);
      });
  return explainWriteError(std::move(err), output.path);
}

llvm::Error mlir::gather::npy::writeFiles(llvm::ArrayRef<std::string> paths,
                                          llvm::ArrayRef<Array> arrays) {
  if (paths.size() != arrays.size())
    return makeError("cannot write " + Twine(arrays.size()) + " arrays to " +
                     Twine(paths.size()) + " files");
  // Every array is checked and serialized before any file is touched.
  std::vector<Output> outputs;
  outputs.reserve(paths.size());
  for (auto [path, array] : llvm::zip_equal(paths, arrays)) {
    if (llvm::Error err = validate(array))
      return makeError("'" + path +
                       "': cannot write: " + llvm::toString(std::move(err)));
    // writeToOutput would not write "/dev/null" through a raw_fd_ostream.
    bool inPlace = path == "/dev/null" || isSpecialFile(path);
    outputs.push_back({path, serialize(array), inPlace});
  }
  return writeFrom(outputs, 0);
}

llvm::Error mlir::gather::npy::writeFile(StringRef path, const Array &array) {
  return writeFiles({path.str()}, {array});
}
