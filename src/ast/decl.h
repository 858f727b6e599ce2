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

struct CRecord;

// A C type as written in a cast, sizeof or C declaration:
// `uint8`, `unsigned long`, `struct task_struct *`, `pid_t`.
struct TypeName : Node {
  KT_NODE(TypeName)
  enum class Tag : uint8_t { None, Struct, Union, Enum };
  TypeName(SourceLocation loc, Tag tag, std::string name) : Node(kKind, loc), tag(tag), name(std::move(name)) {}
  Tag tag;
  std::string name;           // "unsigned long", "task_struct"; empty for an anonymous record
  unsigned pointer_depth = 0; // number of '*'
  CRecord *definition = nullptr; // an inline `struct { ... }` in a C field
  // A cast to an array, `(uint8[4])x`: its length; 0 for `(uint8[])x`,
  // whose length the value's size gives.
  std::optional<uint32_t> array;
  // A bare name in a cast, `(name)-1`: parsed as a type because an
  // expression follows the ')' (bpftrace v0.26's rule), so a name that is
  // no type deserves a word on why it was taken for one.
  bool bare_name = false;
  // bpftrace's `string` and `string[N]` (`array` then is the capacity,
  // the NUL included): not a C type, so no C header can redefine it.
  bool is_string() const { return tag == Tag::None && name == "string" && !pointer_depth && !definition; }
};

// A C field or declarator: `int a;`, `char *name[16];`, `u32 flags : 3;`.
struct CField : Node {
  KT_NODE(CField)
  CField(SourceLocation loc, TypeName *type, std::string name) : Node(kKind, loc), type(type), name(std::move(name)) {
    depth = depth_over(type);
  }
  TypeName *type;
  std::string name; // empty for an anonymous struct/union member
  std::vector<uint64_t> dims;
  std::optional<uint64_t> bits; // bit-field width
};

// `struct name { fields };` or `union ...`; a forward declaration has no
// fields and is_definition == false.
struct CRecord : Node {
  KT_NODE(CRecord)
  CRecord(SourceLocation loc, bool is_union, std::string name)
      : Node(kKind, loc), is_union(is_union), name(std::move(name)) {}
  bool is_union;
  std::string name;
  bool is_definition = false;
  std::vector<CField *> fields;
};

struct CEnumerator : Node {
  KT_NODE(CEnumerator)
  CEnumerator(SourceLocation loc, std::string name, Expr *value)
      : Node(kKind, loc), name(std::move(name)), value(value) {
    depth = depth_over(value);
  }
  std::string name;
  Expr *value; // may be null
};

struct CEnum : Node {
  KT_NODE(CEnum)
  CEnum(SourceLocation loc, std::string name, std::vector<CEnumerator *> values)
      : Node(kKind, loc), name(std::move(name)), values(std::move(values)) {
    depth = depth_over_all(this->values);
  }
  std::string name;
  std::vector<CEnumerator *> values;
};

// `typedef TYPE name;`: the declarator is a CField.
struct CTypedef : Node {
  KT_NODE(CTypedef)
  CTypedef(SourceLocation loc, CField *decl) : Node(kKind, loc), decl(decl) { depth = depth_over(decl); }
  CField *decl;
};

// A whole script: items in source order (Probe, ConfigBlock, Import, Macro,
// Include, CRecord, CEnum, CTypedef).
struct Program : Node {
  KT_NODE(Program)
  Program(SourceLocation loc, std::string shebang, std::vector<Node *> items)
      : Node(kKind, loc), shebang(std::move(shebang)), items(std::move(items)) {}
  std::string shebang; // the `#!...` line, if any
  std::vector<Node *> items;
  // The types the headers of its files define and its code names, laid
  // out by Clang (cparts/header_types.h); one table per file with C parts,
  // imported files' first.
  std::vector<std::shared_ptr<const CTypeTable>> c_types;
};

} // namespace kt::ast
