#include "runtime/uprobe_multi.h"

#include <linux/bpf.h>
#include <sys/syscall.h>
#include <unistd.h>

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

} // namespace

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
