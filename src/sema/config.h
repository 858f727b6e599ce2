// Config keys: `config { max_strlen = 128 }` in a program, or KT_MAX_STRLEN
// in the environment (which wins). The core keys are here; a builtin
// family declares the keys only it reads with its builtins
// (BuiltinFamily::config) and finds their values by name.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "ast/ast.h"
#include "ast/diagnostics.h"

namespace kt::sema {

struct ConfigKey {
  std::string_view name;
  // Ignored: a bpftrace key kt has no use for; any literal is taken, with
  // a warning that says why (`ignored`).
  enum class Kind : uint8_t { Int, Bool, Choice, Ignored } kind = Kind::Int;
  uint64_t min = 0, max = 0;
  uint64_t fallback = 0;                     // the value when neither the program nor the environment sets it
  std::vector<std::string_view> choices = {}; // Choice: the names, valued 0, 1, ...
  std::string_view ignored = {};              // Ignored: why kt has no use for it
};

// Why kt ignores bpftrace's config key `key` (its BPFTRACE_* variable
// too, driver/bpftrace_env.cpp), or empty when kt reads it.
std::string_view ignored_config_key(std::string_view key);

// bpftrace's perf_rb_pages (BPFTRACE_PERF_RB_PAGES): kt's one ring buffer
// takes the pages' bytes, rounded up to a power of two.
uint64_t ringbuf_size_for_pages(uint64_t pages);

// The environment variable that sets `key`: KT_ and the name in capitals.
std::string config_env_name(std::string_view key);

enum class MissingProbes : uint8_t { Error, Warn, Ignore };

struct Config {
  // The core keys (core_config_keys()).
  uint32_t max_strlen = 64;
  uint32_t stack_depth = 127;
  uint32_t ringbuf_size = 0;
  uint32_t max_map_keys = 4096;
  bool print_maps_on_exit = true;
  uint8_t stack_symbols = 2; // 0 names, 1 lines, 2 inlines (runtime::SymbolDetail)
  // args() and stack(args)/calls(args): retsnoop's defaults (3 KB per
  // call, 256 B per argument, 120 columns).
  uint8_t args_format = 0; // 0 compact, 1 multiline, 2 verbose
  uint32_t args_width = 120;
  uint32_t args_max_arg = 256;
  uint32_t args_max_total = 3072;
  // An attach point whose target does not exist or fails to attach: an
  // error, or skipped with a warning or silently.
  MissingProbes missing_probes = MissingProbes::Error;

  // A family's key, by name (its fallback when unset).
  uint64_t family_value(std::string_view key) const;

  std::map<std::string, uint64_t, std::less<>> family; // the families' keys, every one set
};

// The keys every program has.
const std::vector<ConfigKey> &core_config_keys();

// Reads the program's config blocks, then the environment (`env`: the
// KT_* variables that are set), for `keys` (core_config_keys() and the
// families'). Unknown keys, values of the wrong kind and out of range are
// errors; an environment value is reported under its env_names entry (the
// BPFTRACE_* variable it came from), else under its KT_* name.
void read_config(const ast::Program &program, const std::map<std::string, std::string> &env,
                 const std::vector<ConfigKey> &keys, Config &config, Diagnostics &diags,
                 const std::map<std::string, std::string> &env_names = {});

} // namespace kt::sema
