#include "sema/resolve_names.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <optional>
#include <set>

#include "ast/visitor.h"
#include "sema/kernel_targets.h"
#include "sema/session_targets.h"
#include "util/edit_distance.h"
#include "util/perf_events.h"
#include "util/errno_names.h"

namespace kt::sema {
namespace {

using ast::ProbeKind;

// ---- config ----

struct ConfigKey {
  const char *name;
  const char *env;
  enum class Kind { Int, Bool, Choice } kind;
  uint64_t min, max;
  std::vector<std::string> choices = {}; // Choice: the names, valued 0, 1, ...
};

// The value of a Choice key written as `name` or "name", or nullopt.
std::optional<uint64_t> choice_value(const ConfigKey &k, const std::string &name) {
  auto it = std::find(k.choices.begin(), k.choices.end(), name);
  if (it == k.choices.end())
    return std::nullopt;
  return static_cast<uint64_t>(it - k.choices.begin());
}

std::string choice_list(const ConfigKey &k) {
  std::string s;
  for (size_t i = 0; i < k.choices.size(); i++)
    s += (i ? (i + 1 == k.choices.size() ? " or " : ", ") : "") + k.choices[i];
  return s;
}

std::string kind_text(const ConfigKey &k) {
  switch (k.kind) {
  case ConfigKey::Kind::Int: return "an integer";
  case ConfigKey::Kind::Bool: return "true or false";
  case ConfigKey::Kind::Choice: return choice_list(k);
  }
  return "";
}

const ConfigKey kConfigKeys[] = {
    {"max_strlen", "KT_MAX_STRLEN", ConfigKey::Kind::Int, 1, 1024},
    {"max_map_keys", "KT_MAX_MAP_KEYS", ConfigKey::Kind::Int, 1, 1u << 24},
    {"ringbuf_size", "KT_RINGBUF_SIZE", ConfigKey::Kind::Int, 4096, 1u << 30},
    {"stack_depth", "KT_STACK_DEPTH", ConfigKey::Kind::Int, 1, 127},
    {"print_maps_on_exit", "KT_PRINT_MAPS_ON_EXIT", ConfigKey::Kind::Bool, 0, 1},
    {"stack_symbols", "KT_STACK_SYMBOLS", ConfigKey::Kind::Choice, 0, 2, {"names", "lines", "inlines"}},
    {"args_format", "KT_ARGS_FORMAT", ConfigKey::Kind::Choice, 0, 2, {"compact", "multiline", "verbose"}},
    {"args_width", "KT_ARGS_WIDTH", ConfigKey::Kind::Int, 16, 4096},
    {"args_max_arg", "KT_ARGS_MAX_ARG", ConfigKey::Kind::Int, 8, 16384},
    {"args_max_total", "KT_ARGS_MAX_TOTAL", ConfigKey::Kind::Int, 64, 65536},
    {"lbr_max_count", "KT_LBR_MAX_COUNT", ConfigKey::Kind::Int, 1, 32},
};

void apply_config(Config &config, const std::string &key, uint64_t v) {
  if (key == "max_strlen")
    config.max_strlen = static_cast<uint32_t>(v);
  else if (key == "max_map_keys")
    config.max_map_keys = static_cast<uint32_t>(v);
  else if (key == "ringbuf_size")
    config.ringbuf_size = static_cast<uint32_t>(v);
  else if (key == "stack_depth")
    config.stack_depth = static_cast<uint32_t>(v);
  else if (key == "print_maps_on_exit")
    config.print_maps_on_exit = v != 0;
  else if (key == "stack_symbols")
    config.stack_symbols = static_cast<uint8_t>(v);
  else if (key == "args_format")
    config.args_format = static_cast<uint8_t>(v);
  else if (key == "args_width")
    config.args_width = static_cast<uint32_t>(v);
  else if (key == "args_max_arg")
    config.args_max_arg = static_cast<uint32_t>(v);
  else if (key == "args_max_total")
    config.args_max_total = static_cast<uint32_t>(v);
  else if (key == "lbr_max_count")
    config.lbr_max_count = static_cast<uint32_t>(v);
}

// Checks a value against its key's range; ringbuf_size must also be a
// power of two (a kernel rule for BPF_MAP_TYPE_RINGBUF).
std::string config_value_error(const ConfigKey &k, uint64_t v) {
  if (v < k.min || v > k.max)
    return "must be between " + std::to_string(k.min) + " and " + std::to_string(k.max);
  if (std::string(k.name) == "ringbuf_size" && (v & (v - 1)))
    return "must be a power of two";
  return "";
}

} // namespace

std::vector<std::string> config_environment() {
  std::vector<std::string> names;
  for (const ConfigKey &k : kConfigKeys)
    names.push_back(k.env);
  return names;
}

namespace {

// A Choice key's value as written: an identifier or a string.
std::optional<std::string> choice_name(const ast::Expr *e) {
  if (auto *id = ast::as<ast::Identifier>(e))
    return id->name;
  if (auto *s = ast::as<ast::String>(e))
    return s->value;
  return std::nullopt;
}

void read_config(ast::Program &program, const ResolveOptions &opts, Config &config, Diagnostics &diags) {
  for (ast::Node *item : program.items) {
    auto *block = ast::as<ast::ConfigBlock>(item);
    if (!block)
      continue;
    for (ast::ConfigItem *ci : block->items) {
      auto it = std::find_if(std::begin(kConfigKeys), std::end(kConfigKeys),
                             [&](const ConfigKey &k) { return ci->key == k.name; });
      if (it == std::end(kConfigKeys)) {
        auto d = diags.error(ci->loc);
        d << "unknown config key '" << ci->key << "'";
        std::vector<std::string> names;
        for (const ConfigKey &k : kConfigKeys)
          names.push_back(k.name);
        if (auto near = closest_name(ci->key, names))
          d.hint("did you mean '" + *near + "'?");
        continue;
      }
      uint64_t v = 0;
      if (auto *i = ast::as<ast::Integer>(ci->value); i && it->kind == ConfigKey::Kind::Int) {
        v = i->value;
      } else if (auto *b = ast::as<ast::Boolean>(ci->value); b && it->kind == ConfigKey::Kind::Bool) {
        v = b->value;
      } else if (auto c = it->kind == ConfigKey::Kind::Choice ? choice_name(ci->value) : std::nullopt;
                 c && choice_value(*it, *c)) {
        v = *choice_value(*it, *c);
      } else {
        diags.error(ci->value->loc) << "config key '" << ci->key << "' takes " << kind_text(*it);
        continue;
      }
      if (std::string err = config_value_error(*it, v); !err.empty()) {
        diags.error(ci->value->loc) << "config key '" << ci->key << "' " << err;
        continue;
      }
      apply_config(config, ci->key, v);
    }
  }
  // The environment overrides the script.
  for (const ConfigKey &k : kConfigKeys) {
    auto env = opts.env.find(k.env);
    if (env == opts.env.end())
      continue;
    const std::string &text = env->second;
    char *end = nullptr;
    uint64_t v = std::strtoull(text.c_str(), &end, 10);
    if (k.kind == ConfigKey::Kind::Bool && (text == "true" || text == "false"))
      v = text == "true", end = nullptr;
    if (k.kind == ConfigKey::Kind::Choice) {
      auto c = choice_value(k, text);
      v = c.value_or(0), end = c ? nullptr : const_cast<char *>("?");
    }
    if ((end && *end) || text.empty()) {
      diags.error(SourceLocation{}) << "environment variable " << k.env << "='" << text << "' is not "
                                    << kind_text(k);
      continue;
    }
    if (std::string err = config_value_error(k, v); !err.empty()) {
      diags.error(SourceLocation{}) << "environment variable " << k.env << " " << err;
      continue;
    }
    apply_config(config, k.name, v);
  }
}

// ---- enum constants ----

class ConstantFolder {
public:
  explicit ConstantFolder(const std::map<std::string, int64_t> &known) : known_(known) {}
  std::optional<int64_t> eval(const ast::Expr *e) const {
    if (auto *i = ast::as<ast::Integer>(e))
      return static_cast<int64_t>(i->value);
    if (auto *id = ast::as<ast::Identifier>(e)) {
      auto it = known_.find(id->name);
      return it == known_.end() ? std::nullopt : std::optional<int64_t>(it->second);
    }
    if (auto *u = ast::as<ast::Unary>(e)) {
      auto v = eval(u->operand);
      if (!v)
        return v;
      if (u->op == ast::UnaryOp::Neg)
        return -*v;
      if (u->op == ast::UnaryOp::BitNot)
        return ~*v;
      return std::nullopt;
    }
    if (auto *b = ast::as<ast::Binary>(e)) {
      auto l = eval(b->lhs), r = eval(b->rhs);
      if (!l || !r)
        return std::nullopt;
      switch (b->op) {
      case ast::BinaryOp::Add: return *l + *r;
      case ast::BinaryOp::Sub: return *l - *r;
      case ast::BinaryOp::Mul: return *l * *r;
      case ast::BinaryOp::Shl: return *r >= 0 && *r < 64 ? std::optional<int64_t>(*l << *r) : std::nullopt;
      case ast::BinaryOp::BitOr: return *l | *r;
      case ast::BinaryOp::BitAnd: return *l & *r;
      default: return std::nullopt;
      }
    }
    return std::nullopt;
  }

private:
  const std::map<std::string, int64_t> &known_;
};

std::map<std::string, int64_t> collect_enum_constants(ast::Program &program, Diagnostics &diags) {
  std::map<std::string, int64_t> constants;
  for (ast::Node *item : program.items) {
    auto *e = ast::as<ast::CEnum>(item);
    if (!e)
      continue;
    int64_t next = 0;
    for (ast::CEnumerator *en : e->values) {
      if (en->value) {
        auto v = ConstantFolder(constants).eval(en->value);
        if (!v) {
          diags.error(en->value->loc) << "enumerator '" << en->name << "' needs a constant integer value";
          continue;
        }
        next = *v;
      }
      constants[en->name] = next++;
    }
  }
  return constants;
}

// ---- units ----

// Which fields of `args` a probe reads; `all` when args is used whole.
// Also whether it reads `retval`, and whether it asks `error`, which needs
// the return type too.
class ArgsUse : public ast::Visitor {
public:
  using ast::Visitor::visit;
  bool used = false, all = false, retval = false, error = false;
  std::set<std::string> fields;

