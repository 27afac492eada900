//===- CommandLine.cpp - the tools' command-line parsing ------------------===//

#include "Gather/Support/CommandLine.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <unistd.h>

using namespace llvm;

/// Calls `parse` with standard error going to an anonymous temporary file,
/// and returns its result and what it wrote there. LLVM's option parser
/// writes most of its messages (a value that is not a number, an option
/// given twice or not at all) to errs() whatever error stream it is given,
/// so only the file descriptor can catch them. If no temporary file can be
/// made, `parse` writes to standard error as it is.
static bool captureStandardError(function_ref<bool()> parse,
                                 std::string &captured) {
  errs().flush();
  std::FILE *file = std::tmpfile();
  int saved = file ? ::dup(STDERR_FILENO) : -1;
  if (saved < 0 || ::dup2(::fileno(file), STDERR_FILENO) < 0) {
    if (saved >= 0)
      ::close(saved);
    if (file)
      std::fclose(file);
    return parse();
  }
  bool parsed = parse();
  errs().flush();
  ::dup2(saved, STDERR_FILENO);
  ::close(saved);
  std::rewind(file);
  char buffer[4096];
  while (size_t size = std::fread(buffer, 1, sizeof buffer, file))
    captured.append(buffer, size);
  std::fclose(file);
  return parsed;
}

/// Prints the option parser's messages, `messages`, as the tools print
/// theirs: each line the parser starts with `tool: ` is an error, but for
/// its suggestions ("Did you mean '--axis=1'?"), which are notes, as are
/// the lines that continue a message ("Must specify at least 1 positional
/// argument: See: ...").
static void reportParserMessages(StringRef tool, StringRef messages) {
  SmallVector<StringRef> lines;
  messages.split(lines, '\n', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  std::string prefix = (tool + ": ").str();
  for (auto [i, line] : llvm::enumerate(lines)) {
    bool error = (line.consume_front(prefix) || i == 0) &&
                 !line.starts_with("Did you mean");
    (error ? WithColor::error(errs(), tool) : WithColor::note(errs(), tool))
        << line << "\n";
  }
}

LogicalResult mlir::gather::parseCommandLineOptions(int argc,
                                                    const char *const *argv,
                                                    StringRef overview) {
  std::string messages;
  // With an error stream, the parser returns false on a malformed command
  // line rather than exit(1); errs() is the stream the rest of its messages
  // go to, so they all arrive in order.
  bool parsed = captureStandardError(
      [&] {
        return cl::ParseCommandLineOptions(argc, argv, overview, &errs());
      },
      messages);
  if (parsed) {
    // Nothing the parser printed was an error (a deprecation, say).
    errs() << messages;
    return success();
  }
  reportParserMessages(sys::path::filename(argv[0]), messages);
  return failure();
}

/// The words of a command line that apply to every run of its batch: all
/// but --batch.
static std::vector<std::string> getSharedWords(int argc,
                                               const char *const *argv) {
  std::vector<std::string> shared;
  for (int i = 0; i < argc; ++i) {
    StringRef word = StringRef(argv[i]).ltrim('-');
    if (word == "batch" && argv[i][0] == '-')
      ++i;
    else if (!(word.starts_with("batch=") && argv[i][0] == '-'))
      shared.push_back(argv[i]);
  }
  return shared;
}

/// Whether the command line just parsed gave --batch.
static bool givesBatch() {
  auto &options = cl::getRegisteredOptions();
  auto option = options.find("batch");
  return option != options.end() && option->second->getNumOccurrences();
}

Expected<unsigned> mlir::gather::runCommandLineBatch(StringRef path, int argc,
                                                     const char *const *argv,
                                                     function_ref<bool()> run) {
  auto file = MemoryBuffer::getFileOrSTDIN(path, /*IsText=*/true);
  if (!file)
    return createStringError("cannot read " + path + ": " +
                             file.getError().message());
  std::vector<std::string> sharedWords = getSharedWords(argc, argv);
  StringRef tool = sys::path::filename(sharedWords.front());
  unsigned failures = 0, number = 0;
  for (StringRef line : split((*file)->getBuffer(), '\n')) {
    ++number;
    line = line.trim();
    if (line.empty() || line.starts_with("#"))
      continue;
    BumpPtrAllocator allocator;
    StringSaver saver(allocator);
    SmallVector<const char *> words;
    for (const std::string &word : sharedWords)
      words.push_back(word.c_str());
    cl::TokenizeGNUCommandLine(line, saver, words);
    cl::ResetAllOptionOccurrences();
    bool parsed = llvm::succeeded(
        parseCommandLineOptions(words.size(), words.data(), ""));
    bool nested = parsed && givesBatch();
    if (nested)
      WithColor::error(errs(), tool) << "--batch in a batch\n";
    bool succeeded = parsed && !nested && run();
    failures += !succeeded;
    std::string mark = (tool + ": run " + Twine(number) + ": exit status " +
                        Twine(succeeded ? 0 : 1) + "\n")
                           .str();
    outs() << mark;
    outs().flush();
    errs() << mark;
  }
  return failures;
}
