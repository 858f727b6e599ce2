// Parser structure: precedence, associativity, statements, top-level items
// and locations, asserted on the AST itself.
#include <gtest/gtest.h>

#include "parser/driver.h"
#include "parser/parse_helpers.h"

namespace kt::test {
namespace {

using namespace kt::ast;

// The body statements of the first probe.
const std::vector<Stmt *> &body(const Parsed &p) {
  static const std::vector<Stmt *> none;
  if (!p.program)
    return none;
  for (Node *n : p.program->items)
    if (auto *probe = as<Probe>(n))
      return probe->body->stmts;
  return none;
}

// The expression of `BEGIN { EXPR; }`.
Expr *expr_of(const Parsed &p) {
  const auto &stmts = body(p);
  if (stmts.empty())
    return nullptr;
  auto *s = as<ExprStmt>(stmts[0]);
  return s ? s->expr : nullptr;
}

Parsed parse_expr(const std::string &expr) { return parse("BEGIN { " + expr + "; }"); }

Binary *binary(Expr *e, BinaryOp op) {
  auto *b = as<Binary>(e);
  EXPECT_NE(b, nullptr);
  if (b)
    EXPECT_EQ(b->op, op) << spelling(b->op);
  return b;
}

uint64_t int_value(Expr *e) {
  auto *i = as<Integer>(e);
  EXPECT_NE(i, nullptr);
  return i ? i->value : ~0ull;
}

TEST(Precedence, MultiplicationBindsTighterThanAddition) {
  Parsed p = parse_expr("1 + 2 * 3");
  ASSERT_TRUE(p.ok()) << p.errors();
  Binary *add = binary(expr_of(p), BinaryOp::Add);
  EXPECT_EQ(int_value(add->lhs), 1u);
  Binary *mul = binary(add->rhs, BinaryOp::Mul);
  EXPECT_EQ(int_value(mul->lhs), 2u);
  EXPECT_EQ(int_value(mul->rhs), 3u);
}

TEST(Precedence, SubtractionIsLeftAssociative) {
  Parsed p = parse_expr("10 - 2 - 3");
  Binary *outer = binary(expr_of(p), BinaryOp::Sub);
  EXPECT_EQ(int_value(outer->rhs), 3u);
  Binary *inner = binary(outer->lhs, BinaryOp::Sub);
  EXPECT_EQ(int_value(inner->lhs), 10u);
}

struct PrecCase {
  const char *expr;
  BinaryOp outer;
  BinaryOp inner; // the operator of the outer node's rhs
};

class CPrecedence : public testing::TestWithParam<PrecCase> {};

TEST_P(CPrecedence, MatchesC) {
  Parsed p = parse_expr(GetParam().expr);
  ASSERT_TRUE(p.ok()) << p.errors();
  Binary *outer = binary(expr_of(p), GetParam().outer);
  ASSERT_NE(outer, nullptr);
  binary(outer->rhs, GetParam().inner);
}

INSTANTIATE_TEST_SUITE_P(
    Table, CPrecedence,
    testing::Values(PrecCase{"a || b && c", BinaryOp::LogOr, BinaryOp::LogAnd},
                    PrecCase{"a && b | c", BinaryOp::LogAnd, BinaryOp::BitOr},
                    PrecCase{"a | b ^ c", BinaryOp::BitOr, BinaryOp::BitXor},
                    PrecCase{"a ^ b & c", BinaryOp::BitXor, BinaryOp::BitAnd},
                    PrecCase{"a & b == c", BinaryOp::BitAnd, BinaryOp::Eq},
                    PrecCase{"a != b < c", BinaryOp::Ne, BinaryOp::Lt},
                    PrecCase{"a >= b << c", BinaryOp::Ge, BinaryOp::Shl},
                    PrecCase{"a >> b - c", BinaryOp::Shr, BinaryOp::Sub},
                    PrecCase{"a + b % c", BinaryOp::Add, BinaryOp::Mod},
                    PrecCase{"a - b / c", BinaryOp::Sub, BinaryOp::Div}));

TEST(Precedence, TernaryIsRightAssociative) {
  Parsed p = parse_expr("a ? 1 : b ? 2 : 3");
  auto *t = as<Ternary>(expr_of(p));
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(int_value(t->then), 1u);
  auto *inner = as<Ternary>(t->otherwise);
  ASSERT_NE(inner, nullptr);
  EXPECT_EQ(int_value(inner->otherwise), 3u);
}

TEST(Precedence, ElvisHasNoMiddle) {
  Parsed p = parse_expr("$x ?: 7");
  auto *t = as<Ternary>(expr_of(p));
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->then, nullptr);
  EXPECT_NE(as<Variable>(t->cond), nullptr);
  EXPECT_EQ(int_value(t->otherwise), 7u);
}

TEST(Precedence, UnaryBindsTighterThanBinary) {
  Parsed p = parse_expr("-a * b");
  Binary *mul = binary(expr_of(p), BinaryOp::Mul);
  auto *neg = as<Unary>(mul->lhs);
  ASSERT_NE(neg, nullptr);
  EXPECT_EQ(neg->op, UnaryOp::Neg);
}

TEST(Precedence, PostfixBindsTighterThanDeref) {
  Parsed p = parse_expr("*$p.x");
  auto *deref = as<Unary>(expr_of(p));
  ASSERT_NE(deref, nullptr);
  EXPECT_EQ(deref->op, UnaryOp::Deref);
  EXPECT_NE(as<FieldAccess>(deref->operand), nullptr);
}

TEST(Precedence, CastBindsTighterThanAddition) {
  Parsed p = parse_expr("(uint8)$x + 1");
  Binary *add = binary(expr_of(p), BinaryOp::Add);
  auto *cast = as<Cast>(add->lhs);
  ASSERT_NE(cast, nullptr);
  EXPECT_EQ(cast->type->name, "uint8");
  EXPECT_EQ(cast->type->pointer_depth, 0u);
}

TEST(Expressions, StructPointerCastAndArrowChain) {
  Parsed p = parse_expr("((struct task_struct *)curtask)->parent->pid");
  auto *pid = as<FieldAccess>(expr_of(p));
  ASSERT_NE(pid, nullptr);
  EXPECT_TRUE(pid->arrow);
  EXPECT_EQ(pid->field, "pid");
  auto *parent = as<FieldAccess>(pid->base);
  ASSERT_NE(parent, nullptr);
  auto *cast = as<Cast>(parent->base);
  ASSERT_NE(cast, nullptr);
  EXPECT_EQ(cast->type->tag, TypeName::Tag::Struct);
  EXPECT_EQ(cast->type->name, "task_struct");
  EXPECT_EQ(cast->type->pointer_depth, 1u);
}

TEST(Expressions, DotAndArrowAreDistinguished) {
  Parsed p = parse("BEGIN { args.filename; args->filename; }");
  ASSERT_TRUE(p.ok());
  EXPECT_FALSE(as<FieldAccess>(as<ExprStmt>(body(p)[0])->expr)->arrow);
  EXPECT_TRUE(as<FieldAccess>(as<ExprStmt>(body(p)[1])->expr)->arrow);
}

TEST(Expressions, TypeWordsAreFieldNames) {
  Parsed p = parse_expr("args->int + args.long");
  ASSERT_TRUE(p.ok()) << p.errors();
  Binary *add = binary(expr_of(p), BinaryOp::Add);
  EXPECT_EQ(as<FieldAccess>(add->lhs)->field, "int");
  EXPECT_EQ(as<FieldAccess>(add->rhs)->field, "long");
}

TEST(Expressions, MapForms) {
  Parsed p = parse("BEGIN { @; @m; @m[1]; @m[tid, comm]; @m[1][2]; }");
  ASSERT_TRUE(p.ok()) << p.errors();
  auto e = [&](size_t i) { return as<ExprStmt>(body(p)[i])->expr; };
  EXPECT_EQ(as<MapRef>(e(0))->name, "");
  EXPECT_TRUE(as<MapRef>(e(1))->keys.empty());
  EXPECT_EQ(as<MapRef>(e(2))->keys.size(), 1u);
  EXPECT_EQ(as<MapRef>(e(3))->keys.size(), 2u);
  auto *idx = as<IndexExpr>(e(4));
  ASSERT_NE(idx, nullptr);
  EXPECT_EQ(as<MapRef>(idx->base)->keys.size(), 1u);
}

TEST(Expressions, TuplesAndTupleIndex) {
  Parsed p = parse("BEGIN { $t = (1, \"two\", (3, 4)); $t.2.0; }");
  ASSERT_TRUE(p.ok()) << p.errors();
  auto *tuple = as<Tuple>(as<Assign>(body(p)[0])->value);
  ASSERT_NE(tuple, nullptr);
  EXPECT_EQ(tuple->elems.size(), 3u);
  EXPECT_NE(as<Tuple>(tuple->elems[2]), nullptr);
  auto *outer = as<TupleIndex>(as<ExprStmt>(body(p)[1])->expr);
  ASSERT_NE(outer, nullptr);
  EXPECT_EQ(outer->index, 0u);
  EXPECT_EQ(as<TupleIndex>(outer->base)->index, 2u);
}

TEST(Expressions, PrefixAndPostfixIncrement) {
  Parsed p = parse("BEGIN { $x++; ++$x; @m[1]--; --@m[1]; }");
  ASSERT_TRUE(p.ok()) << p.errors();
  UnaryOp ops[] = {UnaryOp::PostInc, UnaryOp::PreInc, UnaryOp::PostDec, UnaryOp::PreDec};
  for (size_t i = 0; i < 4; i++)
    EXPECT_EQ(as<Unary>(as<ExprStmt>(body(p)[i])->expr)->op, ops[i]) << i;
}

TEST(Expressions, PositionalParameters) {
  Parsed p = parse_expr("$1 + $12 + $#");
  ASSERT_TRUE(p.ok()) << p.errors();
  Binary *outer = binary(expr_of(p), BinaryOp::Add);
  EXPECT_NE(as<ParamCount>(outer->rhs), nullptr);
  Binary *inner = binary(outer->lhs, BinaryOp::Add);
  EXPECT_EQ(as<PositionalParam>(inner->lhs)->index, 1u);
  EXPECT_EQ(as<PositionalParam>(inner->rhs)->index, 12u);
}

TEST(Expressions, DurationLiteralsAreNanoseconds) {
  Parsed p = parse_expr("10us");
  EXPECT_EQ(int_value(expr_of(p)), 10000u);
}

TEST(Expressions, SizeofTypeOrExpression) {
  Parsed p = parse("BEGIN { sizeof(struct foo); sizeof($x); sizeof(uint64 *); }");
  ASSERT_TRUE(p.ok()) << p.errors();
  auto *a = as<Sizeof>(as<ExprStmt>(body(p)[0])->expr);
  auto *b = as<Sizeof>(as<ExprStmt>(body(p)[1])->expr);
  auto *c = as<Sizeof>(as<ExprStmt>(body(p)[2])->expr);
  EXPECT_NE(a->type, nullptr);
  EXPECT_EQ(a->operand, nullptr);
  EXPECT_EQ(b->type, nullptr);
  EXPECT_NE(b->operand, nullptr);
  EXPECT_EQ(c->type->pointer_depth, 1u);
}

TEST(Expressions, OffsetofTypeOrExpressionAndPath) {
  Parsed p = parse("BEGIN { offsetof(struct foo, a.b.c); offsetof($x, u32); }");
  ASSERT_TRUE(p.ok()) << p.errors();
  auto *a = as<Offsetof>(as<ExprStmt>(body(p)[0])->expr);
  auto *b = as<Offsetof>(as<ExprStmt>(body(p)[1])->expr);
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(a->type->name, "foo");
  EXPECT_EQ(a->operand, nullptr);
  EXPECT_EQ(a->path, (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_EQ(b->type, nullptr);
  EXPECT_NE(as<Variable>(b->operand), nullptr);
  EXPECT_EQ(b->path, (std::vector<std::string>{"u32"})); // a type word is a field name here
}

TEST(Expressions, OffsetofNeedsAFieldPath) {
  Parsed p = parse("BEGIN { offsetof(struct foo); offsetof(struct foo, a.); }");
  EXPECT_FALSE(p.ok());
}

TEST(Statements, AssignmentsAndCompoundOps) {
  Parsed p = parse("BEGIN { $x = 1; @y[2] += 3; $z <<= 4; }");
  ASSERT_TRUE(p.ok()) << p.errors();
  EXPECT_FALSE(as<Assign>(body(p)[0])->op.has_value());
  EXPECT_EQ(as<Assign>(body(p)[1])->op, BinaryOp::Add);
  EXPECT_EQ(as<Assign>(body(p)[2])->op, BinaryOp::Shl);
}

TEST(Statements, IfElseChain) {
  Parsed p = parse("BEGIN { if (a) { 1; } else if (b) { 2; } else { 3; } }");
  ASSERT_TRUE(p.ok()) << p.errors();
  auto *first = as<If>(body(p)[0]);
  ASSERT_NE(first, nullptr);
  auto *second = as<If>(first->otherwise);
  ASSERT_NE(second, nullptr);
  EXPECT_NE(as<BlockStmt>(second->otherwise), nullptr);
}

TEST(Statements, Loops) {
  Parsed p = parse("BEGIN { unroll(3) { } for ($kv : @m) { } for ($i : 0..10) { break; } while ($i < 5) { continue; } }");
  ASSERT_TRUE(p.ok()) << p.errors();
  EXPECT_EQ(int_value(as<Unroll>(body(p)[0])->count), 3u);
  auto *fm = as<ForMap>(body(p)[1]);
  ASSERT_NE(fm, nullptr);
  EXPECT_EQ(fm->var->name, "kv");
  EXPECT_EQ(fm->map->name, "m");
  auto *fr = as<ForRange>(body(p)[2]);
  ASSERT_NE(fr, nullptr);
  EXPECT_EQ(int_value(fr->to), 10u);
  EXPECT_EQ(as<Jump>(fr->body->stmts[0])->jump, Jump::Kind::Break);
  auto *w = as<While>(body(p)[3]);
  ASSERT_NE(w, nullptr);
  EXPECT_EQ(as<Jump>(w->body->stmts[0])->jump, Jump::Kind::Continue);
}

TEST(Statements, LastSemicolonIsOptional) {
  Parsed p = parse("BEGIN { @x = 1; @y = 2 }");
  ASSERT_TRUE(p.ok()) << p.errors();
  EXPECT_EQ(body(p).size(), 2u);
}

TEST(Statements, TrailingExpressionIsTheBlockValue) {
  Parsed p = parse("macro add($a, $b) { $a + $b } macro noval($a) { $a + 1; }");
  ASSERT_TRUE(p.ok()) << p.errors();
  EXPECT_TRUE(as<Macro>(p.program->items[0])->body->ends_with_value);
  EXPECT_FALSE(as<Macro>(p.program->items[1])->body->ends_with_value);
}

TEST(Statements, ReturnWithAndWithoutValue) {
  Parsed p = parse("BEGIN { return; } END { return 1 }");
  ASSERT_TRUE(p.ok()) << p.errors();
  EXPECT_EQ(as<Return>(as<Probe>(p.program->items[0])->body->stmts[0])->value, nullptr);
  EXPECT_NE(as<Return>(as<Probe>(p.program->items[1])->body->stmts[0])->value, nullptr);
}

TEST(Probes, SeveralAttachPointsShareOneBody) {
  Parsed p = parse("kprobe:vfs_read,\n  kprobe:vfs_write, tracepoint:syscalls:sys_enter_read { @[probe] = count(); }");
  ASSERT_TRUE(p.ok()) << p.errors();
  auto *probe = as<Probe>(p.program->items[0]);
  ASSERT_EQ(probe->attach_points.size(), 3u);
  EXPECT_EQ(probe->attach_points[1]->loc.begin.line, 2u);
  EXPECT_EQ(probe->attach_points[1]->loc.begin.column, 3u);
}

TEST(Probes, PredicateMayContainDivision) {
  Parsed p = parse("kprobe:f / $x / 2 > 1 /\n{ }");
  ASSERT_TRUE(p.ok()) << p.errors();
  auto *probe = as<Probe>(p.program->items[0]);
  binary(probe->predicate, BinaryOp::Gt);
}

TEST(Probes, CommentsBetweenPredicateAndBody) {
  Parsed p = parse("kprobe:f /pid > 0/ // why\n{ }\nkprobe:g /pid/ /* c */ { }");
  ASSERT_TRUE(p.ok()) << p.errors();
  EXPECT_EQ(p.program->items.size(), 2u);
}

TEST(Probes, PredicateRightAfterBegin) {
  Parsed p = parse("BEGIN/1/{}");
  ASSERT_TRUE(p.ok()) << p.errors();
  EXPECT_NE(as<Probe>(p.program->items[0])->predicate, nullptr);
}

TEST(TopLevel, ConfigBothForms) {
  Parsed p = parse("config = { max_strlen = 64; on_stack_limit = 32 }\nconfig { missing_probes = \"warn\" }");
  ASSERT_TRUE(p.ok()) << p.errors();
  auto *a = as<ConfigBlock>(p.program->items[0]);
  auto *b = as<ConfigBlock>(p.program->items[1]);
  ASSERT_TRUE(a && b);
  EXPECT_EQ(a->items.size(), 2u);
  EXPECT_EQ(a->items[1]->key, "on_stack_limit");
  EXPECT_EQ(as<String>(b->items[0]->value)->value, "warn");
}

TEST(TopLevel, ImportIncludeShebang) {
  Parsed p = parse("#!/usr/bin/env kt\nimport \"lib/errno.kt\"\n#include <linux/sched.h>\n#include \"defs.h\" // local\n");
  ASSERT_TRUE(p.ok()) << p.errors();
  EXPECT_EQ(p.program->shebang, "#!/usr/bin/env kt");
  EXPECT_EQ(as<Import>(p.program->items[0])->path, "lib/errno.kt");
  EXPECT_TRUE(as<Include>(p.program->items[1])->system);
  EXPECT_EQ(as<Include>(p.program->items[2])->path, "defs.h");
  EXPECT_FALSE(as<Include>(p.program->items[2])->system);
}

TEST(TopLevel, MacroParameters) {
  Parsed p = parse("macro m($v, @map, e) { }");
  ASSERT_TRUE(p.ok()) << p.errors();
  auto *m = as<Macro>(p.program->items[0]);
  ASSERT_EQ(m->params.size(), 3u);
  EXPECT_NE(as<Variable>(m->params[0]), nullptr);
  EXPECT_NE(as<MapRef>(m->params[1]), nullptr);
  EXPECT_NE(as<Identifier>(m->params[2]), nullptr);
}

// C declarations are Clang's (src/cparts): the parser keeps each as one
// item, as written, and reads none of it.
TEST(TopLevel, CDeclarationIsOneItemAsWritten) {
  const std::string decl = "struct s { const char *name, **argv; u32 flags : 3;\n  struct { int x; } in; }";
  Parsed p = parse(decl + ";\nBEGIN { $x = (struct s *)arg0; }");
  ASSERT_TRUE(p.ok()) << p.errors();
  ASSERT_EQ(p.program->items.size(), 2u);
  auto *c = as<CDecl>(p.program->items[0]);
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->text, decl + ";");
  EXPECT_EQ(c->loc.begin.line, 1u);
  EXPECT_EQ(c->loc.begin.column, 1u);
  EXPECT_EQ(c->loc.end.line, 2u);
  EXPECT_NE(as<Probe>(p.program->items[1]), nullptr);
  EXPECT_EQ(p.program->items[1]->loc.begin.line, 3u);
}

TEST(TopLevel, CDeclarationsEndAtTheirSemicolon) {
  Parsed p = parse("typedef struct { int x; } point_t; enum { A, B = 2 };\n"
                   "union u { int let; long unroll; /* ; */ char c[2]; }; // ;\nstruct task_struct;");
  ASSERT_TRUE(p.ok()) << p.errors();
  ASSERT_EQ(p.program->items.size(), 4u);
  EXPECT_EQ(as<CDecl>(p.program->items[0])->text, "typedef struct { int x; } point_t;");
  EXPECT_EQ(as<CDecl>(p.program->items[1])->text, "enum { A, B = 2 };");
  EXPECT_EQ(as<CDecl>(p.program->items[2])->text, "union u { int let; long unroll; /* ; */ char c[2]; };");
  EXPECT_EQ(as<CDecl>(p.program->items[3])->text, "struct task_struct;");
  EXPECT_EQ(p.source(), "typedef struct { int x; } point_t;\n\nenum { A, B = 2 };\n\n"
                        "union u { int let; long unroll; /* ; */ char c[2]; };\n\nstruct task_struct;\n")
      << p.source();
}

TEST(TopLevel, EmptyProgram) {
  Parsed p = parse("// nothing here\n");
  ASSERT_TRUE(p.ok()) << p.errors();
  EXPECT_TRUE(p.program->items.empty());
}

TEST(Locations, NodesCarryTheirRange) {
  Parsed p = parse("BEGIN {\n  @x = 42;\n}");
  ASSERT_TRUE(p.ok());
  auto *assign = as<Assign>(body(p)[0]);
  EXPECT_EQ(assign->target->loc.begin.line, 2u);
  EXPECT_EQ(assign->target->loc.begin.column, 3u);
  EXPECT_EQ(assign->target->loc.end.column, 5u);
  EXPECT_EQ(assign->value->loc.begin.column, 8u);
  EXPECT_EQ(assign->value->loc.end.column, 10u);
  EXPECT_EQ(assign->loc.begin.column, 3u);
  EXPECT_EQ(assign->loc.end.column, 10u);
}

TEST(Locations, BinaryOperatorLocation) {
  Parsed p = parse_expr("aa  +  bb");
  Binary *b = binary(expr_of(p), BinaryOp::Add);
  EXPECT_EQ(b->op_loc.begin.column, 13u);
}

TEST(Limits, RedundantParenthesesDoNotNest) {
  std::string parens = std::string(5000, '(') + "1" + std::string(5000, ')');
  Parsed p = parse_expr(parens);
  ASSERT_TRUE(p.ok()) << p.first_error();
  EXPECT_EQ(int_value(expr_of(p)), 1u);
}

TEST(Limits, DeepNestingIsRejectedNotCrashed) {
  std::string deep;
  for (int i = 0; i < 3000; i++)
    deep += "-(";
  deep += "1" + std::string(3000, ')');
  Parsed p = parse_expr(deep);
  EXPECT_FALSE(p.ok());
  EXPECT_NE(p.first_error().find("nested too deeply"), std::string::npos) << p.first_error();
}

TEST(Limits, LongOperatorChainIsRejectedNotCrashed) {
  std::string chain = "1";
  for (int i = 0; i < 20000; i++)
    chain += " + 1";
  Parsed p = parse_expr(chain);
  EXPECT_FALSE(p.ok());
  EXPECT_NE(p.first_error().find("nested too deeply"), std::string::npos) << p.first_error();
}

TEST(Limits, ModerateNestingIsFine) {
  std::string nested = std::string(200, '!') + "1";
  Parsed p = parse_expr(nested);
  EXPECT_TRUE(p.ok()) << p.first_error();
}

TEST(Limits, LexicalErrorFloodStops) {
  Parsed p = parse("BEGIN { " + std::string(100, '`') + " }");
  EXPECT_EQ(p.diags->error_count(), parser::Driver::kMaxErrors + 1);
  EXPECT_EQ(p.diags->all().back().message, "too many errors, stopping");
}

TEST(Limits, ErrorFloodStops) {
  std::string prog = "BEGIN {";
  for (int i = 0; i < 100; i++)
    prog += " @x = ;";
  prog += " }";
  Parsed p = parse(prog);
  EXPECT_LE(p.diags->error_count(), parser::Driver::kMaxErrors + 1);
  EXPECT_EQ(p.diags->all().back().message, "too many errors, stopping");
}

} // namespace
} // namespace kt::test

