// BTF reader: the kernel's type information without libbpf, for the type
// checker. It reads raw BTF: /sys/kernel/btf/vmlinux, module BTF in
// /sys/kernel/btf/<module>, or the bytes of an object's .BTF section.
//
//   auto vmlinux = Btf::load("/sys/kernel/btf/vmlinux");
//   if (!vmlinux) return Error("load kernel BTF: " + vmlinux.error().message);
//   TypeId task = vmlinux->find("task_struct", Kind::Struct);
//   auto comm = vmlinux->member(task, "comm");
//   // comm->byte_offset(), vmlinux->type_name(comm->type) == "char [16]"
//
// Parsing checks the whole blob (header, every record, every type id and
// string offset) and fails with an Error naming the first problem, so that
// lookups never read out of bounds. Records are decoded on access; the name
// index is built on the first lookup by name (thread-safe). A Btf is
// immutable after parsing and lookups may run concurrently. Type views and
// split BTF point into a Btf: do not move it while they are in use.
#pragma once

#include "btf/btf_type.h"
#include "util/result.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kt::btf {

// A member found by Btf::member: offsets are from the start of the outer
// struct, through any anonymous struct/union members on the way.
struct MemberInfo {
  std::string_view name;
  TypeId type = 0;
  uint64_t bit_offset = 0;
  uint32_t bitfield_size = 0; // 0 unless a bitfield
  // The member's index in its struct or union, after the indices of the
  // anonymous members it was found through: a CO-RE access string's tail.
  std::vector<uint32_t> path;
  uint64_t byte_offset() const { return bit_offset / 8; }
  bool is_bitfield() const { return bitfield_size != 0; }
};

// An enumerator found by Btf::enumerator: the ENUM or ENUM64 that has it
// and its value (the bit pattern, sign-extended for a signed enum).
struct EnumeratorInfo {
  TypeId type = 0;
  uint64_t value = 0;
};

// The prefix of the typedefs that give tracepoints' arguments
// (btf_trace_sched_switch), as tp_btf programs see them.
inline constexpr std::string_view kTracepointPrefix = "btf_trace_";
// The prefix of the structs that are BPF iterators' contexts
// (bpf_iter__task), as iter programs see them.
inline constexpr std::string_view kIteratorPrefix = "bpf_iter__";

// A function's signature: FUNC -> FUNC_PROTO, as fentry/fexit `args` needs it.
struct FuncSignature {
  TypeId func = 0;  // the FUNC
  TypeId proto = 0; // its FUNC_PROTO
  Linkage linkage = Linkage::Static;
  TypeId ret = 0; // 0 = void
  std::vector<Param> params;
  bool is_variadic = false;
};

class Btf {
public:
  // Parses a raw BTF blob (btf_header, type section, string section), in
  // either byte order. With `base`, the blob is split BTF (a kernel module):
  // its ids continue after base->last_id() and its string offsets after the
  // base's strings. `base` must outlive the result and stay where it is.
  // Errors: "bad magic", "truncated header", "type [N]: ...", etc.
  static Result<Btf> parse(std::string data, const Btf *base = nullptr);
  // Reads `path` and parses it; errors are prefixed with the path.
  static Result<Btf> load(const std::string &path, const Btf *base = nullptr);

  Btf(Btf &&) noexcept;
  Btf &operator=(Btf &&) noexcept;
  ~Btf();

  const Btf *base() const { return base_; }
  TypeId start_id() const { return start_id_; } // first id of this blob's own types
  TypeId last_id() const { return start_id_ + static_cast<TypeId>(offsets_.size()) - 1; }
  // One past this blob's last string offset: where the strings of a split
  // BTF on top of this one start.
  uint32_t str_end() const { return start_str_ + strs_len_; }

  // The type with this id (base ids included; 0 is void), or nullopt when
  // the id is out of range.
  std::optional<Type> type(TypeId id) const;
  // The string at a string-section offset ("" when out of range).
  std::string_view str(uint32_t offset) const;

  // The lowest id named `name` of this kind (base first), or 0.
  TypeId find(std::string_view name, Kind kind) const;
  // Every id named `name`, any kind, ascending.
  std::vector<TypeId> find_all(std::string_view name) const;
  // The enumerator `name` (SKB_DROP_REASON_NOT_SPECIFIED) of the lowest-id
  // ENUM or ENUM64 that has one (base first), or nullopt. Its index is
  // built on the first call.
  std::optional<EnumeratorInfo> enumerator(std::string_view name) const;

