//===- TargetMachine.cpp - target machines for a named CPU ----------------===//

#include "Gather/Support/TargetMachine.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Host.h"

using namespace llvm;

Triple mlir::gather::getHostTriple() {
  InitializeNativeTarget();
  InitializeNativeTargetAsmPrinter();
  // The kernel variants detect the CPU with inline assembly.
  InitializeNativeTargetAsmParser();
  return Triple(sys::getDefaultTargetTriple());
}

/// Checks that every feature in `features` ("+a,-b") is one the target
/// knows, since LLVM only warns about unknown ones and ignores them.
static Error checkFeatures(const MCSubtargetInfo &subtarget,
                           StringRef features) {
  SmallVector<StringRef> list;
  features.split(list, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef feature : list) {
    StringRef name = feature.ltrim("+-");
    if (!any_of(
            subtarget.getAllProcessorFeatures(),
            [&](const SubtargetFeatureKV &known) { return name == known.Key; }))
      return llvm::createStringError("unknown target feature '" + feature +
                                     "' (see llc-22 -mattr=help)");
  }
  return Error::success();
}

/// Whether code for `triple` on `cpu` with `features` runs in x86-64's
/// 64-bit mode: the CPU has it ("64bit") and the features keep it on
/// ("64bit-mode", which the triple turns on).
static bool runsX86_64Code(const Target &target, const Triple &triple,
                           StringRef cpu, StringRef features) {
  std::unique_ptr<MCSubtargetInfo> subtarget(
      target.createMCSubtargetInfo(triple, cpu, features));
  return subtarget && subtarget->checkFeatures("+64bit,+64bit-mode");
}

/// Checks that `cpu` (a valid name) and the user's `extraFeatures` can
/// target an x86-64 `triple`: LLVM ends the process with a fatal error when
/// asked for 64-bit code on a 32-bit CPU (i386, pentium4) and crashes in
/// instruction selection when the features turn 64-bit mode off. Other
/// targets need no such check.
static Error checkX86_64(const Target &target, const Triple &triple,
                         StringRef cpu, StringRef features,
                         StringRef extraFeatures) {
  if (triple.getArch() != Triple::x86_64)
    return Error::success();
  if (!runsX86_64Code(target, triple, cpu, ""))
    return llvm::createStringError(
        "CPU '" + cpu +
        "' cannot run x86-64 code (it has no 64-bit mode); "
        "--mcpu takes a 64-bit CPU, e.g. x86-64");
  if (!runsX86_64Code(target, triple, cpu, features))
    return llvm::createStringError(
        "target features '" + extraFeatures +
        "' turn off the 64-bit mode x86-64 code needs; "
        "--mattr cannot take away '64bit' or '64bit-mode'");
  return Error::success();
}

Error mlir::gather::checkOptLevel(unsigned optLevel) {
  if (!CodeGenOpt::getLevel(optLevel))
    return llvm::createStringError("-O" + Twine(optLevel) +
                                   " is not one of -O0..-O3");
  return Error::success();
}

Expected<std::unique_ptr<TargetMachine>>
mlir::gather::createTargetMachine(const Triple &triple, StringRef cpuName,
                                  StringRef extraFeatures, unsigned optLevel,
                                  CodeUse use) {
  std::string error;
  const Target *target = TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return llvm::createStringError("no target for " + triple.str() + ": " +
                                   error);

  std::string cpu = cpuName.str();
  // Features are a comma-separated list without empty entries: LLVM's
  // verifier rejects a module whose "target-features" has one.
  SmallVector<std::string> featureList;
  if (cpu == "native") {
    cpu = sys::getHostCPUName().str();
    for (const auto &feature : sys::getHostCPUFeatures())
      featureList.push_back((feature.second ? "+" : "-") +
                            feature.first().str());
  }
  if (!extraFeatures.empty())
    featureList.push_back(extraFeatures.str());
  std::string features = llvm::join(featureList, ",");

  // A subtarget for the generic CPU answers whether `cpu` exists without
  // LLVM's own warning about unknown processors.
  std::unique_ptr<MCSubtargetInfo> subtarget(
      target->createMCSubtargetInfo(triple, "", ""));
  if (!subtarget || !subtarget->isCPUStringValid(cpu))
    return llvm::createStringError("unknown CPU '" + cpu +
                                   "' (see llc-22 -mcpu=help)");
  if (Error error = checkFeatures(*subtarget, extraFeatures))
    return std::move(error);
  if (Error error = checkX86_64(*target, triple, cpu, features, extraFeatures))
    return std::move(error);

  if (Error error = checkOptLevel(optLevel))
    return std::move(error);
  CodeGenOptLevel level = *CodeGenOpt::getLevel(optLevel);
  bool jit = use == CodeUse::Jit;
  std::unique_ptr<TargetMachine> machine(target->createTargetMachine(
      triple, cpu, features, TargetOptions(),
      jit ? std::nullopt : std::optional<Reloc::Model>(Reloc::PIC_),
      std::nullopt, level, jit));
  if (!machine)
    return llvm::createStringError("cannot create a target machine for " +
                                   triple.str());
  return machine;
}

Error mlir::gather::checkHostRuns(const TargetMachine &machine) {
  const MCSubtargetInfo *subtarget = machine.getMCSubtargetInfo();
  // The host's map holds the instruction set features it detects, present
  // or not; tuning features are in neither.
  for (const auto &feature : sys::getHostCPUFeatures())
    if (!feature.second &&
        subtarget->checkFeatures(("+" + feature.first()).str()))
      return llvm::createStringError("this CPU lacks '" + feature.first() +
                                     "', which code for CPU '" +
                                     machine.getTargetCPU() + "' may use");
  return Error::success();
}
