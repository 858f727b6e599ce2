// expand_macros: replaces every call to a user macro with its expansion.
//
// Reads: the program's Macro items and the calls in probe predicates and
// bodies. Runs after parsing (and imports), before resolve_names.
// Writes: probe predicates and bodies, in place: a call to a macro becomes
// the macro's value, and a macro's statements (with the bindings of its
// `$param`s) go before the statement that calls it, or, for a call inside
// a larger expression, into a block expression in its place that runs them
// and gives the value (bpftrace v0.26). A `$param` given a
// variable is that variable (bpftrace v0.26: the macro reads and changes
// the caller's `$a`); given another value, it is bound once to a variable
// of the expansion's own, or substituted when reading it twice is the same. Expanded nodes are new
// nodes made in the Context, with the locations of the macro's text; the
// Macro items and their bodies are left as parsed. Each expansion is
// recorded in MacroExpansions, which adds "note: expanded from here" to
// later diagnostics located inside an expansion.
// Rejects: a macro defined twice or named like a builtin function, repeated
// parameters, `return` (and `break`/`continue` outside a loop) in a macro,
// a variable a macro reads but neither takes nor assigns; at a call: the
// wrong number of arguments, a non-map (or a map element) for an `@map`
// parameter, a whole map for a `$param`, a macro without a value used as a value, recursion, expansions nested
// more than kMaxMacroDepth deep or larger than kMaxExpansionNodes nodes.
//
// The language rules are in man/kt.7 (macro).
#pragma once

#include <map>
#include <memory>
#include <ostream>
#include <vector>

#include "ast/ast.h"
#include "ast/diagnostics.h"

namespace kt::sema {

constexpr size_t kMaxMacroDepth = 32;
constexpr size_t kMaxExpansionNodes = 1'000'000;

// Where expansions came from. Each expansion gets a SourceFile of its own,
// with the macro's file name, text and line numbers, so a location inside
// an expansion prints as the macro's text and still tells which call it
// came from.
class MacroExpansions {
public:
  // The call that `file` (an expansion's file) was expanded from; null if
  // `file` is not an expansion's.
  const SourceLocation *expanded_from(const SourceFile *file) const;

  // Adds a "expanded from here" note for each expansion `d`'s location lies
  // in, innermost first, ahead of `d`'s own notes.
  void annotate(Diagnostic &d) const;

  // Renders `diags` as Diagnostics::render does, each diagnostic annotated.
  // A diagnostic identical to an earlier one (an argument substituted at
  // several places) prints once.
  void render(const Diagnostics &diags, std::ostream &os, bool color) const;

  // For expand_macros: a new expansion of `macro` at `call`.
  const SourceFile *add(const ast::Macro &macro, const SourceLocation &call);
  size_t size() const { return files_.size(); }

private:
  std::vector<std::unique_ptr<SourceFile>> files_;
  std::map<const SourceFile *, SourceLocation> calls_;
};

void expand_macros(ast::Program &program, ast::Context &ctx, MacroExpansions &expansions, Diagnostics &diags);

} // namespace kt::sema
