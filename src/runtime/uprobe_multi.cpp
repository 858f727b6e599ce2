#include "runtime/uprobe_multi.h"

#include <bpf/bpf.h>
#include <linux/bpf.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace kt::runtime {

namespace {

// union bpf_attr's link_create with the uprobe_multi member (Linux 6.6).
struct LinkCreateUprobeMulti {
  uint32_t prog_fd;
  uint32_t target_fd;
  uint32_t attach_type;
  uint32_t flags;
  uint64_t path;
  uint64_t offsets;
  uint64_t ref_ctr_offsets;
  uint64_t cookies;
  uint32_t cnt;
  uint32_t multi_flags; // BPF_F_UPROBE_MULTI_RETURN
  uint32_t pid;
};
constexpr uint32_t kUprobeMultiReturn = 1;

int link_create(const LinkCreateUprobeMulti &a) {
  union bpf_attr attr;
  static_assert(sizeof attr >= sizeof a);
  std::memset(&attr, 0, sizeof attr);
  std::memcpy(&attr, &a, sizeof a);
  return static_cast<int>(syscall(__NR_bpf, BPF_LINK_CREATE, &attr, sizeof attr));
}

// Loads `r0 = 0; exit` as a uprobe.multi program and links it to a file
// that does not exist: a kernel with the link type fails the path lookup
// with ENOENT; one without it rejects the attach type (EINVAL).
bool probe() {
  const bpf_insn insns[] = {
      {BPF_ALU64 | BPF_MOV | BPF_K, BPF_REG_0, 0, 0, 0},
      {BPF_JMP | BPF_EXIT, 0, 0, 0, 0},
  };
  LIBBPF_OPTS(bpf_prog_load_opts, load, .expected_attach_type = static_cast<bpf_attach_type>(kAttachUprobeMulti));
  int prog = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "kt_uprobe_multi", "GPL", insns, 2, &load);
  if (prog < 0)
    return false;
  uint64_t offset = 0x1000;
  int fd = uprobe_multi_link(prog, "/nonexistent/kt-feature-probe", {offset}, {}, false, 0);
  int err = fd < 0 ? errno : 0;
  if (fd >= 0)
    close(fd);
  close(prog);
  return fd >= 0 || err == ENOENT;
}

} // namespace

bool kernel_has_uprobe_multi() {
  static const bool has = probe();
  return has;
}

int uprobe_multi_link(int prog_fd, const std::string &path, const std::vector<uint64_t> &offsets,
                      const std::vector<uint64_t> &cookies, bool ret, uint32_t pid) {
  LinkCreateUprobeMulti a{};
  a.prog_fd = static_cast<uint32_t>(prog_fd);
  a.attach_type = kAttachUprobeMulti;
  a.path = reinterpret_cast<uintptr_t>(path.c_str());
  a.offsets = reinterpret_cast<uintptr_t>(offsets.data());
  a.cookies = cookies.empty() ? 0 : reinterpret_cast<uintptr_t>(cookies.data());
  a.cnt = static_cast<uint32_t>(offsets.size());
  a.multi_flags = ret ? kUprobeMultiReturn : 0;
  a.pid = pid;
  return link_create(a);
}

} // namespace kt::runtime
