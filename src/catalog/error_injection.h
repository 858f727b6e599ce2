// The kernel's error-injection list: the functions marked
// ALLOW_ERROR_INJECTION, which a kprobe's BPF program may make return at
// once with a chosen value (bpf_override_return(), kt's override()). The
// kernel lists them in debugfs, /sys/kernel/debug/error_injection/list,
// one per line: "NAME\tTYPE", or "NAME [MODULE]\tTYPE" for a module's,
// TYPE being what the function returns on failure (ERRNO, ERRNO_NULL,
// NULL, TRUE). Kernels built without CONFIG_FUNCTION_ERROR_INJECTION have
// no list, and no override.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "util/result.h"

namespace kt::catalog {

struct InjectableFunction {
  std::string name;
  std::string module; // empty: the core kernel
  std::string type;   // "ERRNO", "NULL", ...
};

// The list's lines, in order; malformed lines are skipped.
std::vector<InjectableFunction> parse_error_injection_list(std::string_view text);

// The list at `path` (tests: a fixture).
Result<std::vector<InjectableFunction>> read_error_injection_list(const std::string &path);

// This machine's list. When debugfs is mounted nowhere and kt runs as root,
// kt mounts it at /sys/kernel/debug (as it mounts tracefs). Errors say why
// there is no list: debugfs missing, or a kernel built without
// CONFIG_FUNCTION_ERROR_INJECTION (ENOENT in Error::code).
Result<std::vector<InjectableFunction>> error_injection_list();

} // namespace kt::catalog
