// list_prototypes BITCODE OUTPUT.cpp: a build-time tool (bpf/CMakeLists.txt)
// that reads the linked helper bitcode and writes the LLVM function type of
// every helper it defines (external functions named kt_*), as LLVM prints
// it, into kt::embedded::helper_prototypes. Codegen declares the helpers
// from that table (codegen/helper_prototypes.h), so a helper's signature is
// written once: in its C source.
//
// Codegen builds the types back from the text and knows void, integers and
// pointers, all a helper has needed so far: a helper that takes or returns
// anything else (a struct by value, varargs) stops the build here.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>

using namespace llvm;

namespace {

bool plain(const Type *t) { return t->isVoidTy() || t->isIntegerTy() || t->isPointerTy(); }

int fail(const std::string &message) {
  errs() << "list_prototypes: " << message << "\n";
  return 1;
}

} // namespace

int main(int argc, char **argv) {
  if (argc != 3)
    return fail("usage: list_prototypes BITCODE OUTPUT.cpp");
  auto buffer = MemoryBuffer::getFile(argv[1]);
  if (!buffer)
    return fail(std::string("read ") + argv[1] + ": " + buffer.getError().message());
  LLVMContext ctx;
  auto module = getOwningLazyBitcodeModule(std::move(*buffer), ctx); // bodies are not needed
  if (!module)
    return fail(std::string("read ") + argv[1] + ": " + toString(module.takeError()));

  std::vector<std::pair<std::string, std::string>> helpers;
  for (const Function &f : **module) {
    if (f.isDeclaration() || f.hasLocalLinkage() || !f.getName().startswith("kt_"))
      continue;
    FunctionType *ty = f.getFunctionType();
    bool ok = !ty->isVarArg() && plain(ty->getReturnType()) &&
              std::all_of(ty->param_begin(), ty->param_end(), plain);
    std::string text;
    raw_string_ostream os(text);
    ty->print(os);
    if (!ok)
      return fail(f.getName().str() + " is '" + text +
                  "': codegen declares helpers of void, integers and pointers");
    helpers.emplace_back(f.getName().str(), text);
  }
  if (helpers.empty())
    return fail(std::string(argv[1]) + " defines no kt_* helper");
  std::sort(helpers.begin(), helpers.end());

  std::error_code ec;
  raw_fd_ostream out(argv[2], ec, sys::fs::OF_Text);
  if (ec)
    return fail(std::string("write ") + argv[2] + ": " + ec.message());
  out << "// Generated from kt_helpers.bc by bpf/list_prototypes.cpp.\n"
      << "#include <cstddef>\n\n"
      << "namespace kt::embedded {\n"
      << "extern const char *const helper_prototypes[][2] = {\n";
  for (const auto &[name, type] : helpers)
    out << "    {\"" << name << "\", \"" << type << "\"},\n";
  out << "};\n"
      << "extern const size_t helper_prototypes_size = " << helpers.size() << ";\n"
      << "} // namespace kt::embedded\n";
  return 0;
}
