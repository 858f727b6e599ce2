#include "runtime/features.h"

#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <linux/bpf.h>
#include <unistd.h>

#include <cerrno>

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

// Links an empty kprobe.multi program to a symbol no kernel has: a kernel
// with the link type looks the symbol up and fails with ESRCH (ENOENT on
// some versions); one without it says EOPNOTSUPP (CONFIG_FPROBE unset) or
// EINVAL (unknown attach type). Nothing is ever attached.
bool probe_kprobe_multi() {
  int prog = load_empty_kprobe("kt_probe_multi", BPF_TRACE_KPROBE_MULTI);
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

// Links an empty uprobe.multi program to a file that does not exist: a
// kernel with the link type fails the path lookup with ENOENT; one without
// it rejects the attach type (EINVAL).
bool probe_uprobe_multi() {
  int prog = load_empty_kprobe("kt_uprobe_multi", static_cast<bpf_attach_type>(kAttachUprobeMulti));
  if (prog < 0)
    return false;
  int fd = uprobe_multi_link(prog, "/nonexistent/kt-feature-probe", {0x1000}, {}, false, 0);
  int err = fd < 0 ? errno : 0;
  if (fd >= 0)
    close(fd);
  close(prog);
  return fd >= 0 || err == ENOENT;
}

// Links an empty kprobe.session program to a symbol no kernel has: as for
// kprobe.multi, a kernel with the link type fails the lookup (ESRCH or
// ENOENT); one without it refuses the attach type (EINVAL), at load or at
// link.
bool probe_kprobe_session() {
  int prog = load_empty_kprobe("kt_probe_session", static_cast<bpf_attach_type>(kAttachKprobeSession));
  if (prog < 0)
    return false;
  int fd = kprobe_session_link(prog, {"kt_feature_probe_no_such_function"}, {});
  int err = fd < 0 ? errno : 0;
  if (fd >= 0)
    close(fd);
  close(prog);
  return fd >= 0 || err == ESRCH || err == ENOENT;
}

int32_t find_session_is_return() {
  btf *vmlinux = btf__load_vmlinux_btf();
  if (!vmlinux)
    return 0;
  int32_t id = btf__find_by_name_kind(vmlinux, "bpf_session_is_return", BTF_KIND_FUNC);
  btf__free(vmlinux);
  return id > 0 ? id : 0;
}

} // namespace

int32_t kernel_session_is_return_id() {
  static const int32_t id = find_session_is_return();
  return id;
}

bool kernel_has_kprobe_session() {
  static const bool has =
      kernel_has_kprobe_multi() && kernel_session_is_return_id() > 0 && probe_kprobe_session();
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

} // namespace kt::runtime
