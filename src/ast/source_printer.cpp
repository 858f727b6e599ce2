#include "ast/source_printer.h"

#include <cstdio>
#include <sstream>

#include "ast/visitor.h"

namespace kt::ast {

std::string quote_string(const std::string &value) {
  std::string out = "\"";
  for (unsigned char c : value) {
    switch (c) {
    case '\n': out += "\\n"; break;
    case '\t': out += "\\t"; break;
    case '\r': out += "\\r"; break;
    case '\\': out += "\\\\"; break;
    case '"': out += "\\\""; break;
    default:
      if (c < 0x20 || c == 0x7f) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\%03o", c);
        out += buf;
      } else {
        out += static_cast<char>(c);
      }
    }
  }
  return out + "\"";
}

namespace {

// Binding strength of an expression as printed; operands that bind weaker
// than their context get parentheses.
constexpr int kTernaryPrec = 0;
constexpr int kUnaryPrec = 20;
constexpr int kPostfixPrec = 30;

int expr_prec(const Expr *e) {
  if (auto *b = as<Binary>(e))
    return precedence(b->op);
  if (as<Ternary>(e))
    return kTernaryPrec;
  if (auto *u = as<Unary>(e))
    return is_postfix(u->op) ? kPostfixPrec : kUnaryPrec;
  if (as<Cast>(e))
    return kUnaryPrec;
  return kPostfixPrec;
}

class SourcePrinter : public Visitor {
public:
  explicit SourcePrinter(std::ostream &os) : os_(os) {}

  using Visitor::visit;

  // Prints `e`, parenthesised when it binds weaker than `min_prec`.
  void expr(Expr *e, int min_prec) {
    bool parens = expr_prec(e) < min_prec;
    if (parens)
      os_ << "(";
    visit(e);
    if (parens)
      os_ << ")";
  }

  void list(const std::vector<Expr *> &items) {
    for (size_t i = 0; i < items.size(); i++) {
      if (i)
        os_ << ", ";
      expr(items[i], kTernaryPrec);
    }
  }

  void visit(Integer &n) override { os_ << n.value; }
  void visit(String &n) override { os_ << quote_string(n.value); }
  void visit(Boolean &n) override { os_ << (n.value ? "true" : "false"); }
  void visit(Identifier &n) override { os_ << n.name; }
  void visit(PositionalParam &n) override { os_ << "$" << n.index; }
  void visit(ParamCount &) override { os_ << "$#"; }
  void visit(Variable &n) override { os_ << "$" << n.name; }
  void visit(MapRef &n) override {
    os_ << "@" << n.name;
    if (!n.keys.empty()) {
      os_ << "[";
      list(n.keys);
      os_ << "]";
    }
  }
  void visit(Call &n) override {
    os_ << n.name << (n.bang ? "!(" : "(");
    list(n.args);
    os_ << ")";
  }
  void visit(Unary &n) override {
    if (is_postfix(n.op)) {
      expr(n.operand, kPostfixPrec);
      os_ << spelling(n.op);
      return;
    }
    os_ << spelling(n.op);
    // A prefix operand that is itself prefixed gets parentheses, so that
    // `-(-x)` never prints as `--x` nor `&(&x)` as `&&x`.
    auto *inner = as<Unary>(n.operand);
    bool parens = (inner && !is_postfix(inner->op)) || as<Cast>(n.operand);
    if (parens) {
      os_ << "(";
      visit(n.operand);
      os_ << ")";
    } else {
      expr(n.operand, kUnaryPrec);
    }
  }
  void visit(Binary &n) override {
    int p = precedence(n.op);
    expr(n.lhs, p);
    os_ << " " << spelling(n.op) << " ";
    expr(n.rhs, p + 1); // left-associative
  }
  void visit(Ternary &n) override {
    expr(n.cond, 1);
    if (n.then) {
      os_ << " ? ";
      expr(n.then, kTernaryPrec);
      os_ << " : ";
    } else {
      os_ << " ?: ";
    }
    expr(n.otherwise, kTernaryPrec);
  }
  void visit(FieldAccess &n) override {
    expr(n.base, kPostfixPrec);
    os_ << (n.arrow ? "->" : ".") << n.field;
  }
  void visit(TupleIndex &n) override {
    expr(n.base, kPostfixPrec);
    os_ << "." << n.index;
  }
  void visit(IndexExpr &n) override {
    expr(n.base, kPostfixPrec);
    os_ << "[";
    expr(n.index, kTernaryPrec);
    os_ << "]";
  }
  void visit(Cast &n) override {
    os_ << "(";
    visit(n.type);
    os_ << ")";
    expr(n.operand, kUnaryPrec);
  }
  void visit(BlockExpr &n) override { visit(n.block); }
  void visit(Tuple &n) override {
    os_ << "(";
    if (!n.is_record())
      list(n.elems);
    for (size_t i = 0; n.is_record() && i < n.elems.size(); i++) {
      os_ << (i ? ", " : "") << n.names[i] << " = ";
      expr(n.elems[i], kTernaryPrec);
    }
    os_ << ")";
  }
  void visit(Sizeof &n) override {
    os_ << "sizeof(";
    type_or_operand(n.type, n.operand);
    os_ << ")";
  }
  void visit(Offsetof &n) override {
    os_ << "offsetof(";
    type_or_operand(n.type, n.operand);
    for (size_t i = 0; i < n.path.size(); i++)
      os_ << (i ? "." : ", ") << n.path[i];
    os_ << ")";
  }
  // sizeof()'s and offsetof()'s first argument: a type or an expression.
  void type_or_operand(TypeName *type, Expr *operand) {
    if (type)
      visit(type);
    else
      expr(operand, kTernaryPrec);
  }

