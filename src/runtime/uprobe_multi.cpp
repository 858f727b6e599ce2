#include "runtime/uprobe_multi.h"

#include <linux/bpf.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cstring>

namespace kt::runtime {

namespace {

// union bpf_attr's link_create: the common fields, then the member of the
// link type (`Target`).
template <typename Target> struct LinkCreate {
  uint32_t prog_fd;
  uint32_t target_fd;
  uint32_t attach_type;
  uint32_t flags;
  Target target;
};

// link_create.uprobe_multi (Linux 6.6).
struct UprobeMulti {
  uint64_t path;
  uint64_t offsets;
  uint64_t ref_ctr_offsets;
  uint64_t cookies;
  uint32_t cnt;
  uint32_t flags; // BPF_F_UPROBE_MULTI_RETURN
  uint32_t pid;
};
constexpr uint32_t kUprobeMultiReturn = 1;

// link_create.kprobe_multi (Linux 5.18), which kprobe.session links use.
struct KprobeMulti {
  uint32_t flags; // BPF_F_KPROBE_MULTI_RETURN; 0 for a session
  uint32_t cnt;
  uint64_t syms;
  uint64_t addrs;
  uint64_t cookies;
};

template <typename Target> int link_create(const LinkCreate<Target> &a) {
  union bpf_attr attr;
  static_assert(sizeof attr >= sizeof a);
  std::memset(&attr, 0, sizeof attr);
  std::memcpy(&attr, &a, sizeof a);
  return static_cast<int>(syscall(__NR_bpf, BPF_LINK_CREATE, &attr, sizeof attr));
}

} // namespace

int uprobe_multi_link(int prog_fd, const std::string &path, const std::vector<uint64_t> &offsets,
                      const std::vector<uint64_t> &cookies, bool ret, uint32_t pid) {
  LinkCreate<UprobeMulti> a{};
  a.prog_fd = static_cast<uint32_t>(prog_fd);
  a.attach_type = kAttachUprobeMulti;
  a.target.path = reinterpret_cast<uintptr_t>(path.c_str());
  a.target.offsets = reinterpret_cast<uintptr_t>(offsets.data());
  a.target.cookies = cookies.empty() ? 0 : reinterpret_cast<uintptr_t>(cookies.data());
  a.target.cnt = static_cast<uint32_t>(offsets.size());
  a.target.flags = ret ? kUprobeMultiReturn : 0;
  a.target.pid = pid;
  return link_create(a);
}

int kprobe_session_link(int prog_fd, const std::vector<const char *> &syms,
                        const std::vector<uint64_t> &cookies) {
  LinkCreate<KprobeMulti> a{};
  a.prog_fd = static_cast<uint32_t>(prog_fd);
  a.attach_type = kAttachKprobeSession;
  a.target.syms = reinterpret_cast<uintptr_t>(syms.data());
  a.target.cookies = cookies.empty() ? 0 : reinterpret_cast<uintptr_t>(cookies.data());
  a.target.cnt = static_cast<uint32_t>(syms.size());
  return link_create(a);
}

} // namespace kt::runtime
