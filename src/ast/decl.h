// Top-level nodes: the program, probes and their attach points, config,
// imports, macros, and C declarations used by casts.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ast/c_types.h"
#include "ast/stmt.h"

namespace kt::ast {

enum class ProbeKind : uint8_t {
  Begin, End, Interval, Profile, Software, Hardware, Tracepoint, RawTracepoint, TpBtf,
  Kprobe, Kretprobe, Fentry, Fexit, Uprobe, Uretprobe, Usdt,
  Entry, Allow, Deny, // function sets of a session probe
  Self,               // self:signal:SIGUSR1: kt's own events
  Test, Bench,        // test:NAME, bench:NAME: run by kt --test / --bench
  Iter,               // iter:NAME[:PIN]: a BPF iterator over kernel objects
  Watchpoint,         // watchpoint:ADDR:LEN:MODE: a hardware breakpoint
};
constexpr ProbeKind kLastProbeKind = ProbeKind::Watchpoint;
// The canonical provider name: "kprobe", "fentry", "BEGIN", ...
const char *probe_kind_name(ProbeKind kind);
bool is_function_set(ProbeKind kind);

// One attach point, e.g. `kprobe:ext4:ext4_file_open+16`, split into its
// parts by the parser. Which parts are set depends on the kind:
//   interval/profile   target = unit ("s", "ms", "us", "hz"), count
//   software/hardware  target = event name, count (optional)
//   tracepoint         target = category, func = name
//   rawtracepoint      target = module (optional), func = name
//   tp_btf             target = module (optional), func = name
//   kprobe/fentry/...  target = module (optional), func, offset
//   uprobe/uretprobe   target = binary or library, func or address, offset
//   usdt               target = binary, ns = provider (optional), func = name
//   entry/allow/deny   target = module or binary, func = glob,
//                      source = source-file glob, listfile = @file
//   self               target = event kind ("signal"), func = its name ("SIGUSR1")
//   test/bench         func = the test's or benchmark's name
//   iter               func = iterator ("task"), target = pin path (optional)
//   watchpoint         address, count = length in bytes, target = mode ("rw", "w", "x")
struct AttachPoint : Node {
  KT_NODE(AttachPoint)
  AttachPoint(SourceLocation loc, std::string raw) : Node(kKind, loc), raw(std::move(raw)) {}

