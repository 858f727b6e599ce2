// Expression nodes.
#pragma once

#include <string>
#include <vector>

#include "ast/node.h"

namespace kt::ast {

struct TypeName;

struct Expr : Node {
  using Node::Node;
};

struct Integer : Expr {
  KT_NODE(Integer)
  Integer(SourceLocation loc, uint64_t value) : Expr(kKind, loc), value(value) {}
  uint64_t value;
};

// A string literal; `value` holds the bytes after escape processing.
struct String : Expr {
  KT_NODE(String)
  String(SourceLocation loc, std::string value) : Expr(kKind, loc), value(std::move(value)) {}
  std::string value;
};

struct Boolean : Expr {
  KT_NODE(Boolean)
  Boolean(SourceLocation loc, bool value) : Expr(kKind, loc), value(value) {}
  bool value;
};

// A bare name: a builtin (`pid`, `comm`, `args`) or a constant (`ENOMEM`).
struct Identifier : Expr {
  KT_NODE(Identifier)
  Identifier(SourceLocation loc, std::string name) : Expr(kKind, loc), name(std::move(name)) {}
  std::string name;
};

// `$1` .. `$N`: a command-line argument.
struct PositionalParam : Expr {
  KT_NODE(PositionalParam)
  PositionalParam(SourceLocation loc, uint64_t index) : Expr(kKind, loc), index(index) {}
  uint64_t index;
};

// `$#`: the number of command-line arguments.
struct ParamCount : Expr {
  KT_NODE(ParamCount)
  explicit ParamCount(SourceLocation loc) : Expr(kKind, loc) {}
};

// `$name`: a scratch variable, local to one probe invocation.
struct Variable : Expr {
  KT_NODE(Variable)
  Variable(SourceLocation loc, std::string name) : Expr(kKind, loc), name(std::move(name)) {}
  std::string name; // without '$'
};

// `@name`, `@`, or `@name[k1, k2]`.
struct MapRef : Expr {
  KT_NODE(MapRef)
  MapRef(SourceLocation loc, std::string name, std::vector<Expr *> keys = {})
      : Expr(kKind, loc), name(std::move(name)), keys(std::move(keys)) {
    depth = depth_over_all(this->keys);
  }
  std::string name; // without '@'; empty for '@'
  std::vector<Expr *> keys;
};

struct Call : Expr {
  KT_NODE(Call)
  Call(SourceLocation loc, std::string name, std::vector<Expr *> args)
      : Expr(kKind, loc), name(std::move(name)), args(std::move(args)) {
    depth = depth_over_all(this->args);
  }
  std::string name;
  std::vector<Expr *> args;
  bool bang = false; // written `name!(...)`: must name a macro (bpftrace v0.26)
};

enum class UnaryOp : uint8_t { Neg, Not, BitNot, Deref, AddrOf, PreInc, PreDec, PostInc, PostDec };
const char *spelling(UnaryOp op);
bool is_postfix(UnaryOp op);

struct Unary : Expr {
  KT_NODE(Unary)
  Unary(SourceLocation loc, UnaryOp op, Expr *operand) : Expr(kKind, loc), op(op), operand(operand) {
    depth = depth_over(operand);
  }
  UnaryOp op;
  Expr *operand;
};

enum class BinaryOp : uint8_t {
  Mul, Div, Mod, Add, Sub, Shl, Shr, Lt, Le, Gt, Ge, Eq, Ne,
  BitAnd, BitXor, BitOr, LogAnd, LogOr,
};
const char *spelling(BinaryOp op);
// Binding strength, C's: higher binds tighter (Mul 10 .. LogOr 1).
int precedence(BinaryOp op);

struct Binary : Expr {
  KT_NODE(Binary)
  Binary(SourceLocation loc, BinaryOp op, Expr *lhs, Expr *rhs, SourceLocation op_loc)
      : Expr(kKind, loc), op(op), lhs(lhs), rhs(rhs), op_loc(op_loc) {
    depth = depth_over(lhs, rhs);
  }
  BinaryOp op;
  Expr *lhs;
  Expr *rhs;
  SourceLocation op_loc; // the operator token, for carets
};

// `c ? a : b`, or `c ?: b` (then == nullptr: the value of `c` when true).
struct Ternary : Expr {
  KT_NODE(Ternary)
  Ternary(SourceLocation loc, Expr *cond, Expr *then, Expr *otherwise)
      : Expr(kKind, loc), cond(cond), then(then), otherwise(otherwise) {
    depth = depth_over(cond, then, otherwise);
  }
  Expr *cond;
  Expr *then;
  Expr *otherwise;
};

// `e.field` or `e->field` (arrow == true).
struct FieldAccess : Expr {
  KT_NODE(FieldAccess)
  FieldAccess(SourceLocation loc, Expr *base, std::string field, bool arrow)
      : Expr(kKind, loc), base(base), field(std::move(field)), arrow(arrow) {
    depth = depth_over(base);
  }
  Expr *base;
  std::string field;
  bool arrow;
};

// `t.0`: element of a tuple.
struct TupleIndex : Expr {
  KT_NODE(TupleIndex)
  TupleIndex(SourceLocation loc, Expr *base, uint64_t index) : Expr(kKind, loc), base(base), index(index) {
    depth = depth_over(base);
  }
  Expr *base;
  uint64_t index;
};

// `e[i]`: array or pointer element.
struct IndexExpr : Expr {
  KT_NODE(IndexExpr)
  IndexExpr(SourceLocation loc, Expr *base, Expr *index) : Expr(kKind, loc), base(base), index(index) {
    depth = depth_over(base, index);
  }
  Expr *base;
  Expr *index;
};

// `{ stmts; value }`: a block whose last statement is an expression
// written without ';' (Block::ends_with_value), used as that value.
struct Block;
struct BlockExpr : Expr {
  KT_NODE(BlockExpr)
  BlockExpr(SourceLocation loc, Block *block);
  Block *block;
};

struct Cast : Expr {
  KT_NODE(Cast)
  Cast(SourceLocation loc, TypeName *type, Expr *operand);
  TypeName *type;
  Expr *operand;
  // `let $v: T;`: the operand is a made-up 0 standing for T's zero.
  bool declared_zero = false;
};

// `(a, b, ...)`, two or more elements; or a record (a tuple whose
// elements have names), `(a = 1, b = "x")`, one or more.
struct Tuple : Expr {
  KT_NODE(Tuple)
  Tuple(SourceLocation loc, std::vector<Expr *> elems, std::vector<std::string> names = {})
      : Expr(kKind, loc), elems(std::move(elems)), names(std::move(names)) {
    depth = depth_over_all(this->elems);
  }
  bool is_record() const { return !names.empty(); }
  std::vector<Expr *> elems;
  std::vector<std::string> names; // a record's field names, one per element; empty for a tuple
};

// `sizeof(type)` or `sizeof(expr)`: exactly one of the two is set.
struct Sizeof : Expr {
  KT_NODE(Sizeof)
  Sizeof(SourceLocation loc, TypeName *type, Expr *operand);
  TypeName *type;
  Expr *operand;
};

// `offsetof(struct T, a.b)` or `offsetof(expr, a.b)`: exactly one of type
// and operand is set; `path` names a field, then a field of it, ...
struct Offsetof : Expr {
  KT_NODE(Offsetof)
  Offsetof(SourceLocation loc, TypeName *type, Expr *operand, std::vector<std::string> path, SourceLocation path_loc);
  TypeName *type;
  Expr *operand;
  std::vector<std::string> path;
  SourceLocation path_loc; // the path as written, for carets
};

} // namespace kt::ast
