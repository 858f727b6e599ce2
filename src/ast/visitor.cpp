#include "ast/visitor.h"

namespace kt::ast {

#define KT_ACCEPT(name)                                                        \
  void name::accept(Visitor &v) { v.visit(*this); }
KT_AST_NODES(KT_ACCEPT)
#undef KT_ACCEPT

void Visitor::visit(Integer &) {}
void Visitor::visit(String &) {}
void Visitor::visit(Boolean &) {}
void Visitor::visit(Identifier &) {}
void Visitor::visit(PositionalParam &) {}
void Visitor::visit(ParamCount &) {}
void Visitor::visit(Variable &) {}
void Visitor::visit(MapRef &n) { visit(n.keys); }
void Visitor::visit(Call &n) { visit(n.args); }
void Visitor::visit(Unary &n) { visit(n.operand); }
void Visitor::visit(Binary &n) {
  visit(n.lhs);
  visit(n.rhs);
}
void Visitor::visit(Ternary &n) {
  visit(n.cond);
  visit(n.then);
  visit(n.otherwise);
}
void Visitor::visit(FieldAccess &n) { visit(n.base); }
void Visitor::visit(TupleIndex &n) { visit(n.base); }
void Visitor::visit(IndexExpr &n) {
  visit(n.base);
  visit(n.index);
}
void Visitor::visit(Cast &n) {
  visit(n.type);
  visit(n.operand);
}
void Visitor::visit(Tuple &n) { visit(n.elems); }
void Visitor::visit(BlockExpr &n) { visit(n.block); }
void Visitor::visit(Sizeof &n) {
  visit(n.type);
  visit(n.operand);
}
void Visitor::visit(Offsetof &n) {
  visit(n.type);
  visit(n.operand);
}

void Visitor::visit(ExprStmt &n) { visit(n.expr); }
void Visitor::visit(Assign &n) {
  visit(n.target);
  visit(n.value);
}
void Visitor::visit(If &n) {
  visit(n.cond);
  visit(n.then);
  visit(n.otherwise);
}
void Visitor::visit(Unroll &n) {
  visit(n.count);
  visit(n.body);
}
void Visitor::visit(ForMap &n) {
  visit(n.var);
  visit(n.map);
  visit(n.body);
}
void Visitor::visit(ForRange &n) {
  visit(n.var);
  visit(n.from);
  visit(n.to);
  visit(n.body);
}
void Visitor::visit(While &n) {
  visit(n.cond);
  visit(n.body);
}
void Visitor::visit(Return &n) { visit(n.value); }
void Visitor::visit(Jump &) {}
void Visitor::visit(BlockStmt &n) { visit(n.block); }

void Visitor::visit(Block &n) { visit(n.stmts); }
void Visitor::visit(Program &n) { visit(n.items); }
void Visitor::visit(Probe &n) {
  visit(n.attach_points);
  visit(n.predicate);
  visit(n.body);
}
void Visitor::visit(AttachPoint &) {}
void Visitor::visit(ConfigBlock &n) { visit(n.items); }
void Visitor::visit(ConfigItem &n) { visit(n.value); }
void Visitor::visit(Import &) {}
void Visitor::visit(Macro &n) {
  visit(n.params);
  visit(n.body);
}
void Visitor::visit(Include &) {}
void Visitor::visit(MapDecl &n) { visit(n.args); }
void Visitor::visit(TypeName &n) { visit(n.of); }
void Visitor::visit(CDecl &) {}

} // namespace kt::ast