  std::string raw;      // as written, quotes included
  std::string name;     // `name=kprobe:f` (bpftrace v0.26): what `probe` prints; empty: none
  std::string provider; // as written: "kfunc", "t", "BEGIN"
  ProbeKind probe = ProbeKind::Begin;
  std::string target;
  std::string ns;
  std::string func;
  std::string source;
  std::string listfile;
  uint64_t offset = 0;
  uint64_t address = 0;
  uint64_t count = 0;
  bool has_offset = false;
  bool has_address = false;
  bool has_count = false;
  bool wildcard = false; // a part holds '*', '?' or '['
};

// An attach point's name, as the `probe` builtin and --probe-filter see
// it: the canonical provider name, then the rest as written
// ("t:sched:*" -> "tracepoint:sched:*").
std::string probe_text(const AttachPoint &ap);

struct Probe : Node {
  KT_NODE(Probe)
  Probe(SourceLocation loc, std::vector<AttachPoint *> attach_points, Expr *predicate, Block *body)
      : Node(kKind, loc), attach_points(std::move(attach_points)), predicate(predicate), body(body) {
    depth = depth_over(predicate, body);
  }
  std::vector<AttachPoint *> attach_points;
  Expr *predicate; // may be null
  Block *body;
};

struct ConfigItem : Node {
  KT_NODE(ConfigItem)
  ConfigItem(SourceLocation loc, std::string key, Expr *value)
      : Node(kKind, loc), key(std::move(key)), value(value) {
    depth = depth_over(value);
  }
  std::string key;
  Expr *value;
};

// `config = { key = value; ... }` (the '=' is optional).
struct ConfigBlock : Node {
  KT_NODE(ConfigBlock)
  ConfigBlock(SourceLocation loc, std::vector<ConfigItem *> items) : Node(kKind, loc), items(std::move(items)) {
    depth = depth_over_all(this->items);
  }
  std::vector<ConfigItem *> items;
};

struct Import : Node {
  KT_NODE(Import)
  Import(SourceLocation loc, std::string path) : Node(kKind, loc), path(std::move(path)) {}
  std::string path;
};

// `macro name($var, @map, expr) { ... }`: params are Variable, MapRef or
// Identifier nodes.
struct Macro : Node {
  KT_NODE(Macro)
  Macro(SourceLocation loc, std::string name, std::vector<Expr *> params, Block *body)
      : Node(kKind, loc), name(std::move(name)), params(std::move(params)), body(body) {
    depth = depth_over(body);
  }
  std::string name;
  std::vector<Expr *> params;
  Block *body;
};

// `let @name = kind(args);` at the top level: the BPF map type (hash,
// lruhash, percpuhash, percpulruhash, percpuarray) and size of a map.
struct MapDecl : Node {
  KT_NODE(MapDecl)
  MapDecl(SourceLocation loc, std::string map, std::string kind, SourceLocation kind_loc, std::vector<Expr *> args)
      : Node(kKind, loc), map(std::move(map)), kind(std::move(kind)), kind_loc(kind_loc), args(std::move(args)) {
    depth = depth_over_all(this->args);
  }
  std::string map;
  std::string kind;
  SourceLocation kind_loc;
  std::vector<Expr *> args;
};

// `#include <linux/sched.h>` or `#include "defs.h"`.
struct Include : Node {
  KT_NODE(Include)
  Include(SourceLocation loc, std::string path, bool system)
      : Node(kKind, loc), path(std::move(path)), system(system) {}
  std::string path;
  bool system;
};

// A C type as written in a cast, sizeof or C declaration:
// `uint8`, `unsigned long`, `struct task_struct *`, `pid_t`.
struct TypeName : Node {
  KT_NODE(TypeName)
  enum class Tag : uint8_t { None, Struct, Union, Enum };
  TypeName(SourceLocation loc, Tag tag, std::string name) : Node(kKind, loc), tag(tag), name(std::move(name)) {}
  Tag tag;
  std::string name;           // "unsigned long", "task_struct"; empty for an anonymous record
  unsigned pointer_depth = 0; // number of '*'
  // A cast to an array, `(uint8[4])x`: its length; 0 for `(uint8[])x`,
  // whose length the value's size gives.
  std::optional<uint32_t> array;
  // A bare name in a cast, `(name)-1`: parsed as a type because an
  // expression follows the ')' (bpftrace v0.26's rule), so a name that is
  // no type deserves a word on why it was taken for one.
  bool bare_name = false;
  // `typeof(expr)` (bpftrace v0.26): the type sema infers for `of`, which
  // is never evaluated; `name` is then "typeof". `typeof(T)` is T itself.
  Expr *of = nullptr;
  // Written `typeof(name)`: a bare name there is a type (make_typeof).
  bool in_typeof = false;
  // bpftrace's `string` and `string[N]` (`array` then is the capacity,
  // the NUL included): not a C type, so no C header can redefine it.
  bool is_string() const { return tag == Tag::None && name == "string" && !pointer_depth; }
};

// A C declaration at the top level (`struct s { int a; };`, `typedef
// ...;`, `enum { A, B };`), as written: Clang reads it (cparts), and
// sema finds its types in Program::c_types.
struct CDecl : Node {
  KT_NODE(CDecl)
  CDecl(SourceLocation loc, std::string text) : Node(kKind, loc), text(std::move(text)) {}
  std::string text;
};

// A whole script: items in source order (Probe, ConfigBlock, Import, Macro,
// Include, CDecl).
struct Program : Node {
  KT_NODE(Program)
  Program(SourceLocation loc, std::string shebang, std::vector<Node *> items)
      : Node(kKind, loc), shebang(std::move(shebang)), items(std::move(items)) {}
  std::string shebang; // the `#!...` line, if any
  std::vector<Node *> items;
  // The types its files' C declarations define and those of their
  // headers its code names, laid out by Clang (cparts/header_types.h); one
  // table per file with C parts, imported files' first.
  std::vector<std::shared_ptr<const CTypeTable>> c_types;
  // The types its files' C declarations define (CTypeTable::declared),
  // each at its name in its file, in the order the files are read; those
  // of kt's own library are left out (sema checks these against the
  // kernel's BTF, sema/shadowed_types.h).
  struct CDeclared {
    SourceLocation loc;
    char tag = 't'; // 's' struct, 'u' union, 'e' enum, 't' typedef
    std::string name;
  };
  std::vector<CDeclared> c_declared;
};

} // namespace kt::ast
