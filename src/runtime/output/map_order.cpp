// Print order of map entries. bpftrace 0.17 reads entries in kernel hash
// order (random: hash maps get a random seed), then sorts: stable_sort by key
// for key-ordered maps, std::sort by value otherwise. Its value ties are thus
// random; kt breaks them by key so output is deterministic.
#include "runtime/output/map_order.h"

#include <algorithm>
#include <string>

#include "runtime/builtins/aggregations.h"

namespace kt::runtime {

namespace {

int compare_value(const Value &a, const Value &b, bool raw);

int compare_bytes(const std::string &a, const std::string &b) {
  int c = a.compare(b); // bytewise, as unsigned char
  return (c > 0) - (c < 0);
}

template <typename Seq, typename Cmp> int compare_seq(const Seq &a, const Seq &b, Cmp cmp) {
  for (size_t i = 0; i < a.size() && i < b.size(); i++)
    if (int c = cmp(a[i], b[i]))
      return c;
  return three_way(a.size(), b.size());
}

uint64_t int_bits(const Value &v) { return v.kind == Value::Kind::Signed ? static_cast<uint64_t>(v.i) : v.u; }

int compare_ints(const Value &a, const Value &b, bool raw) {
  uint64_t x = int_bits(a), y = int_bits(b);
  // Raw order compares the little-endian bytes: lowest byte first.
  if (raw)
    return three_way(__builtin_bswap64(x), __builtin_bswap64(y));
  return three_way(x, y);
}

int compare_value(const Value &a, const Value &b, bool raw) {
  if (a.kind != b.kind)
    return three_way(a.kind, b.kind);
  switch (a.kind) {
  case Value::Kind::None: return 0;
  case Value::Kind::Signed:
  case Value::Kind::Unsigned: return compare_ints(a, b, raw);
  case Value::Kind::Bool: return three_way(a.b, b.b);
  case Value::Kind::String: return compare_bytes(a.s, b.s);
  case Value::Kind::Buffer:
    // A buffer key's raw bytes start with its length.
    if (raw && a.s.size() != b.s.size())
      return three_way(a.s.size(), b.s.size());
    return compare_bytes(a.s, b.s);
  case Value::Kind::Tuple:
    return compare_seq(a.elems, b.elems,
                       [raw](const Value &x, const Value &y) { return compare_value(x, y, raw); });
  case Value::Kind::Stack: return compare_seq(a.frames, b.frames, three_way<Frame>);
  }
  return 0;
}

// Scalar values in numeric order; signed values compare signed.
int compare_scalars(const Value &a, const Value &b) {
  if (a.kind == Value::Kind::Signed && b.kind == Value::Kind::Signed)
    return three_way(a.i, b.i);
  if (a.kind == Value::Kind::Bool && b.kind == Value::Kind::Bool)
    return three_way(a.b, b.b);
  if (a.kind == Value::Kind::Unsigned && b.kind == Value::Kind::Unsigned)
    return three_way(a.u, b.u);
  return compare_value(a, b, false);
}

} // namespace

int compare_keys(const std::vector<Value> &a, const std::vector<Value> &b) {
  return compare_seq(a, b, [](const Value &x, const Value &y) { return compare_value(x, y, false); });
}

int compare_raw_keys(const std::vector<Value> &a, const std::vector<Value> &b) {
  return compare_seq(a, b, [](const Value &x, const Value &y) { return compare_value(x, y, true); });
}

bool is_integer(const Value &v) {
  return v.kind == Value::Kind::Signed || v.kind == Value::Kind::Unsigned || v.kind == Value::Kind::Bool;
}

void sort_entries(Entries &entries, int (*cmp)(const MapEntry &, const MapEntry &)) {
  std::stable_sort(entries.begin(), entries.end(),
                   [&](const MapEntry *a, const MapEntry *b) { return cmp(*a, *b) < 0; });
}

int by_key(const MapEntry &a, const MapEntry &b) { return compare_keys(a.key, b.key); }
int by_raw_key(const MapEntry &a, const MapEntry &b) { return compare_raw_keys(a.key, b.key); }
int by_scalar(const MapEntry &a, const MapEntry &b) { return compare_scalars(a.value.scalar, b.value.scalar); }

Entries order_entries(const MapData &map, size_t top) {
  Entries entries;
  entries.reserve(map.entries.size());
  for (const MapEntry &e : map.entries)
    entries.push_back(&e);
  map.aggregation->sort(entries);
  if (!map.aggregation->keeps_top)
    top = 0;
  if (top > 0 && entries.size() > top)
    entries.erase(entries.begin(), entries.end() - static_cast<std::ptrdiff_t>(top));
  return entries;
}

} // namespace kt::runtime
