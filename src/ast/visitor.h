// Visitor over the AST. Each visit() defaults to visiting the node's
// children in source order, so a pass overrides only the nodes it cares
// about and calls Visitor::visit(node) to keep walking below them.
#pragma once

#include "ast/ast.h"

namespace kt::ast {

class Visitor {
public:
  virtual ~Visitor() = default;

  void visit(Node *node) {
    if (node)
      node->accept(*this);
  }
  template <typename T> void visit(const std::vector<T *> &nodes) {
    for (T *n : nodes)
      visit(n);
  }

#define KT_VISIT(name) virtual void visit(name &node);
  KT_AST_NODES(KT_VISIT)
#undef KT_VISIT
};

} // namespace kt::ast
