// kt's types: what sema infers for every expression, map and variable, and
// what codegen lays out in BPF memory.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kt::btf {
class Btf;
}

namespace kt::sema {

enum class TypeKind : uint8_t {
  None,      // no value: statements, calls like printf()
  Int,       // size 1, 2, 4 or 8 bytes; signed or not
  Bool,      // comparisons and logic; stored as one byte
  String,    // NUL-terminated bytes in a fixed-size buffer of `size`
  Buffer,    // buf(): u32 length, then up to size - 4 bytes
  Tuple,     // elems, laid out as a C struct; a record (names set) names each
  Pointer,   // elems[0] is the pointee; `user` for user-space memory
  Record,    // a struct or union (record)
  Array,     // elems[0] x count
  KStack,    // kstack: a stack id
  UStack,    // ustack: a stack id, the pid, the return address at a function's entry
  KSym,      // ksym(addr): an address printed as a kernel symbol
  USym,      // usym(addr): an address and pid, printed as a user symbol
  Inet,      // ntop(): address family and 16 bytes
  MacAddr,   // macaddr(): 6 bytes, printed as AA:BB:CC:DD:EE:FF
  CgroupPath, // cgroup_path(): a cgroup id and a filter index, printed as the cgroup's paths
  Timestamp, // strftime(): format id and nanoseconds
  Probe,     // the probe builtin: an index into the runtime's probe names
  Username,  // username: a user id printed as the user's name
  Printed,   // a print-only value (stack(), args(), ...): `builtin` makes and prints it
  Aggregate, // a map value produced by count(), hist(), ...: `builtin`, elems[0] its value
};

struct Record;
struct BuiltinInfo;
struct Enumeration; // enums.h

// The largest value kt makes (a record, array, string or tuple): codegen
// zeroes and copies values inline, and past this no BPF program could run
// those stores (nor LLVM expand them in reasonable time). Sema refuses a
// larger type where it is declared or used (issue #21).
constexpr uint32_t kMaxValueBytes = 128 * 1024;

struct Type {
  TypeKind kind = TypeKind::None;
  uint32_t size = 0;    // bytes in BPF memory (maps, records, stack)
  bool is_signed = false;
  bool user = false;    // Pointer/String read from user memory
  const BuiltinInfo *builtin = nullptr; // Printed, Aggregate: the builtin whose value it is
  uint32_t count = 0;   // Array length; KStack/UStack frame limit (0: all)
  uint8_t stack_mode = 0; // KStack/UStack: 0 bpftrace, 1 perf, 2 raw
  // UStack: how it is unwound (stacks.cpp in sema/builtins says when).
  // DWARF stacks are {sample id, pid}, the same 16 bytes.
  enum class Unwind : uint8_t { FramePointers, DwarfChosen, DwarfAsked } unwind = Unwind::FramePointers;
  bool dwarf() const { return unwind != Unwind::FramePointers; }
  std::vector<Type> elems;
  std::vector<std::string> names; // Tuple: a record's field names, one per element (empty: a tuple)
  std::shared_ptr<const Record> record;
  // Int: the enum whose value it is (printed by name), or null.
  std::shared_ptr<const Enumeration> enumeration;

  static Type none() { return {}; }
  static Type integer(uint32_t bytes, bool is_signed);
  static Type enum_of(uint32_t bytes, bool is_signed, std::shared_ptr<const Enumeration> e);
  static Type u64() { return integer(8, false); }
  static Type s64() { return integer(8, true); }
  static Type boolean();
  static Type string(uint32_t capacity);
  static Type buffer(uint32_t capacity);
  static Type tuple(std::vector<Type> elems, std::vector<std::string> names = {});
  static Type pointer(Type pointee, bool user);
  static Type array(Type elem, uint32_t count);
  static Type record_of(std::shared_ptr<const Record> record);
  static Type simple(TypeKind kind); // KStack, UStack, KSym, USym, Inet, MacAddr, CgroupPath, Timestamp, Probe, Username
  static Type aggregate(const BuiltinInfo &agg, Type value);
  static Type printed(const BuiltinInfo &b);

