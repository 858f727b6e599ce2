#include "runtime/kernel_info.h"

#include <bpf/libbpf.h>
#include <linux/bpf.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "runtime/features.h"

namespace kt::runtime {
namespace {

const char *yes_no(bool b) { return b ? "yes" : "no"; }
// libbpf's probe: 1 yes, 0 no, an error when it cannot tell.
const char *probed(int r) { return r == 1 ? "yes" : r == 0 ? "no" : "unknown"; }

const char *helper(bpf_prog_type type, bpf_func_id id) { return probed(libbpf_probe_bpf_helper(type, id, nullptr)); }
bool prog_type(bpf_prog_type type) { return libbpf_probe_bpf_prog_type(type, nullptr) == 1; }
bool map_type(bpf_map_type type) { return libbpf_probe_bpf_map_type(type, nullptr) == 1; }
bool exists(const char *path) { return access(path, F_OK) == 0; }

InfoSection system_section() {
  InfoSection s{"System", {}};
  utsname u{};
  if (uname(&u) == 0) {
    s.items.emplace_back("OS", std::string(u.sysname) + " " + u.release + " " + u.version);
    s.items.emplace_back("Arch", u.machine);
  }
  s.items.emplace_back("libbpf", std::to_string(libbpf_major_version()) + "." + std::to_string(libbpf_minor_version()));
  return s;
}

InfoSection helpers_section() {
  constexpr bpf_prog_type K = BPF_PROG_TYPE_KPROBE;
  struct Helper {
    const char *name;
    bpf_func_id id;
  };
  constexpr Helper kHelpers[] = {
      {"probe_read", BPF_FUNC_probe_read},
      {"probe_read_str", BPF_FUNC_probe_read_str},
      {"probe_read_user", BPF_FUNC_probe_read_user},
      {"probe_read_user_str", BPF_FUNC_probe_read_user_str},
      {"probe_read_kernel", BPF_FUNC_probe_read_kernel},
      {"probe_read_kernel_str", BPF_FUNC_probe_read_kernel_str},
      {"get_current_cgroup_id", BPF_FUNC_get_current_cgroup_id},
      {"send_signal", BPF_FUNC_send_signal},
      {"override_return", BPF_FUNC_override_return},
      {"get_boot_ns", BPF_FUNC_ktime_get_boot_ns},
      {"get_func_ip", BPF_FUNC_get_func_ip},
      {"get_branch_snapshot", BPF_FUNC_get_branch_snapshot},
      {"loop", BPF_FUNC_loop},
  };
  InfoSection s{"Kernel helpers", {}};
  for (const Helper &h : kHelpers)
    s.items.emplace_back(h.name, helper(K, h.id));
  // d_path is for tracing programs only (libbpf cannot tell for them).
  s.items.emplace_back("dpath", helper(BPF_PROG_TYPE_TRACING, BPF_FUNC_d_path));
  return s;
}

InfoSection features_section() {
  InfoSection s{"Kernel features", {}};
  s.items.emplace_back("btf", yes_no(exists("/sys/kernel/btf/vmlinux")));
  s.items.emplace_back("module btf", yes_no(exists("/sys/kernel/btf") && access("/sys/kernel/btf", R_OK) == 0));
  s.items.emplace_back("ring buffer", yes_no(map_type(BPF_MAP_TYPE_RINGBUF)));
  s.items.emplace_back("tracefs", yes_no(exists("/sys/kernel/tracing/events") || exists("/sys/kernel/debug/tracing/events")));
  return s;
}

InfoSection maps_section() {
  struct Map {
    const char *name;
    bpf_map_type type;
  };
  constexpr Map kMaps[] = {
      {"hash", BPF_MAP_TYPE_HASH},
      {"percpu hash", BPF_MAP_TYPE_PERCPU_HASH},
      {"array", BPF_MAP_TYPE_ARRAY},
      {"percpu array", BPF_MAP_TYPE_PERCPU_ARRAY},
      {"stack_trace", BPF_MAP_TYPE_STACK_TRACE},
      {"perf_event_array", BPF_MAP_TYPE_PERF_EVENT_ARRAY},
      {"ringbuf", BPF_MAP_TYPE_RINGBUF},
      {"lru hash", BPF_MAP_TYPE_LRU_HASH},
  };
  InfoSection s{"Map types", {}};
  for (const Map &m : kMaps)
    s.items.emplace_back(m.name, yes_no(map_type(m.type)));
  return s;
}

// A probe type needs its program type and, for kprobe and uprobe, the
// kernel's perf event source (a kernel without CONFIG_KPROBE_EVENTS has
// the program type but cannot attach one).
InfoSection probes_section() {
  bool kprobe = prog_type(BPF_PROG_TYPE_KPROBE);
  bool btf = exists("/sys/kernel/btf/vmlinux");
  InfoSection s{"Probe types", {}};
  s.items.emplace_back("kprobe", yes_no(kprobe && exists("/sys/bus/event_source/devices/kprobe")));
  s.items.emplace_back("uprobe", yes_no(kprobe && exists("/sys/bus/event_source/devices/uprobe")));
  s.items.emplace_back("tracepoint", yes_no(prog_type(BPF_PROG_TYPE_TRACEPOINT)));
  s.items.emplace_back("rawtracepoint", yes_no(prog_type(BPF_PROG_TYPE_RAW_TRACEPOINT)));
  s.items.emplace_back("perf_event", yes_no(prog_type(BPF_PROG_TYPE_PERF_EVENT)));
  s.items.emplace_back("fentry (kfunc)", yes_no(btf && prog_type(BPF_PROG_TYPE_TRACING)));
  s.items.emplace_back("kprobe_multi", yes_no(kernel_has_kprobe_multi()));
  s.items.emplace_back("kprobe_session", yes_no(kernel_has_kprobe_session()));
  s.items.emplace_back("uprobe_multi", yes_no(kernel_has_uprobe_multi()));
  return s;
}

} // namespace

std::vector<InfoSection> kernel_info() {
  return {system_section(), helpers_section(), features_section(), maps_section(), probes_section()};
}

} // namespace kt::runtime
