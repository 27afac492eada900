//===- CNames.cpp - which names a C entry point may take ------------------===//
//
// The keyword tables are those of C23 (6.4.1) and C++20 ([lex.key],
// [lex.digraph]). The library names are the functions, macros and types that
// the C23 headers listed below declare; names of <stdint.h> and the types of
// every header follow the standard's patterns instead (see below).
//
//===----------------------------------------------------------------------===//

#include "Gather/Compiler/CNames.h"

#include "Gather/Compiler/CInterface.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::gather;

static constexpr StringLiteral kKeywords[] = {
    // C23 and C++20 both.
    "alignas", "alignof", "auto", "bool", "break", "case", "char", "const",
    "constexpr", "continue", "default", "do", "double", "else", "enum",
    "extern", "false", "float", "for", "goto", "if", "inline", "int", "long",
    "nullptr", "register", "return", "short", "signed", "sizeof", "static",
    "static_assert", "struct", "switch", "thread_local", "true", "typedef",
    "union", "unsigned", "void", "volatile", "while",
    // C23 only.
    "restrict", "typeof", "typeof_unqual", "_Alignas", "_Alignof", "_Atomic",
    "_BitInt", "_Bool", "_Complex", "_Decimal128", "_Decimal32", "_Decimal64",
    "_Generic", "_Imaginary", "_Noreturn", "_Static_assert", "_Thread_local",
    // C++20 only.
    "asm", "catch", "char8_t", "char16_t", "char32_t", "class", "concept",
    "consteval", "constinit", "const_cast", "co_await", "co_return", "co_yield",
    "decltype", "delete", "dynamic_cast", "explicit", "export", "friend",
    "mutable", "namespace", "new", "noexcept", "operator", "private",
    "protected", "public", "reinterpret_cast", "requires", "static_cast",
    "template", "this", "throw", "try", "typeid", "typename", "using",
    "virtual", "wchar_t",
    // C++'s alternative operator spellings (macros of C's <iso646.h>).
    "and", "and_eq", "bitand", "bitor", "compl", "not", "not_eq", "or", "or_eq",
    "xor", "xor_eq"};

namespace {
/// The names a standard C header declares, but for the `_t` types and
/// `<stdint.h>`'s macros, which isReservedByPattern covers.
struct LibraryHeader {
  StringLiteral header;
  ArrayRef<StringLiteral> names;
};
} // namespace

static constexpr StringLiteral kStdio[] = {
    "remove",    "rename",    "tmpfile",  "tmpnam",   "fclose",
    "fflush",    "fopen",     "freopen",  "setbuf",   "setvbuf",
    "fprintf",   "fscanf",    "printf",   "scanf",    "snprintf",
    "sprintf",   "sscanf",    "vfprintf", "vfscanf",  "vprintf",
    "vscanf",    "vsnprintf", "vsprintf", "vsscanf",  "fgetc",
    "fgets",     "fputc",     "fputs",    "getc",     "getchar",
    "gets",      "putc",      "putchar",  "puts",     "ungetc",
    "fread",     "fwrite",    "fgetpos",  "fseek",    "fsetpos",
    "ftell",     "rewind",    "clearerr", "feof",     "ferror",
    "perror",    "FILE",      "BUFSIZ",   "EOF",      "FILENAME_MAX",
    "FOPEN_MAX", "L_tmpnam",  "SEEK_CUR", "SEEK_END", "SEEK_SET",
    "TMP_MAX",   "stderr",    "stdin",    "stdout"};
static constexpr StringLiteral kStdlib[] = {
    "atof",         "atoi",          "atol",
    "atoll",        "strfromd",      "strfromf",
    "strfroml",     "strtod",        "strtof",
    "strtold",      "strtol",        "strtoll",
    "strtoul",      "strtoull",      "rand",
    "srand",        "aligned_alloc", "calloc",
    "free",         "free_sized",    "free_aligned_sized",
    "malloc",       "realloc",       "abort",
    "atexit",       "at_quick_exit", "exit",
    "getenv",       "quick_exit",    "system",
    "bsearch",      "qsort",         "abs",
    "labs",         "llabs",         "div",
    "ldiv",         "lldiv",         "mblen",
    "mbtowc",       "wctomb",        "mbstowcs",
    "wcstombs",     "memalignment",  "EXIT_FAILURE",
    "EXIT_SUCCESS", "MB_CUR_MAX",    "RAND_MAX"};
