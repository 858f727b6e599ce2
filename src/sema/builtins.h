// The builtin registry: every builtin variable, function and aggregation,
// registered once (builtins/*.cpp), with what it takes and where it has a
// meaning. Passes dispatch on BuiltinId, never on names.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "ast/decl.h"

namespace kt::sema {

enum class BuiltinId : uint16_t {
  // variables
  Pid, Tid, Uid, Gid, Cpu, Nsecs, Elapsed, Cgroup, Comm, Func, ProbeName, Retval, Arg, Args, Curtask,
  KStackVar, UStackVar, Cpid, Rand, ErrorVar, Duration,
  // functions
  Printf, Print, Exit, Time, Str, Buf, Ksym, Usym, Kaddr, Uaddr, Ntop, Strftime, Join, Cat, System,
  Signal, Delete, Clear, Zero, HasKey, Len, KStack, UStack, Strncmp, Error, Stack, Calls, ArgsCall, Lbr, Reg,
  // aggregations (only as the value assigned to a map)
  Count, Sum, Avg, Min, Max, Stats, Hist, Lhist,
};

enum class BuiltinForm : uint8_t { Variable, Function, Aggregation };

// Probe kinds as a bit set.
using ProbeMask = uint32_t;
constexpr ProbeMask probe_bit(ast::ProbeKind k) { return 1u << static_cast<unsigned>(k); }
constexpr ProbeMask kAnyProbe = 0;

struct BuiltinInfo {
  std::string_view name;
  BuiltinId id;
  BuiltinForm form;
  int min_args = 0;
  int max_args = 0;        // -1: any number
  ProbeMask probes = kAnyProbe; // where it has a meaning (0: everywhere)
  bool unsafe = false;     // needs --unsafe
  bool statement_only = false; // returns nothing (printf, exit, ...)
  std::string_view summary;    // for diagnostics: what it is
};

// Looks up a builtin variable (`pid`, `arg3`) or function (`printf`).
const BuiltinInfo *find_builtin_variable(std::string_view name);
const BuiltinInfo *find_builtin_function(std::string_view name);
// The N of `argN`, or -1.
int arg_index(std::string_view name);
// The number of signal `name` ("SIGUSR1", "USR1", "9"), or -1.
int signal_number(std::string_view name);
// A short list of the probe kinds in `mask`, for messages: "kprobe, uprobe".
std::string probe_mask_names(ProbeMask mask);

// Registration (builtins/*.cpp); each family returns its table.
std::vector<BuiltinInfo> context_builtins();
std::vector<BuiltinInfo> function_builtins();
std::vector<BuiltinInfo> aggregation_builtins();

} // namespace kt::sema
