#include "runtime/features.h"

#include <bpf/bpf.h>
#include <linux/bpf.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <initializer_list>

#include "runtime/uprobe_multi.h"

namespace kt::runtime {

namespace {

// Loads `r0 = 0; exit` as a kprobe program with `attach_type`: the fd, or
// -1.
int load_empty_kprobe(const char *name, bpf_attach_type attach_type) {
  const bpf_insn insns[] = {
      {BPF_ALU64 | BPF_MOV | BPF_K, BPF_REG_0, 0, 0, 0},
      {BPF_JMP | BPF_EXIT, 0, 0, 0, 0},
  };
  LIBBPF_OPTS(bpf_prog_load_opts, load, .expected_attach_type = attach_type);
  return bpf_prog_load(BPF_PROG_TYPE_KPROBE, name, "GPL", insns, 2, &load);
}

// Whether the kernel knows a link type: `link` links an empty program
// loaded with `attach_type` to something no kernel has, so a kernel with
// the type fails the lookup with one of `lookup_errors`, and one without it
// refuses the attach type (at load or at link). Nothing is ever attached.
template <typename Link>
bool knows_link_type(const char *name, bpf_attach_type attach_type, Link link, std::initializer_list<int> lookup_errors) {
  int prog = load_empty_kprobe(name, attach_type);
  if (prog < 0)
    return false;
  int fd = link(prog);
  int err = fd < 0 ? errno : 0;
  if (fd >= 0)
    close(fd);
  close(prog);
  return fd >= 0 || std::find(lookup_errors.begin(), lookup_errors.end(), err) != lookup_errors.end();
}

constexpr const char *kNoSuchFunction = "kt_feature_probe_no_such_function";

// kprobe.multi: a kernel with the link type looks the symbol up and fails
// with ESRCH (ENOENT on some versions); one without it says EOPNOTSUPP
// (CONFIG_FPROBE unset) or EINVAL (unknown attach type).
bool probe_kprobe_multi() {
  return knows_link_type("kt_probe_multi", BPF_TRACE_KPROBE_MULTI, [](int prog) {
    const char *syms[] = {kNoSuchFunction};
    LIBBPF_OPTS(bpf_link_create_opts, link);
    link.kprobe_multi.syms = syms;
    link.kprobe_multi.cnt = 1;
    return bpf_link_create(prog, 0, BPF_TRACE_KPROBE_MULTI, &link);
  }, {ESRCH, ENOENT});
}

// uprobe.multi, on a file that does not exist: ENOENT from a kernel with
// the link type, EINVAL from one without it.
bool probe_uprobe_multi() {
  return knows_link_type("kt_uprobe_multi", static_cast<bpf_attach_type>(kAttachUprobeMulti), [](int prog) {
    return uprobe_multi_link(prog, "/nonexistent/kt-feature-probe", {0x1000}, {}, false, 0);
  }, {ENOENT});
}

// kprobe.session: the same lookup failures as kprobe.multi.
bool probe_kprobe_session() {
  return knows_link_type("kt_probe_session", static_cast<bpf_attach_type>(kAttachKprobeSession), [](int prog) {
    return kprobe_session_link(prog, {kNoSuchFunction}, {});
  }, {ESRCH, ENOENT});
}

} // namespace

manifest::TargetFeatures probe_target_features(bool kernel_functions, bool user_functions) {
  manifest::TargetFeatures f;
  f.kprobe_multi = kernel_functions && kernel_has_kprobe_multi();
  f.kprobe_session = kernel_functions && kernel_has_kprobe_session();
  f.uprobe_multi = user_functions && kernel_has_uprobe_multi();
  return f;
}

bool kernel_has_kprobe_session() {
  static const bool has = kernel_has_kprobe_multi() && probe_kprobe_session();
  return has;
}

bool kernel_has_uprobe_multi() {
  static const bool has = probe_uprobe_multi();
  return has;
}

bool kernel_has_kprobe_multi() {
  static const bool has = probe_kprobe_multi();
  return has;
}

Result<bool> kfunc_allowed(uint32_t kfunc, uint32_t prog_type, uint32_t tracing_target) {
  const bpf_insn insns[] = {
      {BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_KFUNC_CALL, 0, static_cast<int32_t>(kfunc)},
      {BPF_ALU64 | BPF_MOV | BPF_K, BPF_REG_0, 0, 0, 0},
      {BPF_JMP | BPF_EXIT, 0, 0, 0, 0},
  };
  char log[4096] = "";
  LIBBPF_OPTS(bpf_prog_load_opts, load, .log_level = 1, .log_size = sizeof log, .log_buf = log);
  if (prog_type == BPF_PROG_TYPE_TRACING) {
    load.expected_attach_type = BPF_TRACE_RAW_TP;
    load.attach_btf_id = tracing_target;
  }
  int fd = bpf_prog_load(static_cast<bpf_prog_type>(prog_type), "kt_kfunc_probe", "GPL", insns, 3, &load);
  if (fd >= 0) {
    close(fd);
    return true;
  }
  int err = errno;
  // XDP's metadata kfuncs are for device-bound XDP programs alone.
  if (std::strstr(log, "is not allowed") || std::strstr(log, "require device-bound program"))
    return false;
  if (!log[0])
    return Error(std::string("the kernel refuses a test program: ") + std::strerror(err), err);
  return true;
}

} // namespace kt::runtime
