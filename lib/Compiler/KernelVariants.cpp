//===- KernelVariants.cpp - kernels for several x86-64 levels -------------===//
//
// A multi-versioned object holds every function of the translated kernels
// once per variant: an x86-64 microarchitecture level, marked as the copy's
// "target-cpu", and optionally a core to tune for ("tune-cpu"), which makes
// the variant one vendor's. The exported entry points become dispatchers
// with the same signatures: the first call detects the CPU with CPUID
// (inline assembly; nothing beyond libc) and records the variant to run in
// an atomic variable of the object: the highest level the CPU runs, tuned
// for its vendor where there is such a variant. Every call then loads the
// choice and tail-calls that variant.
// GATHER_KERNEL_VARIANT=CPU forces a variant, which the CPU must be able to
// run: otherwise, as when no variant suits the CPU, the dispatcher writes a
// message to standard error and aborts rather than run an instruction the
// CPU lacks.
//
//===----------------------------------------------------------------------===//

#include "KernelVariants.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/TargetParser/X86TargetParser.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <string>

using namespace llvm;
using mlir::gather::KernelVariant;

namespace {
/// An x86-64 microarchitecture level, by its LLVM CPU name.
struct X86Level {
  StringRef cpu;
  unsigned level;
};

/// A register that CPUID writes.
enum CpuidRegister { EAX, EBX, ECX, EDX };

/// CPUID bits that code of `level` (and above) may use.
struct CpuidRequirement {
  unsigned level;
  uint32_t leaf;
  CpuidRegister reg;
  uint32_t mask;
};
} // namespace

static constexpr X86Level kX86Levels[] = {
    {"x86-64", 1}, {"x86-64-v2", 2}, {"x86-64-v3", 3}, {"x86-64-v4", 4}};

// The features of each level (the x86-64 psABI), by CPUID leaf.
static constexpr CpuidRequirement kCpuidRequirements[] = {
    // SSE3, SSSE3, CMPXCHG16B, SSE4.1, SSE4.2, POPCNT; LAHF/SAHF.
    {2, 1, ECX, 1u << 0 | 1u << 9 | 1u << 13 | 1u << 19 | 1u << 20 | 1u << 23},
    {2, 0x80000001, ECX, 1u << 0},
    // FMA, MOVBE, XSAVE, OSXSAVE, AVX, F16C; BMI1, AVX2, BMI2; LZCNT.
    {3, 1, ECX,
     1u << 12 | 1u << 22 | 1u << 26 | 1u << 27 | 1u << 28 | 1u << 29},
    {3, 7, EBX, 1u << 3 | 1u << 5 | 1u << 8},
    {3, 0x80000001, ECX, 1u << 5},
    // AVX512F, AVX512DQ, AVX512CD, AVX512BW, AVX512VL.
    {4, 7, EBX, 1u << 16 | 1u << 17 | 1u << 28 | 1u << 30 | 1u << 31},
};

/// The register state (XCR0) the OS must save for a level's code: SSE and
/// AVX for level 3, and the AVX-512 opmask and ZMM state for level 4.
static uint64_t getRequiredXcr0(unsigned level) {
  return level >= 4 ? 0xE6 : level == 3 ? 0x6 : 0;
}

/// CPU vendors, as the dispatcher tells them apart.
enum Vendor : uint32_t { UnknownVendor = 0, Intel = 1, AMD = 2 };

/// A vendor's CPUID leaf 0 signature: EBX, EDX, ECX ("GenuineIntel").
struct VendorSignature {
  Vendor vendor;
  uint32_t ebx, edx, ecx;
};
static constexpr VendorSignature kVendorSignatures[] = {
    {Intel, 0x756e6547, 0x49656e69, 0x6c65746e},
    {AMD, 0x68747541, 0x69746e65, 0x444d4163},
};

/// The vendor whose cores LLVM CPU `cpu` names: AMD's Zen, Bulldozer and
/// Bobcat families; Intel's for any other processor.
static Vendor getVendor(StringRef cpu) {
  for (StringRef amd : {"znver", "bdver", "btver"})
    if (cpu.starts_with(amd))
      return AMD;
  return Intel;
}

