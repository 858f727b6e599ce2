// Parsing and checking a BTF blob. The layout (linux/btf.h, the kernel's
// Documentation/bpf/btf.rst): a btf_header, then at hdr_len + type_off a run
// of variable-length type records, and at hdr_len + str_off a string section
// of NUL-terminated names. Every later access trusts what is checked here, so
// this file is the one place that looks at untrusted bytes.
#include "btf/btf.h"

#include "btf/btf_raw.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace kt::btf {

namespace {

constexpr uint16_t kMagic = 0xeB9F;
constexpr uint16_t kMagicSwapped = 0x9FeB;
constexpr uint8_t kVersion = 1;
constexpr size_t kHeaderSize = 24;        // struct btf_header
constexpr uint32_t kMaxType = 0x000fffff; // BTF_MAX_TYPE
constexpr uint32_t kMaxVarLinkage = 2;    // BTF_VAR_GLOBAL_EXTERN / BTF_FUNC_EXTERN
constexpr const char *kBadName = "name offset out of range";
constexpr const char *kBadId = "refers to a type id out of range";

uint32_t swap32(uint32_t v) { return __builtin_bswap32(v); }

void swap_words(std::string &data, size_t off, size_t len) {
  for (size_t i = off; i + 4 <= off + len; i += 4) {
    uint32_t v;
    std::memcpy(&v, data.data() + i, 4);
    v = swap32(v);
    std::memcpy(data.data() + i, &v, 4);
  }
}

std::string type_error(TypeId id, const std::string &what) {
  return "type [" + std::to_string(id) + "]: " + what;
}

// Bytes that follow the 12-byte btf_type for this kind, or -1 for an
// unknown kind (whose length we cannot know, so parsing must stop).
int64_t extra_size(uint32_t kind, uint32_t vlen) {
  switch (static_cast<Kind>(kind)) {
  case Kind::Int:
  case Kind::Var:
  case Kind::DeclTag: return 4;
  case Kind::Array: return 12;
  case Kind::Struct:
  case Kind::Union:
  case Kind::Datasec:
  case Kind::Enum64: return 12 * int64_t(vlen);
  case Kind::Enum:
  case Kind::FuncProto: return 8 * int64_t(vlen);
  case Kind::Ptr:
  case Kind::Fwd:
  case Kind::Typedef:
  case Kind::Volatile:
  case Kind::Const:
  case Kind::Restrict:
  case Kind::Func:
  case Kind::Float:
  case Kind::TypeTag: return 0;
  case Kind::Void: break;
  }
  return -1;
}

// The whole file. sysfs reports the size of /sys/kernel/btf/* in st_size,
// but read to EOF anyway so that pipes and odd files work too.
Result<std::string> read_file(const std::string &path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return Error(std::strerror(errno), errno);
  struct stat st {};
  std::string data;
  data.resize(::fstat(fd, &st) == 0 && st.st_size > 0 ? size_t(st.st_size) + 1 : 1 << 16);
  size_t used = 0;
  for (;;) {
    if (used == data.size())
      data.resize(data.size() * 2);
    ssize_t n = ::read(fd, data.data() + used, data.size() - used);
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0) {
      int err = errno;
      ::close(fd);
      return Error(std::string("read: ") + std::strerror(err), err);
    }
    if (n == 0)
      break;
    used += size_t(n);
  }
  ::close(fd);
  data.resize(used);
  return data;
}

} // namespace

Result<Btf> Btf::parse(std::string data, const Btf *base) {
  Btf btf;
  btf.data_ = std::move(data);
  btf.base_ = base;
  if (base) {
    btf.start_id_ = base->last_id() + 1;
    btf.start_str_ = base->start_str_ + base->strs_len_;
  }
  if (auto st = btf.parse_header(); !st)
    return st.error();
  if (auto st = btf.index_types(); !st)
    return st.error();
  if (auto st = btf.check_types(); !st)
    return st.error();
  return btf;
}

Result<Btf> Btf::load(const std::string &path, const Btf *base) {
  auto data = read_file(path);
  if (!data)
    return data.error().wrap(path);
  auto btf = parse(std::move(data).value(), base);
  if (!btf)
    return btf.error().wrap(path);
  return btf;
}

