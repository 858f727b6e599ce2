#include "sema/builtins.h"

#include <string>

#include "sema/builtins/families.h"
#include "util/signals.h"

namespace kt::sema {
namespace {

std::vector<BuiltinFamily> &registry() {
  static std::vector<BuiltinFamily> families = {
#define KT_FAMILY(name) name##_family(),
#include "sema/builtins/families.def"
#undef KT_FAMILY
  };
  // Each entry knows its family (the vector no longer moves).
  static bool linked = [] {
    for (BuiltinFamily &f : families)
      for (BuiltinInfo &b : f.builtins)
        b.family = &f;
    return true;
  }();
  (void)linked;
  return families;
}

} // namespace

const std::vector<BuiltinFamily> &builtin_families() { return registry(); }

const BuiltinInfo *find_builtin(std::string_view name, BuiltinForm form) {
  for (const BuiltinFamily &f : registry())
    for (const BuiltinInfo &b : f.builtins)
      if (b.name == name && b.form == form)
        return &b;
  return nullptr;
}

const BuiltinInfo *find_builtin_variable(std::string_view name) {
  return find_builtin(arg_index(name) >= 0 ? "arg0" : name, BuiltinForm::Variable);
}

const BuiltinInfo *find_builtin_function(std::string_view name) {
  if (const BuiltinInfo *b = find_builtin(name, BuiltinForm::Function))
    return b;
  return find_builtin(name, BuiltinForm::Aggregation);
}

std::optional<std::vector<int64_t>> aggregate_params(const BuiltinInfo &b, const ast::Call &call) {
  std::vector<int64_t> params;
  for (size_t i = 1; i < call.args.size(); i++) {
    const ast::Expr *e = call.args[i];
    std::optional<int64_t> v;
    if (auto *n = ast::as<ast::Integer>(e))
      v = static_cast<int64_t>(n->value);
    else if (auto *u = ast::as<ast::Unary>(e); u && u->op == ast::UnaryOp::Neg)
      if (auto *n = ast::as<ast::Integer>(u->operand))
        v = -static_cast<int64_t>(n->value);
    if (!v && b.aggregate_param)
      v = b.aggregate_param(e);
    if (!v)
      return std::nullopt;
    params.push_back(*v);
  }
  if (b.param_default && !params.empty() && params.back() == *b.param_default)
    params.pop_back();
  return params;
}

std::vector<ConfigKey> all_config_keys() {
  std::vector<ConfigKey> keys = core_config_keys();
  for (const BuiltinFamily &f : registry())
    keys.insert(keys.end(), f.config.begin(), f.config.end());
  return keys;
}

int arg_index(std::string_view name) {
  if (name.size() < 4 || name.substr(0, 3) != "arg" || name.size() > 5)
    return -1;
  int n = 0;
  for (char c : name.substr(3)) {
    if (c < '0' || c > '9')
      return -1;
    n = n * 10 + (c - '0');
  }
  return name.size() > 4 && name[3] == '0' ? -1 : n;
}

// stdlib/signals.kt's names (util/signals.h), for sema and codegen.
int signal_number(std::string_view name) { return util::signal_number(name).value_or(-1); }

std::string probe_mask_names(ProbeMask mask) {
  std::string out;
  for (unsigned k = 0; k <= static_cast<unsigned>(ast::kLastProbeKind); k++) {
    if (!(mask & (1u << k)))
      continue;
    if (!out.empty())
      out += ", ";
    auto kind = static_cast<ast::ProbeKind>(k);
    out += kind == ast::ProbeKind::Entry ? "session (entry:)" : ast::probe_kind_name(kind);
  }
  return out;
}

} // namespace kt::sema
