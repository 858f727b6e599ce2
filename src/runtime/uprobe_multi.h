// Links libbpf 1.1 cannot make, made with the bpf() system call directly
// (libbpf 1.1 and Debian 12's kernel headers predate them):
//
// uprobe.multi links (BPF_TRACE_UPROBE_MULTI, Linux 6.6): one link attaches
// a program to many offsets of one file, and one detach waits for one RCU
// grace period instead of one per uprobe (100 uprobes took 10 s to detach
// one by one on a 6.18 kernel).
//
// kprobe.session links (BPF_TRACE_KPROBE_SESSION, Linux 6.10): a
// kprobe.multi link whose one program runs at each function's entry and,
// unless that run returned non-zero, at its return; the kfunc
// bpf_session_is_return() tells the two apart. One link instead of a
// kprobe.multi and a kretprobe.multi link: half the attach and detach work.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kt::runtime {

// The attach type of a uprobe.multi program and link (enum bpf_attach_type).
inline constexpr uint32_t kAttachUprobeMulti = 48;
// The attach type of a kprobe.session program and link.
inline constexpr uint32_t kAttachKprobeSession = 56;

// Links program `prog_fd` (loaded with expected attach type
// kAttachUprobeMulti) to `offsets` of `path`, each with its cookie; `ret`
// makes them uretprobes, `pid` (0: any) limits them to one process.
// Returns the link's fd, or -1 with errno set.
int uprobe_multi_link(int prog_fd, const std::string &path, const std::vector<uint64_t> &offsets,
                      const std::vector<uint64_t> &cookies, bool ret, uint32_t pid);

// Links program `prog_fd` (loaded with expected attach type
// kAttachKprobeSession) to the kernel functions `syms`, each with its
// cookie. Returns the link's fd, or -1 with errno set.
int kprobe_session_link(int prog_fd, const std::vector<const char *> &syms,
                        const std::vector<uint64_t> &cookies);

} // namespace kt::runtime
