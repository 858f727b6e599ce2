#include "sema/units.h"

#include <algorithm>
#include <cerrno>
#include <set>

#include "ast/visitor.h"
#include "sema/kernel_targets.h"
#include "sema/session_targets.h"
#include "util/edit_distance.h"
#include "util/glob.h"

namespace kt::sema {
namespace {

using ast::ProbeKind;

// Which fields of `args` a probe reads; `all` when args is used whole.
// Also whether it reads `retval`, and whether it asks `error`, which needs
// the return type too.
class ArgsUse : public ast::Visitor {
public:
  using ast::Visitor::visit;
  bool used = false, all = false, retval = false, error = false;
  bool ustack = false; // reads `ustack` (whose unwinding depends on the probed binaries)
  std::set<std::string> fields;

  void visit(ast::FieldAccess &n) override {
    if (auto *id = ast::as<ast::Identifier>(n.base); id && reads_args(*id)) {
      used = true;
      fields.insert(n.field);
      return;
    }
    ast::Visitor::visit(n);
  }
  void visit(ast::Identifier &n) override {
    if (reads_args(n))
      used = all = true;
    ustack |= n.name == "ustack";
    note_result(find_builtin_variable(n.name));
  }
  void visit(ast::Call &n) override {
    note_result(find_builtin_function(n.name));
    ustack |= n.name == "ustack";
    ast::Visitor::visit(n);
  }

private:
  static bool reads_args(const ast::Identifier &id) {
    const BuiltinInfo *b = find_builtin_variable(id.name);
    return b && b->reads_args;
  }
  void note_result(const BuiltinInfo *b) {
    retval |= b && b->reads_result == ResultUse::Value;
    error |= b && b->reads_result == ResultUse::Failure;
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

} // namespace

class UnitBuilder::Impl {
public:
  Impl(TypeSource &types, std::vector<Unit> &units, Diagnostics &diags) : types_(types), units_(units), diags_(diags) {}