  void visit(ast::FieldAccess &n) override {
    if (auto *id = ast::as<ast::Identifier>(n.base); id && id->name == "args") {
      used = true;
      fields.insert(n.field);
      return;
    }
    ast::Visitor::visit(n);
  }
  void visit(ast::Identifier &n) override {
    if (n.name == "args")
      used = all = true;
    if (n.name == "retval")
      retval = true;
    if (n.name == "error")
      error = true;
  }
  void visit(ast::Call &n) override {
    if (n.name == "error")
      error = true;
    ast::Visitor::visit(n);
  }
};

std::string field_signature(const Record &r, const ArgsUse &use) {
  std::string sig;
  std::vector<std::string> names = use.all ? r.field_names()
                                           : std::vector<std::string>(use.fields.begin(), use.fields.end());
  for (const std::string &name : names) {
    auto f = r.field(name);
    sig += name + "@" + (f ? std::to_string(f->offset) + ":" + to_string(f->type) : "-") + ";";
  }
  return sig;
}

const char *short_kind(ProbeKind k) {
  switch (k) {
  case ProbeKind::Tracepoint: return "tp";
  case ProbeKind::RawTracepoint: return "rawtp";
  case ProbeKind::TpBtf: return "tpbtf";
  case ProbeKind::Kretprobe: return "kretprobe";
  case ProbeKind::Uretprobe: return "uretprobe";
  case ProbeKind::Entry: return "session";
  default: return ast::probe_kind_name(k);
  }
}

class UnitBuilder {
public:
  UnitBuilder(TypeSource &types, ProgramInfo &info, Diagnostics &diags) : types_(types), info_(info), diags_(diags) {}

