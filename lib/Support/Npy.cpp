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

#include "Gather/Support/OutputFiles.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cassert>
#include <limits>
#include <optional>

using namespace mlir::gather;
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
    return llvm::createStringError("unsupported dtype descriptor " + quoted +
                                   ": structured arrays are not supported");
  if (value.kind != Value::Kind::String)
    return llvm::createStringError("unsupported dtype descriptor " + quoted +
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
    return llvm::createStringError(
        "big-endian data is not supported (dtype descriptor '" + descr +
        "'); save with arr.astype('<" + code + "')");
  if (info == std::end(kDTypes) || order == '!')
    return llvm::createStringError("unsupported dtype descriptor '" +
                                   quoteExcerpt(descr) + "'" +
                                   unsupportedHint(code));
  return info->dtype;
}

static llvm::Error checkFortranOrder(const Value &value) {
  if (value.kind != Value::Kind::Name || value.text == "None")
    return llvm::createStringError(
        "'fortran_order' must be True or False, found " +
        quoteExcerpt(value.text));
  if (value.text == "True")
    return llvm::createStringError(
        "Fortran-order arrays are not supported; save with "
        "np.ascontiguousarray");
  return llvm::Error::success();
}

/// Sets `shape` to the dimensions of the tuple `value`.
static llvm::Error parseDims(const Value &value, std::vector<int64_t> &shape) {
  std::string quoted = quoteExcerpt(value.text);
  if (!value.isTuple())
    return llvm::createStringError(
        "'shape' must be a tuple of integers, found " + quoted +
        (value.kind == Value::Kind::Tuple
             ? " (a one-element tuple needs a trailing comma)"
             : ""));
  shape.clear();
  for (const Value &dim : value.elements) {
    if (dim.kind != Value::Kind::Int)
      return llvm::createStringError(
          "'shape' must be a tuple of integers, found " +
          quoteExcerpt(dim.text) + " in " + quoted);
    StringRef digits =
        dim.text.drop_while([](char c) { return !llvm::isDigit(c); })
            .take_while([](char c) { return llvm::isDigit(c); });
    uint64_t magnitude = 0;
    bool overflow = digits.getAsInteger(10, magnitude);
    if (dim.text.starts_with("-") && (overflow || magnitude != 0))
      return llvm::createStringError("negative dimension " +
                                     quoteExcerpt(dim.text) + " in shape " +
                                     quoted);
    if (overflow ||
        magnitude > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()))
      return llvm::createStringError("dimension " + quoteExcerpt(dim.text) +
                                     " in shape " + quoted +
                                     " does not fit in int64");
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
      return llvm::createStringError("the element count of shape " + quoted +
                                     " overflows int64");
  }
  int64_t nonZeroBytes;
  if (llvm::MulOverflow(nonZeroCount, static_cast<int64_t>(elementSize),
                        nonZeroBytes))
    return llvm::createStringError("the byte size of shape " + quoted +
                                   " with " + Twine(elementSize) +
                                   "-byte elements overflows int64");
  if constexpr (sizeof(size_t) < sizeof(int64_t)) {
    if (static_cast<uint64_t>(nonZeroBytes) >
        std::numeric_limits<size_t>::max())
      return llvm::createStringError("the byte size of shape " + quoted +
                                     " does not fit in memory on this host");
  }
  numBytes = empty ? 0 : static_cast<uint64_t>(nonZeroBytes);
  return llvm::Error::success();
}

//===----------------------------------------------------------------------===//
// parse / readFile
//===----------------------------------------------------------------------===//

namespace {
/// Where a .npy file's data starts, and what its header says: the array
/// without its data, and the data's byte size.
struct Layout {
  Array array;
  uint64_t dataOffset = 0;
  uint64_t numBytes = 0;
};

/// The first `size` bytes of a .npy file, or all of them when it is shorter.
/// parseLayout asks for no more than what the header promises plus one byte,
/// so that readFile reads endless files (/dev/zero, a FIFO) only that far.
using PrefixReader = llvm::function_ref<llvm::Expected<StringRef>(uint64_t)>;
} // namespace

/// Magic, version and the longest header length field (versions 2.0, 3.0).
constexpr size_t kMaxPreambleSize = kMagic.size() + 2 + 4;

