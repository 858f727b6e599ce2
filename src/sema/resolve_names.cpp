#include "sema/resolve_names.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <span>
#include <set>

#include "ast/visitor.h"
#include "sema/builtin_hooks.h"
#include "sema/script_options.h"
#include "sema/map_decls.h"
#include "sema/probe_rules.h"
#include "sema/shadowed_types.h"
#include "sema/units.h"
#include "util/edit_distance.h"
#include "util/stdlib_enums.h"

namespace kt::sema {
namespace {

using ast::ProbeKind;

// ---- names ----

class NameResolver : public ast::Visitor, public ResolveContext {
public:
  NameResolver(Resolution &out, const ResolveOptions &opts, TypeSource &types, Diagnostics &diags)
      : out_(out), constants_(out.records->program_enumerators()), opts_(opts), types_(types), diags_(diags) {}

  using ast::Visitor::visit;

  void resolve_probe(ast::Probe &probe, ProbeMask kinds) {
    kinds_ = kinds;
    probe_ = &probe;
    assigned_.clear();
    reported_.clear();
    visit(probe.predicate);
    visit(probe.body);
  }

  void visit(ast::Sizeof &n) override {
    if (!bare_type(n, n.operand))
      ast::Visitor::visit(n);
  }
  void visit(ast::Offsetof &n) override {
    if (!bare_type(n, n.operand))
      ast::Visitor::visit(n);
  }

  // sizeof(NAME), offsetof(NAME, f): a NAME that is no constant or builtin
  // is a type when one has that name: a typedef (or kt's int names), else
  // a struct, else a union.
  bool bare_type(ast::Expr &node, ast::Expr *operand) {
    auto *id = ast::as<ast::Identifier>(operand);
    if (!id || constants_.count(id->name) || find_builtin_variable(id->name) || out_.records->enumerator(id->name))
      return false;
    using Tag = ast::TypeName::Tag;
    for (Tag tag : {Tag::None, Tag::Struct, Tag::Union}) {
      ast::TypeName name(id->loc, tag, id->name);
      Type t = out_.records->resolve(name, false);
      if (!t.is_none()) {
        out_.bare_types[&node] = t;
        return true;
      }
    }
    return false;
  }

  // The program's enum constants, then the builtins, then the kernel's
  // enum constants (SKB_DROP_REASON_NOT_SPECIFIED).
  void visit(ast::Identifier &n) override {
    if (auto c = constants_.find(n.name); c != constants_.end()) {
      out_.constants[&n] = c->second;
      return;
    }
    const BuiltinInfo *b = find_builtin_variable(n.name);
    if (!b) {
      if (auto c = out_.records->enumerator(n.name)) {
        out_.constants[&n] = *c;
        return;
      }
      auto d = diags_.error(n.loc);
      d << "unknown identifier '" << n.name << "'";
      if (const char *module = stdlib_module_of(n.name))
        d.hint("'" + n.name + "' is defined in the standard library: add 'import \"" + module +
               "\"' at the top of the program");
      else
        suggest(d, n.name, BuiltinForm::Variable);
      return;
    }
    out_.builtins[&n] = {b, probe_};
    check_probe_kind(n, *b);
  }

  void visit(ast::Call &n) override {
    // Macros are expanded before names are resolved: a `name!(...)` left
    // here names no macro.
    if (n.bang) {
      auto d = diags_.error(n.loc);
      d << "no macro named '" << n.name << "'";
      d.hint("'name!(...)' calls a macro; functions are called without '!'");
      ast::Visitor::visit(n);
      return;
    }
    const BuiltinInfo *b = find_builtin_function(n.name);
    if (!b) {
      auto d = diags_.error(n.loc);
      d << "unknown function '" << n.name << "'";
      suggest(d, n.name, BuiltinForm::Function);
      ast::Visitor::visit(n);
      return;
    }
    BuiltinUse &use = out_.builtins[&n] = {b, probe_};
    check_probe_kind(n, *b);
    if (b->unsafe && !opts_.unsafe) {
      auto d = diags_.error(n.loc);
      d << "'" << n.name << "' is unsafe: it acts on the system while tracing";
      d.hint("run kt with --unsafe to allow it");
    }
    if (b->resolve)
      b->resolve(*this, n, use); // reads its words, resolves its values
    else if (!b->word_args)
      ast::Visitor::visit(n);
  }

  // Scratch variables must be assigned before they are read.
  void visit(ast::Assign &n) override {
    visit(n.value);
    if (auto *v = ast::as<ast::Variable>(n.target)) {
      if (n.op && !assigned_.count(v->name))
        undefined(*v);
      assigned_.insert(v->name);
    } else {
      visit(n.target);
    }
  }
  void visit(ast::Variable &n) override {
    if (!assigned_.count(n.name))
      undefined(n);
  }
  void visit(ast::ForMap &n) override {
    visit(n.map);
    assigned_.insert(n.var->name);
    visit(n.body);
  }
  void visit(ast::ForRange &n) override {
    visit(n.from);
    visit(n.to);
    assigned_.insert(n.var->name);
    visit(n.body);
  }

