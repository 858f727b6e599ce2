// expand_macros: each parameter kind, statement macros, hygiene, nesting,
// and every error, with the notes that say where an expansion came from.
// Expansions are compared as kt source (ast::to_source of each statement of
// the probe's body), which shows the tree's structure and the names chosen.
#include <sstream>

#include <gtest/gtest.h>

#include "ast/source_printer.h"
#include "parser/imports.h"
#include "sema/expand_macros.h"
#include "sema/resolve_names.h"

namespace kt::sema {
namespace {

class ExpandMacros : public ::testing::Test {
protected:
  // Parses `text` as test.kt and expands its macros.
  void expand(const std::string &text) {
    file_ = std::make_unique<SourceFile>("test.kt", text);
    program_ = parser::load_program(*file_, {}, ctx_, files_, diags_);
    ASSERT_TRUE(program_ && !diags_.has_errors()) << errors();
    expand_macros(*program_, ctx_, expansions_, diags_);
  }

  // The statements of the first probe's body, one per line.
  std::string body(size_t probe = 0) const {
    std::string out;
    for (ast::Node *item : program_->items) {
      auto *p = ast::as<ast::Probe>(item);
      if (!p || probe--)
        continue;
      for (ast::Stmt *s : p->body->stmts)
        out += ast::to_source(*s) + "\n";
      return out;
    }
    return "(no probe)";
  }
  std::string predicate() const {
    for (ast::Node *item : program_->items)
      if (auto *p = ast::as<ast::Probe>(item))
        return ast::to_source(*p->predicate);
    return "";
  }
  std::string errors() const {
    std::ostringstream os;
    expansions_.render(diags_, os, false);
    return os.str();
  }
  // The only error, with its expansion notes.
  Diagnostic error() const {
    EXPECT_EQ(diags_.error_count(), 1u) << errors();
    if (diags_.all().empty())
      return {};
    Diagnostic d = diags_.all().front();
    expansions_.annotate(d);
    return d;
  }
  ast::Macro *macro(const std::string &name) const {
    for (ast::Node *item : program_->items)
      if (auto *m = ast::as<ast::Macro>(item); m && m->name == name)
        return m;
    return nullptr;
  }

