// The C helpers' declarations come from the helper bitcode's own types
// (codegen/helper_prototypes.h), and a helper the bitcode lacks is a kt
// bug, not a declaration of some made-up type.
#include "codegen/helper_prototypes.h"

#include <stdexcept>
#include <string>

#include <gtest/gtest.h>
#include <llvm/Support/raw_ostream.h>

#include "codegen/lower.h"

namespace kt::codegen {
namespace {

std::string text(const llvm::Type *t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t->print(os);
  return s;
}

TEST(HelperPrototypes, TheTypesTheCSourcesGive) {
  llvm::LLVMContext ctx;
  struct Case {
    const char *name, *type;
  };
  // bpf/helpers/strings.bpf.c, histograms.bpf.c, session.bpf.c
  for (const Case &c : {Case{"kt_strcmp", "i64 (ptr, i64, ptr, i64)"}, Case{"kt_log2_bucket", "i64 (i64)"},
                        Case{"kt_session_enter", "i32 (i64, i64, i64)"}, Case{"kt_calls_record", "ptr ()"},
                        Case{"kt_calls_enter", "void (i64, i32)"}, Case{"kt_session_args_exit", "void ()"}}) {
    llvm::FunctionType *ty = helper_prototype(ctx, c.name);
    ASSERT_TRUE(ty) << c.name;
    EXPECT_EQ(text(ty), c.type) << c.name;
  }
  EXPECT_EQ(helper_prototype(ctx, "kt_no_such_helper"), nullptr);
  EXPECT_EQ(helper_prototype(ctx, "kt_calls_append"), nullptr); // static in session.bpf.c
}

TEST(HelperPrototypes, AnUnknownHelperIsAnInternalError) {
  llvm::LLVMContext ctx;
  sema::Analysis info;
  ModuleBuilder mb(ctx, info);
  EXPECT_THROW(mb.bpf_helper("kt_no_such_helper"), std::logic_error);
  llvm::Function *f = mb.bpf_helper("kt_strncmp");
  EXPECT_EQ(text(f->getFunctionType()), "i64 (ptr, i64, ptr, i64, i64)");
  EXPECT_EQ(mb.bpf_helper("kt_strncmp"), f); // declared once
}

} // namespace
} // namespace kt::codegen