Status Btf::parse_header() {
  if (data_.size() < kHeaderSize)
    return Error("truncated header: " + std::to_string(data_.size()) + " bytes");
  // Record offsets are kept in 32 bits (offsets_); BTF's own fields are too.
  if (data_.size() > 0xffffffffu)
    return Error("blob larger than 4 GiB");
  uint16_t magic;
  std::memcpy(&magic, data_.data(), 2);
  bool swapped = magic == kMagicSwapped;
  if (magic != kMagic && !swapped)
    return Error("bad magic 0x" + raw::hex(magic) + ", not BTF");
  if (swapped)
    swap_words(data_, 4, kHeaderSize - 4);
  auto u8 = [&](size_t off) { return static_cast<uint8_t>(data_[off]); };
  if (u8(2) != kVersion)
    return Error("unsupported BTF version " + std::to_string(u8(2)));
  auto at = [&](size_t off) { return raw::u32(reinterpret_cast<const unsigned char *>(data_.data()) + off); };
  uint64_t hdr_len = at(4), type_off = at(8), type_len = at(12), str_off = at(16), str_len = at(20);
  if (hdr_len < kHeaderSize || hdr_len > data_.size())
    return Error("bad header length " + std::to_string(hdr_len) + " (blob is " +
                 std::to_string(data_.size()) + " bytes)");
  uint64_t body = data_.size() - hdr_len;
  if (type_off % 4 != 0 || type_len % 4 != 0)
    return Error("unaligned type section");
  if (type_off + type_len > body)
    return Error("type section runs past the end of the blob");
  if (str_off + str_len > body)
    return Error("string section runs past the end of the blob");
  if (type_off < str_off + str_len && str_off < type_off + type_len)
    return Error("type and string sections overlap");
  if (swapped)
    swap_words(data_, hdr_len + type_off, type_len);
  types_off_ = hdr_len + type_off;
  types_len_ = type_len;
  strs_off_ = hdr_len + str_off;
  strs_len_ = static_cast<uint32_t>(str_len);
  if (uint64_t(start_str_) + str_len > 0xffffffffu)
    return Error("string section too large");
  // A base blob's string 0 is the empty name; every section ends in a NUL so
  // that no name can run past it.
  if (!base_ && (str_len == 0 || data_[strs_off_] != '\0'))
    return Error("string section does not start with an empty string");
  if (str_len != 0 && data_[strs_off_ + str_len - 1] != '\0')
    return Error("string section is not NUL-terminated");
  return {};
}

Status Btf::index_types() {
  offsets_.reserve(types_len_ / 16);
  size_t off = 0;
  while (off < types_len_) {
    TypeId id = start_id_ + static_cast<TypeId>(offsets_.size());
    if (id > kMaxType)
      return Error("more than " + std::to_string(kMaxType) + " types");
    if (types_len_ - off < 12)
      return Error(type_error(id, "truncated record"));
    const unsigned char *rec = raw::bytes(data_) + types_off_ + off;
    uint32_t info = raw::u32(rec + 4);
    int64_t extra = extra_size(raw::info_kind(info), raw::info_vlen(info));
    if (extra < 0)
      return Error(type_error(id, "unknown kind " + std::to_string(raw::info_kind(info))));
    if (uint64_t(extra) > types_len_ - off - 12)
      return Error(type_error(id, "truncated record"));
    offsets_.push_back(static_cast<uint32_t>(types_off_ + off));
    off += 12 + extra;
  }
  return {};
}

Status Btf::check_types() const {
  for (TypeId id = start_id_; id <= last_id(); ++id)
    if (const char *what = check_type(id))
      return Error(type_error(id, what));
  return {};
}

