#include "runtime/object.h"
#include "runtime/verifier_log.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include <sys/utsname.h>

#include <algorithm>
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string_view>
#include <sstream>

#include "runtime/helper_refusal.h"
#include "runtime/uprobe_multi.h"

namespace kt::runtime {

namespace {

std::ostream *g_libbpf_verbose = nullptr;
std::string g_libbpf_last_warning;

int libbpf_print(enum libbpf_print_level level, const char *fmt, va_list args) {
  if (level == LIBBPF_DEBUG && !g_libbpf_verbose)
    return 0;
  char buf[1024];
  int n = vsnprintf(buf, sizeof buf, fmt, args);
  if (level == LIBBPF_WARN)
    g_libbpf_last_warning = buf;
  if (g_libbpf_verbose)
    *g_libbpf_verbose << buf;
  return n;
}

// Program logs: one buffer per program, filled by the kernel when a load
// fails (libbpf retries with logging on) or always with -d verifier, whose
// every-instruction log of a program with loops runs to many megabytes
// (the kernel takes up to 1 GiB; pages the log leaves unwritten cost no
// memory).
constexpr size_t kLogSize = 1u << 20;
constexpr size_t kVerboseLogSize = 256u << 20;

// Lines of the verifier's log that are bookkeeping, not the verdict.
bool meaningless(const std::string &line) {
  static const char *const kNoise[] = {"processed ", "verification time", "stack depth", "mark_precise",
                                       "cur state", "old state", "last_idx", "regs=", "parent didn't",
                                       "from ", "frame", "func#", "live stack"};
  if (line.empty() || line.find("-- BEGIN") != std::string::npos || line.find("-- END") != std::string::npos)
    return true;
  for (const char *noise : kNoise)
    if (line.rfind(noise, 0) == 0)
      return true;
  return line[0] == '(' && line.find(") frame ") != std::string::npos; // "(0) frame 0 insn 3 +live"
}

} // namespace

void route_libbpf_messages(std::ostream *verbose) {
  g_libbpf_verbose = verbose;
  libbpf_set_print(libbpf_print);
}

std::string summarize_verifier_log(const std::string &log, size_t keep) {
  std::vector<std::string> lines;
  std::istringstream in(log);
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  std::vector<std::string> kept;
  size_t omitted = lines.size();
  for (size_t i = lines.size(); i-- > 0 && kept.size() < keep;) {
    if (meaningless(lines[i]))
      continue;
    kept.insert(kept.begin(), lines[i]);
    omitted = i;
  }
  std::string out;
  for (const std::string &l : kept)
    out += "  " + l + "\n";
  if (omitted)
    out += "  (" + std::to_string(omitted) + " more lines; run with -v or -d verifier to see them all)\n";
  return out;
}

Result<std::unique_ptr<BpfObject>> BpfObject::open(const std::vector<char> &elf, const manifest::Manifest &m,
                                                    const std::vector<std::string> &unloaded) {
  route_libbpf_messages(g_libbpf_verbose);
  LIBBPF_OPTS(bpf_object_open_opts, opts, .object_name = "kt");
  bpf_object *obj = bpf_object__open_mem(elf.data(), elf.size(), &opts);
  if (!obj) {
    int err = errno;
    return Error("open the compiled BPF object: " + g_libbpf_last_warning + std::strerror(err), err);
  }
  for (const std::string &name : unloaded)
    if (bpf_program *p = bpf_object__find_program_by_name(obj, name.c_str()))
      bpf_program__set_autoload(p, false);
  return std::unique_ptr<BpfObject>(new BpfObject(obj, m));
}

BpfObject::~BpfObject() { bpf_object__close(obj_); }

Status BpfObject::configure(const RuntimeConfig &config) {
  bpf_map *rodata = nullptr;
  bpf_map *m;
  bpf_object__for_each_map(m, obj_) {
    // "kt.rodata" (kt_config), not ".rodata.kt_names" (codegen's name tables).
    std::string_view name = bpf_map__name(m);
    if (name.ends_with(".rodata"))
      rodata = m;
  }
  if (!rodata)
    return Error("the compiled object has no .rodata (kt_config)");
  size_t size = 0;
  auto *initial = static_cast<const char *>(bpf_map__initial_value(rodata, &size));
  if (!initial || size < manifest::kConfigAddresses * sizeof(uint64_t))
    return Error("the compiled object's kt_config is too small");
  std::vector<char> data(initial, initial + size);
  std::vector<uint64_t> knobs = {config.target_pid, config.start_ns, config.child_pid, config.ncpus};
  knobs.insert(knobs.end(), config.addresses.begin(), config.addresses.end());
  if (knobs.size() * sizeof(uint64_t) > data.size())
    return Error("too many kaddr()/uaddr() addresses for kt_config");
  std::memcpy(data.data(), knobs.data(), knobs.size() * sizeof(uint64_t));
  if (int err = bpf_map__set_initial_value(rodata, data.data(), data.size()))
    return Error("set kt_config: " + std::string(std::strerror(-err)), -err);
  allocate_on_use();
  return {};
}

// A preallocated hash map costs an allocation per entry (per entry and CPU
// for a per-CPU one) when it is created: 49 ms for hist()'s 65,536 entries
// on 2 CPUs, and proportionally more on a big machine, before the first
// probe attaches. Since Linux 6.1 hash maps allocate from a per-CPU cache
// that is safe in every tracing program, NMI included (the verifier's
// "preallocated hash map" rule for perf_event programs is gone), so the
// user's hash maps allocate entries as they are first written. Older
// kernels keep preallocation. LRU hashes always preallocate.
void BpfObject::allocate_on_use() {
  utsname u{};
  unsigned major = 0, minor = 0;
  if (uname(&u) != 0 || std::sscanf(u.release, "%u.%u", &major, &minor) != 2 || major < 6 || (major == 6 && minor < 1))
    return;
  for (const manifest::Map &mm : manifest_.maps) {
    bpf_map *m = map(mm.bpf_name);
    if (!m)
      continue;
    unsigned type = bpf_map__type(m);
    if (type == BPF_MAP_TYPE_HASH || type == BPF_MAP_TYPE_PERCPU_HASH)
      bpf_map__set_map_flags(m, bpf_map__map_flags(m) | BPF_F_NO_PREALLOC);
  }
}

Status BpfObject::load(std::ostream *verifier_log, std::ostream *failure_log) {
  std::vector<std::unique_ptr<char[]>> logs;
  std::vector<std::pair<bpf_program *, char *>> progs;
  size_t size = verifier_log ? kVerboseLogSize : kLogSize;
  bpf_program *p;
  bpf_object__for_each_program(p, obj_) {
    if (!bpf_program__autoload(p)) // left out (open's `unloaded`)
      continue;
    logs.push_back(std::make_unique_for_overwrite<char[]>(size));
    logs.back()[0] = 0;
    bpf_program__set_log_buf(p, logs.back().get(), size);
    if (verifier_log)
      bpf_program__set_log_level(p, 2);
    progs.push_back({p, logs.back().get()});
  }
  if (Status s = prepare_kernel_functions(); !s)
    return s;
  int err = bpf_object__load(obj_);
  bool any_log = std::any_of(progs.begin(), progs.end(), [](auto &p) { return p.second[0] != 0; });
  if (err && !any_log && (err == -EPERM || err == -ENOTSUP || err == -EOPNOTSUPP || err == -EINVAL)) {
    // fentry/fexit need BPF trampolines, which some kernels do not allow:
    // the load fails before the verifier writes a word. (libbpf unloads
    // every program when one fails, so the fentry program is the suspect.)
    for (auto &[prog, log] : progs) {
      const manifest::Probe *probe = probe_for(bpf_program__name(prog));
      if (probe && (probe->type == manifest::ProbeType::Fentry || probe->type == manifest::ProbeType::Fexit))
        return Error("the kernel refused the fentry/fexit program for '" + probe_of(bpf_program__name(prog)) +
                         "' (" + std::strerror(-err) +
                         "): this kernel does not allow BPF trampolines; use kprobe/kretprobe where the kernel has "
                         "kprobes, or tracepoints",
                     -err, true);
    }
  }
  if (verifier_log)
    for (auto &[prog, log] : progs)
      *verifier_log << "--- verifier log of " << bpf_program__name(prog) << " (" << probe_of(bpf_program__name(prog))
                    << ") ---\n"
                    << log << "\n";
  if (!err)
    return {};
  // More instructions than the kernel loads (BPF_COMPLEXITY_LIMIT_INSNS):
  // refused before the verifier writes a word.
  constexpr size_t kMaxInsns = 1'000'000;
  if (err == -E2BIG)
    for (auto &[prog, log] : progs)
      if (bpf_program__fd(prog) < 0 && bpf_program__insn_cnt(prog) > kMaxInsns)
        return Error("the program for '" + probe_of(bpf_program__name(prog)) + "' is too large for BPF: " +
                     std::to_string(bpf_program__insn_cnt(prog)) + " instructions, more than the " +
                     "1,000,000 the kernel loads\nhint: strings are copied and compared inline, max_strlen " +
                     "bytes each: lower max_strlen, use fewer strings in one map key, or split the work across " +
                     "probes");
  // Which program failed: the one with a log and no fd.
  for (auto &[prog, log] : progs) {
    if (bpf_program__fd(prog) >= 0 || !log[0])
      continue;
    std::string name = bpf_program__name(prog);
    if (failure_log)
      *failure_log << "--- verifier log of " << name << " (" << probe_of(name) << ") ---\n" << log << "\n";
    // Without -d verifier, libbpf asks for the log only after the load
    // failed: a full log is a rejection, and the kernel (6.4 and later)
    // kept the log's end, which holds the verdict.
    if (err == -ENOSPC && verifier_log)
      return Error("the verifier's log of the program for '" + probe_of(name) + "' is longer than " +
                   std::to_string(size >> 20) + " MiB, so the kernel refused to load it; without -d verifier " +
                   "it loads");
    // percpu_kaddr()'s variable: the verifier looks its address up in
    // kallsyms, which lists variables only in kernels built with
    // CONFIG_KALLSYMS_ALL. A feature this kernel lacks (exit 69).
    if (std::strstr(log, "failed to find the address for kernel symbol"))
      return Error("the kernel's verifier rejected the program for '" + probe_of(name) + "':\n" +
                       summarize_verifier_log(log) +
                       "  (this kernel lists no variables in /proc/kallsyms: it was built without "
                       "CONFIG_KALLSYMS_ALL, which percpu_kaddr() needs)",
                   0, true);
    // No errno: the verifier's EACCES is not a permission problem (kt
    // exits with status 1, not 77).
    std::string refusal = explain_helper_refusal(log, name, manifest_.helper_calls);
    if (refusal.empty())
      if (auto located = located_rejection(probe_of(name), log))
        return Error(*located);
    if (refusal.empty())
      refusal = unlocated_rejection_hint(log);
    return Error("the kernel's verifier rejected the program for '" + probe_of(name) + "':\n" +
                 summarize_verifier_log(log) + refusal);
  }
  return Error("load BPF object: " + g_libbpf_last_warning + std::strerror(-err), -err);
}

namespace {

// A kprobe.session program's calls of manifest::kSessionIsReturnCall
// become calls of the kfunc bpf_session_is_return (BPF_PSEUDO_KFUNC_CALL,
// off 0: vmlinux's BTF). As many instructions as before: libbpf's
// relocations, recorded when it opened the object, index them.
Status call_session_kfunc(bpf_program *prog, uint32_t id) {
  if (id == 0)
    return Error("the kernel's BTF has no kfunc bpf_session_is_return, which kprobe.session programs call");
  const bpf_insn *insns = bpf_program__insns(prog);
  std::vector<bpf_insn> code(insns, insns + bpf_program__insn_cnt(prog));
  for (bpf_insn &insn : code) {
    if (insn.code == (BPF_JMP | BPF_CALL) && insn.src_reg == 0 &&
        insn.imm == manifest::kSessionIsReturnCall) {
      insn.src_reg = BPF_PSEUDO_KFUNC_CALL;
      insn.off = 0;
      insn.imm = static_cast<int32_t>(id);
    }
  }
  if (int err = bpf_program__set_insns(prog, code.data(), code.size()))
    return Error("prepare the kprobe.session program: " + std::string(std::strerror(-err)), -err);
  return {};
}

} // namespace

// A fentry/fexit program for several functions is loaded against the
// first (the runtime loads copies for the others); a kprobe or uprobe
// program codegen made multi becomes a kprobe.multi or uprobe.multi
// program; a kernel session's one program is a kprobe.session program
// (codegen chose both by the TargetFeatures the driver probed).
Status BpfObject::prepare_kernel_functions() {
  using manifest::ProbeType;
  for (const manifest::Probe &p : manifest_.probes) {
    bpf_program *prog = program(p.program);
    if (!prog || p.attach.empty())
      continue;
    if (p.type == ProbeType::KprobeSession) {
      bpf_program__set_expected_attach_type(prog, static_cast<bpf_attach_type>(kAttachKprobeSession));
      if (Status s = call_session_kfunc(prog, manifest_.session_is_return_btf_id); !s)
        return s;
      continue;
    }
    bool fentry = p.type == ProbeType::Fentry || p.type == ProbeType::Fexit;
    bool tp_btf = p.type == ProbeType::TpBtf; // libbpf finds btf_trace_NAME, in modules too
    if ((fentry || tp_btf) && !std::strchr(bpf_program__section_name(prog), '/')) {
      if (int err = bpf_program__set_attach_target(prog, 0, p.attach[0].func.c_str()))
        return Error("'" + p.attach[0].text + "': the kernel's BTF has no " + (tp_btf ? "tracepoint" : "function") +
                         " '" + p.attach[0].func + "' (" + std::strerror(-err) + ")",
                     -err);
    }
    // One multi link for all the functions (per file, for uprobes), where
    // codegen chose that attach form.
    bool kprobe = p.type == ProbeType::Kprobe || p.type == ProbeType::Kretprobe;
    bool uprobe = p.type == ProbeType::Uprobe || p.type == ProbeType::Uretprobe;
    if (kprobe && p.multi)
      bpf_program__set_expected_attach_type(prog, BPF_TRACE_KPROBE_MULTI);
    if (uprobe && p.multi)
      bpf_program__set_expected_attach_type(prog, static_cast<bpf_attach_type>(kAttachUprobeMulti));
  }
  return {};
}

const manifest::Probe *BpfObject::probe_for(const std::string &program) const {
  for (const manifest::Probe &p : manifest_.probes)
    if (p.program == program || (p.fanout && p.fanout->program == program))
      return &p;
  return nullptr;
}

std::string BpfObject::probe_of(const std::string &program) const {
  for (const manifest::Probe &p : manifest_.probes) {
    if (p.program != program)
      continue;
    std::string text;
    for (size_t i = 0; i < p.attach.size() && i < 3; i++)
      text += (text.empty() ? "" : ", ") + p.attach[i].text;
    if (p.attach.size() > 3)
      text += " and " + std::to_string(p.attach.size() - 3) + " more";
    return text;
  }
  return program;
}

bpf_program *BpfObject::program(const std::string &name) const {
  return bpf_object__find_program_by_name(obj_, name.c_str());
}

int BpfObject::program_fd(const std::string &name) const {
  bpf_program *p = program(name);
  return p ? bpf_program__fd(p) : -1;
}

bpf_map *BpfObject::map(const std::string &name) const { return bpf_object__find_map_by_name(obj_, name.c_str()); }

int BpfObject::map_fd(const std::string &name) const {
  bpf_map *m = map(name);
  return m ? bpf_map__fd(m) : -1;
}

std::vector<std::pair<std::string, uint64_t>> BpfObject::skipped_runs() const {
  std::vector<std::pair<std::string, uint64_t>> out;
  bpf_program *p;
  bpf_object__for_each_program(p, obj_) {
    bpf_prog_info info{};
    uint32_t len = sizeof info;
    int fd = bpf_program__fd(p);
    if (fd < 0 || bpf_obj_get_info_by_fd(fd, &info, &len) != 0 || !info.recursion_misses)
      continue;
    out.emplace_back(probe_of(bpf_program__name(p)), info.recursion_misses);
  }
  return out;
}

size_t BpfObject::program_count() const {
  size_t n = 0;
  bpf_program *p;
  bpf_object__for_each_program(p, obj_) n += bpf_program__autoload(p);
  return n;
}

} // namespace kt::runtime