  // The type without its '*'s.
  void type_base(TypeName &n) {
    switch (n.tag) {
    case TypeName::Tag::None: break;
    case TypeName::Tag::Struct: os_ << "struct "; break;
    case TypeName::Tag::Union: os_ << "union "; break;
    case TypeName::Tag::Enum: os_ << "enum "; break;
    }
    os_ << n.name;
  }

  void visit(TypeName &n) override {
    if (n.of || n.in_typeof) { // typeof(name) keeps a bare name a type in sizeof()
      os_ << "typeof(";
      if (n.of)
        expr(n.of, kTernaryPrec);
      else
        os_ << n.name;
      os_ << ")";
      return;
    }
    type_base(n);
    if (n.pointer_depth)
      os_ << " " << std::string(n.pointer_depth, '*');
    if (n.array)
      os_ << "[" << (*n.array ? std::to_string(*n.array) : "") << "]";
  }

  // Statements.
  void indent() { os_ << std::string(indent_ * 4, ' '); }

  void visit(Block &n) override {
    os_ << "{\n";
    indent_++;
    for (size_t i = 0; i < n.stmts.size(); i++) {
      indent();
      bool value = n.ends_with_value && i + 1 == n.stmts.size();
      stmt(n.stmts[i], !value);
      os_ << "\n";
    }
    indent_--;
    indent();
    os_ << "}";
  }

  void stmt(Stmt *s, bool semicolon) {
    visit(s);
    if (semicolon && (as<ExprStmt>(s) || as<Assign>(s) || as<Return>(s) || as<Jump>(s)))
      os_ << ";";
  }

  void visit(ExprStmt &n) override { expr(n.expr, kTernaryPrec); }
  void visit(Assign &n) override {
    if (n.declare) {
      os_ << "let ";
      expr(n.target, kPostfixPrec);
      if (n.type) {
        os_ << ": ";
        visit(n.type);
      }
      if (n.written) {
        os_ << " = ";
        expr(n.written, kTernaryPrec);
      }
      return;
    }
    expr(n.target, kPostfixPrec);
    os_ << " " << (n.op ? spelling(*n.op) : "") << "= ";
    expr(n.value, kTernaryPrec);
  }
  void visit(If &n) override {
    os_ << "if (";
    expr(n.cond, kTernaryPrec);
    os_ << ") ";
    visit(n.then);
    if (n.otherwise) {
      os_ << " else ";
      if (auto *b = as<BlockStmt>(n.otherwise))
        visit(b->block);
      else
        visit(n.otherwise);
    }
  }
  void visit(Unroll &n) override {
    os_ << "unroll (";
    expr(n.count, kTernaryPrec);
    os_ << ") ";
    visit(n.body);
  }
  void visit(ForMap &n) override {
    os_ << "for ($" << n.var->name << " : ";
    visit(n.map);
    os_ << ") ";
    visit(n.body);
  }
  void visit(ForRange &n) override {
    os_ << "for ($" << n.var->name << " : ";
    expr(n.from, 1);
    os_ << "..";
    expr(n.to, 1);
    os_ << ") ";
    visit(n.body);
  }
  void visit(While &n) override {
    os_ << "while (";
    expr(n.cond, kTernaryPrec);
    os_ << ") ";
    visit(n.body);
  }
  void visit(Return &n) override {
    os_ << "return";
    if (n.value) {
      os_ << " ";
      expr(n.value, kTernaryPrec);
    }
  }
  void visit(Jump &n) override { os_ << (n.jump == Jump::Kind::Break ? "break" : "continue"); }
  void visit(BlockStmt &n) override { visit(n.block); }

  // Top level.
  void visit(Program &n) override {
    if (!n.shebang.empty())
      os_ << n.shebang << "\n";
    for (size_t i = 0; i < n.items.size(); i++) {
      if (i)
        os_ << "\n";
      visit(n.items[i]);
      os_ << "\n";
    }
  }
  void visit(Probe &n) override {
    for (size_t i = 0; i < n.attach_points.size(); i++)
      os_ << (i ? ", " : "") << n.attach_points[i]->raw;
    if (n.predicate) {
      os_ << " /";
      expr(n.predicate, kTernaryPrec);
      os_ << "/";
    }
    os_ << " ";
    visit(n.body);
  }
  void visit(AttachPoint &n) override { os_ << n.raw; }
  void visit(ConfigBlock &n) override {
    os_ << "config = {\n";
    indent_++;
    for (ConfigItem *item : n.items) {
      indent();
      visit(item);
      os_ << ";\n";
    }
    indent_--;
    os_ << "}";
  }
  void visit(ConfigItem &n) override {
    os_ << n.key << " = ";
    expr(n.value, kTernaryPrec);
  }
  void visit(Import &n) override { os_ << "import " << quote_string(n.path); }
  void visit(MapDecl &n) override {
    os_ << "let @" << n.map << " = " << n.kind << "(";
    list(n.args);
    os_ << ");";
  }
  void visit(Macro &n) override {
    os_ << "macro " << n.name << "(";
    list(n.params);
    os_ << ") ";
    visit(n.body);
  }
  void visit(Include &n) override {
    os_ << "#include " << (n.system ? "<" : "\"") << n.path << (n.system ? ">" : "\"");
  }

  void visit(CDecl &n) override { os_ << n.text; }

private:
  std::ostream &os_;
  int indent_ = 0;
};

} // namespace

void print_source(std::ostream &os, Node &node) {
  SourcePrinter p(os);
  p.visit(&node);
}

std::string to_source(Node &node) {
  std::ostringstream os;
  print_source(os, node);
  return os.str();
}

} // namespace kt::ast
