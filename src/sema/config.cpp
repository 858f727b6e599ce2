#include "sema/config.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <optional>

#include <unistd.h>

#include "sema/builtins.h"
#include "util/edit_distance.h"

namespace kt::sema {
namespace {

using Kind = ConfigKey::Kind;

// The value of a Choice key written as `name` or "name", or nullopt.
std::optional<uint64_t> choice_value(const ConfigKey &k, std::string_view name) {
  auto it = std::find(k.choices.begin(), k.choices.end(), name);
  if (it == k.choices.end())
    return std::nullopt;
  return static_cast<uint64_t>(it - k.choices.begin());
}

std::string choice_list(const ConfigKey &k) {
  std::string s;
  for (size_t i = 0; i < k.choices.size(); i++)
    s += std::string(i ? (i + 1 == k.choices.size() ? " or " : ", ") : "") + std::string(k.choices[i]);
  return s;
}

std::string kind_text(const ConfigKey &k) {
  switch (k.kind) {
  case Kind::Int: return "an integer";
  case Kind::Bool: return "true or false (or 1 or 0)";
  case Kind::Choice: return choice_list(k);
  case Kind::Ignored: return "a literal";
  }
  return "";
}

void apply(Config &config, std::string_view key, uint64_t v) {
  if (key == "max_strlen")
    config.max_strlen = static_cast<uint32_t>(v);
  else if (key == "max_map_keys")
    config.max_map_keys = static_cast<uint32_t>(v);
  else if (key == "ringbuf_size")
    config.ringbuf_size = static_cast<uint32_t>(v);
  else if (key == "stack_depth")
    config.stack_depth = static_cast<uint32_t>(v);
  else if (key == "print_maps_on_exit")
    config.print_maps_on_exit = v != 0;
  else if (key == "stack_symbols")
    config.stack_symbols = static_cast<uint8_t>(v);
  else if (key == "args_format")
    config.args_format = static_cast<uint8_t>(v);
  else if (key == "args_width")
    config.args_width = static_cast<uint32_t>(v);
  else if (key == "args_max_arg")
    config.args_max_arg = static_cast<uint32_t>(v);
  else if (key == "args_max_total")
    config.args_max_total = static_cast<uint32_t>(v);
  else if (key == "missing_probes")
    config.missing_probes = static_cast<MissingProbes>(v);
  else if (key == "show_debug_info") // bpftrace's: file:line and inlined frames, or names only
    config.stack_symbols = v ? 2 : 0;
  else if (key == "perf_rb_pages") // bpftrace's: the ring buffer in pages
    config.ringbuf_size = static_cast<uint32_t>(ringbuf_size_for_pages(v));
  else if (key == "license") // bpftrace's: kt's programs are GPL, which every choice is compatible with
    return;
  else
    config.family[std::string(key)] = v;
}

// Checks a value against its key's range; ringbuf_size must also be a
// power of two (a kernel rule for BPF_MAP_TYPE_RINGBUF).
std::string value_error(const ConfigKey &k, uint64_t v) {
  if (v < k.min || v > k.max)
    return "must be between " + std::to_string(k.min) + " and " + std::to_string(k.max);
  if (k.name == "ringbuf_size" && (v & (v - 1)))
    return "must be a power of two";
  return "";
}

// A Choice key's value as written: an identifier or a string.
std::optional<std::string> choice_name(const ast::Expr *e) {
  if (auto *id = ast::as<ast::Identifier>(e))
    return id->name;
  if (auto *s = ast::as<ast::String>(e))
    return s->value;
  return std::nullopt;
}

void read_item(const ast::ConfigItem &ci, const std::vector<ConfigKey> &keys, Config &config, Diagnostics &diags) {
  auto it = std::find_if(keys.begin(), keys.end(), [&](const ConfigKey &k) { return ci.key == k.name; });
  if (it == keys.end()) {
    auto d = diags.error(ci.loc);
    d << "unknown config key '" << ci.key << "'";
    std::vector<std::string> names;
    for (const ConfigKey &k : keys)
      names.emplace_back(k.name);
    if (auto near = closest_name(ci.key, names))
      d.hint("did you mean '" + *near + "'?");
    return;
  }
  if (it->kind == Kind::Ignored) {
    if (!ast::as<ast::Integer>(ci.value) && !ast::as<ast::Boolean>(ci.value) && !ast::as<ast::String>(ci.value) &&
        !ast::as<ast::Identifier>(ci.value)) {
      diags.error(ci.value->loc) << "config key '" << ci.key << "' takes " << kind_text(*it);
      return;
    }
    diags.warning(ci.loc) << "config key '" << ci.key << "' is bpftrace's and changes nothing: " << it->ignored;
    return;
  }
  uint64_t v = 0;
  // A boolean key also takes 0 or 1, as bpftrace does.
  if (auto *i = ast::as<ast::Integer>(ci.value); i && (it->kind == Kind::Int || it->kind == Kind::Bool)) {
    v = i->value;
  } else if (auto *b = ast::as<ast::Boolean>(ci.value); b && it->kind == Kind::Bool) {
    v = b->value;
  } else if (auto c = it->kind == Kind::Choice ? choice_name(ci.value) : std::nullopt; c && choice_value(*it, *c)) {
    v = *choice_value(*it, *c);
  } else {
    diags.error(ci.value->loc) << "config key '" << ci.key << "' takes " << kind_text(*it);
    return;
  }
  if (std::string err = value_error(*it, v); !err.empty()) {
    diags.error(ci.value->loc) << "config key '" << ci.key << "' " << err;
    return;
  }
  apply(config, ci.key, v);
}

void read_env(const ConfigKey &k, const std::string &env, const std::string &text, Config &config,
              Diagnostics &diags) {
  if (k.kind == Kind::Ignored) // bpftrace_env warns about its BPFTRACE_* variable
    return;
  char *end = nullptr;
  uint64_t v = std::strtoull(text.c_str(), &end, 10);
  if (k.kind == Kind::Bool && (text == "true" || text == "false"))
    v = text == "true", end = nullptr;
  if (k.kind == Kind::Choice) {
    auto c = choice_value(k, text);
    v = c.value_or(0), end = c ? nullptr : const_cast<char *>("?");
  }
  if ((end && *end) || text.empty()) {
    diags.error(SourceLocation{}) << "environment variable " << env << "='" << text << "' is not " << kind_text(k);
    return;
  }
  if (std::string err = value_error(k, v); !err.empty()) {
    diags.error(SourceLocation{}) << "environment variable " << env << " " << err;
    return;
  }
  apply(config, k.name, v);
}

} // namespace

std::string config_env_name(std::string_view key) {
  std::string env = "KT_";
  for (char c : key)
    env += static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
  return env;
}

const std::vector<ConfigKey> &core_config_keys() {
  static const std::vector<ConfigKey> keys = {
      {"max_strlen", Kind::Int, 1, 1024, 64},
      {"max_map_keys", Kind::Int, 1, 1u << 24, 4096},
      {"ringbuf_size", Kind::Int, 4096, 1u << 30, 0},
      {"stack_depth", Kind::Int, 1, 127, 127},
      {"print_maps_on_exit", Kind::Bool, 0, 1, 1},
      {"stack_symbols", Kind::Choice, 0, 2, 2, {"names", "lines", "inlines"}},
      {"args_format", Kind::Choice, 0, 2, 0, {"compact", "multiline", "verbose"}},
      {"args_width", Kind::Int, 16, 4096, 120},
      {"args_max_arg", Kind::Int, 8, 16384, 256},
      {"args_max_total", Kind::Int, 64, 65536, 3072},
      {"missing_probes", Kind::Choice, 0, 2, 0, {"error", "warn", "ignore"}},
      // bpftrace's switches for its unstable features (v0.20 to v0.26):
      // kt has these features stable, so the keys are accepted and read
      // by nothing; only their value is checked.
      {"unstable_map_decl", Kind::Choice, 0, 2, 0, {"enable", "warn", "error"}},
      {"unstable_macro", Kind::Choice, 0, 2, 0, {"enable", "warn", "error"}},
      {"unstable_import", Kind::Choice, 0, 2, 0, {"enable", "warn", "error"}},
      {"unstable_import_statement", Kind::Choice, 0, 2, 0, {"enable", "warn", "error"}},
      {"unstable_addr", Kind::Choice, 0, 2, 0, {"enable", "warn", "error"}},
      {"unstable_typeinfo", Kind::Choice, 0, 2, 0, {"enable", "warn", "error"}},
      {"unstable_tseries", Kind::Choice, 0, 2, 0, {"enable", "warn", "error"}},
      // kt's dw_ustack is no unstable feature: the key is accepted and changes nothing.
      {"unstable_dw_ustack", Kind::Choice, 0, 2, 0, {"enable", "warn", "error"}},
      // bpftrace v0.26's other keys: those kt reads in its own terms, then
      // those it has no use for.
      {"show_debug_info", Kind::Bool, 0, 1, 1},
      {"perf_rb_pages", Kind::Int, 1, 1u << 18, 0},
      {"license",
       Kind::Choice,
       0,
       5,
       0,
       {"GPL", "GPL v2", "GPL and additional rights", "Dual BSD/GPL", "Dual MIT/GPL", "Dual MPL/GPL"}},
      {"cache_user_symbols", Kind::Ignored, 0, 0, 0, {}, "kt caches each binary's symbols for the run"},
      {"cpp_demangle", Kind::Ignored, 0, 0, 0, {}, "kt always demangles C++ names"},
      {"lazy_symbolication", Kind::Ignored, 0, 0, 0, {}, "kt reads a binary's symbols when a stack first needs them"},
      {"log_size", Kind::Ignored, 0, 0, 0, {}, "kt sizes the verifier's log itself (-d verifier prints it whole)"},
      {"max_bpf_progs", Kind::Ignored, 0, 0, 0, {}, "kt has no limit on the number of BPF programs"},
      {"max_cat_bytes", Kind::Ignored, 0, 0, 0, {}, "kt's cat() prints the whole file"},
      {"max_probes", Kind::Ignored, 0, 0, 0, {}, "kt has no limit on the number of probes"},
      {"on_stack_limit", Kind::Ignored, 0, 0, 0, {}, "kt places large values off the BPF stack itself"},
      {"str_trunc_trailer", Kind::Ignored, 0, 0, 0, {}, "kt prints truncated strings without a trailer"},
  };
  return keys;
}

std::string_view ignored_config_key(std::string_view key) {
  for (const ConfigKey &k : core_config_keys())
    if (k.name == key && k.kind == Kind::Ignored)
      return k.ignored;
  return {};
}

uint64_t ringbuf_size_for_pages(uint64_t pages) {
  long page = sysconf(_SC_PAGESIZE);
  uint64_t bytes = pages * static_cast<uint64_t>(page > 0 ? page : 4096), size = 4096;
  while (size < bytes)
    size <<= 1;
  return size;
}

uint64_t Config::family_value(std::string_view key) const {
  if (auto it = family.find(key); it != family.end())
    return it->second;
  for (const ConfigKey &k : all_config_keys())
    if (k.name == key)
      return k.fallback;
  return 0;
}

void read_config(const ast::Program &program, const std::map<std::string, std::string> &env,
                 const std::vector<ConfigKey> &keys, Config &config, Diagnostics &diags,
                 const std::map<std::string, std::string> &env_names) {
  const std::vector<ConfigKey> &core = core_config_keys();
  for (const ConfigKey &k : keys)
    if (std::none_of(core.begin(), core.end(), [&](const ConfigKey &c) { return c.name == k.name; }))
      config.family[std::string(k.name)] = k.fallback;
  // A key set twice takes its last value, as in bpftrace (which says
  // nothing): kt warns, as the first value is then a dead letter.
  std::map<std::string, const ast::ConfigItem *> first;
  for (const ast::Node *item : program.items)
    if (auto *block = ast::as<ast::ConfigBlock>(item))
      for (const ast::ConfigItem *ci : block->items) {
        if (auto [it, fresh] = first.try_emplace(ci->key, ci); !fresh) {
          auto d = diags.warning(ci->loc);
          d << "config key '" << ci->key << "' is set twice; this value replaces the first";
          d.note(it->second->loc) << "first set here";
        }
        read_item(*ci, keys, config, diags);
      }
  // The environment overrides the script.
  for (const ConfigKey &k : keys)
    if (auto it = env.find(config_env_name(k.name)); it != env.end()) {
      auto named = env_names.find(it->first);
      read_env(k, named != env_names.end() ? named->second : it->first, it->second, config, diags);
    }
}

} // namespace kt::sema
