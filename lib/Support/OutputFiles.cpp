//===- OutputFiles.cpp - writing a tool's output files all or nothing -----===//

#include "Gather/Support/OutputFiles.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir::gather;
using llvm::StringRef;
using llvm::Twine;

std::string mlir::gather::describeErrorCode(std::error_code ec) {
  std::string message = ec.message();
  if (!message.empty())
    message[0] = llvm::toLower(message[0]);
  return message;
}

namespace {
/// A file of writeOutputFiles with its bytes.
struct Output {
  StringRef path;
  StringRef bytes;
  /// Standard output ("-") or an existing device, FIFO or socket
  /// (/dev/stdout, ...), which a rename would replace by a regular file:
  /// written in place, after every temporary is written.
  bool inPlace;
};
} // namespace

static bool isWrittenInPlace(StringRef path) {
  llvm::sys::fs::file_status status;
  return path == "-" ||
         (!llvm::sys::fs::status(path, status) &&
          llvm::sys::fs::exists(status) &&
          status.type() != llvm::sys::fs::file_type::regular_file);
}

/// `path` made absolute, without "." and ".." components.
static std::string normalisePath(StringRef path) {
  llvm::SmallString<256> result(path);
  llvm::sys::fs::make_absolute(result);
  llvm::sys::path::remove_dots(result, /*remove_dot_dot=*/true);
  return std::string(result);
}

static bool areEquivalent(const Twine &a, const Twine &b) {
  bool same = false;
  return !llvm::sys::fs::equivalent(a, b, same) && same;
}

static StringRef parentDirectory(StringRef path) {
  StringRef parent = llvm::sys::path::parent_path(path);
  return parent.empty() ? "." : parent;
}

bool mlir::gather::isSameOutputFile(StringRef a, StringRef b) {
  if (a == "-" || b == "-")
    return a == b;
  return normalisePath(a) == normalisePath(b) || areEquivalent(a, b) ||
         (llvm::sys::path::filename(a) == llvm::sys::path::filename(b) &&
          areEquivalent(parentDirectory(a), parentDirectory(b)));
}

llvm::Error mlir::gather::checkOutputPaths(llvm::ArrayRef<std::string> paths) {
  for (auto [index, path] : llvm::enumerate(paths)) {
    if (path != "-" && llvm::sys::fs::is_directory(path))
      return llvm::createStringError("'" + path +
                                     "': cannot write: is a directory");
    for (StringRef earlier : paths.take_front(index))
      if (isSameOutputFile(earlier, path))
        return llvm::createStringError(
            "'" + earlier + "' and '" + path +
            "' are the same file: each output needs its own");
  }
  return llvm::Error::success();
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
  if (output.path == "-") {
    ec = writeChecked(llvm::outs(), output.bytes);
  } else {
    llvm::raw_fd_ostream os(output.path, ec);
    if (!ec)
      ec = writeChecked(os, output.bytes);
  }
  if (ec)
    return llvm::createStringError("'" + output.path +
                                   "': cannot write: " + describeErrorCode(ec));
  return llvm::Error::success();
}

/// A new temporary file next to `output.path` holding its bytes. It is
/// removed on a fatal signal, and by keep or discard.
static llvm::Expected<llvm::sys::fs::TempFile> stage(const Output &output) {
  auto temp = llvm::sys::fs::TempFile::create(output.path + ".tmp-%%%%%%");
  if (!temp)
    return llvm::createStringError(
        "'" + output.path + "': cannot create a temporary file: " +
        describeErrorCode(llvm::errorToErrorCode(temp.takeError())));
  llvm::raw_fd_ostream os(temp->FD, /*shouldClose=*/false);
  if (std::error_code ec = writeChecked(os, output.bytes)) {
    llvm::consumeError(temp->discard());
    return llvm::createStringError(
        "'" + output.path +
        "': cannot write the temporary file: " + describeErrorCode(ec));
  }
  return std::move(*temp);
}

/// Discards temporaries on the way out of an error, which is what gets
/// reported.
static void discardAll(llvm::MutableArrayRef<llvm::sys::fs::TempFile> temps) {
  for (llvm::sys::fs::TempFile &temp : temps)
    llvm::consumeError(temp.discard());
}

/// Stages every regular output, writes the in-place ones, then renames the
/// temporaries over their targets. An error before the renames changes no
/// target; checkOutputPaths has ruled out the renames' known failures.
static llvm::Error writeOutputs(llvm::ArrayRef<Output> outputs) {
  std::vector<llvm::sys::fs::TempFile> temps;
  std::vector<StringRef> targets;
  auto fail = [&](llvm::Error err) {
    discardAll(temps);
    return err;
  };
  for (const Output &output : outputs) {
    if (output.inPlace)
      continue;
    llvm::Expected<llvm::sys::fs::TempFile> temp = stage(output);
    if (!temp)
      return fail(temp.takeError());
    temps.push_back(std::move(*temp));
    targets.push_back(output.path);
  }
  for (const Output &output : outputs)
    if (output.inPlace)
      if (llvm::Error err = writeInPlace(output))
        return fail(std::move(err));
  for (auto [index, target] : llvm::enumerate(targets)) {
    if (llvm::Error err = temps[index].keep(target)) {
      discardAll(llvm::MutableArrayRef(temps).drop_front(index + 1));
      return llvm::createStringError(
          "'" + target + "': cannot rename the temporary file over it: " +
          describeErrorCode(llvm::errorToErrorCode(std::move(err))));
    }
  }
  return llvm::Error::success();
}

llvm::Error
mlir::gather::writeOutputFiles(llvm::ArrayRef<std::string> paths,
                               llvm::ArrayRef<std::string> contents) {
  if (llvm::Error err = checkOutputPaths(paths))
    return err;
  std::vector<Output> outputs;
  for (auto [path, bytes] : llvm::zip_equal(paths, contents))
    outputs.push_back({path, bytes, isWrittenInPlace(path)});
  return writeOutputs(outputs);
}
