// bpftrace v0.26's forms of records, casts and macros, asserted on the AST:
// records `(a = 1)`, array casts `(uint8[4])x`, a bare name in parentheses
// before an expression as a cast (unless it is a builtin or a macro's
// parameter), macros without parentheses, keywords as field names.
#include <gtest/gtest.h>

#include "parser/driver.h"
#include "parser/parse_helpers.h"

namespace kt::test {
namespace {

using namespace kt::ast;

// Parses `BEGIN { EXPR; }` as kt's pipeline does, with `pid` and `tid` the
// builtins (parser::ImportOptions::is_builtin).
struct Expression {
  explicit Expression(const std::string &expr, const std::string &before = "")
      : file("test.kt", before + "BEGIN { " + expr + "; }") {
    parser::Driver drv(ctx, diags);
    drv.is_builtin = [](std::string_view name) { return name == "pid" || name == "tid"; };
    program = drv.parse(file);
  }
  Expr *expr() const {
    for (Node *n : program->items)
      if (auto *probe = as<Probe>(n))
        return as<ExprStmt>(probe->body->stmts.at(0))->expr;
    return nullptr;
  }
  std::string errors() const {
    std::ostringstream os;
    diags.render(os);
    return os.str();
  }
  SourceFile file;
  Context ctx;
  Diagnostics diags;
  Program *program = nullptr;
};

TEST(Records, NamedFieldsInOrder) {
  Expression e("(color = \"green\", size = 2)");
  ASSERT_FALSE(e.diags.has_errors()) << e.errors();
  auto *t = as<Tuple>(e.expr());
  ASSERT_NE(t, nullptr);
  EXPECT_TRUE(t->is_record());
  EXPECT_EQ(t->names, (std::vector<std::string>{"color", "size"}));
  EXPECT_NE(as<String>(t->elems[0]), nullptr);
  EXPECT_NE(as<Integer>(t->elems[1]), nullptr);
}

TEST(Records, OneFieldNeedsNoComma) {
  Expression e("(a = 1).a");
  ASSERT_FALSE(e.diags.has_errors()) << e.errors();
  auto *f = as<FieldAccess>(e.expr());
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(as<Tuple>(f->base)->names, std::vector<std::string>{"a"});
}

TEST(Records, AFieldGivenTwiceIsAnError) {
  Expression e("(a = 1, b = 2, a = 3)");
  ASSERT_EQ(e.diags.error_count(), 1u);
  const Diagnostic &d = e.diags.all().front();
  EXPECT_EQ(d.message, "field 'a' appears twice in this record");
  EXPECT_EQ(d.loc.begin, (SourcePos{1, 24}));
  ASSERT_EQ(d.notes.size(), 1u);
  EXPECT_EQ(d.notes[0].loc.begin, (SourcePos{1, 10}));
}

TEST(Casts, ArrayOfAGivenLength) {
  Expression e("(uint8[4])$x");
  ASSERT_FALSE(e.diags.has_errors()) << e.errors();
  auto *c = as<Cast>(e.expr());
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->type->name, "uint8");
  EXPECT_EQ(c->type->array, 4u);
}

TEST(Casts, ArrayOfTheValuesLength) {
  Expression e("(int16[])$x");
  ASSERT_FALSE(e.diags.has_errors()) << e.errors();
  EXPECT_EQ(as<Cast>(e.expr())->type->array, 0u);
}

TEST(Casts, BareNameBeforeAnExpressionIsAType) {
  for (const char *text : {"(myident)*$a", "(myident)-1", "(pid_t)arg0", "(myident) ~$a", "(myident *)$p"}) {
    Expression e(text);
    ASSERT_FALSE(e.diags.has_errors()) << text << "\n" << e.errors();
    auto *c = as<Cast>(e.expr());
    ASSERT_NE(c, nullptr) << text;
    EXPECT_TRUE(c->type->bare_name) << text;
  }
}

TEST(Casts, BuiltinInParenthesesIsAValue) {
  Expression e("(pid)*tid");
  ASSERT_FALSE(e.diags.has_errors()) << e.errors();
  auto *b = as<Binary>(e.expr());
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(b->op, BinaryOp::Mul);
  EXPECT_NE(as<Identifier>(b->lhs), nullptr);
}

TEST(Casts, NameInParenthesesBeforeAnOperatorIsAValue) {
  // Only what can start an expression makes a cast: not `-=`, `&&`, `!=`, `->`.
  for (const char *text : {"(myident)", "(myident) && 1", "(myident) != 1", "(myident) + 1", "(myident) ? 1 : 2"}) {
    Expression e(text);
    ASSERT_FALSE(e.diags.has_errors()) << text << "\n" << e.errors();
    EXPECT_EQ(as<Cast>(e.expr()), nullptr) << text;
  }
}

TEST(Casts, CallsAndSizeofAreNotCasts) {
  Expression e("f(x) - 1 + sizeof(y) * m!(z)");
  ASSERT_FALSE(e.diags.has_errors()) << e.errors();
  auto *add = as<Binary>(e.expr());
  ASSERT_NE(add, nullptr);
  EXPECT_NE(as<Binary>(add->lhs), nullptr); // f(x) - 1
  EXPECT_NE(as<Binary>(add->rhs), nullptr); // sizeof(y) * m!(z)
}

TEST(Casts, ABangCallsArgumentsAreNoCast) {
  Expression e("m!(x) * 2");
  ASSERT_FALSE(e.diags.has_errors()) << e.errors();
  auto *b = as<Binary>(e.expr());
  ASSERT_NE(b, nullptr);
  EXPECT_NE(as<Call>(b->lhs), nullptr);
}

TEST(Casts, MacroParameterInParenthesesIsAValue) {
  Expression e("0", "macro twice(x) { (x) * 2 }\n");
  ASSERT_FALSE(e.diags.has_errors()) << e.errors();
  auto *m = as<Macro>(e.program->items.at(0));
  auto *value = as<ExprStmt>(m->body->stmts.at(0))->expr;
  auto *b = as<Binary>(value);
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(b->op, BinaryOp::Mul);
}

TEST(Macros, DefinedWithoutParentheses) {
  Expression e("greet()", "macro greet { printf(\"hello\"); }\n");
  ASSERT_FALSE(e.diags.has_errors()) << e.errors();
  auto *m = as<Macro>(e.program->items.at(0));
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->name, "greet");
  EXPECT_TRUE(m->params.empty());
  EXPECT_EQ(m->body->stmts.size(), 1u);
}

TEST(Fields, KeywordsAfterADotOrAnArrow) {
  for (const char *kw : {"let", "if", "else", "for", "while", "return", "sizeof", "true", "struct", "const"}) {
    Expression e(std::string("$s.") + kw + " + $p->" + kw);
    ASSERT_FALSE(e.diags.has_errors()) << kw << "\n" << e.errors();
    auto *b = as<Binary>(e.expr());
    ASSERT_NE(b, nullptr) << kw;
    EXPECT_EQ(as<FieldAccess>(b->lhs)->field, kw);
    EXPECT_EQ(as<FieldAccess>(b->rhs)->field, kw);
  }
}

} // namespace
} // namespace kt::test
