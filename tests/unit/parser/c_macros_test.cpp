// The scanner's expansion of C macros (the table is made by hand here;
// cparts makes it from Clang's in kt): where the expansion's tokens are
// located, C's rules against self-reference, the depth limit, function-like
// names without arguments.
#include <gtest/gtest.h>

#include <sstream>

#include "ast/tree_printer.h"
#include "parser/driver.h"

namespace kt::test {
namespace {

cparts::Macro object(const std::string &name, const std::string &token) {
  return {name, false, {}, false, {{token, true}}};
}

struct MacroParse {
  ast::Context ctx;
  Diagnostics diags;
  std::unique_ptr<SourceFile> file;
  std::string tree;
};

std::unique_ptr<MacroParse> parse_with(const std::string &text, const cparts::MacroTable &macros) {
  auto p = std::make_unique<MacroParse>();
  p->file = std::make_unique<SourceFile>("test.kt", text);
  parser::Driver drv(p->ctx, p->diags);
  ast::Program *prog = drv.parse(*p->file, &p->file->text(), &macros);
  std::ostringstream os;
  if (prog)
    ast::print_tree(os, *prog, true);
  p->tree = os.str();
  return p;
}

TEST(CMacros, ExpansionIsLocatedAtItsUse) {
  cparts::MacroTable t;
  cparts::Macro twice{"TWICE", true, {"x"}, false, {{"(", true}, {"x", false}, {")", false}, {"*", true}, {"2", true}}};
  t.define(twice);
  auto p = parse_with("BEGIN { @a = TWICE(3 + 4); }", t);
  ASSERT_FALSE(p->diags.has_errors());
  EXPECT_NE(p->tree.find("binop *  <1:14-1:26>"), std::string::npos) << p->tree;
  EXPECT_NE(p->tree.find("int 2  <1:14-1:26>"), std::string::npos) << p->tree;
}

TEST(CMacros, SelfReferenceEndsAsAName) {
  cparts::MacroTable t;
  t.define(object("A", "B"));
  t.define(object("B", "A"));
  auto p = parse_with("BEGIN { @a = A; }", t);
  ASSERT_FALSE(p->diags.has_errors());
  EXPECT_NE(p->tree.find("ident A  <1:14-1:15>"), std::string::npos) << p->tree;
}

TEST(CMacros, DepthLimit) {
  cparts::MacroTable t;
  for (unsigned i = 0; i < cparts::MacroTable::kMaxDepth + 5; i++)
    t.define(object("M" + std::to_string(i), "M" + std::to_string(i + 1)));
  auto p = parse_with("BEGIN { @a = M0; }", t);
  ASSERT_EQ(p->diags.error_count(), 1u);
  EXPECT_EQ(p->diags.all()[0].message, "macro 'M64' expands more than 64 levels deep");
  EXPECT_EQ(p->diags.all()[0].loc.begin, (SourcePos{1, 14}));
}

TEST(CMacros, FunctionLikeNameWithoutParenthesesIsAName) {
  cparts::MacroTable t;
  t.define({"F", true, {}, false, {{"1", true}}});
  auto p = parse_with("BEGIN { $F = 2; @a = F\n  ; @b = F (); }", t);
  ASSERT_FALSE(p->diags.has_errors());
  EXPECT_NE(p->tree.find("map @a  <1:17-1:19>"), std::string::npos) << p->tree;
  EXPECT_NE(p->tree.find("ident F  <1:22-1:23>"), std::string::npos) << p->tree;
  EXPECT_NE(p->tree.find("int 1  <2:10-2:14>"), std::string::npos) << p->tree;
}

} // namespace
} // namespace kt::test
