//===- Npy.cpp - reading and writing NumPy .npy files ---------------------===//
//
// The header of a .npy file is a Python dict literal, which NumPy reads with
// ast.literal_eval and then requires to hold exactly the keys 'descr',
// 'fortran_order' and 'shape'. It is read here by a recursive descent over
// just that dict:
//
//   header  := space* '{' (entry (',' entry)* ','?)? '}' space*
//   entry   := value ':' value       (a string key, each of the three once)
//   value   := '(' (element (',' element)* ','?)? ')' | element
//   element := string | integer | True | False | None | group
//
// A string is in single or double quotes, without escapes; an integer is
// decimal with an optional sign (and, in versions 1.0 and 2.0, Python 2's 'L'
// suffix); a group is any other bracketed value, which no header holds: it is
// skipped, at most kMaxNesting deep, only to be quoted in an error message.
// Every size computation is checked for overflow.
//
//===----------------------------------------------------------------------===//

#include "Gather/Support/Npy.h"

#include "Gather/Support/OutputFiles.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
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

/// A DType's descriptor as NumPy writes it (byte order, kind, byte size), and
/// its element size.
struct DTypeInfo {
  StringRef descriptor;
  size_t size;
};
} // namespace

/// Indexed by DType (NpyDType.ElementSizesAndDescriptors checks the order).
static constexpr DTypeInfo kDTypes[] = {
    {"|b1", 1}, {"|i1", 1}, {"<i2", 2}, {"<i4", 4},  {"<i8", 8},
    {"|u1", 1}, {"<u2", 2}, {"<u4", 4}, {"<u8", 8},  {"<f2", 2},
    {"<f4", 4}, {"<f8", 8}, {"<c8", 8}, {"<c16", 16}};
static_assert(std::size(kDTypes) == size_t(DType::Complex128) + 1,
              "kDTypes has one entry per npy::DType");

/// The table entry of `dtype`.
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

/// `text` escaped to one printable line, shortened when long: hostile bytes
/// never reach a terminal.
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
/// A header value as written, checked only once its key is known.
struct Value {
  enum Kind { String, Int, Name, Tuple, Group } kind = Group;
  size_t offset = 0;
  /// With its quotes, sign, brackets or 'L' suffix.
  StringRef text;
  /// Tuple: the elements, and whether there is a comma, without which Python
  /// reads "(5)" as 5.
  std::vector<Value> elements;
  bool comma = false;

  /// String: the characters between the quotes.
  StringRef str() const { return text.drop_front().drop_back(); }
};

/// The value of each key of kKeys.
using HeaderValues = std::optional<Value>[std::size(kKeys)];

/// The grammar in the file comment, over one header; `error` says why and
/// where parse() failed.
struct HeaderParser {
  StringRef text;
  /// Drop an 'L' after an integer, as NumPy does in versions 1.0 and 2.0,
  /// which Python 2 may have written: (3L, 4L).
  bool python2Longs;
  size_t pos = 0;
  std::string error = "";

  /// The whole header: the dict, its values into `values`, spaces after it.
  bool parse(HeaderValues &values) {
    if (!skipLeadingSpace())
      return false;
    if (!consume('{'))
      return expected("'{' at the start of the header");
    bool comma;
    auto entry = [&] { return parseEntry(values); };
    if (!parseItems('}', entry, comma))
      return false;
    skipSpace();
    return atEnd() ||
           fail("unexpected " + describeNext() + " after the dictionary", pos);
  }

  /// Guards every read of text[pos].
  bool atEnd() const { return pos >= text.size(); }

  /// Python's whitespace between tokens (not vertical tab). Newlines count:
  /// inside the dict's braces Python joins lines.
  void skipSpace() {
    while (!atEnd() && StringRef(" \t\f\r\n").contains(text[pos]))
      ++pos;
  }

  /// Skips spaces and `c` if it comes next.
  bool consume(char c) {
    skipSpace();
    if (atEnd() || text[pos] != c)
      return false;
    ++pos;
    return true;
  }

  /// Every error names the offset of its cause in the header.
  bool fail(const Twine &message, size_t at) {
    error = ("malformed header: " + message + " (at offset " + Twine(at) +
             " of the header)")
                .str();
    return false;
  }

  /// The most common error: `what` is not what comes next.
  bool expected(const Twine &what) {
    return fail("expected " + what + ", found " + describeNext(), pos);
  }