static std::optional<unsigned> getX86Level(StringRef cpu) {
  for (const X86Level &known : kX86Levels)
    if (known.cpu == cpu)
      return known.level;
  return std::nullopt;
}

std::string mlir::gather::KernelVariant::getName() const {
  return tune.empty() ? level : level + ":" + tune;
}

llvm::Expected<SmallVector<mlir::gather::KernelVariant>>
mlir::gather::parseKernelVariants(ArrayRef<std::string> specs) {
  SmallVector<KernelVariant> variants;
  StringSet<> seen;
  for (StringRef spec : specs) {
    auto [level, tune] = spec.split(':');
    if (!getX86Level(level))
      return createStringError(
          "target CPUs are x86-64 levels (" +
          join(map_range(kX86Levels, [](const X86Level &l) { return l.cpu; }),
               ", ") +
          "), each optionally tuned for a CPU (x86-64-v4:znver4), not '" +
          spec + "'");
    if (spec.contains(':') &&
        (getX86Level(tune) || X86::parseTuneCPU(tune, true) == X86::CK_None))
      return createStringError("'" + tune + "' in '" + spec +
                               "' is not a CPU to tune for");
    if (!seen.insert(spec).second)
      return createStringError("target CPU '" + spec + "' is named twice");
    variants.push_back({level.str(), tune.str()});
  }
  // From the lowest level up; a tuned variant after the level's untuned
  // one, which it overrides on its vendor's CPUs.
  llvm::sort(variants, [](const KernelVariant &a, const KernelVariant &b) {
    return std::make_tuple(*getX86Level(a.level), !a.tune.empty(), a.tune) <
           std::make_tuple(*getX86Level(b.level), !b.tune.empty(), b.tune);
  });
  return variants;
}

//===----------------------------------------------------------------------===//
// CPU detection
//===----------------------------------------------------------------------===//

/// EAX, EBX, ECX and EDX of CPUID `leaf` (subleaf 0).
static SmallVector<Value *> emitCpuid(IRBuilder<> &b, uint32_t leaf) {
  Type *i32 = b.getInt32Ty();
  auto *type =
      FunctionType::get(StructType::get(i32, i32, i32, i32), {i32, i32}, false);
  auto *cpuid = InlineAsm::get(type, "cpuid",
                               "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},"
                               "~{fpsr},~{flags}",
                               /*hasSideEffects=*/true);
  Value *regs = b.CreateCall(type, cpuid, {b.getInt32(leaf), b.getInt32(0)});
  SmallVector<Value *> values;
  for (unsigned i = 0; i < 4; ++i)
    values.push_back(b.CreateExtractValue(regs, i));
  return values;
}

/// XCR0 (XGETBV 0), or 0 where `osxsave` says the OS has not enabled it.
static Value *emitXcr0(IRBuilder<> &b, Value *osxsave) {
  Function *function = b.GetInsertBlock()->getParent();
  BasicBlock *before = b.GetInsertBlock();
  BasicBlock *read = BasicBlock::Create(b.getContext(), "xgetbv", function);
  BasicBlock *done = BasicBlock::Create(b.getContext(), "xcr0", function);
  b.CreateCondBr(osxsave, read, done);
  b.SetInsertPoint(read);
  Type *i32 = b.getInt32Ty();
  auto *type = FunctionType::get(StructType::get(i32, i32), {i32}, false);
  auto *xgetbv = InlineAsm::get(
      type, "xgetbv", "={ax},={dx},{cx},~{dirflag},~{fpsr},~{flags}", true);
  Value *regs = b.CreateCall(type, xgetbv, {b.getInt32(0)});
  Value *low = b.CreateZExt(b.CreateExtractValue(regs, 0), b.getInt64Ty());
  Value *high = b.CreateZExt(b.CreateExtractValue(regs, 1), b.getInt64Ty());
  Value *xcr0 = b.CreateOr(low, b.CreateShl(high, 32));
  b.CreateBr(done);
  b.SetInsertPoint(done);
  PHINode *phi = b.CreatePHI(b.getInt64Ty(), 2);
  phi->addIncoming(b.getInt64(0), before);
  phi->addIncoming(xcr0, read);
  return phi;
}