static constexpr StringLiteral kString[] = {
    "memcpy",   "memccpy", "memmove", "strcpy", "strncpy", "strdup",
    "strndup",  "strcat",  "strncat", "memcmp", "strcmp",  "strcoll",
    "strncmp",  "strxfrm", "memchr",  "strchr", "strcspn", "strpbrk",
    "strrchr",  "strspn",  "strstr",  "strtok", "memset",  "memset_explicit",
    "strerror", "strlen"};
static constexpr StringLiteral kStddef[] = {"NULL", "offsetof", "unreachable"};
static constexpr StringLiteral kCtype[] = {
    "isalnum", "isalpha",  "isblank", "iscntrl", "isdigit",
    "isgraph", "islower",  "isprint", "ispunct", "isspace",
    "isupper", "isxdigit", "tolower", "toupper"};
static constexpr StringLiteral kOthers[] = {
    // <assert.h>, <errno.h>, <setjmp.h>, <signal.h>, <stdarg.h>.
    "assert", "errno", "EDOM", "EILSEQ", "ERANGE", "setjmp", "longjmp",
    "signal", "raise", "SIGABRT", "SIGFPE", "SIGILL", "SIGINT", "SIGSEGV",
    "SIGTERM", "SIG_DFL", "SIG_ERR", "SIG_IGN", "va_arg", "va_copy", "va_end",
    "va_start", "va_list", "jmp_buf",
    // <time.h>.
    "clock", "difftime", "mktime", "time", "timespec_get", "timespec_getres",
    "asctime", "ctime", "gmtime", "gmtime_r", "localtime", "localtime_r",
    "strftime", "CLOCKS_PER_SEC", "TIME_UTC",
    // <limits.h>.
    "CHAR_BIT", "CHAR_MAX", "CHAR_MIN", "SCHAR_MAX", "SCHAR_MIN", "UCHAR_MAX",
    "SHRT_MAX", "SHRT_MIN", "USHRT_MAX", "INT_MAX", "INT_MIN", "UINT_MAX",
    "LONG_MAX", "LONG_MIN", "ULONG_MAX", "LLONG_MAX", "LLONG_MIN", "ULLONG_MAX",
    "MB_LEN_MAX",
    // <complex.h>, <stdnoreturn.h>: macros that read like keywords.
    "complex", "imaginary", "I", "noreturn"};
/// <math.h>'s functions; each also comes with an `f` (float) and an `l`
/// (long double) suffix.
static constexpr StringLiteral kMathFunctions[] = {"acos",
                                                   "asin",
                                                   "atan",
                                                   "atan2",
                                                   "cos",
                                                   "sin",
                                                   "tan",
                                                   "acospi",
                                                   "asinpi",
                                                   "atanpi",
                                                   "atan2pi",
                                                   "cospi",
                                                   "sinpi",
                                                   "tanpi",
                                                   "acosh",
                                                   "asinh",
                                                   "atanh",
                                                   "cosh",
                                                   "sinh",
                                                   "tanh",
                                                   "exp",
                                                   "exp10",
                                                   "exp10m1",
                                                   "exp2",
                                                   "exp2m1",
                                                   "expm1",
                                                   "frexp",
                                                   "ilogb",
                                                   "ldexp",
                                                   "llogb",
                                                   "log",
                                                   "log10",
                                                   "log10p1",
                                                   "log1p",
                                                   "logp1",
                                                   "log2",
                                                   "log2p1",
                                                   "logb",
                                                   "modf",
                                                   "scalbn",
                                                   "scalbln",
                                                   "cbrt",
                                                   "compoundn",
                                                   "fabs",
                                                   "hypot",
                                                   "pow",
                                                   "pown",
                                                   "powr",
                                                   "rootn",
                                                   "rsqrt",
                                                   "sqrt",
                                                   "erf",
                                                   "erfc",
                                                   "lgamma",
                                                   "tgamma",
                                                   "ceil",
                                                   "floor",
                                                   "nearbyint",
                                                   "rint",
                                                   "lrint",
                                                   "llrint",
                                                   "round",
                                                   "lround",
                                                   "llround",
                                                   "roundeven",
                                                   "trunc",
                                                   "fromfp",
                                                   "ufromfp",
                                                   "fromfpx",
                                                   "ufromfpx",
                                                   "fmod",
                                                   "remainder",
                                                   "remquo",
                                                   "copysign",
                                                   "nan",
                                                   "nextafter",
                                                   "nexttoward",
                                                   "nextup",
                                                   "nextdown",
                                                   "canonicalize",
                                                   "fdim",
                                                   "fmax",
                                                   "fmin",
                                                   "fmaximum",
                                                   "fminimum",
                                                   "fmaximum_mag",
                                                   "fminimum_mag",
                                                   "fmaximum_num",
                                                   "fminimum_num",
                                                   "fmaximum_mag_num",
                                                   "fminimum_mag_num",
                                                   "fma",
                                                   "totalorder",
                                                   "totalordermag",
                                                   "getpayload",
                                                   "setpayload",
                                                   "setpayloadsig",
                                                   "fadd",
                                                   "fsub",
                                                   "fmul",
                                                   "fdiv",
                                                   "ffma",
                                                   "fsqrt",
                                                   "dadd",
                                                   "dsub",
                                                   "dmul",
                                                   "ddiv",
                                                   "dfma",
                                                   "dsqrt"};