  /// "'x'" for a printable character, "byte 0xNN" otherwise, or "the end of
  /// the header", so that messages stay one printable line.
  std::string describeNext() const {
    if (atEnd())
      return "the end of the header";
    unsigned char c = static_cast<unsigned char>(text[pos]);
    if (llvm::isPrint(c))
      return ("'" + Twine(static_cast<char>(c)) + "'").str();
    return "byte 0x" + llvm::utohexstr(c, /*LowerCase=*/true, 2);
  }

  /// Before the dict Python allows less: literal_eval strips spaces and tabs,
  /// and blank lines may follow, but the dict must then start its line.
  bool skipLeadingSpace() {
    skipSpace();
    if (atEnd())
      return fail("the header is empty", pos);
    StringRef prefix = text.take_front(pos);
    bool ok =
        prefix.find_first_not_of(" \t") == StringRef::npos ||
        (prefix.ends_with("\n") && prefix.count('\r') == prefix.count("\r\n"));
    return ok || fail("only spaces, tabs and blank lines may precede the "
                      "dictionary",
                      pos);
  }

  /// `item (, item)* ,? close`, after the opening bracket: the dict and the
  /// tuple share it. Sets `comma` when there is a comma.
  bool parseItems(char close, llvm::function_ref<bool()> item, bool &comma) {
    while (!consume(close)) {
      if (!item())
        return false;
      if (consume(close))
        return true;
      if (!consume(','))
        return expected("',' or '" + Twine(close) + "'");
      comma = true;
    }
    return true;
  }

  /// `key : value`. The value is read before the key is looked up, so that a
  /// malformed value is reported as such.
  bool parseEntry(HeaderValues &values) {
    Value key, value;
    if (!parseValue(key))
      return false;
    if (key.kind != Value::String)
      return fail("dictionary keys must be strings, found " +
                      quoteExcerpt(key.text),
                  key.offset);
    if (!consume(':'))
      return expected("':' after the key '" + quoteExcerpt(key.str()) + "'");
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

  /// A tuple of elements, or one element: tuples nest no deeper than that.
  bool parseValue(Value &value) {
    skipSpace();
    if (atEnd() || text[pos] != '(')
      return parseElement(value);
    value.kind = Value::Tuple;
    value.offset = pos++;
    bool ok = parseItems(
        ')', [&] { return parseElement(value.elements.emplace_back()); },
        value.comma);
    value.text = text.slice(value.offset, pos);
    return ok;
  }

  /// A string, an integer, a name or, to be rejected whole, a group.
  bool parseElement(Value &value) {
    skipSpace();
    value.offset = pos;
    char c = atEnd() ? '\0' : text[pos];
    bool ok;
    if (c == '(' || c == '[' || c == '{') {
      value.kind = Value::Group;
      ok = skipGroup();
    } else if (c == '\'' || c == '"') {
      value.kind = Value::String;
      ok = parseString();
    } else if (c == '-' || c == '+' || llvm::isDigit(c)) {
      value.kind = Value::Int;
      ok = parseInt();
    } else if (llvm::isAlpha(c) || c == '_') {
      value.kind = Value::Name;
      ok = parseName();
    } else {
      return expected("a value");
    }
    value.text = text.slice(value.offset, pos);
    return ok;
  }

  /// Skips from an opening bracket to its closing one, iteratively. Nesting
  /// deeper than kMaxNesting is no NumPy header: stop there rather than scan
  /// a hostile header to its end.
  bool skipGroup() {
    for (size_t depth = 0;;) {
      skipSpace();
      if (atEnd())
        return expected("a closing bracket");
      if (text[pos] == '\'' || text[pos] == '"') {
        if (!parseString())
          return false;
        continue;
      }
      char c = text[pos++];
      if (StringRef("([{").contains(c) && ++depth > kMaxNesting)
        return fail("values nested deeper than " + Twine(kMaxNesting) +
                        " levels",
                    pos - 1);
      if (StringRef(")]}").contains(c) && --depth == 0)
        return true;
    }
  }

  /// A string in single or double quotes. Keys and dtype descriptors need no
  /// escapes, so a backslash is an error rather than a decoding job.
  bool parseString() {
    char quote = text[pos++];
    for (; !atEnd() && text[pos] != '\n' && text[pos] != '\r'; ++pos) {
      if (text[pos] == quote) {
        ++pos;
        return true;
      }
      if (text[pos] == '\\')
        return fail("escape sequences are not supported in strings", pos);
    }
    return fail("unterminated string", pos);
  }

  /// A decimal integer with an optional sign, which Python allows to be
  /// separated from the digits. Its value is read where it is a dimension.
  bool parseInt() {
    if (text[pos] == '-' || text[pos] == '+') {
      ++pos;
      skipSpace();
    }
    size_t digits = pos;
    while (!atEnd() && llvm::isDigit(text[pos]))
      ++pos;
    StringRef number = text.slice(digits, pos);
    if (number.empty())
      return expected("a digit");
    if (number[0] == '0' && number.find_first_not_of('0') != StringRef::npos)
      return fail("leading zeros in the integer " + number +
                      " (Python 3 does not allow them)",
                  digits);
    // NumPy drops a name token "L" right after a number, spaces allowed.
    size_t next = text.find_first_not_of(" \t\f", pos);
    if (python2Longs && next < text.size() && text[next] == 'L' &&
        (next + 1 == text.size() || !isNameChar(text[next + 1])))
      pos = next + 1;
    if (!atEnd() && (isNameChar(text[pos]) || text[pos] == '.'))
      return expected("an integer");
    return true;
  }

  /// True, False or None, the only names of a literal.
  bool parseName() {
    size_t start = pos;
    while (!atEnd() && isNameChar(text[pos]))
      ++pos;
    StringRef name = text.slice(start, pos);
    if (name == "True" || name == "False" || name == "None")
      return true;
    return fail("unexpected name '" + quoteExcerpt(name) + "'", start);
  }

  /// Python identifiers are ASCII here: no key or literal name needs more.
  static bool isNameChar(char c) { return llvm::isAlnum(c) || c == '_'; }
};
} // namespace

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
  if (value.kind != Value::String)
    return llvm::createStringError(
        "unsupported dtype descriptor " + quoteExcerpt(value.text) +
        (value.kind == Value::Group && value.text.starts_with("[")
             ? ": structured arrays are not supported"
             : ": expected a string"));
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
  return static_cast<DType>(info - std::begin(kDTypes));
}

