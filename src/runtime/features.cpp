#include "runtime/features.h"

#include <bpf/bpf.h>
#include <linux/bpf.h>
#include <unistd.h>

#include <cerrno>

namespace kt::runtime {

namespace {

// Loads `r0 = 0; exit` as a kprobe.multi program and links it to a symbol
// no kernel has: a kernel with the link type looks the symbol up and fails
// with ESRCH (ENOENT on some versions); one without it says EOPNOTSUPP
// (CONFIG_FPROBE unset) or EINVAL (unknown attach type). Nothing is ever
// attached.
bool probe_kprobe_multi() {
  const bpf_insn insns[] = {
      {BPF_ALU64 | BPF_MOV | BPF_K, BPF_REG_0, 0, 0, 0},
      {BPF_JMP | BPF_EXIT, 0, 0, 0, 0},
  };
  LIBBPF_OPTS(bpf_prog_load_opts, load, .expected_attach_type = BPF_TRACE_KPROBE_MULTI);
  int prog = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "kt_probe_multi", "GPL", insns, 2, &load);
  if (prog < 0)
    return false;
  const char *syms[] = {"kt_feature_probe_no_such_function"};
  LIBBPF_OPTS(bpf_link_create_opts, link);
  link.kprobe_multi.syms = syms;
  link.kprobe_multi.cnt = 1;
  int fd = bpf_link_create(prog, 0, BPF_TRACE_KPROBE_MULTI, &link);
  int err = fd < 0 ? errno : 0;
  if (fd >= 0)
    close(fd);
  close(prog);
  return fd >= 0 || err == ESRCH || err == ENOENT;
}

} // namespace

bool kernel_has_kprobe_multi() {
  static const bool has = probe_kprobe_multi();
  return has;
}

} // namespace kt::runtime