  void add_probe(ast::Probe &probe) {
    std::vector<std::pair<ProbeKind, std::vector<ast::AttachPoint *>>> groups;
    if (ast::is_function_set(probe.attach_points.front()->probe)) {
      add_session(probe);
      return;
    }
    for (ast::AttachPoint *ap : probe.attach_points) {
      auto it = std::find_if(groups.begin(), groups.end(), [&](auto &g) { return g.first == ap->probe; });
      if (it == groups.end())
        groups.push_back({ap->probe, {ap}});
      else
        it->second.push_back(ap);
    }
    ArgsUse use;
    use.visit(probe.predicate);
    use.visit(probe.body);
    for (auto &[kind, aps] : groups) {
      if (kind == ProbeKind::Tracepoint && use.used)
        add_typed_tracepoints(probe, aps, use);
      else if (kind == ProbeKind::Uprobe && use.used)
        add_typed_uprobes(probe, aps);
      else if (is_kernel_function(kind))
        add_kernel_functions(probe, kind, aps, use);
      else if (kind == ProbeKind::TpBtf)
        add_btf_tracepoints(probe, aps);
      else
        add_unit(probe, kind, aps, {}, nullptr);
    }
  }

  bool denied() const { return denied_; }

private:
  // Not being allowed to read a type (tracefs as non-root) is a matter of
  // permission, not of the script: kt exits 77 then.
  void note_denied(const Error &e) {
    if (e.code == EACCES || e.code == EPERM)
      denied_ = true;
  }