  std::unique_ptr<SourceFile> file_;
  ast::Context ctx_;
  std::vector<std::unique_ptr<SourceFile>> files_;
  Diagnostics diags_;
  MacroExpansions expansions_;
  ast::Program *program_ = nullptr;
};

// ---- parameter kinds ----

TEST_F(ExpandMacros, ExpressionMacroExpandsInPlace) {
  expand("macro twice(x) { x * 2 }\nBEGIN { printf(\"%d\\n\", twice(20 + 1)); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "printf(\"%d\\n\", (20 + 1) * 2)\n");
}

TEST_F(ExpandMacros, NameParameterIsEvaluatedAtEachUse) {
  expand("macro sq(x) { x * x }\nBEGIN { @a = sq(nsecs); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "@a = nsecs * nsecs\n");
}

TEST_F(ExpandMacros, ValueParameterTakesASimpleArgumentAsItIs) {
  expand("macro inc($v) { $v + 1 }\nBEGIN { $a = 1; @b = inc($a); @c = inc(-3); @d = inc(pid); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "$a = 1\n@b = $a + 1\n@c = -3 + 1\n@d = pid + 1\n");
}

TEST_F(ExpandMacros, ValueParameterBindsOtherArgumentsOnce) {
  expand("macro sq($v) { $v * $v }\nBEGIN { @a = sq(nsecs); @b = sq(@m[1] + 2); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "$__m1_v = nsecs\n@a = $__m1_v * $__m1_v\n$__m2_v = @m[1] + 2\n@b = $__m2_v * $__m2_v\n");
}

TEST_F(ExpandMacros, ValueParameterIsTheCallersVariable) {
  // bpftrace v0.26: the body changes the caller's variable.
  expand("macro inc($v) { $v += 1; $v }\nBEGIN { $n = 0; $m = inc($n); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "$n = 0\n$n += 1\n$m = $n\n");
}

TEST_F(ExpandMacros, ValueParameterPassedToAnotherMacroIsTheCallersVariable) {
  expand("macro bump(x) { x++ }\nmacro f($v) { bump($v); $v }\nBEGIN { $n = 0; $m = f($n); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "$n = 0\n$n++\n$m = $n\n");
}

TEST_F(ExpandMacros, ValueParameterNamedLikeALocalOfTheMacro) {
  // The caller's $tmp and the macro's own $tmp stay apart.
  expand("macro add($a) { $tmp = 2; $a += $tmp; }\nBEGIN { $tmp = 1; add($tmp); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "$tmp = 1\n$__m1_tmp = 2\n$tmp += $__m1_tmp\n");
}

TEST_F(ExpandMacros, ValueParameterGivenAnExpressionChangesACopy) {
  // Not a variable (kt's extension; bpftrace wants one): bound once.
  expand("macro inc($v) { $v += 1; $v }\nBEGIN { $m = inc(@x[1] + 2); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "$__m1_v = @x[1] + 2\n$__m1_v += 1\n$m = $__m1_v\n");
}

TEST_F(ExpandMacros, ValueParameterRejectsAWholeMap) {
  expand("macro inc($v) { $v++ }\nBEGIN { @x = 1; inc(@x); }");
  Diagnostic d = error();
  EXPECT_EQ(d.message, "argument 1 of macro 'inc' must be a variable, for parameter '$v', not a map");
  EXPECT_EQ(d.loc.begin, (SourcePos{2, 21}));
  ASSERT_EQ(d.notes.size(), 1u);
  EXPECT_EQ(d.notes[0].loc.begin, (SourcePos{1, 11}));
}

TEST_F(ExpandMacros, ValueParameterInsideAnExpressionIsEvaluatedOnceInItsBlock) {
  expand("macro sq($v) { $v * $v }\nBEGIN { printf(\"%d\", sq(nsecs)); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "printf(\"%d\", {\n    $__m1_v = nsecs;\n    $__m1_v * $__m1_v\n})\n");
}

TEST_F(ExpandMacros, MapParameter) {
  expand("macro bump(@m, k) { @m[k]++; @m[k] }\nmacro all(@m) { len(@m) }\n"
         "BEGIN { $x = bump(@counts, pid); @n = all(@); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "@counts[pid]++\n$x = @counts[pid]\n@n = len(@)\n");
}

TEST_F(ExpandMacros, MapParameterNeedsAWholeMap) {
  expand("macro bump(@m, k) { @m[k]++; }\nBEGIN { bump(@counts[1], pid); }");
  Diagnostic d = error();
  EXPECT_EQ(d.message, "argument 1 of macro 'bump' must be a map, for parameter '@m'");
  EXPECT_EQ(d.loc.begin, (SourcePos{2, 14}));
  ASSERT_EQ(d.notes.size(), 1u);
  EXPECT_EQ(d.notes[0].loc.begin, (SourcePos{1, 12}));
  ASSERT_EQ(d.hints.size(), 1u);
  EXPECT_EQ(d.hints[0], "pass the whole map, without keys: '@counts'");
}

TEST_F(ExpandMacros, MapParameterRejectsAValue) {
  expand("macro bump(@m, k) { @m[k]++; }\nBEGIN { bump(1, pid); }");
  EXPECT_EQ(error().message, "argument 1 of macro 'bump' must be a map, for parameter '@m'");
}

// ---- statement macros ----

TEST_F(ExpandMacros, StatementMacroAsAStatement) {
  expand("macro hello() { printf(\"a\\n\"); printf(\"b\\n\"); }\nBEGIN { hello(); exit(); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "printf(\"a\\n\")\nprintf(\"b\\n\")\nexit()\n");
}

TEST_F(ExpandMacros, StatementMacroAsTheValueOfAnAssignment) {
  expand("macro f($a) { $t = $a * 2; $t + 1 }\nBEGIN { @x[pid] = f(nsecs); $y += f(2); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "$__m1_a = nsecs\n$__m1_t = $__m1_a * 2\n@x[pid] = $__m1_t + 1\n"
                    "$__m2_t = 2 * 2\n$y += $__m2_t + 1\n");
}

TEST_F(ExpandMacros, StatementMacroValueUnusedAsAStatement) {
  // An inert value is dropped; one that does something stays.
  expand("macro f() { $t = 1; $t }\nmacro g() { $t = 1; printf(\"%d\", $t) }\nBEGIN { f(); g(); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "$__m1_t = 1\n$__m2_t = 1\nprintf(\"%d\", $__m2_t)\n");
}

// Inside an expression (bpftrace v0.26): a block expression, whose
// statements run where the call is, in the expression's order.
TEST_F(ExpandMacros, StatementMacroInsideAnExpressionIsABlockExpression) {
  expand("macro f() { $t = 1; $t }\nBEGIN { @x = f() + 1; }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "@x = {\n    $__m1_t = 1;\n    $__m1_t\n} + 1\n");
}

TEST_F(ExpandMacros, StatementMacroInAPredicateOrCondition) {
  expand("macro f() { $t = 1; $t }\nBEGIN / f() / { if (f()) { } }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(predicate(), "{\n    $__m1_t = 1;\n    $__m1_t\n}");
  EXPECT_EQ(body(), "if ({\n    $__m2_t = 1;\n    $__m2_t\n}) {\n}\n");
}

TEST_F(ExpandMacros, ExpressionMacroInAPredicate) {
  expand("macro is_root() { uid == 0 }\nBEGIN / is_root() && pid > 1 / { }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(predicate(), "uid == 0 && pid > 1");
}

TEST_F(ExpandMacros, MacroWithoutAValueUsedAsAValue) {
  expand("macro f() { printf(\"x\"); }\nBEGIN { @x = f(); }");
  Diagnostic d = error();
  EXPECT_EQ(d.message, "macro 'f' has no value");
  ASSERT_EQ(d.hints.size(), 1u);
}

TEST_F(ExpandMacros, MacrosInNestedBlocks) {
  expand("macro f() { $t = 1; $t }\nBEGIN { if (pid) { @a = f(); } else { while (1) { @b = f(); } } }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "if (pid) {\n    $__m1_t = 1;\n    @a = $__m1_t;\n} else {\n    while (1) {\n"
                    "        $__m2_t = 1;\n        @b = $__m2_t;\n    }\n}\n");
}

// ---- hygiene ----

TEST_F(ExpandMacros, LocalVariablesGetFreshNames) {
  expand("macro f() { $tmp = 5; $tmp * 2 }\nBEGIN { $tmp = 1; @x = f(); @y = f(); @z = $tmp; }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(),
            "$tmp = 1\n$__m1_tmp = 5\n@x = $__m1_tmp * 2\n$__m2_tmp = 5\n@y = $__m2_tmp * 2\n@z = $tmp\n");
}

TEST_F(ExpandMacros, ArgumentsKeepTheCallersNames) {
  expand("macro f(e) { $t = 1; e + $t }\nBEGIN { $t = 10; @x = f($t); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "$t = 10\n$__m1_t = 1\n@x = $t + $__m1_t\n");
}

TEST_F(ExpandMacros, LoopVariablesAreLocal) {
  expand("macro total(@m) { $s = 0; for ($kv : @m) { $s += $kv.1; } $s }\nBEGIN { @t = total(@bytes); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_NE(body().find("for ($__m1_kv : @bytes)"), std::string::npos) << body();
}

TEST_F(ExpandMacros, AMacroSeesOnlyItsParametersAndVariables) {
  expand("macro f() { $caller + 1 }\nBEGIN { $caller = 1; @x = f(); }");
  Diagnostic d = error();
  EXPECT_EQ(d.message, "macro 'f' reads '$caller', which is neither its parameter nor assigned in it");
  EXPECT_EQ(d.loc.begin, (SourcePos{1, 13}));
}

// ---- nesting and recursion ----

TEST_F(ExpandMacros, NestedMacros) {
  expand("macro a(x) { x + 1 }\nmacro b(x) { a(x) * 2 }\nmacro s($v) { $w = $v * 2; $w }\n"
         "macro t($v) { $u = s($v); $u + b($u) }\nBEGIN { @x = b(3); @y = t(nsecs); @z = a(a(1)); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(),
            "@x = (3 + 1) * 2\n"
            "$__m3_v = nsecs\n$__m4_w = $__m3_v * 2\n$__m3_u = $__m4_w\n@y = $__m3_u + ($__m3_u + 1) * 2\n"
            "@z = 1 + 1 + 1\n");
}

TEST_F(ExpandMacros, StatementMacroAsTheValueOfAnotherMacro) {
  expand("macro s() { $w = 2; $w }\nmacro t() { s() }\nBEGIN { @x = t(); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "$__m2_w = 2\n@x = $__m2_w\n");
}

TEST_F(ExpandMacros, DirectRecursion) {
  expand("macro f(x) { f(x) + 1 }\nBEGIN {\n  @x = f(1);\n}");
  Diagnostic d = error();
  EXPECT_EQ(d.message, "macro 'f' calls itself");
  EXPECT_EQ(d.loc.begin, (SourcePos{1, 14}));
  ASSERT_EQ(d.notes.size(), 2u);
  EXPECT_EQ(d.notes[0].message, "expanded from here");
  EXPECT_EQ(d.notes[0].loc.begin, (SourcePos{3, 8}));
  EXPECT_EQ(d.notes[1].message, "'f' is defined here");
}

TEST_F(ExpandMacros, MutualRecursionHasANoteChain) {
  expand("macro f(x) { g(x) }\nmacro g(x) { h(x) }\nmacro h(x) { f(x) }\nBEGIN { @x = f(1); }");
  Diagnostic d = error();
  EXPECT_EQ(d.message, "macro 'f' calls itself through 'g', 'h'");
  EXPECT_EQ(d.loc.begin, (SourcePos{3, 14})); // f(x) in h
  ASSERT_EQ(d.notes.size(), 4u);
  // h was expanded in g, g in f, f in the probe.
  EXPECT_EQ(d.notes[0].loc.begin, (SourcePos{2, 14}));
  EXPECT_EQ(d.notes[1].loc.begin, (SourcePos{1, 14}));
  EXPECT_EQ(d.notes[2].loc.begin, (SourcePos{4, 14}));
  for (int i = 0; i < 3; i++)
    EXPECT_EQ(d.notes[i].message, "expanded from here");
  // The chain prints the macros' own lines.
  std::string text = errors();
  EXPECT_NE(text.find("test.kt:2:14: note: expanded from here\n    2 | macro g(x) { h(x) }"),
            std::string::npos)
      << text;
}

TEST_F(ExpandMacros, AMacroMayTakeItsOwnCallAsArgument) {
  expand("macro f(x) { x * 2 }\nBEGIN { @x = f(f(1)); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "@x = 1 * 2 * 2\n");
}

TEST_F(ExpandMacros, ExpansionDepthIsLimited) {
  std::string text;
  for (int i = 0; i < 40; i++)
    text += "macro m" + std::to_string(i) + "(x) { m" + std::to_string(i + 1) + "(x) }\n";
  text += "macro m40(x) { x }\nBEGIN { @x = m0(1); }";
  expand(text);
  Diagnostic d = error();
  EXPECT_EQ(d.message, "macro expansion is nested too deeply (more than 32 levels)");
  EXPECT_EQ(d.notes.size(), 32u);
}

TEST_F(ExpandMacros, ExpansionSizeIsLimited) {
  std::string call = "1";
  for (int i = 0; i < 24; i++)
    call = "d(" + call + ")";
  expand("macro d(x) { x + x }\nBEGIN { @x = " + call + "; }");
  EXPECT_EQ(error().message, "macro expansion is too large (more than 1000000 nodes)");
}

// ---- definitions and calls ----

TEST_F(ExpandMacros, WrongNumberOfArguments) {
  expand("macro add(a, b) { a + b }\nBEGIN { @x = add(1); @y = add(1, 2, 3); }");
  ASSERT_EQ(diags_.error_count(), 2u) << errors();
  const Diagnostic &d = diags_.all()[0];
  EXPECT_EQ(d.message, "macro 'add' takes 2 arguments, but 1 was given");
  EXPECT_EQ(d.loc.begin, (SourcePos{2, 14}));
  ASSERT_EQ(d.notes.size(), 1u);
  EXPECT_EQ(d.notes[0].message, "'add' is defined here");
  EXPECT_EQ(d.notes[0].loc.begin, (SourcePos{1, 1}));
  EXPECT_EQ(diags_.all()[1].message, "macro 'add' takes 2 arguments, but 3 were given");
}

TEST_F(ExpandMacros, DefinedTwice) {
  expand("macro f() { 1 }\nmacro f() { 2 }\nBEGIN { @x = f(); }");
  Diagnostic d = error();
  EXPECT_EQ(d.message, "macro 'f' is defined twice");
  EXPECT_EQ(d.loc.begin.line, 2u);
  ASSERT_EQ(d.notes.size(), 1u);
  EXPECT_EQ(d.notes[0].message, "first defined here");
  EXPECT_EQ(d.notes[0].loc.begin.line, 1u);
}

TEST_F(ExpandMacros, NamedLikeABuiltinOverridesItsArityOnly) {
  // bpftrace v0.26: a program's macro overrides the builtin of its own
  // arity; the builtin's other forms stay (`macro cpu(x)`, then `cpu()`).
  expand("macro cpu(x) { x + 1 }\nmacro strlen(s) { 7 }\nBEGIN { @a = cpu(1); @b = cpu(); @c = cpu; @d = strlen(\"ab\"); }");
  ASSERT_EQ(diags_.error_count(), 0u) << errors();
  EXPECT_EQ(body(), "@a = 1 + 1\n@b = cpu\n@c = cpu\n@d = 7\n");
}

TEST_F(ExpandMacros, RepeatedParameter) {
  expand("macro f(a, $b, a) { a }\nBEGIN { }");
  EXPECT_EQ(error().message, "parameter 'a' appears twice in macro 'f'");
}

TEST_F(ExpandMacros, ReturnAndStrayJumps) {
  expand("macro f() { return; }\nmacro g() { break; }\nmacro h() { while (1) { break; } 1 }\nBEGIN { }");
  ASSERT_EQ(diags_.error_count(), 2u) << errors();
  EXPECT_EQ(diags_.all()[0].message, "'return' cannot be used in macro 'f'");
  EXPECT_EQ(diags_.all()[1].message, "'break' outside a loop in macro 'g'");
}

TEST_F(ExpandMacros, TheMacroItselfIsNotChanged) {
  expand("macro f($v, e) { $t = $v + e; $t }\nBEGIN { @x = f(nsecs, 2); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(ast::to_source(*macro("f")), "macro f($v, e) {\n    $t = $v + e;\n    $t\n}");
  EXPECT_EQ(macro("f")->body->stmts[0]->loc.file, file_.get());
}

TEST_F(ExpandMacros, ProgramsWithoutMacrosAreUntouched) {
  expand("BEGIN { @x = f(1); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  EXPECT_EQ(body(), "@x = f(1)\n");
  EXPECT_EQ(expansions_.size(), 0u);
}

// ---- locations of later diagnostics ----

// No system types. The methods do not say `override`, so that the fake
// keeps compiling while TypeSource gains and loses methods.
class NoTypes : public TypeSource {
public:
  std::vector<std::string> match_tracepoints(const std::string &, const std::string &) { return {}; }
  Result<std::shared_ptr<const Record>> tracepoint_args(const std::string &, const std::string &) {
    return Error("no tracepoints in this test");
  }
  Result<uint64_t> user_symbol_size(const std::string &, const std::string &) {
    return Error("no binaries in this test");
  }
  Result<std::shared_ptr<const Record>> uprobe_args(const std::string &, const std::string &) {
    return Error("no binaries in this test");
  }
  const btf::Btf *kernel_btf() { return nullptr; }
};

TEST_F(ExpandMacros, SemaErrorsInsideAnExpansionSayWhereItCameFrom) {
  expand("macro f(x) {\n  x + bogus\n}\nmacro g() { f(1) }\nBEGIN {\n  @a = g();\n}");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  NoTypes types;
  resolve_names(*program_, {}, types, diags_);
  Diagnostic d = error();
  EXPECT_EQ(d.message, "unknown identifier 'bogus'");
  // The macro's text, its file and line...
  EXPECT_EQ(d.loc.file->name(), "test.kt");
  EXPECT_EQ(d.loc.begin, (SourcePos{2, 7}));
  // ...and the calls it was expanded from, innermost first.
  ASSERT_GE(d.notes.size(), 2u);
  EXPECT_EQ(d.notes[0].message, "expanded from here");
  EXPECT_EQ(d.notes[0].loc.begin, (SourcePos{4, 13}));
  EXPECT_EQ(d.notes[1].message, "expanded from here");
  EXPECT_EQ(d.notes[1].loc.begin, (SourcePos{6, 8}));
  EXPECT_EQ(d.notes[1].loc.file, file_.get());

  std::string text = errors();
  EXPECT_NE(text.find("test.kt:2:7: error: unknown identifier 'bogus'\n    2 |   x + bogus\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("test.kt:6:8: note: expanded from here\n    6 |   @a = g();\n"), std::string::npos)
      << text;
}

TEST_F(ExpandMacros, ArgumentErrorsPointAtTheCallOnce) {
  expand("macro twice(x) { x + x }\nBEGIN { @a = twice(nope); }");
  ASSERT_FALSE(diags_.has_errors()) << errors();
  NoTypes types;
  resolve_names(*program_, {}, types, diags_);
  std::string text = errors();
  EXPECT_EQ(text, "test.kt:2:20: error: unknown identifier 'nope'\n"
                  "    2 | BEGIN { @a = twice(nope); }\n"
                  "      |                    ^~~~\n");
}

} // namespace
} // namespace kt::sema