/// Checks the magic string and version at the start of `bytes` (up to
/// kMaxPreambleSize bytes of the file) and reads the header length field.
/// `prefixSize` is the number of bytes before the header.
static llvm::Error parsePreamble(StringRef bytes, unsigned &major,
                                 size_t &prefixSize, uint64_t &headerLength) {
  if (bytes.empty())
    return llvm::createStringError("not a .npy file (empty)");
  if (!bytes.starts_with(kMagic.take_front(bytes.size())))
    return llvm::createStringError("not a .npy file (bad magic)");
  if (bytes.size() < kMagic.size())
    return llvm::createStringError(
        "truncated magic string: " + Twine(bytes.size()) + " of " +
        Twine(kMagic.size()) + " bytes");
  if (bytes.size() < kMagic.size() + 2)
    return llvm::createStringError(
        "truncated header: the file ends inside the version");

  major = static_cast<unsigned char>(bytes[6]);
  unsigned minor = static_cast<unsigned char>(bytes[7]);
  if (major < 1 || major > 3 || minor != 0)
    return llvm::createStringError("unsupported .npy format version " +
                                   Twine(major) + "." + Twine(minor) +
                                   " (expected 1.0, 2.0 or 3.0)");
  size_t lengthSize = major == 1 ? 2 : 4;
  prefixSize = kMagic.size() + 2 + lengthSize;
  if (bytes.size() < prefixSize)
    return llvm::createStringError(
        "truncated header: the file ends inside the header "
        "length field");
  const char *lengthField = bytes.data() + kMagic.size() + 2;
  headerLength = lengthSize == 2 ? llvm::support::endian::read16le(lengthField)
                                 : llvm::support::endian::read32le(lengthField);
  return llvm::Error::success();
}

/// Parses the header dict into `layout`'s dtype, shape and byte size.
static llvm::Error parseHeader(StringRef header, unsigned major,
                               Layout &layout) {
  HeaderValues values;
  HeaderParser parser(header, /*python2Longs=*/major <= 2);
  if (!parser.parse(values))
    return llvm::createStringError(parser.getError());
  for (auto [key, value] : llvm::zip_equal(kKeys, values))
    if (!value)
      return llvm::createStringError("the header has no '" + key + "' key");
  auto &[descr, fortranOrder, shape] = values;

  llvm::Expected<DType> dtype = parseDescriptor(*descr);
  if (!dtype)
    return dtype.takeError();
  layout.array.dtype = *dtype;
  if (llvm::Error err = checkFortranOrder(*fortranOrder))
    return err;
  return parseShape(*shape, getElementSize(*dtype), layout.array.shape,
                    layout.numBytes);
}

/// Reads the preamble, the header, and then exactly the data the header
/// describes plus one byte that must not be there.
static llvm::Expected<Layout> parseLayout(PrefixReader read) {
  llvm::Expected<StringRef> bytes = read(kMaxPreambleSize);
  if (!bytes)
    return bytes.takeError();
  unsigned major;
  size_t prefixSize;
  uint64_t headerLength;
  if (llvm::Error err = parsePreamble(*bytes, major, prefixSize, headerLength))
    return std::move(err);

  Layout layout;
  layout.dataOffset = prefixSize + headerLength;
  if (!(bytes = read(layout.dataOffset)))
    return bytes.takeError();
  if (bytes->size() < layout.dataOffset)
    return llvm::createStringError(
        "truncated header: the header length " + Twine(headerLength) +
        " points past the end of the file (" +
        Twine(bytes->size() - prefixSize) + " bytes follow the length field)");
  if (llvm::Error err =
          parseHeader(bytes->substr(prefixSize, headerLength), major, layout))
    return std::move(err);

  // No overflow: the offset is below 2^33 and the data size below 2^63.
  if (!(bytes = read(layout.dataOffset + layout.numBytes + 1)))
    return bytes.takeError();
  uint64_t held = bytes->size() - layout.dataOffset;
  if (held < layout.numBytes)
    return llvm::createStringError("truncated data: the header describes " +
                                   Twine(layout.numBytes) +
                                   " bytes, the file holds " + Twine(held));
  if (held > layout.numBytes)
    return llvm::createStringError(
        "extra bytes after the array data (the header "
        "describes " +
        Twine(layout.numBytes) + " bytes)");
  return layout;
}

llvm::Expected<Array> mlir::gather::npy::parse(StringRef bytes) {
  llvm::Expected<Layout> layout =
      parseLayout([&](uint64_t size) -> llvm::Expected<StringRef> {
        return bytes.take_front(std::min<uint64_t>(size, bytes.size()));
      });
  if (!layout)
    return layout.takeError();
  StringRef data = bytes.drop_front(layout->dataOffset);
  layout->array.data.assign(data.begin(), data.end());
  return std::move(layout->array);
}

