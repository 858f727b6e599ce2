#include "runtime/maps.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include <cerrno>
#include <cstring>
#include <map>

namespace kt::runtime {

using MK = runtime::MapKind;

namespace {

MK kind_of(const std::string &aggregation) {
  static const std::pair<const char *, MK> kKinds[] = {
      {"count", MK::Count}, {"sum", MK::Sum}, {"min", MK::Min}, {"max", MK::Max}, {"avg", MK::Avg},
      {"stats", MK::Stats}, {"hist", MK::Hist}, {"lhist", MK::Lhist},
  };
  for (auto &[name, kind] : kKinds)
    if (aggregation == name)
      return kind;
  return MK::Plain;
}

// Every key of map `m`: an array's are its slot indexes.
std::vector<std::vector<uint8_t>> keys_of(int fd, const manifest::Map &m) {
  std::vector<std::vector<uint8_t>> keys;
  uint32_t key_size = m.key_size;
  if (m.array) {
    for (uint32_t i = 0; i < m.max_entries; i++)
      keys.emplace_back(reinterpret_cast<const uint8_t *>(&i), reinterpret_cast<const uint8_t *>(&i) + 4);
    return keys;
  }
  std::vector<uint8_t> cur(key_size), next(key_size);
  void *prev = nullptr;
  while (bpf_map_get_next_key(fd, prev, next.data()) == 0) {
    keys.push_back(next);
    cur = next;
    prev = cur.data();
  }
  return keys;
}

// An array's slots always exist: one is used once any CPU's copy counted
// something (count, hist bucket, avg/stats count) or set its "set" word
// (sum, min, max).
bool array_slot_used(const manifest::Map &m, const uint8_t *values, uint32_t stride, int cpus) {
  MK k = kind_of(m.aggregation);
  uint32_t word = k == MK::Count || k == MK::Hist || k == MK::Lhist ? 0 : 8;
  for (int c = 0; c < cpus; c++)
    if (read_uint(values + static_cast<size_t>(c) * stride + word, 8))
      return true;
  return false;
}

int cpu_count() {
  static int n = libbpf_num_possible_cpus();
  return n > 0 ? n : 1;
}

} // namespace

Result<MapData> MapReader::read(const manifest::Map &m) {
  int fd = obj_.map_fd(m.bpf_name);
  if (fd < 0)
    return Error("map '" + m.name + "' is missing from the loaded object");
  MapData data;
  data.name = m.name;
  data.kind = kind_of(m.aggregation);
  data.keyed = m.keyed;
  if (m.params.size() == 3)
    data.lhist = {m.params[0], m.params[1], m.params[2]};

  int cpus = m.per_cpu ? cpu_count() : 1;
  uint32_t stride = m.per_cpu ? (m.value_size + 7) / 8 * 8 : m.value_size;
  std::vector<uint8_t> value(static_cast<size_t>(stride) * cpus);
  bool hist = data.kind == MK::Hist || data.kind == MK::Lhist;
  uint32_t user_key = m.array ? 0 : hist ? m.key_size - 8 : m.key_size;
  std::map<std::vector<uint8_t>, size_t> by_key; // histogram rows gathered by the user's key

  for (const auto &key : keys_of(fd, m)) {
    if (bpf_map_lookup_elem(fd, key.data(), value.data()) != 0)
      continue; // deleted since listed
    if (m.array && !array_slot_used(m, value.data(), stride, cpus) && !kept(m, key))
      continue;
    std::vector<uint8_t> ukey(key.begin(), key.begin() + user_key);
    MapEntry *entry;
    if (hist) {
      auto [it, fresh] = by_key.try_emplace(ukey, data.entries.size());
      if (fresh)
        data.entries.emplace_back();
      entry = &data.entries[it->second];
    } else {
      data.entries.emplace_back();
      entry = &data.entries.back();
    }
    if (m.keyed && entry->key.empty()) {
      Value k = decoder_.decode(ukey.data(), ukey.size(), m.key);
      if (m.key.kind == manifest::Layout::Kind::Tuple)
        entry->key = k.elems;
      else
        entry->key = {k};
    }
    MapValue &v = entry->value;
    auto cpu = [&](int c) { return value.data() + static_cast<size_t>(c) * stride; };
    switch (data.kind) {
    case MK::Plain: v.scalar = decoder_.decode(value.data(), value.size(), m.value); break;
    case MK::Count:
    case MK::Sum: {
      uint64_t total = 0;
      for (int c = 0; c < cpus; c++)
        total += read_uint(cpu(c), 8);
      v.scalar = data.kind == MK::Sum ? Value::make_signed(static_cast<int64_t>(total))
                                        : Value::make_unsigned(total);
      break;
    }
    case MK::Min:
    case MK::Max: {
      bool any = false;
      int64_t best = 0;
      for (int c = 0; c < cpus; c++) {
        if (!read_uint(cpu(c) + 8, 8))
          continue;
        int64_t x = read_int(cpu(c), 8);
        if (!any || (data.kind == MK::Min ? x < best : x > best))
          best = x;
        any = true;
      }
      v.scalar = Value::make_signed(best);
      break;
    }
    case MK::Avg:
    case MK::Stats:
      for (int c = 0; c < cpus; c++) {
        v.sum += read_int(cpu(c), 8);
        v.count += read_uint(cpu(c) + 8, 8);
      }
      break;
    case MK::Hist:
    case MK::Lhist: {
      uint64_t bucket = m.array ? read_uint(key.data(), 4) : read_uint(key.data() + user_key, 8);
      if (bucket > 4096)
        break;
      if (v.buckets.size() <= bucket)
        v.buckets.resize(bucket + 1);
      for (int c = 0; c < cpus; c++)
        v.buckets[bucket] += read_uint(cpu(c), 8);
      break;
    }
    }
  }
  return data;
}

bool MapReader::kept(const manifest::Map &m, const std::vector<uint8_t> &key) const {
  auto it = zeroed_.find(m.bpf_name);
  uint32_t slot = static_cast<uint32_t>(read_uint(key.data(), 4));
  return it != zeroed_.end() && slot < it->second.size() && it->second[slot];
}

Status MapReader::clear(const manifest::Map &m) {
  int fd = obj_.map_fd(m.bpf_name);
  if (m.array) { // slots cannot be deleted; zeroed and forgotten, they read as unused
    Status st = write_zeros(m, fd);
    zeroed_.erase(m.bpf_name);
    return st;
  }
  for (const auto &key : keys_of(fd, m))
    bpf_map_delete_elem(fd, key.data());
  return {};
}

Status MapReader::zero(const manifest::Map &m) {
  int fd = obj_.map_fd(m.bpf_name);
  if (m.array) {
    int cpus = cpu_count();
    uint32_t stride = (m.value_size + 7) / 8 * 8;
    std::vector<uint8_t> value(static_cast<size_t>(stride) * cpus);
    std::vector<bool> &keep = zeroed_[m.bpf_name];
    keep.resize(m.max_entries);
    for (uint32_t i = 0; i < m.max_entries; i++)
      if (bpf_map_lookup_elem(fd, &i, value.data()) == 0 && array_slot_used(m, value.data(), stride, cpus))
        keep[i] = true;
  }
  return write_zeros(m, fd);
}

Status MapReader::write_zeros(const manifest::Map &m, int fd) {
  int cpus = m.per_cpu ? cpu_count() : 1;
  uint32_t stride = m.per_cpu ? (m.value_size + 7) / 8 * 8 : m.value_size;
  std::vector<uint8_t> zeros(static_cast<size_t>(stride) * cpus);
  for (const auto &key : keys_of(fd, m))
    if (bpf_map_update_elem(fd, key.data(), zeros.data(), BPF_EXIST) != 0 && errno != ENOENT)
      return Error("zero " + m.name + ": " + std::strerror(errno));
  return {};
}

} // namespace kt::runtime
