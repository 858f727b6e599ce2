// What the kernel kt compiles for can do, as far as codegen's choices go:
// the link types that attach one program to many functions. The driver
// obtains it once, before compiling (runtime::probe_target_features, which
// probes only what the program's attach points may use); codegen decides
// each probe's attach form by it (manifest::Probe::multi, one
// kprobe.session program for a kernel session) and the runtime attaches as
// the manifest says. The same program, types and TargetFeatures compile to
// the same bytes; features off and on differ only in attach forms.
#pragma once

namespace kt::manifest {

struct TargetFeatures {
  // BPF_TRACE_KPROBE_MULTI: one kprobe program on many kernel functions
  // through one link (Linux 5.18 with CONFIG_FPROBE; Debian 12's 6.1
  // kernels lack it).
  bool kprobe_multi = false;
  // kprobe.session links (Linux 6.10): a kernel session's call and return
  // in one program. Its programs call the kfunc bpf_session_is_return(),
  // which codegen looks up in the kernel's BTF (the type source).
  bool kprobe_session = false;
  // BPF_TRACE_UPROBE_MULTI: one uprobe program on many functions of a
  // file through one link (Linux 6.6).
  bool uprobe_multi = false;

  friend bool operator==(const TargetFeatures &, const TargetFeatures &) = default;
};

} // namespace kt::manifest
