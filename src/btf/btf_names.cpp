// The name indexes. Types: an open-addressing hash table from name to type ids,
// built on the first lookup by name. Opening vmlinux and looking up one
// struct must be fast (the type checker does little else with it), so the
// table stores only (hash, id) pairs, 8 bytes a slot, and compares names
// only on a full hash match. Anonymous types are not indexed. Enumerators:
// a hash map from name to enum and value, built on the first enumerator
// lookup (a program names a few, and most programs none).
#include "btf/btf.h"

#include "btf/btf_raw.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <mutex>
#include <unordered_map>

namespace kt::btf {

namespace {
struct Slot {
  uint32_t hash = 0;
  TypeId id = 0; // 0 = empty
};
} // namespace

struct Btf::NameIndex {
  std::once_flag once;
  std::vector<Slot> slots;
  size_t mask = 0;
};

namespace {

// Eight bytes per multiply: hashing vmlinux's ~100k names is most of the
// cost of the first lookup, and a byte-at-a-time hash (FNV) is a chain of
// one dependent multiply per byte.
uint32_t name_hash(std::string_view name) {
  constexpr uint64_t kMul = 0x9e3779b97f4a7c15ull;
  uint64_t h = name.size() * kMul;
  size_t i = 0;
  for (; i + 8 <= name.size(); i += 8) {
    uint64_t chunk;
    std::memcpy(&chunk, name.data() + i, 8);
    h = (h ^ chunk) * kMul;
    h ^= h >> 29;
  }
  if (i < name.size()) {
    uint64_t chunk = 0;
    std::memcpy(&chunk, name.data() + i, name.size() - i);
    h = (h ^ chunk) * kMul;
  }
  h ^= h >> 32;
  return static_cast<uint32_t>(h);
}

} // namespace

// The enumerators of this blob's own enums, by name, built on the first
// Btf::enumerator() call.
struct Btf::EnumeratorIndex {
  std::once_flag once;
  std::unordered_map<std::string_view, EnumeratorInfo> by_name;
};

// The special members live here, where the indexes are complete types.
Btf::Btf() : names_(std::make_unique<NameIndex>()), enumerators_(std::make_unique<EnumeratorIndex>()) {}
Btf::Btf(Btf &&) noexcept = default;
Btf &Btf::operator=(Btf &&) noexcept = default;
Btf::~Btf() = default;

const Btf::NameIndex &Btf::names() const {
  std::call_once(names_->once, [this] {
    // Hash every name first, then insert with a prefetch a few entries
    // ahead: on vmlinux the table is 2 MB, and the inserts are random
    // accesses that otherwise wait on memory one at a time.
    std::vector<Slot> named;
    named.reserve(offsets_.size());
    for (size_t i = 0; i < offsets_.size(); ++i) {
      uint32_t name_off = raw::u32(raw::bytes(data_) + offsets_[i]);
      if (name_off != 0)
        named.push_back({name_hash(str(name_off)), start_id_ + static_cast<TypeId>(i)});
    }
    NameIndex &index = *names_;
    index.slots.resize(std::bit_ceil(std::max<size_t>(16, named.size() * 2)));
    index.mask = index.slots.size() - 1;
    constexpr size_t kAhead = 16;
    for (size_t i = 0; i < named.size(); ++i) {
      if (i + kAhead < named.size())
        __builtin_prefetch(&index.slots[named[i + kAhead].hash & index.mask], 1);
      size_t at = named[i].hash & index.mask;
      while (index.slots[at].id != 0)
        at = (at + 1) & index.mask;
      index.slots[at] = named[i];
    }
  });
  return *names_;
}

// Appends this blob's ids named `name`, in table order (callers sort).
void Btf::own_ids_named(std::string_view name, std::vector<TypeId> &out) const {
  if (offsets_.empty() || name.empty())
    return;
  const NameIndex &index = names();
  uint32_t hash = name_hash(name);
  for (size_t at = hash & index.mask; index.slots[at].id != 0; at = (at + 1) & index.mask) {
    const auto &slot = index.slots[at];
    if (slot.hash == hash && str(raw::u32(record(slot.id))) == name)
      out.push_back(slot.id);
  }
}

TypeId Btf::find(std::string_view name, Kind kind) const {
  if (base_)
    if (TypeId id = base_->find(name, kind))
      return id;
  std::vector<TypeId> ids;
  own_ids_named(name, ids);
  TypeId best = 0;
  for (TypeId id : ids)
    if (type(id)->kind() == kind && (best == 0 || id < best))
      best = id;
  return best;
}

std::optional<EnumeratorInfo> Btf::enumerator(std::string_view name) const {
  if (base_)
    if (auto e = base_->enumerator(name))
      return e;
  std::call_once(enumerators_->once, [this] {
    for (TypeId id = start_id_; id <= last_id(); ++id) {
      auto t = type(id);
      if (t->kind() == Kind::Enum || t->kind() == Kind::Enum64)
        for (const Enumerator &e : t->enumerators())
          enumerators_->by_name.try_emplace(e.name, EnumeratorInfo{id, e.value}); // the lowest id wins
    }
  });
  auto it = enumerators_->by_name.find(name);
  if (it == enumerators_->by_name.end())
    return std::nullopt;
  return it->second;
}

std::vector<TypeId> Btf::find_all(std::string_view name) const {
  std::vector<TypeId> ids = base_ ? base_->find_all(name) : std::vector<TypeId>();
  size_t own = ids.size();
  own_ids_named(name, ids);
  std::sort(ids.begin() + own, ids.end());
  return ids;
}

} // namespace kt::btf
