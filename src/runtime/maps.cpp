#include "runtime/maps.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <functional>
#include <map>

#include "runtime/builtins/aggregations.h"

namespace kt::runtime {

namespace {

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

// Every entry of hash map `fd` in batches: one bpf() call for up to 1024
// entries (Linux 5.6), where listing keys takes two calls per entry; a
// scrape of a 10,000-key map (kt --metrics) spends most of its time there.
// False, having visited nothing, when the kernel has no batch lookup for
// the map: the caller then lists the keys one by one.
bool for_each_batched(int fd, uint32_t key_size, size_t value_len,
                      const std::function<void(const uint8_t *, const uint8_t *)> &visit) {
  uint32_t n = 1024;
  std::vector<uint8_t> keys, values, in(std::max<uint32_t>(key_size, 8)), out(in.size());
  bool first = true;
  LIBBPF_OPTS(bpf_map_batch_opts, opts);
  for (;;) {
    keys.resize(static_cast<size_t>(n) * key_size);
    values.resize(static_cast<size_t>(n) * value_len);
    uint32_t count = n;
    int rc = bpf_map_lookup_batch(fd, first ? nullptr : in.data(), out.data(), keys.data(), values.data(), &count,
                                  &opts);
    int err = rc ? errno : 0;
    if (err == ENOSPC && count == 0 && n < (1u << 20)) {
      n *= 2; // one bucket holds more entries than a batch: a larger one
      continue;
    }
    if (err && err != ENOENT) {
      if (first)
        return false;
      return true; // the map changed under us: what was read stands
    }
    for (uint32_t i = 0; i < count; i++)
      visit(keys.data() + static_cast<size_t>(i) * key_size, values.data() + static_cast<size_t>(i) * value_len);
    if (err == ENOENT)
      return true;
    in = out;
    first = false;
  }
}

// An array's slots always exist: one is used once its aggregation's "used"
// word is non-zero in any CPU's copy.
bool array_slot_used(const Aggregation &agg, const uint8_t *values, uint32_t stride, int cpus) {
  for (int c = 0; c < cpus; c++)
    if (read_uint(values + static_cast<size_t>(c) * stride + agg.used_word, 8))
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
  const Aggregation *agg = find_aggregation(m.aggregation);
  if (!agg)
    return Error("map '" + m.name + "': unknown aggregation '" + m.aggregation + "'");
  MapData data{.name = m.name, .aggregation = agg, .params = m.params, .keyed = m.keyed,
               .value_signed = m.value.is_signed};
  int cpus = m.per_cpu ? cpu_count() : 1;
  uint32_t stride = m.per_cpu ? (m.value_size + 7) / 8 * 8 : m.value_size;
  std::vector<uint8_t> value(static_cast<size_t>(stride) * cpus);
  uint32_t user_key = m.array ? 0 : agg->bucketed ? m.key_size - 8 : m.key_size;
  std::map<std::vector<uint8_t>, size_t> by_key; // buckets gathered by the user's key

  auto visit = [&](const uint8_t *key, const uint8_t *bytes) {
    if (m.array && !array_slot_used(*agg, bytes, stride, cpus) &&
        !kept(m, std::vector<uint8_t>(key, key + 4)))
      return;
    std::vector<uint8_t> ukey(key, key + user_key);
    MapEntry &entry = entry_for(data, ukey, agg->bucketed ? &by_key : nullptr);
    if (m.keyed && entry.key.empty())
      entry.key = decode_key(m, ukey);
    uint64_t bucket = !agg->bucketed ? 0 : m.array ? read_uint(key, 4) : read_uint(key + user_key, 8);
    agg->combine(RawValue{m, bytes, value.size(), cpus, stride, bucket, decoder_}, entry.value);
  };
  if (!m.array && for_each_batched(fd, m.key_size, value.size(), visit))
    return data;
  for (const auto &key : keys_of(fd, m)) {
    if (bpf_map_lookup_elem(fd, key.data(), value.data()) != 0)
      continue; // deleted since listed
    visit(key.data(), value.data());
  }
  return data;
}

MapEntry &MapReader::entry_for(MapData &data, const std::vector<uint8_t> &ukey,
                               std::map<std::vector<uint8_t>, size_t> *by_key) {
  if (!by_key) {
    data.entries.emplace_back();
    return data.entries.back();
  }
  auto [it, fresh] = by_key->try_emplace(ukey, data.entries.size());
  if (fresh)
    data.entries.emplace_back();
  return data.entries[it->second];
}

std::vector<Value> MapReader::decode_key(const manifest::Map &m, const std::vector<uint8_t> &ukey) {
  Value k = decoder_.decode(ukey.data(), ukey.size(), m.key);
  if (m.key.kind == manifest::Layout::Kind::Tuple)
    return k.elems;
  return {k};
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
    const Aggregation *agg = find_aggregation(m.aggregation);
    for (uint32_t i = 0; agg && i < m.max_entries; i++)
      if (bpf_map_lookup_elem(fd, &i, value.data()) == 0 && array_slot_used(*agg, value.data(), stride, cpus))
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
