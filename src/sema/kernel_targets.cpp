#include "sema/kernel_targets.h"

#include <algorithm>
#include <string_view>

#include "sema/records.h"
#include "util/edit_distance.h"
#include "util/glob.h"

namespace kt::sema {

using ast::ProbeKind;

namespace {

std::string provider(const ast::AttachPoint &ap) { return ast::probe_kind_name(ap.probe); }

std::string listing_hint(const ast::AttachPoint &ap) {
  return "list them with kt -l '" + provider(ap) + ":" + (ap.target.empty() ? "" : ap.target + ":") +
         (ap.wildcard ? ap.func : "*") + "'";
}

bool fentry_kind(const ast::AttachPoint &ap) { return ap.probe == ProbeKind::Fentry || ap.probe == ProbeKind::Fexit; }

// No module, or "vmlinux", which names the core kernel as in
// /sys/kernel/btf/vmlinux.
bool in_core_kernel(const ast::AttachPoint &ap) { return ap.target.empty() || ap.target == "vmlinux"; }

// Whether the kernel has a function a kprobe names exactly: BTF (vmlinux
// or the module's) or kallsyms. Without either source it is left to the
// attach.
bool kprobe_function_exists(const ast::AttachPoint &ap, TypeSource &types) {
  const btf::Btf *btf = types.kernel_btf();
  bool vmlinux = in_core_kernel(ap);
  if (btf && btf->func(ap.func) && vmlinux)
    return true;
  if (const btf::Btf *m = vmlinux ? nullptr : types.module_btf(ap.target); m && m->func(ap.func))
    return true;
  return !btf || types.kernel_symbol_exists(ap.func, ap.target);
}

// Why a function named exactly cannot be used: fentry/fexit need it in
// ftrace's list, a kprobe needs it to exist.
void missing_function(const ast::AttachPoint &ap, TypeSource &types, Diagnostics &diags) {
  const btf::Btf *btf = types.kernel_btf();
  auto d = diags.error(ap.loc);
  if (fentry_kind(ap) && btf && btf->func(ap.func)) {
    d << "kernel function '" << ap.func << "' cannot be traced: ftrace does not list it (it is notrace, or "
      << "inlined at its callers)";
    d.hint("trace a caller, or use kprobe:" + ap.func);
    return;
  }
  if (fentry_kind(ap))
    d << "no kernel function '" << ap.func << "' in the kernel's BTF";
  else if (!in_core_kernel(ap)) { // kprobes look in kallsyms too
    d << "no kernel function '" << ap.func << "' in module '" << ap.target << "' (is the module loaded?)";
    if (types.kernel_symbol_exists(ap.func, "") || (btf && btf->func(ap.func))) {
      d.hint("the kernel has '" + ap.func + "' elsewhere: write " + provider(ap) + ":" + ap.func);
      return;
    }
  } else
    d << "no kernel function '" << ap.func << "' (it does not exist, or it is inlined everywhere)";
  auto all = types.kernel_functions("", "*");
  std::vector<std::string> names;
  if (all)
    for (const KernelFunc &f : *all)
      if (f.name.size() + 3 >= ap.func.size() && f.name.size() <= ap.func.size() + 3)
        names.push_back(f.name);
  if (auto near = closest_name(ap.func, names))
    d.hint("did you mean '" + *near + "'?");
  else
    d.hint("it does not exist or was inlined everywhere; " + listing_hint(ap));
}

// Functions kt will not attach to although the kernel lists them, and why
// (bpftrace v0.26 refuses the same). Null: the function may be traced.
const char *unsafe_function(const std::string &name, bool fentry) {
  // Not marked notrace, yet tracing them is known to hang or crash the
  // system (the kernel's BPF selftests skip them, kprobe_multi_test.c).
  static constexpr std::string_view kUnstable[] = {"arch_cpu_idle", "default_idle", "bpf_dispatcher_xdp_func"};
  static constexpr std::string_view kUnstablePrefixes[] = {"__ftrace_invalid_address__", "rcu_"};
  // An fentry/fexit program on a spin-lock internal that updates a hash
  // map takes the map's lock inside the lock being traced: two CPUs doing
  // so deadlock (ABBA). Kprobes are guarded against this recursion by the
  // kernel; trampolines are not.
  static constexpr std::string_view kSpinLocks[] = {"_raw_spin_lock", "_raw_spin_lock_irqsave",
                                                    "_raw_spin_unlock_irqrestore", "queued_spin_lock_slowpath"};
  auto in = [&](const auto &list) { return std::find(std::begin(list), std::end(list), name) != std::end(list); };
  if (in(kUnstable) || std::any_of(std::begin(kUnstablePrefixes), std::end(kUnstablePrefixes),
                                   [&](std::string_view p) { return name.starts_with(p); }))
    return "tracing it can hang or crash the system";
  if (fentry && in(kSpinLocks))
    return "an fentry/fexit program inside the kernel's spin-lock code can deadlock the kernel";
  return nullptr;
}

// A named unsafe function: an error, and true.
bool refuse_unsafe(const ast::AttachPoint &ap, Diagnostics &diags) {
  const char *why = unsafe_function(ap.func, fentry_kind(ap));
  if (!why)
    return false;
  auto d = diags.error(ap.loc);
  d << "kt does not attach to kernel function '" << ap.func << "': " << why;
  if (fentry_kind(ap) && !unsafe_function(ap.func, false))
    d.hint("kprobe:" + ap.func + " and kretprobe:" + ap.func + " are guarded against this by the kernel");
  return true;
}

} // namespace

std::optional<std::vector<KernelFunc>> kernel_targets(const ast::AttachPoint &ap, TypeSource &types,
                                                      Diagnostics &diags) {
  bool fentry = fentry_kind(ap);
  if (fentry && !types.kernel_btf()) {
    diags.error(ap.loc) << provider(ap) << " probes need the kernel's BTF (/sys/kernel/btf/vmlinux), and this "
                        << "kernel has none";
    return std::nullopt;
  }
  if (!ap.wildcard) {
    if (refuse_unsafe(ap, diags))
      return std::nullopt;
    if (!fentry) {
      if (!kprobe_function_exists(ap, types)) {
        missing_function(ap, types, diags);
        return std::nullopt;
      }
      return std::vector<KernelFunc>{{in_core_kernel(ap) ? "" : ap.target, ap.func}};
    }
    // In the core kernel (the common case) when its BTF has it; the list
    // says whether ftrace can trace it.
    if (in_core_kernel(ap) && types.kernel_btf()->func(ap.func)) {
      auto listed = types.kernel_functions("", ap.func);
      if (listed && listed->empty()) {
        missing_function(ap, types, diags);
        return std::nullopt;
      }
      return std::vector<KernelFunc>{{"", ap.func}};
    }
    auto listed = types.kernel_functions(ap.target, ap.func);
    if (!listed) {
      diags.error(ap.loc) << "kernel function '" << ap.func << "': " << listed.error().message;
      return std::nullopt;
    }
    if (listed->empty()) {
      missing_function(ap, types, diags);
      return std::nullopt;
    }
    return std::vector<KernelFunc>{listed->front()};
  }
  if (ap.has_offset) {
    diags.error(ap.loc) << "an offset needs one function; '" << ap.raw << "' names several";
    return std::nullopt;
  }
  auto listed = types.kernel_functions(ap.target, ap.func);
  if (!listed) {
    diags.error(ap.loc) << "cannot expand '" << ap.raw << "': " << listed.error().message;
    return std::nullopt;
  }
  // A wildcard leaves out the functions kt will not attach to.
  const char *left_out = nullptr;
  std::erase_if(*listed, [&](const KernelFunc &f) {
    const char *why = unsafe_function(f.name, fentry);
    left_out = why ? why : left_out;
    return why != nullptr;
  });
  if (listed->empty() && left_out) {
    diags.error(ap.loc) << "'" << ap.func << "' matches only kernel functions kt does not attach to: " << left_out;
    return std::nullopt;
  }
  if (listed->empty()) {
    auto d = diags.error(ap.loc);
    d << "no traceable kernel function matches '" << ap.func << "'"
      << (ap.target.empty() ? "" : " in module '" + ap.target + "'");
    d.hint(listing_hint(ap));
    return std::nullopt;
  }
  for (KernelFunc &f : *listed)
    f.wildcard = true;
  return std::move(*listed);
}

std::optional<std::vector<KernelFunc>> btf_tracepoint_targets(const ast::AttachPoint &ap, TypeSource &types,
                                                              Diagnostics &diags) {
  const btf::Btf *vmlinux = types.kernel_btf();
  if (!vmlinux) {
    diags.error(ap.loc) << "tp_btf probes need the kernel's BTF (/sys/kernel/btf/vmlinux), and this kernel has none";
    return std::nullopt;
  }
  bool core = in_core_kernel(ap);
  const btf::Btf *btf = core ? vmlinux : types.module_btf(ap.target);
  if (!btf) {
    auto d = diags.error(ap.loc);
    d << "no BTF for module '" << ap.target << "' (is the module loaded?)";
    if (!ap.wildcard && vmlinux->tracepoint(ap.func))
      d.hint("tp_btf takes [MODULE:]NAME, without the tracepoint's category: write tp_btf:" + ap.func);
    return std::nullopt;
  }
  std::vector<std::string> names;
  for (std::string &n : btf->tracepoint_names())
    if (glob_match(ap.func, n))
      names.push_back(std::move(n));
  if (names.empty()) {
    auto d = diags.error(ap.loc);
    d << (ap.wildcard ? "no tracepoint matches '" : "no tracepoint '") << ap.func << "' in the BTF of "
      << (core ? std::string("the kernel") : "module '" + ap.target + "'");
    std::optional<std::string> near;
    if (!ap.wildcard)
      near = closest_name(ap.func, btf->tracepoint_names());
    if (near)
      d.hint("did you mean '" + *near + "'?");
    else if (!ap.wildcard && ap.func.starts_with("sys_e"))
      d.hint("per-syscall tracepoints have no BTF type: use tracepoint:syscalls:" + ap.func);
    else
      d.hint("list them with kt -l 'tp_btf:" + (core ? std::string() : ap.target + ":") + "*'");
    return std::nullopt;
  }
  std::vector<KernelFunc> out;
  for (std::string &n : names) {
    KernelFunc f{core ? "" : ap.target, std::move(n)};
    f.wildcard = ap.wildcard;
    out.push_back(std::move(f));
  }
  return out;
}

std::optional<KernelSignature> btf_tracepoint_signature(const KernelFunc &f, TypeSource &types) {
  const btf::Btf *btf = f.module.empty() ? types.kernel_btf() : types.module_btf(f.module);
  if (!btf)
    return std::nullopt;
  auto sig = btf->tracepoint(f.name);
  if (!sig)
    return std::nullopt;
  return KernelSignature{btf, *sig};
}

std::string kernel_probe_text(ProbeKind kind, const KernelFunc &f) {
  return std::string(ast::probe_kind_name(kind)) + ":" + (f.module.empty() ? "" : f.module + ":") + f.name;
}

std::optional<KernelSignature> kernel_signature(const KernelFunc &f, TypeSource &types) {
  const btf::Btf *btf = f.module.empty() ? types.kernel_btf() : types.module_btf(f.module);
  if (!btf)
    btf = types.kernel_btf();
  if (!btf)
    return std::nullopt;
  auto sig = btf->func(f.name);
  if (!sig)
    return std::nullopt;
  return KernelSignature{btf, *sig};
}

std::shared_ptr<const Record> kernel_args_record(const KernelFunc &f, const KernelSignature &s) {
  auto rec = std::make_shared<FixedRecord>();
  rec->name = f.name;
  for (size_t i = 0; i < s.sig.params.size(); i++) {
    const btf::Param &p = s.sig.params[i];
    Field field;
    field.name = p.name.empty() ? "arg" + std::to_string(i) : std::string(p.name);
    field.type = btf_type(*s.btf, p.type, false);
    field.offset = static_cast<uint32_t>(8 * i);
    field.arg = static_cast<int16_t>(i);
    rec->fields.push_back(std::move(field));
  }
  rec->size = static_cast<uint32_t>(8 * s.sig.params.size());
  return rec;
}

std::optional<Type> kernel_return_type(const KernelSignature &s) {
  if (s.sig.ret == 0)
    return std::nullopt;
  Type t = btf_type(*s.btf, s.sig.ret, false);
  return t.is_int() || t.is(TypeKind::Pointer) ? t : Type::s64();
}

} // namespace kt::sema