namespace kt::test {
namespace {

// A list file may be an absolute path: its '/' is part of the attach
// point, not the start of a predicate.
TEST(AttachPoints, ListFileWithAbsolutePath) {
  Parsed p = parse("entry:@/etc/kt/funcs.txt /pid == 1/ { }");
  ASSERT_TRUE(p.ok()) << p.errors();
  EXPECT_NE(p.source().find("entry:@/etc/kt/funcs.txt /pid == 1/"), std::string::npos) << p.source();
}

// A set's binary may be a relative path without './' when a glob follows
// it; a kernel glob followed by a predicate still ends at its '/'.
TEST(AttachPoints, SetWithRelativeBinary) {
  Parsed p = parse("entry:build/app:api_*, allow:build/app:* /pid == 1/ { }");
  ASSERT_TRUE(p.ok()) << p.errors();
  EXPECT_NE(p.source().find("entry:build/app:api_*, allow:build/app:* /pid == 1/"), std::string::npos)
      << p.source();
  Parsed k = parse("entry:vfs_read/pid == 1/ { }");
  ASSERT_TRUE(k.ok()) << k.errors();
  EXPECT_NE(k.source().find("entry:vfs_read /pid == 1/"), std::string::npos) << k.source();
}

} // namespace
} // namespace kt::test