/// The registers of every leaf the requirements read; leaves above the
/// CPU's highest (basic or extended) read as zeros.
static DenseMap<uint32_t, SmallVector<Value *>>
emitCpuidLeaves(IRBuilder<> &b) {
  Value *maxBasic = emitCpuid(b, 0)[EAX];
  Value *maxExtended = emitCpuid(b, 0x80000000)[EAX];
  DenseMap<uint32_t, SmallVector<Value *>> leaves;
  for (const CpuidRequirement &requirement : kCpuidRequirements) {
    if (leaves.count(requirement.leaf))
      continue;
    Value *max = requirement.leaf >= 0x80000000 ? maxExtended : maxBasic;
    Value *present = b.CreateICmpUGE(max, b.getInt32(requirement.leaf));
    SmallVector<Value *> regs = emitCpuid(b, requirement.leaf);
    for (Value *&reg : regs)
      reg = b.CreateSelect(present, reg, b.getInt32(0));
    leaves[requirement.leaf] = regs;
  }
  return leaves;
}

/// A new `internal i32 @name()` with an empty entry block.
static Function *createInternalI32Function(Module &module, StringRef name) {
  LLVMContext &context = module.getContext();
  auto *function = Function::Create(
      FunctionType::get(llvm::Type::getInt32Ty(context), false),
      GlobalValue::InternalLinkage, name, module);
  BasicBlock::Create(context, "entry", function);
  return function;
}

/// `internal i32 @gather.cpu_level()`: the highest x86-64 level this CPU
/// (and its OS) runs, 1 to 4.
static Function *buildCpuLevelFunction(Module &module) {
  Function *function = createInternalI32Function(module, "gather.cpu_level");
  IRBuilder<> b(&function->getEntryBlock());
  DenseMap<uint32_t, SmallVector<Value *>> leaves = emitCpuidLeaves(b);
  Value *osxsave = b.CreateICmpNE(
      b.CreateAnd(leaves[1][ECX], b.getInt32(1u << 27)), b.getInt32(0));
  Value *xcr0 = emitXcr0(b, osxsave);
  Value *level = b.getInt32(1);
  Value *runsBelow = b.getTrue();
  for (unsigned candidate = 2; candidate <= 4; ++candidate) {
    Value *runs = runsBelow;
    for (const CpuidRequirement &requirement : kCpuidRequirements) {
      if (requirement.level != candidate)
        continue;
      Value *bits = b.CreateAnd(leaves[requirement.leaf][requirement.reg],
                                b.getInt32(requirement.mask));
      runs =
          b.CreateAnd(runs, b.CreateICmpEQ(bits, b.getInt32(requirement.mask)));
    }
    if (uint64_t state = getRequiredXcr0(candidate))
      runs = b.CreateAnd(
          runs, b.CreateICmpEQ(b.CreateAnd(xcr0, state), b.getInt64(state)));
    level = b.CreateSelect(runs, b.getInt32(candidate), level);
    runsBelow = runs;
  }
  b.CreateRet(level);
  return function;
}

/// `internal i32 @gather.cpu_vendor()`: this CPU's Vendor.
static Function *buildCpuVendorFunction(Module &module) {
  Function *function = createInternalI32Function(module, "gather.cpu_vendor");
  IRBuilder<> b(&function->getEntryBlock());
  SmallVector<Value *> regs = emitCpuid(b, 0);
  Value *vendor = b.getInt32(UnknownVendor);
  for (const VendorSignature &signature : kVendorSignatures) {
    Value *matches = b.CreateAnd(
        b.CreateAnd(b.CreateICmpEQ(regs[EBX], b.getInt32(signature.ebx)),
                    b.CreateICmpEQ(regs[EDX], b.getInt32(signature.edx))),
        b.CreateICmpEQ(regs[ECX], b.getInt32(signature.ecx)));
    vendor = b.CreateSelect(matches, b.getInt32(signature.vendor), vendor);
  }
  b.CreateRet(vendor);
  return function;
}

