// Attaching kernel-function probes.
//
// kprobe/kretprobe: one program serves every function of the probe. Where
// the kernel has kprobe.multi links, one link covers them all (with an
// explicit symbol list: libbpf 1.1's glob form also matches functions
// that cannot be traced and fails on newer kernels); otherwise one kprobe
// per function. Each function's BPF cookie indexes its name for `probe`.
// A kernel session's kprobe.session program: one kprobe.session link, made
// the same way (uprobe_multi.h), serves its functions' entries and returns.
//
// fentry/fexit: the kernel binds a trampoline program to its function when
// it loads it (and, through 6.x, does not let it attach elsewhere), so
// libbpf's program serves the first function and copies of its final
// instructions, loaded against the others, serve the rest.
#include "runtime/attach.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <optional>

#include "catalog/kernel_functions.h"
#include "runtime/uprobe_multi.h"

namespace kt::runtime {

using manifest::ProbeType;

namespace {

std::string errno_text(int err) { return std::strerror(err < 0 ? -err : err); }

bool has_kprobe_events() {
  return access("/sys/kernel/tracing/kprobe_events", F_OK) == 0 ||
         access("/sys/kernel/debug/tracing/kprobe_events", F_OK) == 0;
}

// Why the kernel would not put a kprobe on `a`.
Error kprobe_error(const manifest::Attach &a, bool ret, int err) {
  std::string what = std::string(ret ? "kretprobe" : "kprobe") + " on '" + a.func + "'";
  if (err == EILSEQ && a.has_offset)
    return Error(what + ": offset " + std::to_string(a.offset) + " is not at an instruction boundary", err);
  if (err == ENOENT || ((err == EINVAL || err == EADDRNOTAVAIL) && !catalog::kallsyms_has_function(a.func)))
    return Error(what + ": the kernel has no function '" + a.func + "' (see /proc/kallsyms); list traceable ones "
                 "with kt -l 'kprobe:*" + a.func + "*'", err);
  if (err == EINVAL || err == EADDRNOTAVAIL)
    return Error(what + ": the kernel refuses to probe it (" + errno_text(err) +
                 "): it is notrace, in the kprobe blocklist (/sys/kernel/debug/kprobes/blacklist), or inlined; "
                 "trace a caller instead", err);
  return Error(what + ": " + errno_text(err), err);
}

} // namespace

Status Attachments::kprobes(bpf_program *prog, const manifest::Probe &p, std::vector<std::string> &names,
                            bool &unavailable) {
  if (bpf_program__expected_attach_type(prog) == BPF_TRACE_KPROBE_MULTI || p.type == ProbeType::KprobeSession)
    return kprobe_multi(prog, p, names);
  bool ret = p.type == ProbeType::Kretprobe;
  for (const manifest::Attach &a : p.attach) {
    LIBBPF_OPTS(bpf_kprobe_opts, o, .bpf_cookie = a.cookie ? *a.cookie : probe_index(names, a.text),
                .offset = a.offset, .retprobe = ret);
    bpf_link *link = bpf_program__attach_kprobe_opts(prog, a.func.c_str(), &o);
    if (link) {
      add(link);
      served();
      continue;
    }
    int err = errno;
    if (!has_kprobe_events()) {
      unavailable = true;
      return Error("this kernel has no kprobes (it was built without CONFIG_KPROBE_EVENTS): kprobe and "
                   "kretprobe cannot attach here; trace kernel functions on a kernel with kprobes, or use "
                   "tracepoints");
    }
    if (Status s = refused(a, kprobe_error(a, ret, err)); !s)
      return s;
  }
  return {};
}

Status Attachments::kprobe_multi(bpf_program *prog, const manifest::Probe &p, std::vector<std::string> &names) {
  std::vector<size_t> all(p.attach.size());
  for (size_t i = 0; i < all.size(); i++)
    all[i] = i;
  bool ret = p.type == ProbeType::Kretprobe;
  // A function the kernel will not probe (blocklisted, gone since the list
  // was read) that a wildcard matched is skipped, as in the
  // one-kprobe-per-function path.
  return link_halving(
      all, [&](const std::vector<size_t> &which) { return kprobe_multi_link(prog, p, names, which); },
      [&](size_t i, int err) { return refused(p.attach[i], kprobe_error(p.attach[i], ret, err)); });
}

int Attachments::kprobe_multi_link(bpf_program *prog, const manifest::Probe &p, std::vector<std::string> &names,
                                   const std::vector<size_t> &which) {
  bool ret = p.type == ProbeType::Kretprobe;
  std::vector<const char *> syms;
  std::vector<uint64_t> cookies;
  for (size_t i : which) {
    syms.push_back(p.attach[i].func.c_str());
    cookies.push_back(p.attach[i].cookie ? *p.attach[i].cookie : probe_index(names, p.attach[i].text));
  }
  if (p.type == ProbeType::KprobeSession) {
    int fd = kprobe_session_link(bpf_program__fd(prog), syms, cookies);
    if (fd < 0)
      return errno;
    link_fds_.push_back(fd);
    served(syms.size());
    session_links_++;
    return 0;
  }
  LIBBPF_OPTS(bpf_kprobe_multi_opts, o, .syms = syms.data(), .cookies = reinterpret_cast<const __u64 *>(cookies.data()),
              .cnt = syms.size(), .retprobe = ret);
  bpf_link *link = bpf_program__attach_kprobe_multi_opts(prog, nullptr, &o);
  if (!link)
    return errno;
  add(link);
  served(syms.size());
  multi_links_++;
  return 0;
}

Result<int> Attachments::module_btf_fd(const std::string &module) {
  if (module.empty())
    return 0;
  auto it = module_btf_fds_.find(module);
  if (it != module_btf_fds_.end())
    return it->second;
  // Walk the kernel's BTF objects for the one named after the module.
  for (uint32_t id = 0; bpf_btf_get_next_id(id, &id) == 0;) {
    int fd = bpf_btf_get_fd_by_id(id);
    if (fd < 0)
      continue;
    char name[64] = {};
    bpf_btf_info info{};
    info.name = reinterpret_cast<uint64_t>(name);
    info.name_len = sizeof name;
    uint32_t len = sizeof info;
    if (bpf_obj_get_info_by_fd(fd, &info, &len) == 0 && module == name) {
      module_btf_fds_[module] = fd;
      return fd;
    }
    close(fd);
  }
  return Error("the kernel has no BTF for module '" + module + "'");
}

// A copy of `prog` (loaded, so its instructions are final: relocated,
// maps resolved) loaded against the function `a` names.
Result<int> Attachments::fentry_copy(bpf_program *prog, const manifest::Attach &a) {
  if (!a.btf_id)
    return Error("no BTF id for '" + a.func + "'");
  auto btf_fd = module_btf_fd(a.target);
  if (!btf_fd)
    return btf_fd.error();
  LIBBPF_OPTS(bpf_prog_load_opts, o, .expected_attach_type = bpf_program__expected_attach_type(prog),
              .attach_btf_id = a.btf_id, .attach_btf_obj_fd = static_cast<uint32_t>(*btf_fd));
  int fd = bpf_prog_load(BPF_PROG_TYPE_TRACING, bpf_program__name(prog), "GPL", bpf_program__insns(prog),
                         bpf_program__insn_cnt(prog), &o);
  if (fd < 0)
    return Error("load a copy of the program for '" + a.func + "': " + errno_text(errno), errno);
  return fd;
}

namespace {

// Why the kernel would not attach a trampoline to `a`.
Error trampoline_error(const manifest::Attach &a, int err) {
  std::string what = "'" + a.text + "': attach the trampoline: ";
  if (err == 524) // ENOTSUPP, the kernel's own: arch_prepare_bpf_trampoline
    return Error(what + "the kernel cannot build a trampoline for this function (ENOTSUPP): it takes more "
                 "arguments than this kernel's trampolines pass (6 on x86-64 before Linux 6.5) or passes a struct "
                 "by value; use kprobe:" + a.func + " instead", err);
  if (err == EBUSY)
    return Error(what + "the function is busy (EBUSY): a livepatch or another ftrace direct call holds it", err);
  return Error(what + errno_text(err), err);
}

} // namespace

Status Attachments::fentries(bpf_program *prog, const manifest::Probe &p, std::vector<std::string> &names) {
  enum bpf_attach_type type = bpf_program__expected_attach_type(prog);
  for (size_t i = 0; i < p.attach.size(); i++) {
    const manifest::Attach &a = p.attach[i];
    uint64_t cookie = probe_index(names, a.text);
    std::optional<Error> e;
    if (i == 0) { // the program itself was loaded against the first function
      LIBBPF_OPTS(bpf_trace_opts, o, .cookie = cookie);
      if (bpf_link *link = bpf_program__attach_trace_opts(prog, &o))
        add(link);
      else
        e = trampoline_error(a, errno);
    } else if (auto copy = fentry_copy(prog, a); !copy) {
      e = copy.error();
    } else {
      fds_.push_back(*copy);
      LIBBPF_OPTS(bpf_link_create_opts, o);
      o.tracing.cookie = cookie;
      int link = bpf_link_create(*copy, 0, type, &o);
      if (link >= 0)
        link_fds_.push_back(link);
      else
        e = trampoline_error(a, errno);
    }
    if (!e)
      served();
    else if (Status s = refused(a, std::move(*e)); !s)
      return s;
  }
  return {};
}

Status Attachments::refused(const manifest::Attach &a, Error why) {
  if (!a.wildcard) // named: its failure is the run's
    return why;
  skipped_.push_back(a.func); // a wildcard goes on without it, as bpftrace does
  last_refusal_ = std::move(why);
  return {};
}

Status Attachments::kernel_functions(bpf_program *prog, const manifest::Probe &p, std::vector<std::string> &names,
                                     bool &unavailable) {
  size_t before = sites_;
  last_refusal_.reset();
  Status s = manifest::is_kprobe(p.type) ? kprobes(prog, p, names, unavailable) : fentries(prog, p, names);
  if (s && sites_ == before && last_refusal_) // the wildcard matched only functions the kernel refused
    return Error("none of the " + std::to_string(p.attach.size()) + " functions the wildcard matched could be "
                 "attached; the last one: " + last_refusal_->message, last_refusal_->code);
  return s;
}

} // namespace kt::runtime
