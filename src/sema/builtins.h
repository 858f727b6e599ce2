// The builtin registry: every builtin variable, function and aggregation,
// registered once by its family (builtins/<family>.cpp) with its
// properties and its sema hooks. A builtin is known by its entry: passes
// ask its properties and call its hooks, never compare names or ids, and
// codegen (codegen/builtins/) keys its own hooks by the same entries. How
// to add one: src/sema/README.md.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ast/decl.h"
#include "sema/config.h"
#include "sema/constants.h"
#include "sema/types.h"

namespace kt::sema {

enum class BuiltinForm : uint8_t { Variable, Function, Aggregation };

// What a builtin reads of the probed function's result, whose type must
// then be known: whether it failed (error), or its value (retval: a void
// function has none).
enum class ResultUse : uint8_t { None, Failure, Value };

// Probe kinds as a bit set.
using ProbeMask = uint32_t;
constexpr ProbeMask probe_bit(ast::ProbeKind k) { return 1u << static_cast<unsigned>(k); }
constexpr ProbeMask kAnyProbe = 0;

class ResolveContext;
class InferContext;
class CheckContext;
struct BuiltinInfo;
struct BuiltinFamily;

// One use of a builtin in the program (an Identifier or a Call node).
struct BuiltinUse {
  const BuiltinInfo *info = nullptr;
  const ast::Probe *probe = nullptr;
  // What the builtin's resolve hook found in its words or its target
  // (uaddr()'s symbol size, 1 for stack(args), a mode's index, ...).
  int64_t datum = 0;
};

struct BuiltinInfo {
  std::string_view name;
  BuiltinForm form = BuiltinForm::Function;
  int min_args = 0;
  int max_args = 0;             // -1: any number
  ProbeMask probes = kAnyProbe; // where it has a meaning (0: everywhere)
  std::string_view summary;     // for diagnostics: what it is
  const BuiltinFamily *family = nullptr; // set by the registry

  // ---- properties ----
  bool unsafe = false;          // acts on the system: needs --unsafe
  bool statement_only = false;  // returns nothing (printf, exit, ...)
  bool word_args = false;       // its arguments are names, not values: its resolve hook reads them
  bool print_only = false;      // its value can only be printed, as print(stack())
  bool varies = false;          // two reads differ (nsecs), or cost a walk (kstack): a macro binds it once
  bool thread_only = false;     // its value depends on the thread alone (pid, comm)
  bool streams_output = false;  // sends an output record per event (printf and the like)
  ResultUse reads_result = ResultUse::None;
  bool reads_args = false;      // is the probe's typed arguments (`args`): probes are typed by what it reads
  bool bucketed = false;        // an aggregation whose values are histograms
  // A print-only value or an aggregation, in messages: "branch records".
  std::string_view value_name;

  // ---- hooks (null: the default) ----
  // resolve_names: checks what only the call's shape says (its words,
  // its attach points) and fills `use.datum`. Default: the arguments
  // resolve as values.
  void (*resolve)(ResolveContext &, ast::Call &, BuiltinUse &use) = nullptr;
  // infer_types: the value's type (the call's arguments are typed first,
  // unless word_args). Default: no value.
  Type (*infer)(InferContext &, const ast::Node &) = nullptr;
  // check_types: a call's arguments (their count is checked before), or a
  // variable's use. Default: each argument is a value of any type (none
  // for word_args).
  void (*check)(CheckContext &, ast::Node &) = nullptr;
  // A value the program fixes when it is compiled (getopt()'s option,
  // is_str()'s answer), for constant_value(); nullopt when not known.
  // Default: never known.
  std::optional<Constant> (*constant)(const ConstantScope &, const ast::Call &) = nullptr;
  // Aggregations: the type a read of the map's value has (for loops).
  Type (*aggregate_value)(const Type &agg) = nullptr;
  // Aggregations: a constant argument after the value that is not an
  // integer literal, as the integer MapInfo::agg_params keeps of it
  // (tseries()'s "min"); nullopt when it is no constant. Default: only
  // integer literals are constants.
  std::optional<int64_t> (*aggregate_param)(const ast::Expr *arg) = nullptr;
  // Aggregations: the value of a last constant argument that may be left
  // out (hist()'s bits, 0); written out, it is kept as if left out, so
  // hist(v) and hist(v, 0) make the same map.
  std::optional<int64_t> param_default = std::nullopt;
  // Aggregations: what its constant arguments are called in messages.
  std::string_view params_name = "bounds";
};

// A family: builtins that belong together (builtins/<family>.cpp), and the
// config keys they read.
struct BuiltinFamily {
  std::string_view name;
  std::vector<BuiltinInfo> builtins;
  std::vector<ConfigKey> config = {};
};

// Every family, in registry order (the order codegen runs family hooks).
const std::vector<BuiltinFamily> &builtin_families();

// Looks up a builtin variable (`pid`, `arg3`), function (`printf`) or
// aggregation (`count`); null if there is none.
const BuiltinInfo *find_builtin_variable(std::string_view name);
const BuiltinInfo *find_builtin_function(std::string_view name);
const BuiltinInfo *find_builtin(std::string_view name, BuiltinForm form);
// Whether `name` is a builtin variable: what the parser asks to read
// `(pid)*tid` as a product (parser::ImportOptions::is_builtin).
inline bool is_builtin_variable(std::string_view name) { return find_builtin_variable(name) != nullptr; }
// Every config key: the core ones (config.h), then the families'.
std::vector<ConfigKey> all_config_keys();

// An aggregation call's constant arguments after its value (a
// histogram's bounds), as MapInfo::agg_params keeps them; nullopt when one
// of them is not a constant.
std::optional<std::vector<int64_t>> aggregate_params(const BuiltinInfo &b, const ast::Call &call);

// The N of `argN`, or -1.
int arg_index(std::string_view name);
// The number of signal `name` ("SIGUSR1", "USR1"), or -1.
int signal_number(std::string_view name);
// A short list of the probe kinds in `mask`, for messages: "kprobe, uprobe".
std::string probe_mask_names(ProbeMask mask);

} // namespace kt::sema