  // A session probe: one unit for its sets (the parser made sure they are
  // all sets, with an entry among them). The BPF side keeps one session
  // per thread, so a program has one session probe.
  void add_session(ast::Probe &probe) {
    if (session_) {
      auto d = diags_.error(probe.loc);
      d << "a program can have one session probe (entry/allow/deny)";
      d.note(session_->loc) << "the first one is here";
      return;
    }
    session_ = &probe;
    std::vector<std::string> denied;
    auto functions = session_targets(probe.attach_points, types_, diags_, denied);
    if (!functions)
      return;
    Unit &u = add_unit(probe, ProbeKind::Entry, probe.attach_points, {}, nullptr);
    u.session = std::move(*functions);
    u.session_denied = std::move(denied); // retval: an s64, as for any unit without a typed one
  }

  static bool is_kernel_function(ProbeKind k) {
    return k == ProbeKind::Kprobe || k == ProbeKind::Kretprobe || k == ProbeKind::Fentry || k == ProbeKind::Fexit;
  }

  Unit &add_unit(ast::Probe &probe, ProbeKind kind, std::vector<ast::AttachPoint *> aps,
                 std::vector<std::string> tracepoints, std::shared_ptr<const Record> args) {
    Unit u;
    u.probe = &probe;
    u.kind = kind;
    u.attach_points = std::move(aps);
    u.tracepoints = std::move(tracepoints);
    u.args = std::move(args);
    u.name = std::string(short_kind(kind)) + "_" + std::to_string(info_.units.size());
    info_.units.push_back(std::move(u));
    return info_.units.back();
  }