/// Only C order is supported: the data is returned as it is in the file.
static llvm::Error checkFortranOrder(const Value &value) {
  if (value.kind != Value::Name || value.text == "None")
    return llvm::createStringError(
        "'fortran_order' must be True or False, found " +
        quoteExcerpt(value.text));
  if (value.text == "True")
    return llvm::createStringError(
        "Fortran-order arrays are not supported; save with "
        "np.ascontiguousarray");
  return llvm::Error::success();
}

/// The byte size of `shape` with `elementSize`-byte elements, or an error
/// naming `what`: the reader and the writer accept the same shapes. As NumPy
/// does, the product of the non-zero dimensions must fit even when another
/// dimension is zero.
static llvm::Expected<uint64_t> getByteSize(llvm::ArrayRef<int64_t> shape,
                                            size_t elementSize,
                                            const Twine &what) {
  int64_t count = 1;
  bool empty = false;
  for (int64_t dim : shape) {
    if (dim < 0)
      return llvm::createStringError("negative dimension " + Twine(dim) +
                                     " in " + what);
    empty |= dim == 0;
    if (dim != 0 && llvm::MulOverflow(count, dim, count))
      return llvm::createStringError("the element count of " + what +
                                     " overflows int64");
  }
  int64_t numBytes;
  if (llvm::MulOverflow(count, static_cast<int64_t>(elementSize), numBytes))
    return llvm::createStringError("the byte size of " + what + " with " +
                                   Twine(elementSize) +
                                   "-byte elements overflows int64");
  if constexpr (sizeof(size_t) < sizeof(int64_t)) {
    if (static_cast<uint64_t>(numBytes) > std::numeric_limits<size_t>::max())
      return llvm::createStringError("the byte size of " + what +
                                     " does not fit in memory on this host");
  }
  return empty ? 0 : static_cast<uint64_t>(numBytes);
}

