//===- RunForEachCPUTest.cpp - one kernel's outcomes for several CPUs -----===//
//
// runForEachCPU accepts equal outcomes (the same bytes, the same error) and
// names the two CPUs whose outcomes differ; every CPU runs, and the verdict
// passes through `agree`.
//
//===----------------------------------------------------------------------===//

#include "Gather/Runner/Runner.h"

#include "llvm/Support/Error.h"

#include <gtest/gtest.h>

#include <map>

using namespace mlir;
using namespace mlir::gather;

namespace {
/// An outcome of one result holding `bytes`.
KernelOutcome outcomeOf(std::vector<char> bytes) {
  KernelOutcome outcome;
  npy::Array &array = outcome.results.emplace_back();
  array.dtype = npy::DType::Int8;
  array.shape = {int64_t(bytes.size())};
  array.data = std::move(bytes);
  return outcome;
}

/// runForEachCPU over `cpus`, each giving the outcome `make` returns for it;
/// the CPUs run, in order, go into `ran`.
llvm::Expected<KernelOutcome>
runAll(ArrayRef<StringRef> cpus,
       std::function<llvm::Expected<KernelOutcome>(StringRef)> make,
       std::vector<std::string> &ran) {
  return runForEachCPU(cpus, [&](StringRef cpu) {
    ran.push_back(cpu.str());
    return make(cpu);
  });
}

std::string errorOf(llvm::Expected<KernelOutcome> outcome) {
  return outcome ? "" : llvm::toString(outcome.takeError());
}
} // namespace

TEST(RunForEachCPUTest, EqualResultsGiveTheFirstOutcome) {
  std::vector<std::string> ran;
  auto outcome = runAll(
      {"a", "b", "c"}, [](StringRef) { return outcomeOf({1, 2, 3}); }, ran);
  ASSERT_TRUE(bool(outcome));
  EXPECT_EQ(outcome->results.front().data, (std::vector<char>{1, 2, 3}));
  EXPECT_EQ(ran, (std::vector<std::string>{"a", "b", "c"}));
}

TEST(RunForEachCPUTest, DifferentBytesNameTheCPUs) {
  std::vector<std::string> ran;
  auto outcome = runAll(
      {"a", "b", "c"},
      [](StringRef cpu) {
        return outcomeOf({1, cpu == "b" ? char(7) : char(2)});
      },
      ran);
  EXPECT_EQ(errorOf(std::move(outcome)),
            "--mcpu=b and --mcpu=a give different values of result #0");
  // The CPU after the difference still ran.
  EXPECT_EQ(ran.size(), 3u);
}

TEST(RunForEachCPUTest, ErrorsCompareByMessage) {
  std::vector<std::string> ran;
  auto same = runAll(
      {"a", "b"},
      [](StringRef) -> llvm::Expected<KernelOutcome> {
        return llvm::createStringError("index out of bounds");
      },
      ran);
  EXPECT_EQ(errorOf(std::move(same)), "index out of bounds");
  auto differ = runAll(
      {"a", "b"},
      [](StringRef cpu) -> llvm::Expected<KernelOutcome> {
        if (cpu == "a")
          return outcomeOf({1});
        return llvm::createStringError("cannot run");
      },
      ran);
  EXPECT_EQ(errorOf(std::move(differ)),
            "--mcpu=b and --mcpu=a differ: `cannot run` and success");
}

TEST(RunForEachCPUTest, AgreeSeesTheVerdict) {
  int calls = 0;
  auto outcome = runForEachCPU(
      {"a", "b"}, [](StringRef) { return outcomeOf({1}); },
      [&](llvm::Error verdict) {
        ++calls;
        EXPECT_FALSE(bool(verdict));
        // Another process found a difference.
        return llvm::joinErrors(std::move(verdict),
                                llvm::createStringError("elsewhere"));
      });
  EXPECT_EQ(calls, 1);
  EXPECT_EQ(errorOf(std::move(outcome)), "elsewhere");
}
