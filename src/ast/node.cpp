#include "ast/ast.h"

namespace kt::ast {

const char *node_kind_name(NodeKind kind) {
  switch (kind) {
#define KT_NAME(name)                                                          \
  case NodeKind::name:                                                         \
    return #name;
    KT_AST_NODES(KT_NAME)
#undef KT_NAME
  }
  return "?";
}

const char *spelling(UnaryOp op) {
  switch (op) {
  case UnaryOp::Neg: return "-";
  case UnaryOp::Not: return "!";
  case UnaryOp::BitNot: return "~";
  case UnaryOp::Deref: return "*";
  case UnaryOp::AddrOf: return "&";
  case UnaryOp::PreInc:
  case UnaryOp::PostInc: return "++";
  case UnaryOp::PreDec:
  case UnaryOp::PostDec: return "--";
  }
  return "?";
}

bool is_postfix(UnaryOp op) { return op == UnaryOp::PostInc || op == UnaryOp::PostDec; }

const char *spelling(BinaryOp op) {
  switch (op) {
  case BinaryOp::Mul: return "*";
  case BinaryOp::Div: return "/";
  case BinaryOp::Mod: return "%";
  case BinaryOp::Add: return "+";
  case BinaryOp::Sub: return "-";
  case BinaryOp::Shl: return "<<";
  case BinaryOp::Shr: return ">>";
  case BinaryOp::Lt: return "<";
  case BinaryOp::Le: return "<=";
  case BinaryOp::Gt: return ">";
  case BinaryOp::Ge: return ">=";
  case BinaryOp::Eq: return "==";
  case BinaryOp::Ne: return "!=";
  case BinaryOp::BitAnd: return "&";
  case BinaryOp::BitXor: return "^";
  case BinaryOp::BitOr: return "|";
  case BinaryOp::LogAnd: return "&&";
  case BinaryOp::LogOr: return "||";
  }
  return "?";
}

int precedence(BinaryOp op) {
  switch (op) {
  case BinaryOp::Mul:
  case BinaryOp::Div:
  case BinaryOp::Mod: return 10;
  case BinaryOp::Add:
  case BinaryOp::Sub: return 9;
  case BinaryOp::Shl:
  case BinaryOp::Shr: return 8;
  case BinaryOp::Lt:
  case BinaryOp::Le:
  case BinaryOp::Gt:
  case BinaryOp::Ge: return 7;
  case BinaryOp::Eq:
  case BinaryOp::Ne: return 6;
  case BinaryOp::BitAnd: return 5;
  case BinaryOp::BitXor: return 4;
  case BinaryOp::BitOr: return 3;
  case BinaryOp::LogAnd: return 2;
  case BinaryOp::LogOr: return 1;
  }
  return 0;
}

std::string probe_text(const AttachPoint &ap) {
  size_t colon = ap.raw.find(':');
  return std::string(probe_kind_name(ap.probe)) + (colon == std::string::npos ? "" : ap.raw.substr(colon));
}

const char *probe_kind_name(ProbeKind kind) {
  switch (kind) {
  case ProbeKind::Begin: return "BEGIN";
  case ProbeKind::End: return "END";
  case ProbeKind::Interval: return "interval";
  case ProbeKind::Profile: return "profile";
  case ProbeKind::Software: return "software";
  case ProbeKind::Hardware: return "hardware";
  case ProbeKind::Tracepoint: return "tracepoint";
  case ProbeKind::RawTracepoint: return "rawtracepoint";
  case ProbeKind::TpBtf: return "tp_btf";
  case ProbeKind::Kprobe: return "kprobe";
  case ProbeKind::Kretprobe: return "kretprobe";
  case ProbeKind::Fentry: return "fentry";
  case ProbeKind::Fexit: return "fexit";
  case ProbeKind::Uprobe: return "uprobe";
  case ProbeKind::Uretprobe: return "uretprobe";
  case ProbeKind::Usdt: return "usdt";
  case ProbeKind::Entry: return "entry";
  case ProbeKind::Allow: return "allow";
  case ProbeKind::Deny: return "deny";
  case ProbeKind::Self: return "self";
  case ProbeKind::Test: return "test";
  case ProbeKind::Bench: return "bench";
  case ProbeKind::Iter: return "iter";
  case ProbeKind::Watchpoint: return "watchpoint";
  }
  return "?";
}

bool is_function_set(ProbeKind kind) {
  return kind == ProbeKind::Entry || kind == ProbeKind::Allow || kind == ProbeKind::Deny;
}

BlockExpr::BlockExpr(SourceLocation loc, Block *block) : Expr(kKind, loc), block(block) {
  depth = depth_over(block);
}

Cast::Cast(SourceLocation loc, TypeName *type, Expr *operand) : Expr(kKind, loc), type(type), operand(operand) {
  depth = depth_over(type, operand);
}

Sizeof::Sizeof(SourceLocation loc, TypeName *type, Expr *operand)
    : Expr(kKind, loc), type(type), operand(operand) {
  depth = depth_over(type, operand);
}

Offsetof::Offsetof(SourceLocation loc, TypeName *type, Expr *operand, std::vector<std::string> path,
                   SourceLocation path_loc)
    : Expr(kKind, loc), type(type), operand(operand), path(std::move(path)), path_loc(path_loc) {
  depth = depth_over(type, operand);
}

} // namespace kt::ast