/// Reads the shape tuple `value` into `shape` and returns the byte size of
/// the data for `elementSize`-byte elements.
static llvm::Expected<uint64_t> parseShape(const Value &value,
                                           size_t elementSize,
                                           std::vector<int64_t> &shape) {
  std::string quoted = quoteExcerpt(value.text);
  if (value.kind != Value::Tuple ||
      (value.elements.size() == 1 && !value.comma))
    return llvm::createStringError(
        "'shape' must be a tuple of integers, found " + quoted +
        (value.kind == Value::Tuple
             ? " (a one-element tuple needs a trailing comma)"
             : ""));
  for (const Value &dim : value.elements) {
    if (dim.kind != Value::Int)
      return llvm::createStringError(
          "'shape' must be a tuple of integers, found " +
          quoteExcerpt(dim.text) + " in " + quoted);
    StringRef digits =
        dim.text.drop_while([](char c) { return !llvm::isDigit(c); })
            .take_while([](char c) { return llvm::isDigit(c); });
    int64_t magnitude = 0;
    bool overflow = digits.getAsInteger(10, magnitude); // beyond int64
    if (dim.text.starts_with("-") && (overflow || magnitude != 0))
      return llvm::createStringError("negative dimension " +
                                     quoteExcerpt(dim.text) + " in shape " +
                                     quoted);
    if (overflow)
      return llvm::createStringError("dimension " + quoteExcerpt(dim.text) +
                                     " in shape " + quoted +
                                     " does not fit in int64");
    shape.push_back(magnitude);
  }
  return getByteSize(shape, elementSize, "shape " + quoted);
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
        "truncated header: the file ends inside the header length field");
  const char *lengthField = bytes.data() + kMagic.size() + 2;
  headerLength = lengthSize == 2 ? llvm::support::endian::read16le(lengthField)
                                 : llvm::support::endian::read32le(lengthField);
  return llvm::Error::success();
}

