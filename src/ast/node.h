// The base of every AST node, the node-kind list, and the arena that owns
// nodes. Nodes point at each other with plain pointers; the Context owns
// them all and frees them together.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "ast/location.h"

namespace kt::ast {

// Every concrete node kind, once. Visitor and dumpers are generated from it.
#define KT_AST_NODES(X)                                                        \
  /* expressions */                                                            \
  X(Integer) X(String) X(Boolean) X(Identifier) X(PositionalParam)             \
  X(ParamCount) X(Variable) X(MapRef) X(Call) X(Unary) X(Binary) X(Ternary)    \
  X(FieldAccess) X(TupleIndex) X(IndexExpr) X(Cast) X(Tuple) X(Sizeof)         \
  X(Offsetof) X(BlockExpr)                                                     \
  /* statements */                                                             \
  X(ExprStmt) X(Assign) X(If) X(Unroll) X(ForMap) X(ForRange) X(While)         \
  X(Return) X(Jump) X(BlockStmt)                                               \
  /* structure */                                                              \
  X(Block) X(Program) X(Probe) X(AttachPoint) X(ConfigBlock) X(ConfigItem)     \
  X(Import) X(Macro) X(Include) X(TypeName) X(CDecl) X(MapDecl)

enum class NodeKind : uint8_t {
#define KT_KIND(name) name,
  KT_AST_NODES(KT_KIND)
#undef KT_KIND
};

const char *node_kind_name(NodeKind kind);

class Visitor;

struct Node {
  Node(NodeKind kind, SourceLocation loc) : kind(kind), loc(loc) {}
  virtual ~Node() = default;
  Node(const Node &) = delete;
  Node &operator=(const Node &) = delete;

  virtual void accept(Visitor &v) = 0;

  const NodeKind kind;
  SourceLocation loc;
  // Height of the subtree rooted here. The parser rejects programs nested
  // deeper than kMaxDepth, so every recursive pass has a bounded stack.
  uint32_t depth = 1;

  static constexpr uint32_t kMaxDepth = 500;
};

// Height of a node whose children are `children` (nulls ignored).
template <typename... N> uint32_t depth_over(const N *...children) {
  uint32_t d = 0;
  ((d = children && children->depth > d ? children->depth : d), ...);
  return d + 1;
}
template <typename N> uint32_t depth_over_all(const std::vector<N *> &children, uint32_t at_least = 0) {
  uint32_t d = at_least;
  for (const N *c : children)
    if (c && c->depth > d)
      d = c->depth;
  return d + 1;
}

// `as<T>(node)`: node if it is a T, else nullptr.
template <typename T> T *as(Node *n) { return n && n->kind == T::kKind ? static_cast<T *>(n) : nullptr; }
template <typename T> const T *as(const Node *n) {
  return n && n->kind == T::kKind ? static_cast<const T *>(n) : nullptr;
}

// Owns every node of one compilation.
class Context {
public:
  template <typename T, typename... Args> T *make(SourceLocation loc, Args &&...args) {
    auto node = std::make_unique<T>(loc, std::forward<Args>(args)...);
    T *raw = node.get();
    nodes_.push_back(std::move(node));
    return raw;
  }
  size_t size() const { return nodes_.size(); }

private:
  std::vector<std::unique_ptr<Node>> nodes_;
};

} // namespace kt::ast

// Declares the kind constant and accept() of a concrete node class.
#define KT_NODE(name)                                                          \
  static constexpr NodeKind kKind = NodeKind::name;                            \
  void accept(Visitor &v) override;