  // Kernel functions: wildcards expanded now. Functions whose used `args`
  // fields and `retval` have the same types share one program (the runtime
  // attaches it to each); the others get their own.
  void add_kernel_functions(ast::Probe &probe, ProbeKind kind, const std::vector<ast::AttachPoint *> &aps,
                            const ArgsUse &use) {
    bool fentry = kind == ProbeKind::Fentry || kind == ProbeKind::Fexit;
    bool typed_args = fentry && use.used;
    bool typed_ret = (use.retval || use.error) && (kind == ProbeKind::Fexit || kind == ProbeKind::Kretprobe);
    struct Group {
      std::vector<ast::AttachPoint *> aps;
      std::vector<KernelFunc> functions;
      std::shared_ptr<const Record> args;
      std::optional<Type> retval;
      bool void_ret = false; // functions of a wildcard that return void: retval is 0
      ErrorClass error_class = ErrorClass::Unknown;
    };
    std::map<std::string, Group> groups;
    std::vector<std::string> order;
    for (ast::AttachPoint *ap : aps) {
      if (ap->has_offset && !ap->wildcard) { // kprobe:f+0x10 attaches where written
        add_unit(probe, kind, {ap}, {}, nullptr);
        continue;
      }
      auto functions = kernel_targets(*ap, types_, diags_);
      if (!functions)
        continue;
      for (KernelFunc f : *functions) {
        std::string sig;
        std::shared_ptr<const Record> args;
        std::optional<Type> retval;
        bool void_ret = false;
        ErrorClass fails = ErrorClass::Unknown;
        if (typed_args || typed_ret || fentry) {
          auto s = kernel_signature(f, types_);
          if (!s && fentry) {
            if (!ap->wildcard)
              diags_.error(ap->loc) << "kernel function '" << f.name << "' has no BTF type, which "
                                    << ast::probe_kind_name(kind) << " needs; use kprobe:" << f.name;
            continue; // a wildcard skips functions fentry cannot load against
          }
          if (s)
            f.btf_id = s->sig.func;
          if (s && typed_args) {
            args = kernel_args_record(f, *s);
            sig += field_signature(*args, use);
          }
          if (s && typed_ret) {
            retval = kernel_return_type(*s);
            fails = error_class(retval);
            if (!retval && kind == ProbeKind::Kretprobe)
              retval = Type::s64(); // the raw register, as bpftrace reads it
            if (!retval && !ap->wildcard && use.retval) {
              diags_.error(ap->loc) << "'" << f.name << "' returns void: 'retval' has no value in "
                                    << ast::probe_kind_name(kind) << ":" << f.name;
              continue;
            }
            void_ret = !retval;
            sig += "ret:" + (retval ? to_string(*retval) : "void") + (fails == ErrorClass::Never ? "!" : "");
          }
        }
        auto [it, fresh] = groups.try_emplace(sig);
        if (fresh) {
          order.push_back(sig);
          it->second.args = args;
          it->second.retval = retval;
          it->second.void_ret = void_ret;
          it->second.error_class = fails;
        }
        Group &g = it->second;
        if (std::find(g.aps.begin(), g.aps.end(), ap) == g.aps.end())
          g.aps.push_back(ap);
        g.functions.push_back(f);
      }
    }
    for (const std::string &sig : order) {
      Group &g = groups[sig];
      Unit &u = add_unit(probe, kind, g.aps, {}, g.args);
      u.functions = std::move(g.functions);
      u.error_class = g.error_class;
      if (g.void_ret) {
        u.retval = Type::s64();
        u.retval_size = 0;
      } else if (g.retval) {
        // One function: retval has its type. Several: each one's value,
        // extended from its own size and sign, as an s64, so that maps and
        // comparisons agree across the programs of a wildcard.
        bool several = aps.size() > 1 || aps[0]->wildcard;
        u.retval = several ? Type::s64() : *g.retval;
        u.retval_size = g.retval->is_int() ? g.retval->size : 8;
        u.retval_signed = g.retval->is_int() && g.retval->is_signed;
      }
    }
  }

  // tp_btf: one program per tracepoint, each loaded against its BTF type
  // (before Linux 6.10 these programs get no attach cookie to tell the
  // tracepoints of one program apart), `args` typed from it.
  void add_btf_tracepoints(ast::Probe &probe, const std::vector<ast::AttachPoint *> &aps) {
    for (ast::AttachPoint *ap : aps) {
      auto targets = btf_tracepoint_targets(*ap, types_, diags_);
      if (!targets)
        continue;
      for (KernelFunc &f : *targets) {
        auto s = btf_tracepoint_signature(f, types_);
        if (!s) {
          diags_.error(ap->loc) << "tracepoint '" << f.name << "': its BTF type is not a function prototype";
          continue;
        }
        f.btf_id = s->sig.func;
        Unit &u = add_unit(probe, ProbeKind::TpBtf, {ap}, {}, kernel_args_record(f, *s));
        u.functions.push_back(std::move(f));
      }
    }
  }

