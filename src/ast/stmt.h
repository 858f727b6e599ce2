// Statement nodes and blocks.
#pragma once

#include <optional>
#include <vector>

#include "ast/expr.h"

namespace kt::ast {

struct Stmt : Node {
  using Node::Node;
};

// `{ s1; s2; ... }`. When the last statement is an expression written
// without a trailing ';', `ends_with_value` is set: a macro body's value.
struct Block : Node {
  KT_NODE(Block)
  Block(SourceLocation loc, std::vector<Stmt *> stmts, bool ends_with_value)
      : Node(kKind, loc), stmts(std::move(stmts)), ends_with_value(ends_with_value) {
    depth = depth_over_all(this->stmts);
  }
  std::vector<Stmt *> stmts;
  bool ends_with_value;
};

struct ExprStmt : Stmt {
  KT_NODE(ExprStmt)
  ExprStmt(SourceLocation loc, Expr *expr) : Stmt(kKind, loc), expr(expr) { depth = depth_over(expr); }
  Expr *expr;
};

// `target = value` or `target OP= value` (op set). A declaration
// `let $v[: type][ = value]` is an Assign with `declare` set: `type` is
// the declared type (or null), `written` the value as written (or null),
// and `value` what is stored: `written` cast to `type`, a zero of `type`,
// or null for a bare `let $v` (nothing stored; the type comes from later
// assignments).
struct Assign : Stmt {
  KT_NODE(Assign)
  Assign(SourceLocation loc, Expr *target, std::optional<BinaryOp> op, Expr *value)
      : Stmt(kKind, loc), target(target), op(op), value(value), written(value) {
    depth = depth_over(target, value);
  }
  Expr *target; // a Variable or a MapRef
  std::optional<BinaryOp> op;
  Expr *value;
  Expr *written;
  bool declare = false;
  TypeName *type = nullptr;
};

// `if (c) { } else if (d) { } else { }`: `otherwise` is an If or a BlockStmt.
struct If : Stmt {
  KT_NODE(If)
  If(SourceLocation loc, Expr *cond, Block *then, Stmt *otherwise)
      : Stmt(kKind, loc), cond(cond), then(then), otherwise(otherwise) {
    depth = depth_over(cond, then, otherwise);
  }
  Expr *cond;
  Block *then;
  Stmt *otherwise;
};

struct Unroll : Stmt {
  KT_NODE(Unroll)
  Unroll(SourceLocation loc, Expr *count, Block *body) : Stmt(kKind, loc), count(count), body(body) {
    depth = depth_over(count, body);
  }
  Expr *count;
  Block *body;
};

// `for ($kv : @map) { }`
struct ForMap : Stmt {
  KT_NODE(ForMap)
  ForMap(SourceLocation loc, Variable *var, MapRef *map, Block *body)
      : Stmt(kKind, loc), var(var), map(map), body(body) {
    depth = depth_over(var, map, body);
  }
  Variable *var;
  MapRef *map;
  Block *body;
};

// `for ($i : from..to) { }`: to is exclusive.
struct ForRange : Stmt {
  KT_NODE(ForRange)
  ForRange(SourceLocation loc, Variable *var, Expr *from, Expr *to, Block *body)
      : Stmt(kKind, loc), var(var), from(from), to(to), body(body) {
    depth = depth_over(var, from, to, body);
  }
  Variable *var;
  Expr *from;
  Expr *to;
  Block *body;
};

struct While : Stmt {
  KT_NODE(While)
  While(SourceLocation loc, Expr *cond, Block *body) : Stmt(kKind, loc), cond(cond), body(body) {
    depth = depth_over(cond, body);
  }
  Expr *cond;
  Block *body;
};

struct Return : Stmt {
  KT_NODE(Return)
  Return(SourceLocation loc, Expr *value) : Stmt(kKind, loc), value(value) { depth = depth_over(value); }
  Expr *value; // may be null
};

// `break` or `continue`.
struct Jump : Stmt {
  KT_NODE(Jump)
  enum class Kind : uint8_t { Break, Continue };
  Jump(SourceLocation loc, Kind jump) : Stmt(kKind, loc), jump(jump) {}
  Kind jump;
};

// A nested `{ ... }` used as a statement.
struct BlockStmt : Stmt {
  KT_NODE(BlockStmt)
  BlockStmt(SourceLocation loc, Block *block) : Stmt(kKind, loc), block(block) { depth = depth_over(block); }
  Block *block;
};

} // namespace kt::ast
