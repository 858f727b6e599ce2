#include "driver/bpftrace_env.h"

#include <cstdlib>
#include <string_view>
#include <unistd.h>

#include "sema/config.h"

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
    {"BPFTRACE_SHOW_DEBUG_INFO", "KT_SHOW_DEBUG_INFO"}, // kt's stack_symbols in bpftrace's terms
    {"BPFTRACE_MISSING_PROBES", "KT_MISSING_PROBES"},
};

// Variables of bpftrace's config keys kt has no use for: the reason is the
// key's (sema::ignored_config_key).
struct IgnoredKey {
  const char *name;
  const char *key;
};
constexpr IgnoredKey kIgnoredKeys[] = {
    {"BPFTRACE_CAT_BYTES_MAX", "max_cat_bytes"}, // 0.17
    {"BPFTRACE_MAX_CAT_BYTES", "max_cat_bytes"},
    {"BPFTRACE_MAX_PROBES", "max_probes"},
    {"BPFTRACE_MAX_BPF_PROGS", "max_bpf_progs"},
    {"BPFTRACE_LOG_SIZE", "log_size"},
    {"BPFTRACE_CPP_DEMANGLE", "cpp_demangle"},
    {"BPFTRACE_NO_CPP_DEMANGLE", "cpp_demangle"}, // 0.17
    {"BPFTRACE_CACHE_USER_SYMBOLS", "cache_user_symbols"},
    {"BPFTRACE_LAZY_SYMBOLICATION", "lazy_symbolication"},
    {"BPFTRACE_STR_TRUNC_TRAILER", "str_trunc_trailer"},
    {"BPFTRACE_ON_STACK_LIMIT", "on_stack_limit"},
};

// Variables kt has no use for, and why.
struct Ignored {
  const char *name;
  const char *why;
};
constexpr Ignored kIgnored[] = {
    {"BPFTRACE_NO_USER_SYMBOLS", "kt always resolves user symbols"},
    {"BPFTRACE_STACK_MODE", "give the mode to the stack itself, as kstack(perf) or ustack(raw)"},
    {"BPFTRACE_BTF", "kt reads the kernel's BTF from /sys/kernel/btf"},
    {"BPFTRACE_MAX_TYPE_RES_ITERATIONS", "kt types tracepoint arguments without a limit"},
    {"BPFTRACE_MAX_AST_NODES", "kt has no limit on the program's size"},
};

// BPFTRACE_PERF_RB_PAGES: pages of every CPU's perf buffer (0.17) or of
// the ring buffer (0.26), as KT_RINGBUF_SIZE's bytes (the perf_rb_pages
// config key's conversion). Text that is not a count goes through as it
// is, for sema to report.
std::string ringbuf_bytes(const std::string &pages) {
  char *end = nullptr;
  unsigned long long n = std::strtoull(pages.c_str(), &end, 10);
  if (pages.empty() || *end || n == 0 || n > (1u << 18))
    return pages;
  return std::to_string(sema::ringbuf_size_for_pages(n));
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
  for (const IgnoredKey &i : kIgnoredKeys)
    if (get(i.name))
      env.warnings.push_back(std::string(i.name) + " is ignored: " + std::string(sema::ignored_config_key(i.key)));
  return env;
}

} // namespace kt::driver
