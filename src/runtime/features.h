// Kernel features codegen and the runtime choose between, probed once per
// run: TargetFeatures for the driver to compile with.
#pragma once

#include <cstdint>

#include "manifest/target.h"
#include "util/result.h"

namespace kt::runtime {

// The link types a program may use: kprobe.multi and kprobe.session when
// it has kernel-function probes or function sets, uprobe.multi when it has
// uprobes or function sets. What it cannot use is not probed (false), so a
// program without such probes costs no bpf() calls.
manifest::TargetFeatures probe_target_features(bool kernel_functions, bool user_functions);

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

// kfunc_allowed(): whether a program of type `prog_type` (BPF_PROG_TYPE_*)
// may call the kfunc `kfunc` (its FUNC id in the kernel's BTF), as the
// verifier answers for a program that calls it: "calling kernel function
// ... is not allowed" (or "... require device-bound program") means no; a
// program it accepts, or refuses for another reason (the call's
// arguments), yes. TRACING programs are loaded
// as tp_btf programs of the tracepoint typedef `tracing_target`
// (btf_trace_NAME). An error when the kernel refuses the test program
// without saying why (no BPF for this user).
Result<bool> kfunc_allowed(uint32_t kfunc, uint32_t prog_type, uint32_t tracing_target);

} // namespace kt::runtime
