// Rendering a type in C syntax. C declarators read inside out, so the
// renderer walks from the outer type inwards carrying the declarator built so
// far: a pointer prepends '*', an array appends "[N]", a function appends its
// parameter list, and a pointer to an array or function needs parentheses.
// The base type (int, struct x, a typedef name) finally goes in front.
#include "btf/btf.h"

namespace kt::btf {

namespace {

constexpr int kMaxDepth = 64;
// Types rendered per call. A corrupt blob can make a function type whose
// parameters point back at it, which would otherwise render exponentially.
constexpr int kMaxSteps = 4096;

std::string join(std::string base, const std::string &decl) {
  return decl.empty() ? base : base + " " + decl;
}

std::string tag_name(const Type &t) {
  std::string_view keyword = t.kind() == Kind::Struct  ? "struct"
                             : t.kind() == Kind::Union ? "union"
                             : t.kind() == Kind::Fwd   ? (t.is_union_fwd() ? "union" : "struct")
                                                       : "enum";
  return std::string(keyword) + " " + (t.name().empty() ? "(anon)" : std::string(t.name()));
}

class Renderer {
public:
  explicit Renderer(const Btf &btf) : btf_(btf) {}

  std::string render(TypeId id, const std::string &decl, int depth) const {
    auto t = btf_.type(id);
    if (!t)
      return join("<bad type [" + std::to_string(id) + "]>", decl);
    if (depth > kMaxDepth)
      return join("<cycle>", decl);
    if (steps_-- <= 0)
      return join("...", decl);
    switch (t->kind()) {
    case Kind::Void: return join("void", decl);
    case Kind::Int:
    case Kind::Float:
    case Kind::Typedef: return join(std::string(t->name()), decl);
    case Kind::Struct:
    case Kind::Union:
    case Kind::Enum:
    case Kind::Enum64:
    case Kind::Fwd: return join(tag_name(*t), decl);
    case Kind::Ptr: {
      std::string inner = "*" + decl;
      return render(t->ref(), needs_parens(t->ref()) ? "(" + inner + ")" : inner, depth + 1);
    }
    case Kind::Array:
      return render(t->array().elem, decl + "[" + std::to_string(t->array().nelems) + "]", depth + 1);
    case Kind::FuncProto: return render(t->ref(), decl + params(*t, depth), depth + 1);
    case Kind::Func:
    case Kind::Var: return render(t->ref(), std::string(t->name()), depth + 1);
    case Kind::Const:
    case Kind::Volatile:
    case Kind::Restrict: return qualified(*t, decl, depth);
    case Kind::TypeTag:
    case Kind::DeclTag: return render(t->ref(), decl, depth + 1);
    case Kind::Datasec: return join("datasec " + std::string(t->name()), decl);
    }
    return join("<unknown>", decl);
  }

private:
  // A qualifier on a pointer follows the '*' ("char *const"); on anything
  // else it goes in front ("const char").
  std::string qualified(const Type &t, const std::string &decl, int depth) const {
    std::string q(kind_name(t.kind()));
    auto target = btf_.type(skip_qualifiers(t.ref()));
    if (target && target->kind() == Kind::Ptr)
      return render(t.ref(), decl.empty() ? q : q + " " + decl, depth + 1);
    return q + " " + render(t.ref(), decl, depth + 1);
  }

  std::string params(const Type &proto, int depth) const {
    std::string out = "(";
    auto ps = proto.params();
    for (size_t i = 0; i < ps.size(); ++i) {
      if (i)
        out += ", ";
      out += render(ps[i].type, std::string(ps[i].name), depth + 1);
    }
    if (proto.is_variadic())
      out += ps.empty() ? "..." : ", ...";
    else if (ps.empty())
      out += "void";
    return out + ")";
  }

  bool needs_parens(TypeId id) const {
    auto t = btf_.type(skip_qualifiers(id));
    return t && (t->kind() == Kind::Array || t->kind() == Kind::FuncProto);
  }

  // Skips const, volatile, restrict and type tags, but not typedefs: a
  // typedef name is where the declarator stops.
  TypeId skip_qualifiers(TypeId id) const {
    for (int depth = 0; depth < kMaxDepth; ++depth) {
      auto t = btf_.type(id);
      if (!t)
        return id;
      Kind k = t->kind();
      if (k != Kind::Const && k != Kind::Volatile && k != Kind::Restrict && k != Kind::TypeTag)
        return id;
      id = t->ref();
    }
    return id;
  }

  const Btf &btf_;
  mutable int steps_ = kMaxSteps;
};

} // namespace

std::string Btf::type_name(TypeId id) const { return Renderer(*this).render(id, "", 0); }

std::string Btf::declaration(TypeId id, std::string_view name) const {
  return Renderer(*this).render(id, std::string(name), 0);
}

} // namespace kt::btf
