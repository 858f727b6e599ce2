// What the type checker asks of BTF: resolve modifiers, sizes, members and
// function signatures. BTF may chain modifiers into a cycle (a corrupt blob
// can; the kernel's verifier rejects it), so every walk is depth-bounded.
#include "btf/btf.h"

#include <algorithm>

namespace kt::btf {

namespace {

// The kernel resolves at most 32 modifiers (MAX_RESOLVE_DEPTH in
// kernel/bpf/btf.c); allow a little more for nested arrays and anonymous
// members.
constexpr int kMaxDepth = 64;

bool is_modifier(Kind kind) {
  return kind == Kind::Typedef || kind == Kind::Const || kind == Kind::Volatile || kind == Kind::Restrict ||
         kind == Kind::TypeTag;
}

bool is_aggregate(Kind kind) { return kind == Kind::Struct || kind == Kind::Union; }

} // namespace

TypeId Btf::resolve(TypeId id) const {
  for (int depth = 0; depth < kMaxDepth; ++depth) {
    auto t = type(id);
    if (!t)
      return 0;
    if (!is_modifier(t->kind()))
      return id;
    id = t->ref();
  }
  return 0;
}

std::optional<uint64_t> Btf::size_of(TypeId id) const {
  uint64_t count = 1; // product of the array lengths seen so far
  for (int depth = 0; depth < kMaxDepth; ++depth) {
    auto t = type(resolve(id));
    if (!t)
      return std::nullopt;
    switch (t->kind()) {
    case Kind::Int:
    case Kind::Enum:
    case Kind::Enum64:
    case Kind::Struct:
    case Kind::Union:
    case Kind::Float:
    case Kind::Datasec: {
      uint64_t bytes;
      if (__builtin_mul_overflow(count, uint64_t(t->size()), &bytes))
        return std::nullopt;
      return bytes;
    }
    case Kind::Ptr:
      if (__builtin_mul_overflow(count, uint64_t(8), &count))
        return std::nullopt;
      return count;
    case Kind::Array:
      if (__builtin_mul_overflow(count, uint64_t(t->array().nelems), &count))
        return std::nullopt;
      id = t->array().elem;
      break;
    case Kind::Var: id = t->ref(); break;
    default: return std::nullopt; // void, fwd, func, func_proto, decl_tag
    }
  }
  return std::nullopt;
}

std::optional<MemberInfo> Btf::member(TypeId struct_id, std::string_view name) const {
  if (name.empty())
    return std::nullopt;
  std::vector<TypeId> searched;
  return member_in(struct_id, name, 0, searched);
}

// C11 makes the members of an anonymous struct/union members of the
// enclosing one, so search them in declaration order, adding their offset.
// Each aggregate is searched once: whether it has the member does not depend
// on where it sits, and a corrupt blob could otherwise nest the same struct
// (or itself) many times over and make the search exponential.
std::optional<MemberInfo> Btf::member_in(TypeId struct_id, std::string_view name, uint64_t base,
                                         std::vector<TypeId> &searched) const {
  TypeId id = resolve(struct_id);
  auto t = type(id);
  if (!t || !is_aggregate(t->kind()))
    return std::nullopt;
  if (std::find(searched.begin(), searched.end(), id) != searched.end())
    return std::nullopt;
  searched.push_back(id);
  for (uint16_t i = 0; i < t->vlen(); ++i) {
    Member m = t->member_at(i);
    if (m.name == name)
      return MemberInfo{m.name, m.type, base + m.bit_offset, m.bitfield_size, {i}};
    if (!m.name.empty())
      continue;
    auto inner = type(resolve(m.type));
    if (inner && is_aggregate(inner->kind()))
      if (auto found = member_in(m.type, name, base + m.bit_offset, searched)) {
        found->path.insert(found->path.begin(), i);
        return found;
      }
  }
  return std::nullopt;
}

bool Btf::has_kfunc(std::string_view name) const {
  std::vector<TypeId> funcs;
  for (TypeId id : find_all(name))
    if (type(id)->kind() == Kind::Func)
      funcs.push_back(id);
  if (funcs.empty())
    return false;
  bool tagged = false;
  for (TypeId id : find_all("bpf_kfunc")) {
    auto t = type(id);
    if (t->kind() != Kind::DeclTag)
      continue;
    tagged = true;
    if (t->component_idx() == -1 && std::find(funcs.begin(), funcs.end(), t->ref()) != funcs.end())
      return true;
  }
  return !tagged;
}

TypeId Btf::percpu_variable(std::string_view name) const {
  TypeId var = find(name, Kind::Var);
  TypeId sec = find(".data..percpu", Kind::Datasec);
  if (!var || !sec)
    return 0;
  for (const VarSecinfo &v : type(sec)->secinfos())
    if (v.type == var)
      return var;
  return 0;
}

std::optional<FuncSignature> Btf::func(std::string_view name) const {
  TypeId id = find(name, Kind::Func);
  if (id == 0)
    return std::nullopt;
  auto fn = type(id);
  auto proto = type(fn->ref());
  if (!proto || proto->kind() != Kind::FuncProto)
    return std::nullopt;
  return FuncSignature{id, proto->id(), fn->linkage(), proto->ref(), proto->params(), proto->is_variadic()};
}

std::vector<std::string> Btf::tracepoint_names() const {
  std::vector<std::string> out;
  for (TypeId id = start_id(); id <= last_id(); id++) {
    auto t = type(id);
    if (t && t->kind() == Kind::Typedef && t->name().starts_with(kTracepointPrefix))
      out.emplace_back(t->name().substr(kTracepointPrefix.size()));
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> Btf::iterator_names() const {
  std::vector<std::string> out;
  for (TypeId id = start_id(); id <= last_id(); id++) {
    auto t = type(id);
    if (t && t->kind() == Kind::Struct && t->name().starts_with(kIteratorPrefix) &&
        !t->name().ends_with("__safe_trusted"))
      out.emplace_back(t->name().substr(kIteratorPrefix.size()));
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::optional<FuncSignature> Btf::tracepoint(std::string_view name) const {
  TypeId id = find(std::string(kTracepointPrefix) + std::string(name), Kind::Typedef);
  if (id == 0)
    return std::nullopt;
  auto ptr = type(type(id)->ref());
  if (!ptr || ptr->kind() != Kind::Ptr)
    return std::nullopt;
  auto proto = type(ptr->ref());
  if (!proto || proto->kind() != Kind::FuncProto || proto->vlen() == 0)
    return std::nullopt;
  std::vector<Param> params = proto->params();
  params.erase(params.begin());
  // The typedef's parameters have no names; the tracepoint's iterator
  // function, __traceiter_NAME(void *__data, PROTO), has them (Linux 5.10+).
  if (auto iter = func("__traceiter_" + std::string(name)); iter && iter->params.size() == params.size() + 1)
    for (size_t i = 0; i < params.size(); i++)
      params[i].name = iter->params[i + 1].name;
  return FuncSignature{id, proto->id(), Linkage::Static, 0, std::move(params), false};
}

} // namespace kt::btf