  // ---- ResolveContext ----
  Diagnostics &diags() override { return diags_; }
  const ast::Probe &probe() override { return *probe_; }
  std::vector<const Unit *> units() override {
    std::vector<const Unit *> out;
    for (const Unit &u : out_.units)
      if (u.probe == probe_)
        out.push_back(&u);
    return out;
  }
  TypeSource &types() override { return types_; }
  void value(ast::Expr *e) override { visit(e); }
  void assigned(ast::Variable &v) override { assigned_.insert(v.name); }
  std::vector<const BuiltinUse *> uses_of(const BuiltinInfo &b) override { return out_.uses_of(b); }
  const std::vector<NamedArg> &named_args() override { return opts_.named; }
  bool script_help() override { return opts_.script_help; }
  std::vector<ScriptOption> &script_options() override { return out_.script_options; }

private:
  void undefined(ast::Variable &v) {
    if (!reported_.insert(v.name).second)
      return;
    diags_.error(v.loc) << "variable '$" << v.name << "' is used before it is assigned";
  }

  void check_probe_kind(ast::Node &n, const BuiltinInfo &b) {
    if (b.probes == kAnyProbe || !(kinds_ & ~b.probes))
      return;
    ProbeMask bad = kinds_ & ~b.probes;
    // Reported after fold_branches, if `n` is not in a branch folded away.
    out_.misplaced.push_back({&n, n.loc,
                              "'" + std::string(b.name) + "' has no meaning in " + with_article(probe_mask_names(bad)) +
                                  " probe",
                              "'" + std::string(b.name) + "' is available in " + probe_mask_names(b.probes) +
                                  " probes"});
  }

  // "an interval", "an END", "an fentry", "a uprobe": the article of a
  // probe kind's name as it is read aloud (uprobe and usdt begin with a
  // "you", fentry and fexit with an "eff").
  static std::string with_article(const std::string &kinds) {
    bool vowel = !kinds.empty() && (std::strchr("aeioAEIO", kinds[0]) != nullptr || kinds.starts_with("fentry") ||
                                    kinds.starts_with("fexit"));
    return (vowel ? "an " : "a ") + kinds;
  }

  // The standard library file that defines `name` as a constant
  // (ENOENT in errno.kt, SIGKILL in signals.kt), or null.
  static const char *stdlib_module_of(const std::string &name) {
    auto in = [&](std::span<const util::EnumValue> values) {
      return std::any_of(values.begin(), values.end(), [&](const util::EnumValue &v) { return v.name == name; });
    };
    if (in(util::errno_enum()))
      return "errno.kt";
    if (in(util::signal_enum()))
      return "signals.kt";
    return nullptr;
  }

  void suggest(DiagnosticBuilder &d, const std::string &name, BuiltinForm form) {
    std::vector<std::string> names;
    for (const BuiltinFamily &f : builtin_families())
      for (const BuiltinInfo &b : f.builtins)
        if ((b.form == BuiltinForm::Variable) == (form == BuiltinForm::Variable))
          names.emplace_back(b.name);
    for (auto &[c, v] : constants_)
      names.push_back(c);
    if (auto near = closest_name(name, names))
      d.hint("did you mean '" + *near + "'?");
  }

  Resolution &out_;
  const std::map<std::string, EnumConstant> &constants_;
  const ResolveOptions &opts_;
  TypeSource &types_;
  Diagnostics &diags_;
  ProbeMask kinds_ = 0;
  ast::Probe *probe_ = nullptr;
  std::set<std::string> assigned_;
  std::set<std::string> reported_;
};

} // namespace

std::vector<std::string> config_environment() {
  std::vector<std::string> names;
  for (const ConfigKey &k : all_config_keys())
    names.push_back(config_env_name(k.name));
  return names;
}

Resolution resolve_names(ast::Program &program, const ResolveOptions &opts, TypeSource &types, Diagnostics &diags) {
  Resolution out;
  out.unsafe = opts.unsafe;
  out.params = opts.params;
  out.records = std::make_shared<Records>([&types] { return types.kernel_btf(); });
  out.records->declare(program);
  note_shadowed_types(program, types, diags);
  read_config(program, opts.env, all_config_keys(), out.config, diags, opts.env_names);
  drop_missing_targets(program, types, out.config.missing_probes, diags);
  read_map_decls(program, out.map_decls, diags);
  check_probe_rules(program, types, diags);

  UnitBuilder units(types, out.units, diags);
  NameResolver names(out, opts, types, diags);
  for (ast::Node *item : program.items) {
    auto *probe = ast::as<ast::Probe>(item);
    if (!probe)
      continue;
    units.add_probe(*probe);
    ProbeMask kinds = 0;
    for (ast::AttachPoint *ap : probe->attach_points) // a session's sets are one session (entry) probe
      kinds |= probe_bit(ast::is_function_set(ap->probe) ? ProbeKind::Entry : ap->probe);
    names.resolve_probe(*probe, kinds);
  }
  out.denied = units.denied();
  if (!opts.script_help)
    check_named_args(opts.named, out, diags);
  return out;
}

std::vector<const BuiltinUse *> Resolution::uses_of(const BuiltinInfo &b) const {
  std::vector<const BuiltinUse *> out;
  for (const auto &[node, use] : builtins)
    if (use.info == &b)
      out.push_back(&use);
  return out;
}

std::optional<Type> Resolution::named_type(const ast::Expr *node, const ast::TypeName *written) const {
  if (auto bare = bare_types.find(node); bare != bare_types.end())
    return bare->second;
  if (written)
    return records->resolve(*written, false);
  return std::nullopt;
}

bool Resolution::uses(const BuiltinFamily &family, const ast::Probe *probe) const {
  for (const auto &[node, use] : builtins)
    if (use.info->family == &family && (!probe || use.probe == probe))
      return true;
  return false;
}

} // namespace kt::sema