//===----------------------------------------------------------------------===//
// Choosing a variant
//===----------------------------------------------------------------------===//

namespace {
/// What the dispatchers of one object share.
struct Dispatch {
  /// The variants, from the lowest level up.
  SmallVector<KernelVariant> variants;
  /// `internal global i32 @gather.variant`: the index into `variants` of the
  /// variant every call runs, -1 until the first call has chosen.
  GlobalVariable *chosen;
  /// `internal i32 @gather.select_variant()`: chooses, records and returns
  /// the variant.
  Function *select;
};
} // namespace

/// The names of the variants, comma-separated.
static std::string describeVariants(const Dispatch &dispatch) {
  return join(map_range(dispatch.variants,
                        [](const KernelVariant &v) { return v.getName(); }),
              ", ");
}

/// Writes `message` to standard error and aborts: ends the block.
static void emitRefusal(IRBuilder<> &b, StringRef message) {
  Module &module = *b.GetInsertBlock()->getModule();
  Type *ptr = b.getPtrTy(), *i32 = b.getInt32Ty(), *i64 = b.getInt64Ty();
  FunctionCallee write = module.getOrInsertFunction(
      "write", FunctionType::get(i64, {i32, ptr, i64}, false));
  FunctionCallee abort = module.getOrInsertFunction(
      "abort", FunctionType::get(b.getVoidTy(), false));
  b.CreateCall(write, {b.getInt32(2), b.CreateGlobalString(message),
                       b.getInt64(message.size())});
  b.CreateCall(abort)->setDoesNotReturn();
  b.CreateUnreachable();
}

/// Records variant `index` as the one to run and returns it: ends the block.
static void emitChoice(IRBuilder<> &b, const Dispatch &dispatch, Value *index) {
  b.CreateAlignedStore(index, dispatch.chosen, Align(4))
      ->setAtomic(AtomicOrdering::Monotonic);
  b.CreateRet(index);
}

/// Without GATHER_KERNEL_VARIANT: the last variant (the highest level,
/// tuned where one is tuned for `vendor`) that `level` reaches, if any.
static void emitAutomaticChoice(IRBuilder<> &b, const Dispatch &dispatch,
                                Value *level, Value *vendor) {
  Value *best = b.getInt32(-1);
  for (auto [index, variant] : enumerate(dispatch.variants)) {
    Value *eligible =
        b.CreateICmpUGE(level, b.getInt32(*getX86Level(variant.level)));
    if (!variant.tune.empty())
      eligible = b.CreateAnd(
          eligible,
          b.CreateICmpEQ(vendor, b.getInt32(getVendor(variant.tune))));
    best = b.CreateSelect(eligible, b.getInt32(index), best);
  }
  Function *function = b.GetInsertBlock()->getParent();
  auto *none = BasicBlock::Create(b.getContext(), "no_variant", function);
  auto *found = BasicBlock::Create(b.getContext(), "found", function);
  b.CreateCondBr(b.CreateICmpSLT(best, b.getInt32(0)), none, found);
  b.SetInsertPoint(none);
  emitRefusal(b, "gather kernels: this CPU runs none of their variants (" +
                     describeVariants(dispatch) + ")\n");
  b.SetInsertPoint(found);
  emitChoice(b, dispatch, best);
}