  // Tracepoints whose args the body reads: expand wildcards now and type
  // each group of tracepoints that lay the used fields out alike.
  void add_typed_tracepoints(ast::Probe &probe, const std::vector<ast::AttachPoint *> &aps, const ArgsUse &use) {
    struct Group {
      std::vector<ast::AttachPoint *> aps;
      std::vector<std::string> tracepoints;
      std::shared_ptr<const Record> args;
    };
    std::map<std::string, Group> groups;
    std::vector<std::string> order;
    for (ast::AttachPoint *ap : aps) {
      std::vector<std::string> names;
      if (ap->wildcard) {
        names = types_.match_tracepoints(ap->target, ap->func);
        if (names.empty()) {
          diags_.error(ap->loc) << "no tracepoint matches '" << ap->raw << "'";
          continue;
        }
      } else {
        names.push_back(ap->target + ":" + ap->func);
      }
      for (const std::string &tp : names) {
        size_t colon = tp.find(':');
        auto rec = types_.tracepoint_args(tp.substr(0, colon), tp.substr(colon + 1));
        if (!rec) {
          note_denied(rec.error());
          auto d = diags_.error(ap->loc);
          d << "tracepoint '" << tp << "': " << rec.error().message;
          if (!ap->wildcard)
            return;
          continue;
        }
        std::string sig = field_signature(**rec, use);
        auto [it, fresh] = groups.try_emplace(sig);
        if (fresh) {
          order.push_back(sig);
          it->second.args = *rec;
        }
        Group &g = it->second;
        if (std::find(g.aps.begin(), g.aps.end(), ap) == g.aps.end())
          g.aps.push_back(ap);
        g.tracepoints.push_back(tp);
      }
    }
    for (const std::string &sig : order) {
      Group &g = groups[sig];
      add_unit(probe, ProbeKind::Tracepoint, g.aps, g.tracepoints, g.args);
    }
  }

  // Uprobes whose args the body reads: one unit per function, typed from
  // its DWARF.
  void add_typed_uprobes(ast::Probe &probe, const std::vector<ast::AttachPoint *> &aps) {
    for (ast::AttachPoint *ap : aps) {
      if (ap->wildcard || ap->has_address) {
        diags_.error(ap->loc) << "'args' needs one named function; '" << ap->raw << "' is not";
        continue;
      }
      auto rec = types_.uprobe_args(ap->target, ap->func);
      if (!rec) {
        note_denied(rec.error());
        diags_.error(ap->loc) << "args of '" << ap->raw << "': " << rec.error().message;
        continue;
      }
      add_unit(probe, ProbeKind::Uprobe, {ap}, {}, *rec);
    }
  }

  TypeSource &types_;
  ProgramInfo &info_;
  Diagnostics &diags_;
  const ast::Probe *session_ = nullptr;
  bool denied_ = false; // a type source was refused permission
};

// ---- names ----

class NameResolver : public ast::Visitor {
public:
  NameResolver(ProgramInfo &info, const std::map<std::string, int64_t> &constants, const ResolveOptions &opts,
               TypeSource &types, Diagnostics &diags)
      : info_(info), constants_(constants), opts_(opts), types_(types), diags_(diags) {}

  using ast::Visitor::visit;

  void resolve_probe(ast::Probe &probe, ProbeMask kinds) {
    kinds_ = kinds;
    probe_ = &probe;
    assigned_.clear();
    reported_.clear();
    visit(probe.predicate);
    visit(probe.body);
  }

  void visit(ast::Identifier &n) override {
    if (auto c = constants_.find(n.name); c != constants_.end()) {
      info_.constants[&n] = c->second;
      return;
    }
    const BuiltinInfo *b = find_builtin_variable(n.name);
    if (!b) {
      auto d = diags_.error(n.loc);
      d << "unknown identifier '" << n.name << "'";
      suggest(d, n.name, BuiltinForm::Variable);
      return;
    }
    info_.builtins[&n] = b;
    check_probe_kind(n, *b);
  }

