// uprobe.multi links (BPF_TRACE_UPROBE_MULTI, Linux 6.6): one link attaches
// a program to many offsets of one file, and one detach waits for one RCU
// grace period instead of one per uprobe (100 uprobes took 10 s to detach
// one by one on a 6.18 kernel). libbpf 1.1 and Debian 12's kernel headers
// predate it, so the link is made with the bpf() system call directly.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kt::runtime {

// The attach type of a uprobe.multi program and link (enum bpf_attach_type).
inline constexpr uint32_t kAttachUprobeMulti = 48;

// Links program `prog_fd` (loaded with expected attach type
// kAttachUprobeMulti) to `offsets` of `path`, each with its cookie; `ret`
// makes them uretprobes, `pid` (0: any) limits them to one process.
// Returns the link's fd, or -1 with errno set.
int uprobe_multi_link(int prog_fd, const std::string &path, const std::vector<uint64_t> &offsets,
                      const std::vector<uint64_t> &cookies, bool ret, uint32_t pid);

} // namespace kt::runtime