  bool is(TypeKind k) const { return kind == k; }
  bool is_int() const { return kind == TypeKind::Int; }
  bool is_integral() const { return kind == TypeKind::Int || kind == TypeKind::Bool; }
  bool is_none() const { return kind == TypeKind::None; }
  // A record: a tuple whose elements are named, `(a = 1, b = "x")`.
  bool is_named_tuple() const { return kind == TypeKind::Tuple && !names.empty(); }
  // The element of a record named `name`; nullopt if it has none.
  std::optional<size_t> elem_index(std::string_view name) const;
  // Integers, pointers and bools: what arithmetic and comparisons take.
  bool is_scalar() const { return is_integral() || kind == TypeKind::Pointer; }
  // Element offsets of a Tuple (C struct layout).
  std::vector<uint32_t> tuple_offsets() const;
  uint32_t align() const;

  friend bool operator==(const Type &a, const Type &b);
};

// A C type name: `u64`, `string[64]`, `(u64, string[16])`,
// `(a = u64, b = string[16])` (a record), `struct task_struct *`, `enum pid_type`, `hist`.
std::string to_string(const Type &t);

// Whether two integer types are values of one enum (or of none): the same
// declaration, or enums of one name.
bool same_enum(const Type &a, const Type &b);

// How a variable, a map or a record holds `t`: an integer as 64 bits (an
// enum's still the enum's), other types as they are.
Type widened(const Type &t);

// Where a record came from decides how fields are found.
struct Field {
  std::string name;
  Type type;
  uint32_t offset = 0;      // bytes from the record start
  uint8_t bit_offset = 0;   // within the bytes at `offset`, for bit-fields
  uint8_t bit_size = 0;     // 0 = not a bit-field
  bool data_loc = false;    // tracepoint __data_loc: a u32 (len << 16 | offset)
  int16_t arg = -1;         // a uprobe's `args`: the function argument's number
  // A field of a BTF record: its member index, after those of the
  // anonymous members on the way (btf::MemberInfo::path), for CO-RE.
  std::vector<uint32_t> btf_path;
};

struct Record {
  virtual ~Record() = default;
  std::string name;    // "task_struct", or a tracepoint's "syscalls:sys_enter_openat"
  bool is_union = false;
  uint32_t size = 0;
  // A struct or union of the kernel's (or a module's) BTF: the blob and
  // the type's id, which codegen describes to LLVM for CO-RE relocations.
  const btf::Btf *btf = nullptr;
  uint32_t btf_id = 0;
  virtual std::optional<Field> field(std::string_view name) const = 0;
  virtual std::vector<std::string> field_names() const = 0;
};

// A record whose fields are all known up front (tracepoint args, C structs
// declared in the program, tuples of session records).
struct FixedRecord : Record {
  std::vector<Field> fields;
  std::optional<Field> field(std::string_view name) const override;
  std::vector<std::string> field_names() const override;
};

// A struct or union whose bytes kt can copy as a whole: into a map, a
// tuple or print(). Not the `args` of a tracepoint (data_loc fields point
// elsewhere) or of a uprobe (its fields are registers).
bool is_copyable_record(const Type &t);

// `args` of a function probe (fentry, uprobe: each field a register) as a
// value kt can copy, print and keep (bpftrace v0.26's print(args),
// @m = args, @m[args]): a struct of the same fields, named as `args` is,
// laid out as C lays them out. Null when a field is not an integer or a
// pointer (then `args` is only read field by field).
std::shared_ptr<const Record> register_args_value(const Record &args);

// An aggregation whose value an expression can read, its CPUs' parts
// combined: count, sum, min, max and avg (bpftrace 0.26); histograms and
// stats only print.
bool is_readable_aggregate(const Type &t);

// The usual arithmetic conversion of two integer types: the wider size; on
// a tie, unsigned wins.
Type promote(const Type &a, const Type &b);

// Parses a C type as the kernel writes it in tracepoint format files and
// BTF-free contexts ("const char *", "unsigned long", "pid_t", "u8") into an
// integer or pointer type of `size` bytes. Unknown names fall back to an
// integer of the given size and signedness.
Type type_from_c_name(std::string_view text, uint32_t size, bool is_signed, bool user);

} // namespace kt::sema