  // Skips TYPEDEF, CONST, VOLATILE, RESTRICT and TYPE_TAG. Returns 0 (void)
  // for void, an invalid id or a modifier cycle.
  TypeId resolve(TypeId id) const;
  // Size in bytes: arrays multiply, typedefs and modifiers resolve, pointers
  // are 8 (64-bit kernels). nullopt for void, functions, forward
  // declarations, invalid ids, cycles and overflow.
  std::optional<uint64_t> size_of(TypeId id) const;
  // The member `name` of a struct or union (typedefs and modifiers of one
  // accepted), searching anonymous members. nullopt when there is none.
  std::optional<MemberInfo> member(TypeId struct_id, std::string_view name) const;
  // C syntax: "struct task_struct *", "const char *", "int [16]",
  // "int (*)(int, char *)", "u64". Anonymous aggregates render as
  // "struct (anon)"; type tags are left out.
  std::string type_name(TypeId id) const;
  // A C declaration of `name` with this type: "struct vfsmount *mnt",
  // "char comm[16]", "void (*destructor)(struct sk_buff *)".
  std::string declaration(TypeId id, std::string_view name) const;
  // The C definition of a struct, union or enum, as `bpftrace -lv 'struct
  // path'` and bpftool print it: members one a line, indented by tabs,
  // anonymous members' bodies inline, bitfields as "u32 x: 1;", ending
  // "};". nullopt for any other kind.
  std::optional<std::string> definition(TypeId id) const;
  // The VAR of the kernel's per-CPU variable `name` (one in the DATASEC
  // .data..percpu), or 0.
  TypeId percpu_variable(std::string_view name) const;
  // Whether `name` is a kfunc, a kernel function BPF programs may call:
  // a FUNC the kernel tags "bpf_kfunc" (a DECL_TAG, Linux 6.11 built with
  // pahole 1.27); in BTF without such tags, any FUNC of that name.
  bool has_kfunc(std::string_view name) const;
  // The signature of the FUNC named `name`, or nullopt.
  std::optional<FuncSignature> func(std::string_view name) const;
  // The arguments of the tracepoint `name` as a tp_btf program sees them:
  // the TYPEDEF btf_trace_<name> (`func`) points to a FUNC_PROTO whose
  // first parameter, the tracepoint's private data, the program does not
  // get; `params` leaves it out. Their names come from the FUNC
  // __traceiter_<name> when BTF has it. nullopt when there is no typedef.
  std::optional<FuncSignature> tracepoint(std::string_view name) const;
  // The names of the tracepoints this blob's own types describe (base
  // types left out), sorted.
  std::vector<std::string> tracepoint_names() const;
  // The BPF iterators this blob's own types describe: the names NAME of
  // its structs bpf_iter__NAME (the context of an iter/NAME program),
  // without the verifier's bpf_iter__*__safe_trusted variants, sorted.
  std::vector<std::string> iterator_names() const;

private:
  friend class Type;
  struct NameIndex;
  struct EnumeratorIndex;

  Btf();
  Status parse_header(); // sets the section offsets; may byte-swap data_
  Status index_types();  // fills offsets_
  Status check_types() const;
  const char *check_type(TypeId id) const; // what is wrong, or nullptr
  const char *check_entries(Kind kind, uint32_t vlen, const unsigned char *extra) const;
  bool id_ok(TypeId id) const { return id <= last_id(); }
  bool name_ok(uint32_t offset) const { return uint64_t(offset) < uint64_t(start_str_) + strs_len_; }
  const unsigned char *record(TypeId id) const; // own ids only
  const NameIndex &names() const;
  void own_ids_named(std::string_view name, std::vector<TypeId> &out) const;
  std::optional<MemberInfo> member_in(TypeId struct_id, std::string_view name, uint64_t base,
                                      std::vector<TypeId> &searched) const;

  std::string data_;
  const Btf *base_ = nullptr;
  TypeId start_id_ = 1;
  uint32_t start_str_ = 0; // first string offset of this blob's own strings
  size_t types_off_ = 0;   // byte offsets in data_
  size_t types_len_ = 0;
  size_t strs_off_ = 0;
  uint32_t strs_len_ = 0;
  std::vector<uint32_t> offsets_; // data_ offset of each own type's record
  std::unique_ptr<NameIndex> names_;
  std::unique_ptr<EnumeratorIndex> enumerators_;
};

} // namespace kt::btf