  void visit(ast::Call &n) override {
    const BuiltinInfo *b = find_builtin_function(n.name);
    if (!b) {
      auto d = diags_.error(n.loc);
      d << "unknown function '" << n.name << "'";
      suggest(d, n.name, BuiltinForm::Function);
    } else {
      info_.builtins[&n] = b;
      check_probe_kind(n, *b);
      if (b->id == BuiltinId::Uaddr)
        symbol_size(n);
      if (b->id == BuiltinId::ArgsCall)
        args_at_entry(n);
      if (b->id == BuiltinId::Error) {
        error_names(n); // words, not values
        return;
      }
      if (b->id == BuiltinId::Lbr) {
        lbr_mode(n); // a word, not a value
        return;
      }
      if (b->id == BuiltinId::Stack || b->id == BuiltinId::Calls) {
        session_args(n); // stack(args), calls(args): a word, not the args value
        return;
      }
      if (b->id == BuiltinId::KStack || b->id == BuiltinId::UStack) {
        // The stack mode is a word, not a value.
        for (ast::Expr *a : n.args)
          if (!is_stack_mode(a))
            visit(a);
        return;
      }
      if (b->unsafe && !opts_.unsafe) {
        auto d = diags_.error(n.loc);
        d << "'" << n.name << "' is unsafe: it acts on the system while tracing";
        d.hint("run kt with --unsafe to allow it");
      }
    }
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

private:
  // error(ENOMEM, EINVAL, NULL): errno names (aliases too) and NULL.
  void error_names(ast::Call &n) {
    for (ast::Expr *a : n.args) {
      auto *id = ast::as<ast::Identifier>(a);
      if (!id) {
        diags_.error(a->loc) << "error() takes errno names and NULL, e.g. error(ENOMEM, EINVAL, NULL)";
        continue;
      }
      if (id->name == "NULL" || errno_number(id->name))
        continue;
      auto d = diags_.error(a->loc);
      d << "unknown errno name '" << id->name << "'";
      if (auto near = closest_name(id->name, errno_names()))
        d.hint("did you mean '" + *near + "'?");
    }
  }

  // lbr(MODE): one of perf::kLbrModes (default any_return); the perf
  // events are set up once, so a program has one mode.
  void lbr_mode(ast::Call &n) {
    std::string name(perf::kDefaultLbrMode);
    if (!n.args.empty()) {
      auto *id = ast::as<ast::Identifier>(n.args[0]);
      std::vector<std::string> names;
      for (const perf::LbrMode &m : perf::kLbrModes)
        names.push_back(std::string(m.name));
      if (!id || perf::find_lbr_mode(id->name) < 0) {
        auto d = diags_.error(n.args[0]->loc);
        d << "lbr() takes a branch mode: ";
        for (size_t i = 0; i < names.size(); i++)
          d << (i ? ", " : "") << names[i];
        if (id)
          if (auto near = closest_name(id->name, names))
            d.hint("did you mean '" + *near + "'?");
        return;
      }
      name = id->name;
    }
    int mode = perf::find_lbr_mode(name);
    if (info_.config.lbr_mode >= 0 && info_.config.lbr_mode != mode) {
      diags_.error(n.loc) << "a program records one kind of branches: lbr(" << name << ") after lbr("
                          << perf::kLbrModes[info_.config.lbr_mode].name << ")";
      return;
    }
    info_.config.lbr_mode = mode;
    info_.lbr_probes.insert(probe_);
  }

  // stack(args), calls(args): every recorded call's arguments.
  void session_args(ast::Call &n) {
    if (n.args.empty())
      return;
    auto *id = ast::as<ast::Identifier>(n.args[0]);
    if (!id || id->name != "args") {
      diags_.error(n.args[0]->loc) << n.name << "() takes nothing or 'args', as " << n.name << "(args)";
      return;
    }
    info_.session_args = true;
    if (n.name == "calls")
      info_.calls_args = true;
  }

  static bool is_stack_mode(const ast::Expr *e) {
    auto *id = ast::as<ast::Identifier>(e);
    return id && (id->name == "bpftrace" || id->name == "perf" || id->name == "raw");
  }

  // uaddr("sym"): the symbol is looked up in the probe's binary now, so
  // that the pointer it returns has the symbol's size.
  void symbol_size(ast::Call &n) {
    auto *name = n.args.size() == 1 ? ast::as<ast::String>(n.args[0]) : nullptr;
    if (!name)
      return; // check_types reports it
    const ast::AttachPoint *binary = nullptr;
    for (const ast::AttachPoint *ap : probe_->attach_points)
      if (ap->probe == ProbeKind::Uprobe || ap->probe == ProbeKind::Uretprobe || ap->probe == ProbeKind::Usdt)
        binary = binary ? binary : ap;
    if (!binary || binary != probe_->attach_points.front()) {
      diags_.error(n.loc) << "uaddr() needs a uprobe or usdt probe: it finds the symbol in the probe's binary";
      return;
    }
    auto size = types_.user_symbol_size(binary->target, name->value);
    if (!size) {
      diags_.error(name->loc) << "uaddr(): " << size.error().message;
      return;
    }
    info_.symbol_sizes[&n] = *size;
  }

  // args(): the argument registers hold the arguments where the function
  // starts; past an offset (uprobe:bin:f+0x10, kprobe:f+4) the function
  // may have reused them.
  void args_at_entry(ast::Call &n) {
    for (const ast::AttachPoint *ap : probe_->attach_points) {
      if (!(ap->has_offset && ap->offset != 0) && !ap->has_address)
        continue;
      auto d = diags_.error(n.loc);
      if (ap->has_address)
        d << "args() needs a function's parameter types, and '" << ap->raw << "' names an address";
      else
        d << "args() reads the arguments where a function starts, and '" << ap->raw
          << "' is inside the function, where the argument registers may hold anything";
      d.hint("attach args() probes at a function's entry, by name and without an offset");
      return;
    }
  }

  void undefined(ast::Variable &v) {
    if (!reported_.insert(v.name).second)
      return;
    diags_.error(v.loc) << "variable '$" << v.name << "' is used before it is assigned";
  }

  void check_probe_kind(ast::Node &n, const BuiltinInfo &b) {
    if (b.probes == kAnyProbe || !(kinds_ & ~b.probes))
      return;
    ProbeMask bad = kinds_ & ~b.probes;
    auto d = diags_.error(n.loc);
    d << "'" << b.name << "' has no meaning in a " << probe_mask_names(bad) << " probe";
    d.hint("'" + std::string(b.name) + "' is available in " + probe_mask_names(b.probes) + " probes");
  }

  void suggest(DiagnosticBuilder &d, const std::string &name, BuiltinForm form) {
    std::vector<std::string> names;
    for (auto &family : {context_builtins(), function_builtins(), aggregation_builtins()})
      for (const BuiltinInfo &b : family)
        if ((b.form == BuiltinForm::Variable) == (form == BuiltinForm::Variable))
          names.emplace_back(b.name);
    for (auto &[c, v] : constants_)
      names.push_back(c);
    if (auto near = closest_name(name, names))
      d.hint("did you mean '" + *near + "'?");
  }

  ProgramInfo &info_;
  const std::map<std::string, int64_t> &constants_;
  const ResolveOptions &opts_;
  TypeSource &types_;
  Diagnostics &diags_;
  ProbeMask kinds_ = 0;
  ast::Probe *probe_ = nullptr;
  std::set<std::string> assigned_;
  std::set<std::string> reported_;
};

} // namespace

void resolve_names(ast::Program &program, const ResolveOptions &opts, TypeSource &types, ProgramInfo &info,
                   Diagnostics &diags) {
  info.unsafe = opts.unsafe;
  info.params = opts.params;
  info.records = std::make_shared<Records>([&types] { return types.kernel_btf(); });
  info.records->declare(program, diags);
  read_config(program, opts, info.config, diags);
  auto constants = collect_enum_constants(program, diags);

  UnitBuilder units(types, info, diags);
  NameResolver names(info, constants, opts, types, diags);
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
  if (units.denied())
    info.denied = true;
}

} // namespace kt::sema
