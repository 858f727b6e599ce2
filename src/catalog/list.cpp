#include "catalog/list.h"

#include <algorithm>
#include <cerrno>
#include <optional>
#include <ostream>
#include <set>
#include <span>

#include <unistd.h>

#include "btf/btf.h"
#include "catalog/elf_symbols.h"
#include "catalog/kernel_btf.h"
#include "catalog/kernel_functions.h"
#include "util/glob.h"
#include "catalog/libraries.h"
#include "catalog/list_pattern.h"
#include "catalog/pmu.h"
#include "catalog/tracefs.h"
#include "catalog/usdt.h"
#include "util/perf_events.h"
#include "util/probe_targets.h"

namespace kt::catalog {
namespace {

std::string join(const std::vector<std::string> &parts, size_t from, const char *sep) {
  std::string s;
  for (size_t i = from; i < parts.size(); i++)
    s += (i > from ? sep : "") + parts[i];
  return s;
}

// An error that stops the listing, with the status it maps to.
struct Stop {
  ListStatus status;
  std::string message;
};

Stop system_error(const Error &e) {
  bool denied = e.code == EACCES || e.code == EPERM;
  return {denied ? ListStatus::Denied : ListStatus::Failed, e.message};
}

class Lister {
public:
  Lister(const ListRequest &req, ListQuery query)
      : req_(req), q_(std::move(query)), btf_(req.btf_path.empty() ? KernelBtf() : KernelBtf(req.btf_path)) {}

  // Lists every type of the query; stops at the first error.
  std::optional<Stop> run();

  const std::string &text() const { return text_; }
  size_t listed() const { return listed_; }
  std::vector<std::string> &notes() { return notes_; }
  bool explained() const { return explained_; }

private:
  std::optional<Stop> list_type(ProbeType t);
  std::optional<Stop> list_perf(ProbeType t);
  std::optional<Stop> list_tracepoints();
  std::optional<Stop> list_raw_tracepoints();
  std::optional<Stop> list_btf_tracepoints();
  std::optional<Stop> list_iterators();
  std::optional<Stop> list_functions(ProbeType t);
  std::optional<Stop> list_usdt();
  std::optional<Stop> list_function_set(ProbeType t);
  std::optional<Stop> list_kernel_functions(ProbeType t);
  std::optional<Stop> load_kernel_functions();
  std::optional<Stop> list_source_functions(ProbeType t, const std::string &binary, const std::string &glob);
  const btf::Btf *kernel_btf() { return btf_.vmlinux(); }
  // The kernel's BTF, which `kind` probes need; null (and a note that
  // says so) when the kernel has none.
  const btf::Btf *needed_kernel_btf(const char *kind) {
    const btf::Btf *vmlinux = kernel_btf();
    if (!vmlinux) {
      notes_.push_back(std::string(kind) + " probes need the kernel's BTF (/sys/kernel/btf/vmlinux), and this kernel "
                                           "has none");
      explained_ = true;
    }
    return vmlinux;
  }
  const btf::Btf *module_btf(const std::string &module) { return btf_.module(module); }
  std::optional<Stop> nothing_to_list(ProbeType t);
  std::optional<Stop> open_tracefs();
  std::optional<Stop> resolve_target(std::string &path, const char *form);
  void print_fields(const std::string &tracepoint);

  // Adds a result line unless a whole-line glob rejects it.
  bool emit(const std::string &line) {
    if (!q_.line_glob.empty() && !glob_match(q_.line_glob, line))
      return false;
    text_ += line;
    text_ += '\n';
    listed_++;
    return true;
  }
  // The glob for part `i`, "*" when the pattern stops before it.
  std::string part_glob(size_t i) const {
    return i < q_.parts.size() && !q_.parts[i].empty() ? q_.parts[i] : "*";
  }

