// What sema knows about a program once names are resolved and types
// inferred: the BPF programs to build (units), maps, variables and the
// type of every expression. Codegen reads this with the AST.
#pragma once

#include <map>
#include <set>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "sema/builtins.h"
#include "sema/records.h"
#include "sema/type_source.h"
#include "sema/types.h"

namespace kt::sema {

// One BPF program: a probe's attach points of one kind (and, for
// tracepoints whose args are used, of one args layout).
// How `error` reads a function's result, by its return type: pointers fail
// when NULL or ERR_PTR, signed 32- and 64-bit integers in -4095..-1; void,
// bool, unsigned and narrower types never. Unknown types (user functions,
// functions without BTF) are read as int.
enum class ErrorClass : uint8_t { Unknown, Never, Int32, Int64, Pointer };

// A function of a session probe (entry/allow minus deny).
struct SessionFunc {
  std::string name;
  std::string binary; // user space: the resolved ELF path; empty: kernel
  std::string module; // kernel module, empty for vmlinux
  uint64_t offset = 0; // user space: the uprobe's file offset
  bool entry = false;
  bool wildcard = false; // matched by a glob: one the kernel refuses to probe is left out
  ErrorClass error_class = ErrorClass::Unknown;
};

struct Unit {
  ast::Probe *probe = nullptr;
  ast::ProbeKind kind = ast::ProbeKind::Begin;
  std::vector<ast::AttachPoint *> attach_points;
  // Tracepoints whose args layout this unit was typed with ("cat:name");
  // empty when the body does not use args (the runtime expands wildcards).
  std::vector<std::string> tracepoints;
  std::shared_ptr<const Record> args;
  // Kernel-function probes: the functions this unit attaches to (wildcards
  // expanded), and the type of `retval` when they agree on one.
  std::vector<KernelFunc> functions;
  std::optional<Type> retval;
  uint32_t retval_size = 8; // the return type's bytes in the register; 0: void, retval is 0
  bool retval_signed = true;
  ErrorClass error_class = ErrorClass::Unknown;
  // A session probe (kind Entry): its functions, entry functions first.
  std::vector<SessionFunc> session;
  std::vector<std::string> session_denied; // what deny removed from entry/allow
  // A session probe over kernel functions (not a user-space binary's).
  bool kernel_session() const { return kind == ast::ProbeKind::Entry && !session.empty() && session[0].binary.empty(); }
  std::string name; // the program's name in the ELF object

  std::map<const ast::Expr *, Type> types;
  std::map<std::string, Type> vars;
};

struct MapInfo {
  std::string name; // without '@'
  SourceLocation first_use;
  SourceLocation keyed_use; // the first use with keys
  bool keyed = false;
  Type key;   // None, a single key type, or a Tuple for several keys
  Type value; // a plain type or an Aggregate
  int64_t lhist_min = 0, lhist_max = 0, lhist_step = 1;
  bool has_lhist_params = false;
};

struct Config {
  uint32_t max_strlen = 64;
  uint32_t stack_depth = 127;
  uint32_t ringbuf_size = 0;
  uint32_t max_map_keys = 4096;
  bool print_maps_on_exit = true;
  uint8_t stack_symbols = 2; // 0 names, 1 lines, 2 inlines (runtime::SymbolDetail)
  // args(): retsnoop's defaults (3 KB per call, 256 B per argument, 120 columns).
  uint8_t args_format = 0; // 0 compact, 1 multiline, 2 verbose
  uint32_t args_width = 120;
  uint32_t args_max_arg = 256;
  uint32_t args_max_total = 3072;
  int lbr_mode = -1;           // lbr(): index in perf::kLbrModes; -1: no lbr()
  uint32_t lbr_max_count = 32;     // entries print(lbr()) shows
};

struct ProgramInfo {
  std::vector<Unit> units;
  std::map<std::string, MapInfo> maps;
  std::map<const ast::Node *, const BuiltinInfo *> builtins; // Identifier and Call nodes
  std::map<const ast::Identifier *, int64_t> constants;       // enum constants
  std::map<const ast::Call *, uint64_t> symbol_sizes;          // uaddr(): the symbol's size
  Config config;
  std::vector<std::string> params; // $1 .. $N
  std::shared_ptr<Records> records; // struct/union/typedef names
  bool unsafe = false;
  bool session_args = false; // stack(args), calls(args): session calls capture their arguments
  bool calls_args = false;   // calls(args): and send them as they are made
  std::set<const ast::Probe *> lbr_probes; // probes that print(lbr()): they snapshot the branches first thing
  bool denied = false;      // types kt was not permitted to read (tracefs as non-root: exit 77)
};

} // namespace kt::sema