namespace {
/// Reads a file into memory it owns with read(2), never mapping it (a file
/// that shrinks under a mapping raises SIGBUS), and only as far as asked.
class BoundedFileReader {
public:
  explicit BoundedFileReader(llvm::sys::fs::file_t file) : file(file) {}
  /// The first `size` bytes, or all of them when the file is shorter.
  llvm::Expected<StringRef> readPrefix(uint64_t size);
  std::vector<char> takeBytes() { return std::move(bytes); }

private:
  llvm::sys::fs::file_t file;
  std::vector<char> bytes;
  bool atEnd = false;
};
} // namespace

/// The most bytes one read asks for. The buffer grows by at most this much
/// past what the file holds, so a header promising terabytes allocates no
/// more than a short file's size.
constexpr size_t kReadChunk = size_t(1) << 20;

llvm::Expected<StringRef> BoundedFileReader::readPrefix(uint64_t size) {
  while (!atEnd && bytes.size() < size) {
    size_t chunk = std::min<uint64_t>(size - bytes.size(), kReadChunk);
    size_t old = bytes.size();
    // Grow geometrically but never past `size`, so a complete file ends up
    // in a buffer of exactly its size plus the one byte probed past it.
    if (old + chunk > bytes.capacity())
      bytes.reserve(std::min<uint64_t>(
          size, std::max<uint64_t>(2 * bytes.capacity(), old + chunk)));
    bytes.resize(old + chunk);
    llvm::Expected<size_t> got = llvm::sys::fs::readNativeFile(
        file, llvm::MutableArrayRef<char>(bytes.data() + old, chunk));
    if (!got) {
      bytes.resize(old);
      return llvm::createStringError(
          "cannot read the file: " +
          describeErrorCode(llvm::errorToErrorCode(got.takeError())));
    }
    bytes.resize(old + *got);
    atEnd = *got == 0;
  }
  return StringRef(bytes.data(), std::min<uint64_t>(size, bytes.size()));
}

llvm::Expected<Array> mlir::gather::npy::readFile(StringRef path) {
  llvm::Expected<llvm::sys::fs::file_t> file =
      llvm::sys::fs::openNativeFileForRead(path);
  if (!file)
    return llvm::createStringError(
        "'" + path + "': cannot read the file: " +
        describeErrorCode(llvm::errorToErrorCode(file.takeError())));
  llvm::scope_exit closeFile([&] { llvm::sys::fs::closeFile(*file); });
  BoundedFileReader reader(*file);
  llvm::Expected<Layout> layout =
      parseLayout([&](uint64_t size) { return reader.readPrefix(size); });
  if (!layout)
    return llvm::createStringError("'" + path +
                                   "': " + llvm::toString(layout.takeError()));
  // The data moves to the front of the buffer: no second copy of it.
  std::vector<char> bytes = reader.takeBytes();
  bytes.erase(bytes.begin(), bytes.begin() + layout->dataOffset);
  layout->array.data = std::move(bytes);
  return std::move(layout->array);
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
      return llvm::createStringError("negative dimension " + Twine(dim) +
                                     " in the shape");
    if (llvm::MulOverflow(count, dim, count))
      return llvm::createStringError(
          "the element count of the shape overflows int64");
  }
  int64_t numBytes;
  if (llvm::MulOverflow(
          count, static_cast<int64_t>(getElementSize(array.dtype)), numBytes))
    return llvm::createStringError(
        "the byte size of the shape overflows int64");
  if (static_cast<uint64_t>(numBytes) != array.data.size())
    return llvm::createStringError(
        "the array holds " + Twine(array.data.size()) +
        " bytes of data, its shape and dtype describe " + Twine(numBytes));
  return llvm::Error::success();
}

llvm::Error mlir::gather::npy::writeFiles(llvm::ArrayRef<std::string> paths,
                                          llvm::ArrayRef<Array> arrays) {
  if (paths.size() != arrays.size())
    return llvm::createStringError("cannot write " + Twine(arrays.size()) +
                                   " arrays to " + Twine(paths.size()) +
                                   " files");
  // Every array is checked and serialized before any file is touched.
  std::vector<std::string> contents;
  contents.reserve(paths.size());
  for (auto [path, array] : llvm::zip_equal(paths, arrays)) {
    if (llvm::Error err = validate(array))
      return llvm::createStringError(
          "'" + path + "': cannot write: " + llvm::toString(std::move(err)));
    contents.push_back(serialize(array));
  }
  return writeOutputFiles(paths, contents);
}

llvm::Error mlir::gather::npy::writeFile(StringRef path, const Array &array) {
  return writeFiles({path.str()}, {array});
}
