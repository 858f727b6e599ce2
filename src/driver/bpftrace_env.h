// The BPFTRACE_* environment variables of bpftrace 0.17 and 0.26, read as
// kt's: a config key's KT_* variable (which wins when both are set), the
// vmlinux of -k, colour; the ones kt has no use for draw a warning that
// says what kt does instead (kt(1), ENVIRONMENT).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace kt::driver {

struct BpftraceEnv {
  // KT_* config variables (sema::config_environment names) and their values.
  std::map<std::string, std::string> config;
  // The BPFTRACE_* variable each `config` entry was read from.
  std::map<std::string, std::string> config_names;
  std::string vmlinux;       // BPFTRACE_VMLINUX
  std::optional<bool> color; // BPFTRACE_COLOR: always, never (auto: unset)
  std::vector<std::string> warnings;
};

// Reads the BPFTRACE_* variables that are set.
BpftraceEnv read_bpftrace_env();

} // namespace kt::driver