static constexpr StringLiteral kMathMacros[] = {
    "fpclassify",      "iscanonical",
    "isfinite",        "isinf",
    "isnan",           "isnormal",
    "issignaling",     "issubnormal",
    "iszero",          "signbit",
    "isgreater",       "isgreaterequal",
    "isless",          "islessequal",
    "islessgreater",   "isunordered",
    "iseqsig",         "HUGE_VAL",
    "HUGE_VALF",       "HUGE_VALL",
    "INFINITY",        "NAN",
    "FP_INFINITE",     "FP_NAN",
    "FP_NORMAL",       "FP_SUBNORMAL",
    "FP_ZERO",         "FP_FAST_FMA",
    "FP_FAST_FMAF",    "FP_FAST_FMAL",
    "FP_ILOGB0",       "FP_ILOGBNAN",
    "MATH_ERRNO",      "MATH_ERREXCEPT",
    "math_errhandling"};

static constexpr LibraryHeader kLibraryHeaders[] = {
    {"<stdio.h>", kStdio},           {"<stdlib.h>", kStdlib},
    {"<string.h>", kString},         {"<stddef.h>", kStddef},
    {"<ctype.h>", kCtype},           {"<math.h>", kMathMacros},
    {"a standard C header", kOthers}};

static bool isMathFunction(StringRef name) {
  if (llvm::is_contained(kMathFunctions, name))
    return true;
  return (name.ends_with("f") || name.ends_with("l")) &&
         llvm::is_contained(kMathFunctions, name.drop_back());
}

/// The standard C header declaring `name`, or "".
static StringRef getLibraryHeader(StringRef name) {
  if (isMathFunction(name))
    return "<math.h>";
  for (const LibraryHeader &header : kLibraryHeaders)
    if (llvm::is_contained(header.names, name))
      return header.header;
  return "";
}

/// <stdint.h>'s limit and constant macros, by C's rule for the names it may
/// add: INT or UINT (or the other types' names) ending in _MAX, _MIN,
/// _WIDTH or _C.
static bool isStdintMacro(StringRef name) {
  static constexpr StringLiteral kPrefixes[] = {
      "INT", "UINT", "PTRDIFF_", "SIZE_", "SIG_ATOMIC_", "WCHAR_", "WINT_"};
  static constexpr StringLiteral kSuffixes[] = {"_MAX", "_MIN", "_WIDTH", "_C"};
  auto startsWith = [&](StringRef prefix) { return name.starts_with(prefix); };
  auto endsWith = [&](StringRef suffix) { return name.ends_with(suffix); };
  return llvm::any_of(kPrefixes, startsWith) &&
         llvm::any_of(kSuffixes, endsWith);
}

static bool isCIdentifier(StringRef name) {
  return !name.empty() && !llvm::isDigit(name.front()) &&
         llvm::all_of(name,
                      [](char c) { return llvm::isAlnum(c) || c == '_'; });
}

std::string mlir::gather::whyNotAnEntryName(StringRef name) {
  if (!isCIdentifier(name))
    return "is not a C identifier";
  if (llvm::is_contained(kKeywords, name))
    return "is a C or C++ keyword";
  // C reserves every file-scope name starting with '_', C++ every name
  // containing "__".
  if (name.starts_with("_") || name.contains("__"))
    return "is reserved for the C and C++ implementations";
  if (name == "main")
    return "is the program's entry point";
  if (isDeclaredByHeader(name))
    return "is declared by the generated header";
  // POSIX reserves the `_t` suffix for types; it covers <stdint.h>'s and
  // <stddef.h>'s types and C's other `_t` types.
  if (name.ends_with("_t") || isStdintMacro(name))
    return "is reserved for the C library's types and <stdint.h>'s macros";
  StringRef header = getLibraryHeader(name);
  if (!header.empty())
    return ("is declared by " + header + ", which C programs include").str();
  return "";
}
