// What sema finds, pass by pass. Each pass writes its own result and reads
// the ones before it: resolve_names makes a Resolution (the BPF programs to
// build, what every name means, the config), infer_types a Typing (the type
// of every expression, variable and map), and check_types reads both.
// Codegen reads the Analysis, both together, with the AST.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "sema/builtins.h"
#include "sema/config.h"
#include "sema/records.h"
#include "sema/type_source.h"
#include "sema/types.h"

namespace kt::sema {

// How `error` reads a function's result, by its return type: pointers fail
// when NULL or ERR_PTR, signed 32- and 64-bit integers in -4095..-1; void,
// bool, unsigned and narrower types never. Unknown types (user functions,
// functions without BTF) are read as int.
// MinusOne: a C library call that returns -1 and sets errno (open, read).
enum class ErrorClass : uint8_t { Unknown, Never, Int32, Int64, Pointer, MinusOne };

// A function of a session probe (entry/allow minus deny).
struct SessionFunc {
  std::string name;
  std::string binary; // user space: the resolved ELF path; empty: kernel
  std::string module; // kernel module, empty for vmlinux
  uint64_t offset = 0; // user space: the uprobe's file offset
  bool entry = false;
  bool wildcard = false; // matched by a glob: one the kernel refuses to probe is left out
  bool global = false;   // user space: a global symbol (aliases: session_targets.cpp)
  ErrorClass error_class = ErrorClass::Unknown;
  bool reads_errno = false; // user space: a failure's error is in errno (sema/libc_errno.h)
  std::vector<std::string> aliases; // user space: the set's other names of this address, sorted
};

// One BPF program: a probe's attach points of one kind (and, for
// tracepoints whose args are used, of one args layout).
struct Unit {
  ast::Probe *probe = nullptr;
  ast::ProbeKind kind = ast::ProbeKind::Begin;
  std::vector<ast::AttachPoint *> attach_points;
  // Tracepoints whose args layout this unit was typed with ("cat:name");
  // empty when the body does not use args (the runtime expands wildcards).
  std::vector<std::string> tracepoints;
  std::shared_ptr<const Record> args;
  // `args` as a whole value (print(args), @m = args), when its fields are
  // registers: register_args_value(*args); null otherwise.
  std::shared_ptr<const Record> args_value;
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
  // A uprobe or USDT probe that reads `ustack`, one of whose binaries
  // keeps no frame pointers (TypeSource::keeps_frame_pointers).
  bool user_code_without_frame_pointers = false;
};

// A named argument from the command line, after `--`: `--name=value`,
// or `--name` (value unset) for a flag.
struct NamedArg {
  std::string name;
  std::optional<std::string> value;
};

// A named parameter the program declares with getopt(NAME, DEFAULT, HELP):
// typed by its default, valued by the command line's named argument or
// the default. A compile-time constant.
struct ScriptOption {
  enum class Kind : uint8_t { Bool, Int, String } kind = Kind::Bool;
  std::string name;
  std::string help;
  std::string default_text; // the default as written on a command line
  bool is_signed = false;   // Int: a negative default makes it an s64 (else u64)
  int64_t int_value = 0;    // Bool, Int: the value
  std::string str_value;    // String: the value
  bool bad_value = false;   // the command line's value does not fit its type
  SourceLocation loc;       // its first getopt()
};

// resolve_names' result.
// `let @name = kind(N);` (map_decls.h).
struct MapDeclaration {
  SourceLocation loc;
  std::string kind;
  bool lru = false, per_cpu = false;
  uint32_t max_entries = 0;
  // Declared only in imported files: a map they share, which the program
  // need not use.
  bool imported = false;
  // The `//` comment lines right above the declaration, or after it on its
  // line, joined with spaces: the map's `# HELP` for --metrics.
  std::string help;
};

struct Resolution {
  std::vector<Unit> units;
  std::map<std::string, MapDeclaration> map_decls; // by map name, without '@'