  const ListRequest &req_;
  ListQuery q_;
  std::optional<Tracefs> tracefs_;
  KernelBtf btf_;
  std::optional<KernelFunctions> functions_;
  std::string text_; // the result lines, written at once
  size_t listed_ = 0;
  std::vector<std::string> notes_;
  bool explained_ = false; // a note already says why nothing is listed
};

std::optional<Stop> Lister::run() {
  for (ProbeType t : q_.types)
    if (auto stop = list_type(t))
      return stop;
  return std::nullopt;
}

std::optional<Stop> Lister::list_type(ProbeType t) {
  switch (t) {
  case ProbeType::Hardware:
  case ProbeType::Software: return list_perf(t);
  case ProbeType::Tracepoint: return list_tracepoints();
  case ProbeType::RawTracepoint: return list_raw_tracepoints();
  case ProbeType::TpBtf: return list_btf_tracepoints();
  case ProbeType::Iter: return list_iterators();
  case ProbeType::Uprobe:
  case ProbeType::Uretprobe: return list_functions(t);
  case ProbeType::Usdt: return list_usdt();
  case ProbeType::Entry:
  case ProbeType::Allow:
  case ProbeType::Deny: return list_function_set(t);
  case ProbeType::Kprobe:
  case ProbeType::Kretprobe:
  case ProbeType::Fentry:
  case ProbeType::Fexit: return list_kernel_functions(t);
  default: return nothing_to_list(t);
  }
}

// software:EVENT / hardware:EVENT, names and aliases, as "software:cpu-clock:".
std::optional<Stop> Lister::list_perf(ProbeType t) {
  std::span<const perf::PerfEvent> table = perf::kSoftwareEvents;
  if (t == ProbeType::Hardware)
    table = perf::kHardwareEvents;
  std::vector<std::string_view> names;
  perf::for_each_perf_event_name(table, [&](std::string_view n) { names.push_back(n); });
  std::sort(names.begin(), names.end());
  std::string glob = part_glob(0), type(probe_type_name(t));
  for (std::string_view n : names)
    if (glob_match(glob, n))
      emit(type + ":" + std::string(n) + ":");
  if (t == ProbeType::Hardware && q_.explicit_type) {
    PmuStatus pmu = detect_hardware_pmu();
    if (!pmu.available)
      notes_.push_back("this machine has no hardware PMU (" + pmu.reason +
                       "): hardware probes will not attach");
  }
  return std::nullopt;
}

std::optional<Stop> Lister::open_tracefs() {
  if (tracefs_)
    return std::nullopt;
  if (!req_.tracefs_root.empty()) {
    tracefs_.emplace(req_.tracefs_root);
    return std::nullopt;
  }
  auto fs = Tracefs::open();
  if (!fs)
    return system_error(fs.error());
  tracefs_.emplace(std::move(*fs));
  return std::nullopt;
}

std::optional<Stop> Lister::list_tracepoints() {
  if (auto stop = open_tracefs())
    return stop;
  auto names = tracefs_->tracepoints();
  if (!names)
    return system_error(names.error());
  std::sort(names->begin(), names->end());
  std::string glob = q_.parts.empty() ? "*" : join(q_.parts, 0, ":");
  for (const std::string &n : *names)
    if (glob_match(glob, n) && emit("tracepoint:" + n) && req_.verbose)
      print_fields(n);
  return std::nullopt;
}

// kprobe:[MODULE:]FUNCTION: what the kernel can trace (catalog/
// kernel_functions.h); fentry/fexit only those BTF describes. With -v,
// fentry/fexit print the arguments (and fexit/kretprobe the return type)
// as `args` and `retval` will have them.
// The kernel's traceable functions, read once.
std::optional<Stop> Lister::load_kernel_functions() {
  if (functions_)
    return std::nullopt;
  bool fixture = !req_.tracefs_root.empty() || !req_.kallsyms_path.empty();
  auto list = fixture ? KernelFunctions::load(kernel_btf(), req_.tracefs_root,
                                              req_.kallsyms_path.empty() ? "/proc/kallsyms" : req_.kallsyms_path)
                      : KernelFunctions::load_cached(kernel_btf());
  if (!list)
    return system_error(list.error());
  functions_.emplace(std::move(*list));
  return std::nullopt;
}

std::optional<Stop> Lister::list_kernel_functions(ProbeType t) {
  std::string type(probe_type_name(t));
  if (q_.parts.size() > 2)
    return Stop{ListStatus::BadPattern, "expected " + type + ":[MODULE:]FUNCTION"};
  if (auto stop = load_kernel_functions())
    return stop;
  bool fentry = t == ProbeType::Fentry || t == ProbeType::Fexit;
  if (fentry && !kernel_btf()) {
    notes_.push_back(type + " probes need the kernel's BTF (/sys/kernel/btf/vmlinux), and this kernel has none");
    explained_ = true;
    return std::nullopt;
  }
  std::string module_glob = q_.parts.size() == 2 ? part_glob(0) : "";
  std::string glob = part_glob(q_.parts.size() == 2 ? 1 : 0);
  for (const KernelFunction &f : functions_->match(module_glob, glob)) {
    std::optional<btf::FuncSignature> sig;
    const btf::Btf *btf = nullptr;
    if (fentry || req_.verbose) {
      btf = f.module.empty() ? kernel_btf() : module_btf(f.module);
      sig = btf ? btf->func(f.name) : std::nullopt;
    }
    if (fentry && !sig)
      continue; // no BTF prototype: fentry cannot load against it
    if (!emit(type + ":" + (f.module.empty() ? "" : f.module + ":") + f.name) || !req_.verbose || !sig)
      continue;
    for (const btf::Param &p : sig->params)
      text_ += "    " + btf->type_name(p.type) + " " + std::string(p.name) + "\n";
    if (t == ProbeType::Fexit || t == ProbeType::Kretprobe)
      text_ += "    " + (sig->ret ? btf->type_name(sig->ret) : std::string("void")) + " retval\n";
  }
  return std::nullopt;
}

// -lv: the record's own fields as declared ("    char prev_comm[16]").
void Lister::print_fields(const std::string &tracepoint) {
  size_t colon = tracepoint.find(':');
  auto fmt = tracefs_->format(tracepoint.substr(0, colon), tracepoint.substr(colon + 1));
  if (!fmt) {
    notes_.push_back("cannot list the fields of " + fmt.error().message);
    return;
  }
  for (const TracepointField &f : fmt->fields)
    if (!f.is_common)
      text_ += "    " + f.decl + "\n";
}

// rawtracepoint:NAME, the names of the tracepoints less the per-syscall
// events, which the kernel synthesizes over the raw sys_enter/sys_exit.
std::optional<Stop> Lister::list_raw_tracepoints() {
  if (q_.parts.size() > 2)
    return Stop{ListStatus::BadPattern, "expected rawtracepoint:[MODULE:]NAME"};
  if (q_.parts.size() == 2 && !glob_match(part_glob(0), "vmlinux"))
    return std::nullopt; // module tracepoints need BTF: not listed yet
  if (auto stop = open_tracefs())
    return stop;
  auto names = tracefs_->tracepoints();
  if (!names)
    return system_error(names.error());
  std::set<std::string> raw;
  for (const std::string &n : *names)
    if (n.rfind("syscalls:sys_enter_", 0) != 0 && n.rfind("syscalls:sys_exit_", 0) != 0)
      raw.insert(n.substr(n.find(':') + 1));
  std::string glob = part_glob(q_.parts.size() == 2 ? 1 : 0);
  for (const std::string &n : raw)
    if (glob_match(glob, n))
      emit("rawtracepoint:" + n);
  return std::nullopt;
}

// tp_btf:[MODULE:]NAME, from the btf_trace_ typedefs of the kernel's BTF
// and its modules'; with -v, the arguments as `args` has them.
std::optional<Stop> Lister::list_btf_tracepoints() {
  if (q_.parts.size() > 2)
    return Stop{ListStatus::BadPattern, "expected tp_btf:[MODULE:]NAME"};
  const btf::Btf *vmlinux = needed_kernel_btf("tp_btf");
  if (!vmlinux)
    return std::nullopt;
  std::string module_glob = q_.parts.size() == 2 ? part_glob(0) : "";
  std::string glob = part_glob(q_.parts.size() == 2 ? 1 : 0);
  auto list = [&](const btf::Btf &btf, const std::string &module) {
    for (const std::string &n : btf.tracepoint_names()) {
      if (!glob_match(glob, n) || !emit("tp_btf:" + (module.empty() ? "" : module + ":") + n) || !req_.verbose)
        continue;
      auto sig = btf.tracepoint(n);
      for (size_t i = 0; sig && i < sig->params.size(); i++) {
        const btf::Param &p = sig->params[i];
        text_ += "    " + btf.type_name(p.type) + " " + (p.name.empty() ? "arg" + std::to_string(i) : std::string(p.name)) + "\n";
      }
    }
  };
  if (module_glob.empty() || glob_match(module_glob, "vmlinux"))
    list(*vmlinux, "");
  for (const std::string &m : btf_.module_names())
    if (module_glob.empty() || glob_match(module_glob, m))
      if (const btf::Btf *b = module_btf(m))
        list(*b, m);
  return std::nullopt;
}

// iter:NAME: the kernel's BPF iterators (its structs bpf_iter__NAME, an
// iter program's context); -lv: the fields `ctx` has, as bpftrace lists them.
std::optional<Stop> Lister::list_iterators() {
  if (q_.parts.size() > 1)
    return Stop{ListStatus::BadPattern, "expected iter:NAME"};
  const btf::Btf *vmlinux = needed_kernel_btf("iter");
  if (!vmlinux)
    return std::nullopt;
  std::string glob = part_glob(0);
  for (const std::string &n : vmlinux->iterator_names()) {
    if (!glob_match(glob, n) || !emit("iter:" + n) || !req_.verbose)
      continue;
    auto rec = vmlinux->type(vmlinux->find(std::string(btf::kIteratorPrefix) + n, btf::Kind::Struct));
    // Each field sits in an anonymous union that pads it to 8 bytes
    // (the kernel's __bpf_md_ptr).
    for (const btf::Member &m : rec ? rec->members() : std::vector<btf::Member>{}) {
      auto inner = m.name.empty() ? vmlinux->type(m.type) : std::nullopt;
      for (const btf::Member &f : inner ? inner->members() : std::vector<btf::Member>{m})
        if (!f.name.empty())
          text_ += "    " + vmlinux->type_name(f.type) + " " + std::string(f.name) + "\n";
    }
  }
  return std::nullopt;
}

std::optional<Stop> Lister::resolve_target(std::string &path, const char *form) {
  if (q_.parts.empty() || q_.parts[0].empty())
    return Stop{ListStatus::BadPattern, std::string("missing binary: expected ") + form};
  if (has_wildcard(q_.parts[0]))
    return Stop{ListStatus::BadPattern, "wildcards in the binary path are not supported; name one binary or "
                                        "library"};
  auto resolved = resolve_binary(q_.parts[0]);
  if (!resolved)
    return system_error(resolved.error());
  path = *resolved;
  return std::nullopt;
}

// uprobe:BIN:FUNC, with BIN a path, a library name or an executable on $PATH.
std::optional<Stop> Lister::list_functions(ProbeType t) {
  std::string path, type(probe_type_name(t));
  if (q_.parts.size() > 2)
    return Stop{ListStatus::BadPattern, "expected " + type + ":BINARY:FUNCTION"};
  if (auto stop = resolve_target(path, (type + ":BINARY:FUNCTION").c_str()))
    return stop;
  auto table = SymbolTable::shared(path);
  if (!table)
    return system_error(table.error());
  std::string prefix = type + ":" + path + ":";
  // A session's glob leaves out the C runtime's code and main (as sema does).
  bool session_glob = (t == ProbeType::Entry || t == ProbeType::Allow || t == ProbeType::Deny) &&
                      part_glob(1).find_first_of("*?[") != std::string::npos;
  // Each function's parameters are a walk of the file's DWARF (0.1 s in
  // glibc's debug file): -lv reads them for a pattern of up to
  // kMaxParamLists functions.
  constexpr size_t kMaxParamLists = 64;
  std::vector<std::string> names = (*table)->match(part_glob(1));
  bool params = req_.verbose && req_.function_params && names.size() <= kMaxParamLists;
  if (req_.verbose && !params)
    notes_.push_back("parameters are listed for patterns of up to " + std::to_string(kMaxParamLists) +
                     " functions; this one matches " + std::to_string(names.size()));
  size_t without = 0;
  for (const std::string &name : names) {
    if (session_glob && util::left_out_of_session_globs(name))
      continue;
    if (!emit(prefix + name) || !params)
      continue;
    auto params = req_.function_params(path, name);
    if (!params) {
      without++;
      continue;
    }
    for (const std::string &p : *params)
      text_ += "    " + p + "\n";
  }
  if (without)
    notes_.push_back(std::to_string(without) + " function" + (without == 1 ? "" : "s") + " listed without " +
                     "parameters: no DWARF of " + path + " describes " + (without == 1 ? "it" : "them") +
                     " (start-up code, or a build without -g: install its -dbgsym/-dbg package)");
  return std::nullopt;
}

// usdt:BIN[:PROVIDER]:NAME, each probe once however many sites it has.
std::optional<Stop> Lister::list_usdt() {
  std::string path;
  if (q_.parts.size() > 3)
    return Stop{ListStatus::BadPattern, "expected usdt:BINARY[:PROVIDER]:NAME"};
  if (auto stop = resolve_target(path, "usdt:BINARY[:PROVIDER]:NAME"))
    return stop;
  auto probes = read_usdt_probes(path);
  if (!probes)
    return system_error(probes.error());
  std::string provider_glob = q_.parts.size() == 3 ? part_glob(1) : "*";
  std::string name_glob = part_glob(q_.parts.size() == 3 ? 2 : 1);
  std::set<std::string> lines;
  for (const UsdtProbe &p : *probes)
    if (glob_match(provider_glob, p.provider) && glob_match(name_glob, p.name))
      lines.insert("usdt:" + path + ":" + p.provider + ":" + p.name);
  for (const std::string &line : lines)
    emit(line);
  return std::nullopt;
}

// entry:/path/bin:GLOB (and allow:, deny:) lists that binary's functions,
// entry:[MODULE:]GLOB the kernel's traceable functions.
std::optional<Stop> Lister::list_function_set(ProbeType t) {
  const std::vector<std::string> &p = q_.parts;
  // A bare name is a library or program when no kernel module has it
  // (entry:libc:mall*), as in a session's sets.
  bool user = !p.empty() && (util::looks_like_path(p[0]) ||
                             (p.size() >= 2 && !p[0].empty() && !has_wildcard(p[0]) && p[0] != "vmlinux" &&
                              access(("/sys/module/" + p[0]).c_str(), F_OK) != 0 && resolve_binary(p[0]).ok()));
  if (p.size() == 2 && user)
    return list_functions(t);
  if (p.size() == 3 && user && p[1].empty())
    return list_source_functions(t, p[0], p[2]);
  if (p.size() == 2 && p[0].empty())
    return list_source_functions(t, "", p[1]);
  return list_kernel_functions(t); // what a kernel set can match: the traceable functions
}

// entry:BINARY::SRC_GLOB and entry::SRC_GLOB: the functions whose code the
// DWARF puts in matching source files, as a session's set takes them (the
// kernel's only where traceable, the core kernel's only: modules have their
// own debug files).
std::optional<Stop> Lister::list_source_functions(ProbeType t, const std::string &binary, const std::string &glob) {
  std::string type(probe_type_name(t));
  if (!req_.functions_in_sources)
    return Stop{ListStatus::Unsupported,
                "listing functions by source file ('" + type + ":BINARY::SOURCE_GLOB') is not available here"};
  std::string path;
  if (!binary.empty()) {
    if (auto stop = resolve_target(path, (type + ":BINARY::SOURCE_GLOB").c_str()))
      return stop;
  }
  auto names = req_.functions_in_sources(path, glob.empty() ? "*" : glob);
  if (!names)
    return system_error(names.error());
  std::set<std::string> sorted(names->begin(), names->end());
  if (!binary.empty()) {
    for (const std::string &name : sorted)
      if (!util::left_out_of_session_globs(name))
        emit(type + ":" + path + ":" + name);
    return std::nullopt;
  }
  if (auto stop = load_kernel_functions())
    return stop;
  for (const KernelFunction &f : functions_->match("", "*"))
    if (f.module.empty() && sorted.count(f.name))
      emit(type + ":" + f.name);
  return std::nullopt;
}

std::optional<Stop> Lister::nothing_to_list(ProbeType t) {
  std::string name(probe_type_name(t));
  if (t == ProbeType::Interval || t == ProbeType::Profile)
    notes_.push_back("'" + name + "' probes take a rate (e.g. '" + name +
                     ":hz:99'); there is nothing to list");
  else if (t == ProbeType::Watchpoint)
    notes_.push_back("'watchpoint' probes take an address (e.g. 'watchpoint:0x10000000:8:w'); there is nothing "
                     "to list");
  else
    notes_.push_back("'" + name + "' is always available; there is nothing to list");
  explained_ = true;
  return std::nullopt;
}

// "a,b": the patterns a comma separates (outside quotes), as bpftrace -l takes them.
std::vector<std::string> split_patterns(const std::string &pattern) {
  std::vector<std::string> parts(1);
  bool quoted = false;
  for (char c : pattern) {
    if (c == '"')
      quoted = !quoted;
    if (c == ',' && !quoted)
      parts.emplace_back();
    else
      parts.back() += c;
  }
  return parts;
}

// One pattern of a comma-separated list. `explained` is set when the
// lister said why there is nothing to list (a BEGIN or interval pattern).
ListOutcome list_one(const ListRequest &req, std::ostream &out, bool &explained) {
  if (type_list_keyword(req.pattern))
    return list_btf_types(req, out);
  ListOutcome outcome;
  auto query = parse_list_pattern(req.pattern);
  if (!query) {
    outcome.status = ListStatus::BadPattern;
    outcome.message = query.error().message;
    return outcome;
  }
  Lister lister(req, std::move(*query));
  std::optional<Stop> stop = lister.run();
  out << lister.text();
  out.flush();
  outcome.listed = lister.listed();
  outcome.notes = std::move(lister.notes());
  explained = explained || lister.explained();
  if (stop) {
    outcome.status = stop->status;
    outcome.message = stop->message;
  }
  return outcome;
}

} // namespace

ListOutcome list_probes(const ListRequest &req, std::ostream &out) {
  // Each pattern in turn; "no probes match" (for the whole pattern) only
  // when none matched and no note said why.
  ListOutcome all;
  bool explained = false;
  for (const std::string &pattern : split_patterns(req.pattern)) {
    ListRequest one = req;
    one.pattern = pattern;
    ListOutcome o = list_one(one, out, explained);
    all.listed += o.listed;
    for (std::string &note : o.notes)
      all.notes.push_back(std::move(note));
    if (o.status != ListStatus::Ok) {
      all.status = o.status;
      all.message = o.message;
      return all;
    }
  }
  if (all.listed == 0 && !explained)
    all.notes.push_back("no probes match '" + req.pattern + "'");
  return all;
}

} // namespace kt::catalog
