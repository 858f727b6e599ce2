#include "driver/bpftrace_env.h"

#include <cstdlib>
#include <string_view>
#include <unistd.h>

namespace kt::driver {
namespace {

// Variables that set a kt config key with the same meaning and unit.
struct Renamed {
  const char *bpftrace;
  const char *kt;
};
constexpr Renamed kRenamed[] = {
    {"BPFTRACE_STRLEN", "KT_MAX_STRLEN"},           // 0.17
    {"BPFTRACE_MAX_STRLEN", "KT_MAX_STRLEN"},       // 0.26
    {"BPFTRACE_MAP_KEYS_MAX", "KT_MAX_MAP_KEYS"},   // 0.17
    {"BPFTRACE_MAX_MAP_KEYS", "KT_MAX_MAP_KEYS"},   // 0.26
    {"BPFTRACE_PRINT_MAPS_ON_EXIT", "KT_PRINT_MAPS_ON_EXIT"},
};

// Variables kt has no use for, and why.
struct Ignored {
  const char *name;
  const char *why;
};
constexpr Ignored kIgnored[] = {
    {"BPFTRACE_CAT_BYTES_MAX", "kt's cat() prints the whole file"},
    {"BPFTRACE_MAX_CAT_BYTES", "kt's cat() prints the whole file"},
    {"BPFTRACE_MAX_PROBES", "kt has no limit on the number of probes"},
    {"BPFTRACE_MAX_BPF_PROGS", "kt has no limit on the number of BPF programs"},
    {"BPFTRACE_LOG_SIZE", "kt sizes the verifier's log itself (-d verifier prints it whole)"},
    {"BPFTRACE_NO_CPP_DEMANGLE", "kt always demangles C++ names"},
    {"BPFTRACE_CPP_DEMANGLE", "kt always demangles C++ names"},
    {"BPFTRACE_NO_USER_SYMBOLS", "kt always resolves user symbols"},
    {"BPFTRACE_CACHE_USER_SYMBOLS", "kt caches each binary's symbols for the run"},
    {"BPFTRACE_LAZY_SYMBOLICATION", "kt reads a binary's symbols when a stack first needs them"},
    {"BPFTRACE_STACK_MODE", "give the mode to the stack itself, as kstack(perf) or ustack(raw)"},
    {"BPFTRACE_BTF", "kt reads the kernel's BTF from /sys/kernel/btf"},
    {"BPFTRACE_MAX_TYPE_RES_ITERATIONS", "kt types tracepoint arguments without a limit"},
    {"BPFTRACE_STR_TRUNC_TRAILER", "kt prints truncated strings without a trailer"},
    {"BPFTRACE_MAX_AST_NODES", "kt has no limit on the program's size"},
    {"BPFTRACE_ON_STACK_LIMIT", "kt places large values off the BPF stack itself"},
    {"BPFTRACE_MISSING_PROBES", "kt reports a probe that cannot attach as an error"},
    {"BPFTRACE_SHOW_DEBUG_INFO", "use KT_STACK_SYMBOLS (names, lines or inlines)"},
};

// BPFTRACE_PERF_RB_PAGES: pages of every CPU's perf buffer (0.17) or of
// the ring buffer (0.26); kt has one ring buffer of KT_RINGBUF_SIZE bytes,
// a power of two: the pages' bytes, rounded up. Text that is not a count
// goes through as it is, for sema to report.
std::string ringbuf_bytes(const std::string &pages) {
  char *end = nullptr;
  unsigned long long n = std::strtoull(pages.c_str(), &end, 10);
  if (pages.empty() || *end || n == 0 || n > (1u << 18))
    return pages;
  long page = sysconf(_SC_PAGESIZE);
  unsigned long long bytes = n * static_cast<unsigned long long>(page > 0 ? page : 4096), size = 4096;
  while (size < bytes)
    size <<= 1;
  return std::to_string(size);
}

} // namespace

BpftraceEnv read_bpftrace_env() {
  auto get = [](const char *name) { return static_cast<const char *>(std::getenv(name)); };
  BpftraceEnv env;
  for (const Renamed &r : kRenamed)
    if (const char *v = get(r.bpftrace)) {
      env.config[r.kt] = v;
      env.config_names[r.kt] = r.bpftrace;
    }
  if (const char *v = get("BPFTRACE_PERF_RB_PAGES")) {
    env.config["KT_RINGBUF_SIZE"] = ringbuf_bytes(v);
    env.config_names["KT_RINGBUF_SIZE"] = "BPFTRACE_PERF_RB_PAGES";
  }
  if (const char *v = get("BPFTRACE_VMLINUX"))
    env.vmlinux = v;
  if (const char *v = get("BPFTRACE_COLOR")) {
    std::string_view c = v;
    if (c == "always")
      env.color = true;
    else if (c == "never")
      env.color = false;
    else if (c != "auto")
      env.warnings.push_back("BPFTRACE_COLOR='" + std::string(c) + "' is not auto, always or never; ignored");
  }
  for (const Ignored &i : kIgnored)
    if (get(i.name))
      env.warnings.push_back(std::string(i.name) + " is ignored: " + i.why);
  return env;
}

} // namespace kt::driver