/// With GATHER_KERNEL_VARIANT = `name`: the variant it names, if this CPU
/// (of `level`) runs it.
static void emitForcedChoice(IRBuilder<> &b, const Dispatch &dispatch,
                             Value *level, Value *name) {
  Module &module = *b.GetInsertBlock()->getModule();
  Function *function = b.GetInsertBlock()->getParent();
  LLVMContext &context = b.getContext();
  FunctionCallee strcmp = module.getOrInsertFunction(
      "strcmp",
      FunctionType::get(b.getInt32Ty(), {b.getPtrTy(), b.getPtrTy()}, false));
  for (auto [index, variant] : enumerate(dispatch.variants)) {
    std::string variantName = variant.getName();
    auto *named = BasicBlock::Create(context, "named", function);
    auto *next = BasicBlock::Create(context, "not_named", function);
    Value *differs =
        b.CreateCall(strcmp, {name, b.CreateGlobalString(variantName)});
    b.CreateCondBr(b.CreateICmpEQ(differs, b.getInt32(0)), named, next);
    b.SetInsertPoint(named);
    auto *runs = BasicBlock::Create(context, "runs", function);
    auto *lacks = BasicBlock::Create(context, "lacks", function);
    b.CreateCondBr(
        b.CreateICmpUGE(level, b.getInt32(*getX86Level(variant.level))), runs,
        lacks);
    b.SetInsertPoint(lacks);
    emitRefusal(b, "gather kernels: GATHER_KERNEL_VARIANT=" + variantName +
                       ", but this CPU cannot run " + variant.level +
                       " code\n");
    b.SetInsertPoint(runs);
    emitChoice(b, dispatch, b.getInt32(index));
    b.SetInsertPoint(next);
  }
  emitRefusal(b, "gather kernels: GATHER_KERNEL_VARIANT names none of their "
                 "variants (" +
                     describeVariants(dispatch) + ")\n");
}

/// Fills in `dispatch.select`: detects the CPU's level and vendor, then
/// chooses automatically or as GATHER_KERNEL_VARIANT says.
static void buildSelectFunction(Module &module, Dispatch &dispatch) {
  LLVMContext &context = module.getContext();
  Function *cpuLevel = buildCpuLevelFunction(module);
  Function *cpuVendor = buildCpuVendorFunction(module);
  dispatch.select = createInternalI32Function(module, "gather.select_variant");
  dispatch.select->addFnAttr(Attribute::NoInline);
  dispatch.select->addFnAttr(Attribute::Cold);
  IRBuilder<> b(&dispatch.select->getEntryBlock());
  Value *level = b.CreateCall(cpuLevel);
  Value *vendor = b.CreateCall(cpuVendor);
  FunctionCallee getenv = module.getOrInsertFunction(
      "getenv", FunctionType::get(b.getPtrTy(), {b.getPtrTy()}, false));
  Value *name =
      b.CreateCall(getenv, {b.CreateGlobalString("GATHER_KERNEL_VARIANT")});
  auto *automatic = BasicBlock::Create(context, "automatic", dispatch.select);
  auto *forced = BasicBlock::Create(context, "forced", dispatch.select);
  b.CreateCondBr(b.CreateIsNull(name), automatic, forced);
  b.SetInsertPoint(automatic);
  emitAutomaticChoice(b, dispatch, level, vendor);
  b.SetInsertPoint(forced);
  emitForcedChoice(b, dispatch, level, name);
}

/// Replaces the body of `entry` by a call of the chosen variant among
/// `variants` (one per variant of `dispatch`).
static void buildDispatcher(Function &entry, ArrayRef<Function *> variants,
                            const Dispatch &dispatch) {
  LLVMContext &context = entry.getContext();
  entry.deleteBody();
  IRBuilder<> b(BasicBlock::Create(context, "entry", &entry));
  LoadInst *known =
      b.CreateAlignedLoad(b.getInt32Ty(), dispatch.chosen, Align(4), "variant");
  known->setAtomic(AtomicOrdering::Monotonic);
  auto *choose = BasicBlock::Create(context, "choose", &entry);
  auto *dispatchBlock = BasicBlock::Create(context, "dispatch", &entry);
  b.CreateCondBr(b.CreateICmpSLT(known, b.getInt32(0)), choose, dispatchBlock);
  b.SetInsertPoint(choose);
  Value *chosen = b.CreateCall(dispatch.select);
  b.CreateBr(dispatchBlock);
  b.SetInsertPoint(dispatchBlock);
  PHINode *index = b.CreatePHI(b.getInt32Ty(), 2);
  index->addIncoming(known, &entry.getEntryBlock());
  index->addIncoming(chosen, choose);
  SmallVector<Value *> args(llvm::make_pointer_range(entry.args()));
  SwitchInst *branch = nullptr;
  for (auto [position, variant] : enumerate(variants)) {
    auto *call = BasicBlock::Create(context, "call", &entry);
    if (!branch)
      branch = b.CreateSwitch(index, call, variants.size() - 1);
    else
      branch->addCase(b.getInt32(position), call);
    IRBuilder<> callBuilder(call);
    CallInst *result = callBuilder.CreateCall(variant, args);
    result->setTailCall();
    if (entry.getReturnType()->isVoidTy())
      callBuilder.CreateRetVoid();
    else
      callBuilder.CreateRet(result);
  }
}