// Checks one record: its names, the ids it refers to, and what the helpers
// rely on (an INT fits its size, a FUNC points at a FUNC_PROTO). Returns
// what is wrong, or nullptr. This runs for each of vmlinux's ~130k types, so
// it builds no strings on the way.
const char *Btf::check_type(TypeId id) const {
  const unsigned char *rec = record(id);
  uint32_t info = raw::u32(rec + 4);
  Kind kind = static_cast<Kind>(raw::info_kind(info));
  uint32_t vlen = raw::info_vlen(info);
  uint32_t ref = raw::u32(rec + 8);
  const unsigned char *extra = rec + 12;
  if (!name_ok(raw::u32(rec)))
    return kBadName;
  switch (kind) {
  case Kind::Int: {
    uint32_t enc = raw::u32(extra);
    bool fits = raw::int_offset(enc) + raw::int_bits(enc) <= uint64_t(ref) * 8 && raw::int_bits(enc) <= 128;
    return fits ? nullptr : "int bits do not fit its size";
  }
  case Kind::Ptr:
  case Kind::Typedef:
  case Kind::Volatile:
  case Kind::Const:
  case Kind::Restrict:
  case Kind::TypeTag:
  case Kind::DeclTag: return id_ok(ref) ? nullptr : kBadId;
  case Kind::Var:
    if (raw::u32(extra) > kMaxVarLinkage)
      return "bad var linkage";
    return id_ok(ref) ? nullptr : kBadId;
  case Kind::Func:
    if (vlen > kMaxVarLinkage)
      return "bad func linkage";
    if (!id_ok(ref))
      return kBadId;
    return type(ref)->kind() == Kind::FuncProto ? nullptr : "func does not refer to a func_proto";
  case Kind::Array: return id_ok(raw::u32(extra)) && id_ok(raw::u32(extra + 4)) ? nullptr : kBadId;
  case Kind::FuncProto:
    if (!id_ok(ref))
      return kBadId;
    return check_entries(kind, vlen, extra);
  case Kind::Struct:
  case Kind::Union:
  case Kind::Enum:
  case Kind::Enum64:
  case Kind::Datasec: return check_entries(kind, vlen, extra);
  case Kind::Fwd:
  case Kind::Float:
  case Kind::Void: return nullptr;
  }
  return nullptr;
}

// The vlen entries after a STRUCT, UNION, ENUM, ENUM64, FUNC_PROTO or
// DATASEC. Only the last FUNC_PROTO parameter may be the variadic marker
// (no name, type 0).
const char *Btf::check_entries(Kind kind, uint32_t vlen, const unsigned char *extra) const {
  size_t stride = kind == Kind::Enum || kind == Kind::FuncProto ? 8 : 12;
  for (uint32_t i = 0; i < vlen; ++i) {
    uint32_t first = raw::u32(extra + stride * i), second = raw::u32(extra + stride * i + 4);
    switch (kind) {
    case Kind::Datasec:
      if (!id_ok(first))
        return kBadId;
      break;
    case Kind::Enum:
    case Kind::Enum64:
      if (!name_ok(first))
        return kBadName;
      break;
    default: // struct and union members, func_proto params: name, type
      if (!name_ok(first))
        return kBadName;
      if (!id_ok(second))
        return kBadId;
      if (kind == Kind::FuncProto && second == 0 && (i + 1 != vlen || first != 0))
        return "void parameter before the last";
    }
  }
  return nullptr;
}

const unsigned char *Btf::record(TypeId id) const { return raw::bytes(data_) + offsets_[id - start_id_]; }

std::optional<Type> Btf::type(TypeId id) const {
  if (id == 0)
    return Type(this, 0, Kind::Void, nullptr);
  if (id < start_id_)
    return base_ ? base_->type(id) : std::nullopt;
  if (id > last_id())
    return std::nullopt;
  const unsigned char *rec = record(id);
  return Type(this, id, static_cast<Kind>(raw::info_kind(raw::u32(rec + 4))), rec);
}

std::string_view Btf::str(uint32_t offset) const {
  if (offset < start_str_)
    return base_ ? base_->str(offset) : std::string_view();
  uint32_t rel = offset - start_str_;
  if (rel >= strs_len_)
    return {};
  const char *s = data_.data() + strs_off_ + rel;
  return std::string_view(s, strnlen(s, strs_len_ - rel));
}

} // namespace kt::btf
