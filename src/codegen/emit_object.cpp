#include "codegen/emit_object.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <mutex>
#include <set>

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/DiagnosticPrinter.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Linker/Linker.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Transforms/Utils/BasicBlockUtils.h>
#include <llvm/Support/ErrorHandling.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Transforms/InstCombine/InstCombine.h>
#include <llvm/Transforms/Scalar/ADCE.h>
#include <llvm/Transforms/Scalar/EarlyCSE.h>
#include <llvm/Transforms/Scalar/SROA.h>
#include <llvm/Transforms/Scalar/SimplifyCFG.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm/Transforms/Utils/ModuleUtils.h>

#include "sema/types.h"

extern "C" {
void LLVMInitializeBPFTargetInfo();
void LLVMInitializeBPFTarget();
void LLVMInitializeBPFTargetMC();
void LLVMInitializeBPFAsmPrinter();
}

namespace kt::embedded {
extern const unsigned char helpers_bitcode[];
extern const size_t helpers_bitcode_size;
} // namespace kt::embedded

namespace kt::codegen {

using namespace llvm;

// The bitcode is read lazily: the linker reads the bodies of the functions
// it links and no others (reading all of them took some 10 ms, a fifth of
// `BEGIN { exit(); }`), and not at all for a module that wants none.
Status link_helpers(Module &m) {
  std::vector<std::string> wanted;
  for (Function &f : m)
    if (f.isDeclaration() && f.getName().startswith("kt_"))
      wanted.push_back(f.getName().str());
  bool wants_globals = false;
  for (GlobalVariable &g : m.globals())
    wants_globals |= g.isDeclaration();
  if (wanted.empty() && !wants_globals)
    return {};
  StringRef bytes(reinterpret_cast<const char *>(embedded::helpers_bitcode), embedded::helpers_bitcode_size);
  auto helpers = getLazyBitcodeModule(MemoryBufferRef(bytes, "kt_helpers.bc"), m.getContext());
  if (!helpers)
    return Error("read BPF helper bitcode: " + toString(helpers.takeError()));
  (*helpers)->setDataLayout(m.getDataLayout());
  (*helpers)->setTargetTriple(m.getTargetTriple());
  if (Linker::linkModules(m, std::move(*helpers), Linker::Flags::LinkOnlyNeeded))
    return Error("link BPF helper bitcode");
  for (const std::string &name : wanted) {
    Function *f = m.getFunction(name);
    if (!f || f->isDeclaration())
      return Error("BPF helper '" + name + "' is missing from the helper bitcode");
    f->setLinkage(GlobalValue::InternalLinkage);
    f->removeFnAttr(Attribute::NoInline);
    f->removeFnAttr(Attribute::OptimizeNone);
    f->addFnAttr(Attribute::AlwaysInline);
  }
  return {};
}

namespace {

// The helper files' maps come in with their @llvm.compiler.used list (SEC()
// marks every map used), all of them as soon as the program calls one
// helper, and libbpf creates every map an object has: a hist() one-liner
// used to create the session engine's maps too, some 40 MB of preallocated
// kernel memory. Once the optimizer has inlined the helpers, a map that
// only the list names goes.
void drop_unused_maps(Module &m) {
  // libbpf attaches a USDT probe through libbpf's own two USDT maps, used or
  // not by the program's code.
  bool usdt = false;
  for (const Function &f : m)
    usdt |= f.getSection().startswith("usdt");
  std::vector<GlobalVariable *> unused;
  for (GlobalVariable &g : m.globals())
    if (g.getSection() == ".maps" && g.hasOneUse() && !(usdt && g.getName().startswith("__bpf_usdt")))
      if (auto *list = dyn_cast<ConstantArray>(*g.user_begin()); list && list->hasOneUse())
        if (auto *used = dyn_cast<GlobalVariable>(*list->user_begin()); used && used->getName() == "llvm.compiler.used")
          unused.push_back(&g);
  if (unused.empty())
    return;
  std::set<Constant *> gone(unused.begin(), unused.end());
  removeFromUsedLists(m, [&](Constant *c) { return gone.count(c) > 0; });
  for (GlobalVariable *g : unused)
    g->eraseFromParent();
}

// LLVM reports what it cannot compile with report_fatal_error; codegen runs
// before anything is loaded, so kt can stop right there, as a kt bug.
void on_llvm_fatal(void *, const char *reason, bool) {
  // BPF's jumps reach 32,767 instructions: a probe whose code is longer
  // than that between a branch and its target (thousands of statements
  // under one `if`, or strings of a large max_strlen copied and compared
  // inline) meets a limit of BPF, as a verifier rejection does (exit 1),
  // not a kt bug.
  if (std::strstr(reason, "Branch target out of insn range")) {
    std::fprintf(stderr,
                 "kt: the program is too large for BPF: one of its jumps spans more than 32,767 instructions "
                 "(LLVM: %s)\nhint: split the work across probes, or shorten the code under one condition or "
                 "loop (each string is copied and compared inline, max_strlen bytes at a time)\n",
                 reason);
    std::fflush(stderr);
    std::_Exit(1);
  }
  std::fprintf(stderr, "kt: internal error: LLVM could not compile the program: %s\n", reason);
  std::fflush(stderr);
  std::_Exit(70);
}

std::unique_ptr<TargetMachine> bpf_target_machine() {
  static std::once_flag once;
  std::call_once(once, [] {
    install_fatal_error_handler(on_llvm_fatal, nullptr);
    LLVMInitializeBPFTargetInfo();
    LLVMInitializeBPFTarget();
    LLVMInitializeBPFTargetMC();
    LLVMInitializeBPFAsmPrinter();
  });
  std::string err;
  const Target *target = TargetRegistry::lookupTarget("bpfel", err);
  if (!target)
    return nullptr;
  TargetOptions opts;
  return std::unique_ptr<TargetMachine>(
      target->createTargetMachine("bpfel", "generic", "", opts, Reloc::PIC_, std::nullopt, CodeGenOpt::Aggressive));
}

// IR instructions in the module's largest function past which it gets one
// round of the cleanup passes instead of -O2's pipeline. -O2 runs
// InstCombine some eight times, and on a probe of thousands of map stores
// that was most of the optimizer's time (2,000 stores: 0.15-0.24 s of
// InstCombine alone, against 0.03-0.04 s for the whole short pipeline);
// such straight-line code has little for the later rounds to find.
constexpr size_t kLargeFunction = 4096;

size_t largest_function(const Module &m) {
  size_t most = 0;
  for (const Function &f : m)
    most = std::max<size_t>(most, f.getInstructionCount());
  return most;
}

void optimize(Module &m, TargetMachine &tm) {
  LoopAnalysisManager lam;
  FunctionAnalysisManager fam;
  CGSCCAnalysisManager cgam;
  ModuleAnalysisManager mam;
  PassBuilder pb(&tm);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  ModulePassManager mpm;
  if (largest_function(m) > kLargeFunction) {
    FunctionPassManager fpm;
    fpm.addPass(SROAPass(SROAOptions::ModifyCFG));
    fpm.addPass(EarlyCSEPass());
    fpm.addPass(InstCombinePass());
    fpm.addPass(SimplifyCFGPass());
    fpm.addPass(ADCEPass());
    mpm.addPass(createModuleToFunctionPassAdaptor(std::move(fpm)));
  } else {
    mpm = pb.buildPerModuleDefaultPipeline(OptimizationLevel::O2);
  }
  mpm.run(m, mam);
}

// The optimizer makes plain memsets and memcpys of its own (MemCpyOpt
// turns stores of zeros, or a copy of zeroed memory, into a memset), and
// the BPF backend expands those into at most 128 stores, calling memset()
// or memcpy() past that, which BPF cannot: "A call to built-in function
// 'memset' is not supported" (a 1024-byte string). Made inline, they are
// always expanded, as codegen's own (ProgramLowering::zero, copy) are.
void inline_memory_intrinsics(Module &m) {
  std::vector<MemIntrinsic *> plain;
  for (Function &f : m)
    for (Instruction &i : instructions(f))
      if (auto *mi = dyn_cast<MemIntrinsic>(&i); mi && isa<ConstantInt>(mi->getLength()) &&
                                                 ((isa<MemSetInst>(mi) && !isa<MemSetInlineInst>(mi)) ||
                                                  (isa<MemCpyInst>(mi) && !isa<MemCpyInlineInst>(mi))))
        plain.push_back(mi);
  for (MemIntrinsic *mi : plain) {
    IRBuilder<> b(mi);
    if (auto *set = dyn_cast<MemSetInst>(mi))
      b.CreateMemSetInline(set->getDest(), set->getDestAlign(), set->getValue(), set->getLength(),
                           set->isVolatile());
    else if (auto *cpy = dyn_cast<MemCpyInst>(mi))
      b.CreateMemCpyInline(cpy->getDest(), cpy->getDestAlign(), cpy->getSource(), cpy->getSourceAlign(),
                           cpy->getLength(), cpy->isVolatile());
    mi->eraseFromParent();
  }
}

// A value past this many bytes is not zeroed or copied: expanded inline,
// its stores take the instruction selector minutes (a C array of 2^63
// bytes, forever), and no BPF program could run them. Sema refuses such
// types where they are declared or used (sema::kMaxValueBytes), so this
// is an internal error's safety net: codegen fails quickly, never hangs.
constexpr uint64_t kMaxInlineBytes = sema::kMaxValueBytes;

Status check_memory_intrinsics(Module &m) {
  for (Function &f : m)
    for (Instruction &i : instructions(f))
      if (auto *mi = dyn_cast<MemIntrinsic>(&i))
        if (auto *len = dyn_cast<ConstantInt>(mi->getLength()); len && len->getValue().ugt(kMaxInlineBytes))
          return Error("a value of " + std::to_string(len->getValue().getLimitedValue()) +
                       " bytes is too large for a BPF program (kt copies values of up to " +
                       std::to_string(kMaxInlineBytes) + " bytes)");
  return {};
}

// Cuts basic blocks longer than kMaxBlock instructions into a chain of
// blocks. Instruction selection works a block at a time and grows faster
// than linearly with a block's size: a probe of thousands of map stores is
// one block after optimization, and took 21 s to compile at 5,000 stores.
// Done after the IR passes (which would merge the pieces again); the
// branches between the pieces fall through and cost nothing at run time.
// The cuts fall every kMaxBlock instructions from the block's first one;
// they are made from the last to the first, so that each moves at most
// kMaxBlock instructions (cut from the first, every cut moved the whole
// rest of the block: quadratic in its length).
void split_long_blocks(Module &m) {
  constexpr size_t kMaxBlock = 256;
  for (Function &f : m) {
    std::vector<BasicBlock *> blocks;
    for (BasicBlock &bb : f)
      blocks.push_back(&bb);
    for (BasicBlock *bb : blocks) {
      std::vector<Instruction *> cuts;
      size_t i = 0;
      for (auto it = bb->getFirstInsertionPt(); it != bb->end() && !it->isTerminator(); ++it, ++i)
        if (i > 0 && i % kMaxBlock == 0)
          cuts.push_back(&*it);
      for (auto cut = cuts.rbegin(); cut != cuts.rend(); ++cut)
        SplitBlock(bb, *cut);
    }
  }
}

// What the BPF backend reports as errors (a call it cannot lower, a stack
// past 512 bytes) goes to the context's diagnostic handler, whose default
// prints LLVM's own "error: kt.bpf.c:..." line and calls exit(1): raw text
// and a run-time status for a compiler bug. Collected here, they become
// codegen's error (kt's internal error, exit 70) instead.
void collect_errors(const DiagnosticInfo &di, void *errors) {
  if (di.getSeverity() != DS_Error)
    return;
  // "kt.bpf.c:PLACE:1: in function tp_0 i32 (ptr): MESSAGE": the debug
  // line is a kt place (ModuleBuilder::debug_loc), which codegen's
  // locate_backend_error turns into the program's file, line and column.
  std::string text;
  raw_string_ostream os(text);
  DiagnosticPrinterRawOStream printer(os);
  di.print(printer);
  // The stack check repeats itself for every frame object past the limit.
  std::string message = os.str();
  while (!message.empty() && message.back() == '\n')
    message.pop_back();
  auto &all = *static_cast<std::string *>(errors);
  if (all.find(message) == std::string::npos)
    all += (all.empty() ? "" : "; ") + message;
}

Status emit(Module &m, TargetMachine &tm, CodeGenFileType type, SmallVectorImpl<char> &out) {
  raw_svector_ostream os(out);
  legacy::PassManager pm;
  if (tm.addPassesToEmitFile(pm, os, nullptr, type))
    return Error("the BPF target cannot emit this file type");
  std::string errors;
  m.getContext().setDiagnosticHandlerCallBack(collect_errors, &errors);
  pm.run(m);
  m.getContext().setDiagnosticHandlerCallBack(nullptr, nullptr);
  if (!errors.empty())
    return Error("the BPF backend cannot compile the program: " + errors);
  return {};
}

} // namespace

Result<std::vector<char>> emit_object(Module &m, std::ostream *ir_opt, std::ostream *assembly) {
  std::unique_ptr<TargetMachine> tm = bpf_target_machine();
  if (!tm)
    return Error("LLVM has no BPF target");
  m.setDataLayout(tm->createDataLayout());
  std::string verify;
  raw_string_ostream vs(verify);
  if (verifyModule(m, &vs))
    return Error("generated IR is invalid: " + vs.str());
  if (Status s = check_memory_intrinsics(m); !s)
    return s.error();
  optimize(m, *tm);
  inline_memory_intrinsics(m);
  if (Status s = check_memory_intrinsics(m); !s)
    return s.error();
  drop_unused_maps(m);
  split_long_blocks(m);
  if (ir_opt) {
    std::string text;
    raw_string_ostream os(text);
    m.print(os, nullptr);
    *ir_opt << os.str();
  }
  if (assembly) {
    std::unique_ptr<Module> copy = CloneModule(m);
    SmallVector<char, 0> text;
    if (Status s = emit(*copy, *tm, CGFT_AssemblyFile, text); !s)
      return s.error();
    assembly->write(text.data(), static_cast<std::streamsize>(text.size()));
  }
  SmallVector<char, 0> obj;
  if (Status s = emit(m, *tm, CGFT_ObjectFile, obj); !s)
    return s.error();
  return std::vector<char>(obj.begin(), obj.end());
}

} // namespace kt::codegen
