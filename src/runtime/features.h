// Kernel features the runtime chooses between, probed once per run.
#pragma once

namespace kt::runtime {

// Whether the kernel attaches one kprobe program to many functions through
// a kprobe.multi link (BPF_TRACE_KPROBE_MULTI: Linux 5.18 with
// CONFIG_FPROBE; Debian 12's 6.1 kernels lack it).
bool kernel_has_kprobe_multi();

// Whether the kernel has kprobe.session links (BPF_TRACE_KPROBE_SESSION:
// Linux 6.10, where kprobe.multi is; see uprobe_multi.h). Their programs
// also need the kfunc bpf_session_is_return(): the caller looks for it in
// the kernel's BTF.
bool kernel_has_kprobe_session();

// Whether the kernel has uprobe.multi links (BPF_TRACE_UPROBE_MULTI: Linux
// 6.6; see uprobe_multi.h).
bool kernel_has_uprobe_multi();

} // namespace kt::runtime
