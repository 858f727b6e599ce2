// Text -> AST. The Driver runs the Flex scanner and the Bison parser over
// one SourceFile, builds nodes in an ast::Context and reports every lexical
// and syntax error to Diagnostics.
//
//   ast::Context ctx; Diagnostics diags;
//   parser::Driver drv(ctx, diags);
//   ast::Program *prog = drv.parse(file);   // null only if nothing parsed
//   if (diags.has_errors()) ...
//
// Recovery resynchronises at ';' and '}' and suppresses cascades; parsing
// stops after kMaxErrors errors.
#pragma once

#include <functional>
#include <optional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "ast/diagnostics.h"
#include "cparts/macros.h"

namespace kt::parser {

class Driver {
public:
  static constexpr size_t kMaxErrors = 20;

  Driver(ast::Context &ctx, Diagnostics &diags) : ctx_(ctx), diags_(diags) {}

  // `text`, when given, is what the scanner reads instead of the file's
  // text (the same length, line for line: cparts::CParts::text); `macros`
  // are the C macros it expands.
  ast::Program *parse(const SourceFile &file, const std::string *text = nullptr,
                      const cparts::MacroTable *macros = nullptr);

  // ---- used by the grammar actions and the scanner ----

  template <typename T, typename... Args> T *make(const SourceLocation &loc, Args &&...args) {
    T *node = ctx_.make<T>(loc, std::forward<Args>(args)...);
    check_depth(*node);
    return node;
  }
  // Appends the attach point `raw` stands for (its parameters replaced),
  // or the several a parameter holding a list stands for.
  void add_attach_points(std::vector<ast::AttachPoint *> &list, const SourceLocation &loc, std::string raw);
  ast::Probe *make_probe(const SourceLocation &loc, std::vector<ast::AttachPoint *> aps, ast::Expr *pred,
                         ast::Block *body);
  ast::Stmt *make_assign(const SourceLocation &loc, ast::Expr *target, std::optional<ast::BinaryOp> op,
                         ast::Expr *value);
  ast::Stmt *make_for(const SourceLocation &loc, const SourceLocation &var_loc, std::string var,
                      ast::Expr *iterable, ast::Expr *range_end, ast::Block *body);
  // `{ stmts; value }` as an expression: its last statement must be a
  // value (an expression without ';').
  ast::Expr *make_block_expr(const SourceLocation &loc, ast::Block *block);
  // `let $name[: type][ = value]` (see ast::Assign).
  ast::Stmt *make_let(const SourceLocation &loc, const SourceLocation &var_loc, std::string name,
                      ast::TypeName *type, ast::Expr *value);
  ast::Expr *make_tuple_index(const SourceLocation &loc, ast::Expr *base, uint64_t index);
  // `(name = value, ...)`: a record; a name given twice is an error.
  struct RecordField {
    std::string name;
    SourceLocation loc; // the name's
    ast::Expr *value = nullptr;
  };
  ast::Expr *make_record(const SourceLocation &loc, std::vector<RecordField> fields);
  // `(type[N])` and `(type[])`: a cast to an array of N (or as many as fit) elements.
  ast::TypeName *make_array_type(const SourceLocation &loc, ast::TypeName *elem, uint32_t count);
  ast::TypeName *make_typeof(const SourceLocation &loc, ast::Expr *of);
  ast::Expr *make_param(const SourceLocation &loc, std::string text);
  ast::Expr *make_macro_param(ast::Expr *param);
  ast::Node *make_include(const SourceLocation &loc, const std::string &line);
  // The C declaration whose keyword the scanner just read (`keyword`):
  // its text through its ';' (cparts::c_decl_length) or a NUL byte; the keyword alone
  // when the scanner's offset does not match the text.
  std::string c_declaration(std::string_view keyword) const;
  bool is_typedef_name(const char *name) const { return typedef_names_.count(name) > 0; }
  // Names the script's headers define as typedefs: types to the scanner
  // from the first line on, as an #include makes them in C.
  void declare_typedef_names(const std::map<std::string, int32_t> &names) {
    for (const auto &[name, type] : names)
      typedef_names_.insert(name);
  }
  // Whether the '(' just scanned opens a cast to a bare name, `(name)-1`:
  // bpftrace v0.26's rule, a name in parentheses followed by what can
  // start an expression is a type, unless it is a builtin (`(pid)*tid` is
  // a product), a keyword, or a plain-name parameter of the macro being
  // parsed. The scanner then returns the name as a CAST_NAME.
  bool paren_casts_name() const;
  // The plain-name parameters of the macro whose body is being parsed.
  void begin_macro_body(const std::vector<ast::Expr *> &params);
  void end_macro_body() { macro_names_.clear(); }
  void hint_last_error(std::string hint);

  uint64_t integer(const std::string &text, const SourceLocation &loc);
  std::string string_literal(const std::string &text, const SourceLocation &loc);

  // Reports a syntax error; the message is built by the parser.
  void syntax_error(const SourceLocation &loc, const std::string &message);
  bool stopped() const { return diags_.error_count() >= kMaxErrors; }
  Diagnostics &diags() { return diags_; }

  // The C macro `name` when the scanner is to expand it here: defined, not
  // already being expanded (C's rule against self-reference).
  const cparts::Macro *c_macro(std::string_view name) const;
  // An expansion the scanner reads in place of a macro's use. Tokens read
  // from it are located at the outermost use.
  struct Expansion {
    std::string name;
    SourceLocation use;
  };

  // Scanner state.
  struct Scan {
    SourceLocation loc;                    // the current token
    std::vector<SourceLocation> braces;    // open '{' not yet closed
    bool unterminated = false;             // a string or comment ran to the end
    int comment_return = 0;                // start condition after a comment
    SourceLocation comment_start;
    std::string text;                      // the current token's text
    bool value_next = false;               // the last token leaves an operand to come:
                                           // a '{' now opens a block expression
    bool after_name = false;               // the last token was a name, `name!` or 'sizeof':
                                           // a '(' now opens its arguments
    bool cast_name_next = false;           // the next name is a cast's type (paren_casts_name)
    size_t offset = 0;                     // bytes of the file before the current token's end
    std::vector<Expansion> expansions;     // C macros being read, innermost last
  } scan;
  void advance(const char *text, size_t len);

  ast::Program *program = nullptr;
  std::string shebang;
  const std::vector<std::string> *params = nullptr; // see ImportOptions::params
  bool lenient_params = false;                      // see ImportOptions::lenient_params
  std::function<bool(std::string_view)> is_builtin;  // see ImportOptions::is_builtin

private:
  void check_depth(const ast::Node &node);

  ast::Context &ctx_;
  Diagnostics &diags_;
  const std::string *text_ = nullptr;             // what the scanner reads
  const cparts::MacroTable *c_macros_ = nullptr;
  bool depth_reported_ = false;
  std::set<const ast::AttachPoint *> bad_attach_points_;
  std::set<std::string, std::less<>> typedef_names_;
  std::set<std::string, std::less<>> macro_names_;
};

} // namespace kt::parser