  std::map<const ast::Node *, BuiltinUse> builtins;     // Identifier and Call nodes that name builtins
  std::map<const ast::Identifier *, EnumConstant> constants; // enum constants
  // sizeof(NAME) and offsetof(NAME, f) whose bare NAME is no value but a
  // type (sizeof(uint64_t), offsetof(qspinlock, tail), as bpftrace v0.26
  // takes them): the type, by the Sizeof or Offsetof node.
  std::map<const ast::Expr *, Type> bare_types;
  Config config;
  std::vector<std::string> params; // $1 .. $N
  std::shared_ptr<Records> records; // struct/union/typedef names
  bool unsafe = false;
  bool denied = false; // types kt was not permitted to read (tracefs as non-root: exit 77)
  // getopt()'s named parameters, in the order the program declares them;
  // `bad_named_args`: the command line's named arguments do not fit them
  // (a usage error: exit 2).
  std::vector<ScriptOption> script_options;
  bool bad_named_args = false;
  // Builtins named in a probe whose kind gives them no meaning (retval in
  // a uprobe): reported by analyze() only when their node survives
  // fold_branches, so that a branch a getopt() option or a parameter turns
  // off may use them (a generic recipe's `if (getopt("retval")) ...`).
  struct MisplacedBuiltin {
    const ast::Node *node;
    SourceLocation loc;
    std::string message;
    std::string hint;
  };
  std::vector<MisplacedBuiltin> misplaced;
  // The branches fold_branches dropped, by probe, and the builtins named in
  // them (no longer in `builtins`): infer_types types from them a variable
  // the code left declares with `let $x;` but assigns only there.
  std::map<const ast::Probe *, std::vector<const ast::Node *>> folded;
  std::map<const ast::Node *, BuiltinUse> folded_builtins;

  // The builtin node `n` names, or null.
  const BuiltinInfo *builtin(const ast::Node *n) const {
    auto it = builtins.find(n);
    return it == builtins.end() ? nullptr : it->second.info;
  }
  // The type sizeof() or offsetof() node `node` names: its bare name's
  // (bare_types), else `written`'s; nullopt when it names a value (its
  // operand) instead. A type name that names nothing gives a None type.
  std::optional<Type> named_type(const ast::Expr *node, const ast::TypeName *written) const;
  // Whether `probe` (any probe when null) uses a builtin of `family`.
  bool uses(const BuiltinFamily &family, const ast::Probe *probe = nullptr) const;
  // Every use of builtin `b`.
  std::vector<const BuiltinUse *> uses_of(const BuiltinInfo &b) const;
};

struct MapInfo {
  std::string name; // without '@'
  SourceLocation first_use;
  SourceLocation keyed_use; // the first use with keys
  // A label name for each key of the first use with keys, from the key
  // expressions (map_labels.h): --metrics names its labels with them.
  std::vector<std::string> key_labels;
  bool keyed = false;
  Type key;   // None, a single key type, or a Tuple for several keys
  Type value; // a plain type or an Aggregate
  // An aggregation's constant arguments after its value (a linear
  // histogram's bounds and step), from its first use that has them all
  // (hist()'s first use: its bits may be left out, then there are none).
  std::vector<int64_t> agg_params;
  SourceLocation agg_params_use; // the call they come from
  bool agg_params_set = false;   // agg_params_use is that call
};

// The types infer_types found in one unit.
struct UnitTypes {
  std::map<const ast::Expr *, Type> exprs;
  std::map<std::string, Type> vars;

  Type of(const ast::Expr *e) const {
    auto it = exprs.find(e);
    return it == exprs.end() ? Type{} : it->second;
  }
};

// infer_types' result.
struct Typing {
  std::vector<UnitTypes> units; // by Resolution::units' index
  std::map<std::string, MapInfo> maps;
};

struct Analysis {
  Resolution names;
  Typing types;
};

} // namespace kt::sema