//===----------------------------------------------------------------------===//
// Variants
//===----------------------------------------------------------------------===//

/// The suffix of `variant`'s copies of the module's definitions.
static std::string getSuffix(const KernelVariant &variant) {
  return "." + variant.level + (variant.tune.empty() ? "" : "." + variant.tune);
}

/// `module` for `variant`: every definition renamed with its suffix and
/// (functions) marked with its CPU, tuning and `features`; the entry points
/// stay external until linked, since the linker only brings in local
/// definitions that something it links uses.
static std::unique_ptr<Module> cloneForVariant(const Module &module,
                                               const KernelVariant &variant,
                                               StringRef features) {
  std::unique_ptr<Module> clone = CloneModule(module);
  std::string suffix = getSuffix(variant);
  for (Function &function : *clone) {
    if (function.isDeclaration())
      continue;
    function.setName(function.getName() + suffix);
    function.addFnAttr("target-cpu", variant.level);
    if (!variant.tune.empty())
      function.addFnAttr("tune-cpu", variant.tune);
    if (!features.empty())
      function.addFnAttr("target-features", features);
  }
  for (GlobalVariable &global : clone->globals()) {
    if (global.isDeclaration())
      continue;
    global.setName(global.getName() + suffix);
    if (!global.hasLocalLinkage())
      global.setLinkage(GlobalValue::InternalLinkage);
  }
  return clone;
}

/// Drops the definitions of the original module that only the entry points'
/// old bodies used.
static void eraseOriginals(ArrayRef<Function *> functions,
                           ArrayRef<GlobalVariable *> globals) {
  for (Function *function : functions)
    function->dropAllReferences();
  for (Function *function : functions)
    function->eraseFromParent();
  for (GlobalVariable *global : globals)
    if (global->use_empty())
      global->eraseFromParent();
}

LogicalResult mlir::gather::emitKernelVariants(Module &module,
                                               ArrayRef<KernelVariant> variants,
                                               StringRef features) {
  Dispatch dispatch;
  dispatch.variants.assign(variants.begin(), variants.end());
  SmallVector<Function *> entries, internals;
  for (Function &function : module)
    if (!function.isDeclaration())
      (function.hasLocalLinkage() ? internals : entries).push_back(&function);
  SmallVector<GlobalVariable *> globals;
  for (GlobalVariable &global : module.globals())
    if (!global.isDeclaration())
      globals.push_back(&global);

  SmallVector<std::unique_ptr<Module>> clones;
  for (const KernelVariant &variant : dispatch.variants)
    clones.push_back(cloneForVariant(module, variant, features));
  for (std::unique_ptr<Module> &clone : clones)
    if (Linker::linkModules(module, std::move(clone)))
      return failure();

  dispatch.chosen = new GlobalVariable(
      module, llvm::Type::getInt32Ty(module.getContext()), /*isConstant=*/false,
      GlobalValue::InternalLinkage,
      ConstantInt::getSigned(llvm::Type::getInt32Ty(module.getContext()), -1),
      "gather.variant");
  buildSelectFunction(module, dispatch);
  for (Function *entry : entries) {
    SmallVector<Function *> copies;
    for (const KernelVariant &variant : dispatch.variants) {
      copies.push_back(
          module.getFunction((entry->getName() + getSuffix(variant)).str()));
      copies.back()->setLinkage(GlobalValue::InternalLinkage);
    }
    buildDispatcher(*entry, copies, dispatch);
  }
  eraseOriginals(internals, globals);
  return success();
}