/// Parses the header dict into `layout`'s dtype, shape and byte size: first
/// the syntax, then the keys, then each value, as NumPy checks them.
static llvm::Error parseHeader(StringRef header, unsigned major,
                               Layout &layout) {
  HeaderValues values;
  HeaderParser parser{header, /*python2Longs=*/major <= 2};
  if (!parser.parse(values))
    return llvm::createStringError(parser.error);
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
  llvm::Expected<uint64_t> numBytes =
      parseShape(*shape, getElementSize(*dtype), layout.array.shape);
  if (!numBytes)
    return numBytes.takeError();
  layout.numBytes = *numBytes;
  return llvm::Error::success();
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
        "extra bytes after the array data (the header describes " +
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

/// The most bytes one read asks for. The buffer grows by at most this much
/// past what the file holds, so a header promising terabytes allocates no
/// more than a short file's size.
constexpr size_t kReadChunk = size_t(1) << 20;

llvm::Expected<Array> mlir::gather::npy::readFile(StringRef path) {
  auto fail = [&](const Twine &message) {
    return llvm::createStringError("'" + path + "': " + message);
  };
  llvm::Expected<llvm::sys::fs::file_t> file =
      llvm::sys::fs::openNativeFileForRead(path);
  if (!file)
    return fail("cannot read the file: " +
                describeErrorCode(llvm::errorToErrorCode(file.takeError())));
  llvm::scope_exit closeFile([&] { llvm::sys::fs::closeFile(*file); });

  // The file is read with read(2) into memory it owns, never mapped (a file
  // that shrinks under a mapping raises SIGBUS), and only as far as asked.
  std::vector<char> bytes;
  bool atEnd = false;
  auto readPrefix = [&](uint64_t size) -> llvm::Expected<StringRef> {
    while (!atEnd && bytes.size() < size) {
      size_t old = bytes.size();
      size_t chunk = std::min<uint64_t>(size - old, kReadChunk);
      // Grow geometrically but never past `size`, so a complete file ends up
      // in a buffer of exactly its size plus the one byte probed past it.
      if (old + chunk > bytes.capacity())
        bytes.reserve(std::min<uint64_t>(
            size, std::max<uint64_t>(2 * bytes.capacity(), old + chunk)));
      bytes.resize(old + chunk);
      llvm::Expected<size_t> got = llvm::sys::fs::readNativeFile(
          *file, llvm::MutableArrayRef<char>(bytes.data() + old, chunk));
      bytes.resize(got ? old + *got : old);
      if (!got)
        return llvm::createStringError(
            "cannot read the file: " +
            describeErrorCode(llvm::errorToErrorCode(got.takeError())));
      atEnd = *got == 0;
    }
    return StringRef(bytes.data(), std::min<uint64_t>(size, bytes.size()));
  };
  llvm::Expected<Layout> layout = parseLayout(readPrefix);
  if (!layout)
    return fail(llvm::toString(layout.takeError()));
  // The data moves to the front of the buffer: no second copy of it.
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
  llvm::raw_string_ostream os(dict);
  os << "{'descr': '" << getDescriptor(array.dtype)
     << "', 'fortran_order': False, 'shape': (";
  llvm::interleave(array.shape, os, ", ");
  os << (array.shape.size() == 1 ? ",), }" : "), }");
  if (!array.shape.empty()) {
    size_t digits = std::to_string(array.shape.front()).size();
    os.indent(kGrowthAxisMaxDigits - std::min(digits, kGrowthAxisMaxDigits));
  }

  // As NumPy's _wrap_header: pad with 1 to kArrayAlign spaces and a newline
  // so that the data starts at a multiple of kArrayAlign; use version 1.0
  // unless the padded header length does not fit its 16-bit field.
  size_t withNewline = dict.size() + 1;
  auto paddedLength = [&](size_t lengthSize) {
    size_t unpadded = kMagic.size() + 2 + lengthSize + withNewline;
    return withNewline + kArrayAlign - unpadded % kArrayAlign;
  };
  bool version1 = paddedLength(2) <= 0xFFFF;
  size_t lengthSize = version1 ? 2 : 4;
  size_t headerLength = paddedLength(lengthSize);

  std::string result;
  result.reserve(kMagic.size() + 2 + lengthSize + headerLength +
                 array.data.size());
  result.append(kMagic.data(), kMagic.size());
  result.push_back(version1 ? 1 : 2);
  result.push_back(0);
  for (size_t i = 0; i < lengthSize; ++i) // little-endian
    result.push_back(static_cast<char>(headerLength >> (8 * i)));
  result += dict;
  result.append(headerLength - withNewline, ' ');
  result.push_back('\n');
  result.append(array.data.begin(), array.data.end());
  return result;
}

/// Checks that `array` is consistent: a shape the reader accepts whose byte
/// size matches the data.
static llvm::Error validate(const Array &array) {
  llvm::Expected<uint64_t> numBytes =
      getByteSize(array.shape, getElementSize(array.dtype), "the shape");
  if (!numBytes)
    return numBytes.takeError();
  if (*numBytes != array.data.size())
    return llvm::createStringError(
        "the array holds " + Twine(array.data.size()) +
        " bytes of data, its shape and dtype describe " + Twine(*numBytes));
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

//===----------------------------------------------------------------------===//
// Blocks
//===----------------------------------------------------------------------===//

/// Calls `copy(arrayOffset, blockOffset, bytes)` for each row (innermost
/// run of elements) of the block at `offsets` of shape `blockShape` in an
/// array of shape `arrayShape`, offsets in bytes.
static void
forEachBlockRow(llvm::ArrayRef<int64_t> arrayShape,
                llvm::ArrayRef<int64_t> blockShape,
                llvm::ArrayRef<int64_t> offsets, size_t elementSize,
                llvm::function_ref<void(size_t, size_t, size_t)> copy) {
  int64_t rank = arrayShape.size();
  int64_t blockElements = 1;
  for (int64_t size : blockShape)
    blockElements *= size;
  if (blockElements == 0)
    return;
  int64_t rowLength = rank == 0 ? 1 : blockShape.back();
  std::vector<int64_t> position(rank, 0);
  for (int64_t row = 0; row * rowLength < blockElements; ++row) {
    int64_t arrayIndex = 0;
    for (int64_t d = 0; d < rank; ++d)
      arrayIndex = arrayIndex * arrayShape[d] + offsets[d] + position[d];
    copy(arrayIndex * elementSize, row * rowLength * elementSize,
         rowLength * elementSize);
    // The next row: the multi-index over all but the last dimension.
    for (int64_t d = rank - 2; d >= 0; --d) {
      if (++position[d] < blockShape[d])
        break;
      position[d] = 0;
    }
  }
}

Array npy::extractBlock(const ArrayView &array, llvm::ArrayRef<int64_t> offsets,
                        llvm::ArrayRef<int64_t> sizes) {
  Array block;
  block.dtype = array.dtype;
  block.shape.assign(sizes.begin(), sizes.end());
  size_t elementSize = getElementSize(array.dtype);
  block.data.resize(block.getNumElements() * elementSize);
  forEachBlockRow(array.shape, sizes, offsets, elementSize,
                  [&](size_t from, size_t to, size_t bytes) {
                    std::memcpy(block.data.data() + to, array.data + from,
                                bytes);
                  });
  return block;
}

void npy::insertBlock(Array &array, const ArrayView &block,
                      llvm::ArrayRef<int64_t> offsets) {
  forEachBlockRow(
      array.shape, block.shape, offsets, getElementSize(array.dtype),
      [&](size_t to, size_t from, size_t bytes) {
        std::memcpy(array.data.data() + to, block.data + from, bytes);
      });
}