  void add_probe(ast::Probe &probe) {
    std::vector<std::pair<ProbeKind, std::vector<ast::AttachPoint *>>> groups;
    if (ast::is_function_set(probe.attach_points.front()->probe)) {
      add_session(probe);
      return;
    }
    // A named attach point (`name=kprobe:f`) gets units of its own, whose
    // `probe` is its name.
    for (ast::AttachPoint *ap : probe.attach_points) {
      auto it = std::find_if(groups.begin(), groups.end(), [&](auto &g) {
        return g.first == ap->probe && g.second.front()->name == ap->name;
      });
      if (it == groups.end())
        groups.push_back({ap->probe, {ap}});
      else
        it->second.push_back(ap);
    }
    ArgsUse use;
    use.visit(probe.predicate);
    use.visit(probe.body);
    reads_ustack_ = use.ustack;
    for (auto &[kind, aps] : groups) {
      if (kind == ProbeKind::Tracepoint && use.used)
        add_typed_tracepoints(probe, aps, use);
      else if (kind == ProbeKind::Uprobe && use.used)
        add_typed_uprobes(probe, aps);
      else if (is_kernel_function(kind))
        add_kernel_functions(probe, kind, aps, use);
      else if (kind == ProbeKind::TpBtf || (kind == ProbeKind::RawTracepoint && use.used))
        add_btf_tracepoints(probe, kind, aps);
      else if (kind == ProbeKind::Tracepoint)
        add_checked(probe, kind, aps, &Impl::tracepoints_exist);
      else if (kind == ProbeKind::RawTracepoint)
        add_raw_tracepoints(probe, aps);
      else if (kind == ProbeKind::Uprobe || kind == ProbeKind::Uretprobe || kind == ProbeKind::Usdt)
        add_checked(probe, kind, aps, &Impl::user_target_exists);
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
    if (u.args)
      u.args_value = register_args_value(*u.args);
    u.name = std::string(short_kind(kind)) + "_" + std::to_string(units_.size());
    u.user_code_without_frame_pointers = reads_ustack_ && without_frame_pointers(kind, u.attach_points);
    units_.push_back(std::move(u));
    return units_.back();
  }

  // Whether a uprobe's or USDT probe's binary keeps no frame pointers
  // (TypeSource::keeps_frame_pointers): then `ustack` unwinds with DWARF.
  // A wildcard binary (usdt:*:loop) is not looked at; a wildcard function
  // in a named one (uprobe:libc:str*) is.
  bool without_frame_pointers(ProbeKind kind, const std::vector<ast::AttachPoint *> &aps) {
    if (kind != ProbeKind::Uprobe && kind != ProbeKind::Uretprobe && kind != ProbeKind::Usdt)
      return false;
    for (const ast::AttachPoint *ap : aps)
      if (!ap->target.empty() && ap->target.find_first_of("*?[") == std::string::npos &&
          !types_.keeps_frame_pointers(ap->target))
        return true;
    return false;
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
  // A rawtracepoint whose body reads `args` is typed the same way (its
  // context is the same u64 array); one tracepoint per probe, as the
  // runtime attaches a rawtracepoint by its attach point.
  void add_btf_tracepoints(ast::Probe &probe, ProbeKind kind, const std::vector<ast::AttachPoint *> &aps) {
    for (ast::AttachPoint *ap : aps) {
      if (kind == ProbeKind::RawTracepoint && ap->wildcard) {
        auto d = diags_.error(ap->loc);
        d << "'args' in a rawtracepoint probe needs one tracepoint, not a wildcard";
        d.hint("tp_btf:" + (ap->target.empty() ? std::string() : ap->target + ":") + ap->func +
               " types the arguments of each tracepoint it matches");
        continue;
      }
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
        Unit &u = add_unit(probe, kind, {ap}, {}, kernel_args_record(f, *s));
        if (kind == ProbeKind::TpBtf) // a rawtracepoint attaches by name, as written
          u.functions.push_back(std::move(f));
      }
    }
  }

  // Whether the tracepoints `ap` names exist on this machine; if not, an
  // error with the nearest name. True when tracefs cannot be listed: the
  // attach checks then.
  bool tracepoints_exist(const ast::AttachPoint &ap) {
    auto all = types_.all_tracepoints();
    if (!all)
      return true;
    if (ap.wildcard) {
      if (!types_.match_tracepoints(ap.target, ap.func).empty())
        return true;
      auto d = diags_.error(ap.loc);
      d << "no tracepoint matches '" << ap.raw << "'";
      d.hint("list them with kt -l 'tracepoint:" + ap.target + ":*'");
      return false;
    }
    std::string name = ap.target + ":" + ap.func;
    if (std::find(all->begin(), all->end(), name) != all->end())
      return true;
    auto d = diags_.error(ap.loc);
    d << "unknown tracepoint '" << name << "'";
    if (auto near = closest_name(name, *all))
      d.hint("did you mean 'tracepoint:" + *near + "'?");
    else if (types_.match_tracepoints(ap.target, "*").empty())
      d.hint("no tracepoint category '" + ap.target + "'; list them with kt -l 'tracepoint:*'");
    else
      d.hint("list them with kt -l 'tracepoint:" + ap.target + ":*'");
    return false;
  }

  // The raw tracepoints: the tracepoints' names less the per-syscall
  // events, which the kernel makes over sys_enter and sys_exit. None when
  // tracefs cannot be listed.
  std::optional<std::vector<std::string>> raw_tracepoint_names() {
    auto all = types_.all_tracepoints();
    if (!all)
      return std::nullopt;
    std::vector<std::string> names;
    for (const std::string &tp : *all)
      if (!tp.starts_with("syscalls:sys_enter_") && !tp.starts_with("syscalls:sys_exit_"))
        names.push_back(tp.substr(tp.find(':') + 1));
    return names;
  }

  // rawtracepoint probes whose body does not read `args`. A wildcard
  // becomes one program per raw tracepoint it matches, as with `args`
  // (add_btf_tracepoints): a raw tracepoint link takes no cookie to tell
  // `probe` apart (libbpf 1.1 passes none), and the kernel attaches a raw
  // tracepoint by its name only. Without tracefs, each is attached as
  // written and the attach checks it.
  void add_raw_tracepoints(ast::Probe &probe, const std::vector<ast::AttachPoint *> &aps) {
    std::optional<std::vector<std::string>> all = raw_tracepoint_names();
    bool ok = true;
    for (ast::AttachPoint *ap : aps)
      ok &= !all || raw_tracepoint_exists(*ap, *all);
    if (!ok)
      return;
    std::vector<ast::AttachPoint *> named;
    for (ast::AttachPoint *ap : aps) {
      if (!ap->wildcard || !all) {
        named.push_back(ap);
        continue;
      }
      for (const std::string &n : *all)
        if (glob_match(ap->func, n))
          add_unit(probe, ProbeKind::RawTracepoint, {ap}, {}, nullptr)
              .functions.push_back({ap->target == "vmlinux" ? "" : ap->target, n, 0, true});
    }
    if (!named.empty())
      add_unit(probe, ProbeKind::RawTracepoint, named, {}, nullptr);
  }

  // Whether the raw tracepoint `ap` names is one of `names` (found by its
  // name alone, as the runtime attaches it); if not, an error with the
  // nearest name.
  bool raw_tracepoint_exists(const ast::AttachPoint &ap, const std::vector<std::string> &names) {
    for (const std::string &n : names)
      if (glob_match(ap.func, n))
        return true;
    auto d = diags_.error(ap.loc);
    std::optional<std::string> near;
    if (ap.wildcard) {
      d << "no raw tracepoint matches '" << ap.raw << "'";
    } else {
      d << "unknown raw tracepoint '" << ap.func << "'";
      near = closest_name(ap.func, names);
    }
    if (near)
      d.hint("did you mean 'rawtracepoint:" + *near + "'?");
    else if (ap.func.starts_with("sys_e"))
      d.hint("per-syscall events are no raw tracepoints: use tracepoint:syscalls:" + ap.func +
             ", or rawtracepoint:sys_enter and arg1");
    else
      d.hint("list them with kt -l 'rawtracepoint:*'");
    return false;
  }

  // Whether the binary of a uprobe or usdt attach point is an ELF file,
  // and the function it names, or the USDT probes, are in it; if not, an
  // error (with the nearest name). A wildcard binary (expanded at the
  // attach, with -p and -c) and a binary that cannot be read here are
  // left to the attach.
  bool user_target_exists(const ast::AttachPoint &ap) {
    if (ap.target.find_first_of("*?[") != std::string::npos)
      return true;
    if (auto why = types_.unusable_user_binary(ap.target)) {
      diags_.error(ap.loc) << *why;
      return false;
    }
    if (ap.has_address)
      return true;
    if (ap.probe == ProbeKind::Usdt)
      return usdt_exists(ap);
    std::string near, linked;
    auto why = types_.missing_user_function(ap.target, ap.func, near, linked);
    if (!why)
      return true;
    auto d = diags_.error(ap.loc);
    d << *why;
    if (!linked.empty())
      d.hint("'" + ap.func + "' is in " + linked + ", which " + ap.target + " links" +
             (linked == "libc.so.6" ? " (glibc 2.34 moved libpthread's and libdl's functions into libc)" : "") +
             ": trace '" + provider_name(ap) + ":" + linked.substr(0, linked.find(".so")) + ":" + ap.func + "'");
    else if (!near.empty())
      d.hint("did you mean '" + near + "'?");
    else
      d.hint("list them with kt -l '" + provider_name(ap) + ":" + ap.target + ":*'");
    return false;
  }

  bool usdt_exists(const ast::AttachPoint &ap) {
    auto probes = types_.usdt_probes(ap.target);
    if (!probes)
      return true;
    std::vector<std::string> names; // as written: "provider:name", or "name" without a provider
    for (const std::string &p : *probes) {
      size_t colon = p.find(':');
      bool provider_ok = ap.ns.empty() || glob_match(ap.ns, p.substr(0, colon));
      if (provider_ok && glob_match(ap.func, p.substr(colon + 1)))
        return true;
      names.push_back(ap.ns.empty() ? p.substr(colon + 1) : p);
    }
    std::string written = ap.ns.empty() ? ap.func : ap.ns + ":" + ap.func;
    auto d = diags_.error(ap.loc);
    if (ap.wildcard)
      d << "no USDT probe of '" << ap.target << "' matches '" << written << "'";
    else
      d << "unknown USDT probe '" << written << "' in '" << ap.target << "'";
    std::optional<std::string> near;
    if (!ap.wildcard)
      near = closest_name(written, names);
    if (near)
      d.hint("did you mean '" + *near + "'?");
    else
      d.hint("list them with kt -l 'usdt:" + ap.target + ":*'");
    return false;
  }

  static std::string provider_name(const ast::AttachPoint &ap) { return ast::probe_kind_name(ap.probe); }

  // Attach points whose args the body does not read (tracepoints, raw
  // tracepoints, uprobes, USDT probes): each checked by name with
  // `exists` (a wildcard: that it matches one); one unit if all are there.
  void add_checked(ast::Probe &probe, ProbeKind kind, const std::vector<ast::AttachPoint *> &aps,
                   bool (Impl::*exists)(const ast::AttachPoint &)) {
    bool ok = true;
    for (const ast::AttachPoint *ap : aps)
      ok &= (this->*exists)(*ap);
    if (ok)
      add_unit(probe, kind, aps, {}, nullptr);
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
      if (!tracepoints_exist(*ap))
        continue;
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
          d << rec.error().message; // it names the tracepoint
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
      if (!user_target_exists(*ap))
        continue;
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
  std::vector<Unit> &units_;
  Diagnostics &diags_;
  const ast::Probe *session_ = nullptr;
  bool denied_ = false; // a type source was refused permission
  bool reads_ustack_ = false; // the probe being split into units reads `ustack`
};

namespace {
// A wildcard's error that says it matched nothing ("no tracepoint matches
// 'x*'", "no function of BIN matches 'f*'", "'f*' matches only kernel
// functions kt does not attach to"), not that it was misused.
bool matched_nothing(const Diagnostic &d) {
  return (d.message.rfind("no ", 0) == 0 && d.message.find(" matches '") != std::string::npos) ||
         d.message.find("' matches only ") != std::string::npos;
}
} // namespace

void drop_missing_targets(ast::Program &program, TypeSource &types, MissingProbes policy, Diagnostics &diags) {
  auto checked = [](ProbeKind k) {
    return k == ProbeKind::Kprobe || k == ProbeKind::Kretprobe || k == ProbeKind::Fentry ||
           k == ProbeKind::Fexit || k == ProbeKind::TpBtf || k == ProbeKind::Tracepoint || k == ProbeKind::RawTracepoint ||
           k == ProbeKind::Uprobe || k == ProbeKind::Uretprobe || k == ProbeKind::Usdt;
  };
  std::vector<ast::Node *> items;
  for (ast::Node *item : program.items) {
    auto *probe = ast::as<ast::Probe>(item);
    if (!probe || probe->attach_points.empty() || ast::is_function_set(probe->attach_points.front()->probe)) {
      items.push_back(item);
      continue;
    }
    std::vector<ast::AttachPoint *> all = probe->attach_points, kept;
    // missing_probes = error (the default) still lets a wildcard that
    // matches nothing go when the probe has other attach points (bpftrace
    // v0.26: kprobe:vfs_read,kprobe:nonsense* runs), with a warning.
    bool error_policy = policy == MissingProbes::Error;
    for (ast::AttachPoint *ap : all) {
      if (!checked(ap->probe) || (error_policy && (!ap->wildcard || all.size() < 2))) {
        kept.push_back(ap);
        continue;
      }
      Diagnostics trial;
      std::vector<Unit> units;
      probe->attach_points = {ap};
      UnitBuilder(types, units, trial).add_probe(*probe);
      bool misused = error_policy && std::any_of(trial.all().begin(), trial.all().end(), [](const Diagnostic &d) {
                       return d.severity == Severity::Error && !matched_nothing(d);
                     });
      if (!trial.has_errors() || misused) {
        kept.push_back(ap);
        continue;
      }
      if (policy != MissingProbes::Ignore)
        for (const Diagnostic &d : trial.all())
          if (d.severity == Severity::Error) {
            diags.warning(ap->loc) << d.message << "; '" << ap->raw << "' skipped ("
                                   << (error_policy ? "a wildcard beside other attach points" : "missing_probes = warn")
                                   << ")";
            break;
          }
    }
    if (error_policy && kept.empty()) // none left: the errors are said where the probe is built
      kept = all;
    probe->attach_points = std::move(kept);
    if (!probe->attach_points.empty())
      items.push_back(item);
  }
  program.items = std::move(items);
}

UnitBuilder::UnitBuilder(TypeSource &types, std::vector<Unit> &units, Diagnostics &diags)
    : impl_(std::make_unique<Impl>(types, units, diags)) {}
UnitBuilder::~UnitBuilder() = default;
void UnitBuilder::add_probe(ast::Probe &probe) { impl_->add_probe(probe); }
bool UnitBuilder::denied() const { return impl_->denied(); }

} // namespace kt::sema
