// The aggregation table. The printed forms are bpftrace 0.17's (see
// tests/unit/runtime/output/): counts and sums as numbers, avg as its
// average, stats as "count N, average A, total T", histograms as
// bucket rows with bars; lhist ignores print()'s divisor, as bpftrace
// does. Orders are described in output/map_order.h.
#include "runtime/builtins/aggregations.h"

#include <algorithm>
#include <array>

#include "manifest/manifest.h"
#include "runtime/builtins/histogram.h"
#include "runtime/builtins/tseries.h"
#include "runtime/output/map_order.h"
#include "runtime/output/value_format.h"

namespace kt::runtime {

namespace {

// --- reading: the CPUs' copies into one MapValue ---

void decode_plain(const RawValue &raw, MapValue &into) {
  into.scalar = raw.decoder.decode(raw.bytes, raw.size, raw.map.value);
}

uint64_t total_of(const RawValue &raw) {
  uint64_t total = 0;
  for (int c = 0; c < raw.cpus; c++)
    total += read_uint(raw.cpu(c), 8);
  return total;
}

void add_count(const RawValue &raw, MapValue &into) { into.scalar = Value::make_unsigned(total_of(raw)); }

void add_sum(const RawValue &raw, MapValue &into) {
  into.scalar = Value::make_signed(static_cast<int64_t>(total_of(raw)));
}

// min/max: the best of the CPUs whose "set" word says they saw a value.
template <bool kMin> void best_of(const RawValue &raw, MapValue &into) {
  bool any = false;
  int64_t best = 0;
  for (int c = 0; c < raw.cpus; c++) {
    if (!read_uint(raw.cpu(c) + 8, 8))
      continue;
    int64_t x = read_int(raw.cpu(c), 8);
    if (!any || (kMin ? x < best : x > best))
      best = x;
    any = true;
  }
  into.scalar = Value::make_signed(best);
}

void add_sum_count(const RawValue &raw, MapValue &into) {
  for (int c = 0; c < raw.cpus; c++) {
    into.sum += read_int(raw.cpu(c), 8);
    into.count += read_uint(raw.cpu(c) + 8, 8);
  }
}

// Bucket indexes past this are not kt's (a corrupt key): the entry shows
// without them.
constexpr uint64_t kMaxBucket = 4096;

void add_bucket(const RawValue &raw, MapValue &into) {
  if (raw.bucket > kMaxBucket)
    return;
  if (into.buckets.size() <= raw.bucket)
    into.buckets.resize(raw.bucket + 1);
  into.buckets[raw.bucket] += total_of(raw);
}

// tseries: a slot's CPU copies hold the interval they were last written
// in; the latest interval among them wins and its copies combine as the
// map's agg says (no agg: the value written last, by its meta). Slots
// never written (interval 0) add nothing.
void add_tseries_slot(const RawValue &raw, MapValue &into) {
  uint64_t latest = 0;
  for (int c = 0; c < raw.cpus; c++)
    latest = std::max(latest, read_uint(raw.cpu(c) + 16, 8));
  if (latest == 0)
    return;
  manifest::TSeriesAgg agg = manifest::tseries_agg(raw.map.params);
  bool is_signed = raw.map.value.is_signed;
  auto less = [&](uint64_t a, uint64_t b) {
    return is_signed ? static_cast<int64_t>(a) < static_cast<int64_t>(b) : a < b;
  };
  bool any = false;
  uint64_t value = 0, meta = 0;
  for (int c = 0; c < raw.cpus; c++) {
    if (read_uint(raw.cpu(c) + 16, 8) != latest)
      continue;
    uint64_t v = read_uint(raw.cpu(c), 8), m = read_uint(raw.cpu(c) + 8, 8);
    if (!any) {
      value = v, meta = m, any = true;
      continue;
    }
    switch (agg) {
    case manifest::TSeriesAgg::Last:
      if (m > meta)
        value = v, meta = m;
      break;
    case manifest::TSeriesAgg::Avg:
      value += v, meta += m;
      break;
    case manifest::TSeriesAgg::Sum:
      value += v;
      break;
    case manifest::TSeriesAgg::Min:
      value = less(v, value) ? v : value;
      break;
    case manifest::TSeriesAgg::Max:
      value = less(value, v) ? v : value;
      break;
    }
  }
  if (agg == manifest::TSeriesAgg::Avg && meta != 0)
    value = is_signed ? static_cast<uint64_t>(static_cast<int64_t>(value) / static_cast<int64_t>(meta)) : value / meta;
  into.series[latest] = value;
}

// --- printing ---

std::string scalar_text(const MapData &, const MapValue &v, uint64_t div) { return format_text(v.scalar, div); }
std::string scalar_json(const MapData &, const MapValue &v, uint64_t div) { return format_json(v.scalar, div); }

std::string average_text(const MapData &, const MapValue &v, uint64_t div) {
  return std::to_string(average_of(v) / static_cast<int64_t>(div));
}

std::string stats_text(const MapData &, const MapValue &v, uint64_t) {
  return "count " + std::to_string(static_cast<int64_t>(v.count)) + ", average " + std::to_string(average_of(v)) +
         ", total " + std::to_string(v.sum);
}

std::string stats_json(const MapData &, const MapValue &v, uint64_t) {
  return "{\"count\": " + std::to_string(static_cast<int64_t>(v.count)) +
         ", \"average\": " + std::to_string(average_of(v)) + ", \"total\": " + std::to_string(v.sum) + "}";
}

std::string log2_text(const MapData &map, const MapValue &v, uint64_t div) {
  return "\n" + histogram_text(log2_rows(v.buckets, manifest::log2_bits(map.params)), div);
}
std::string log2_json(const MapData &map, const MapValue &v, uint64_t div) {
  return histogram_json(log2_rows(v.buckets, manifest::log2_bits(map.params)), div);
}

// lhist(value, min, max, step): the manifest's params, in that order.
LinearParams linear_params(const MapData &map) {
  if (map.params.size() != 3)
    return {};
  return {map.params[0], map.params[1], map.params[2]};
}
std::string linear_text(const MapData &map, const MapValue &v, uint64_t) {
  return "\n" + histogram_text(linear_rows(v.buckets, linear_params(map)), 1);
}
std::string linear_json(const MapData &map, const MapValue &v, uint64_t) {
  return histogram_json(linear_rows(v.buckets, linear_params(map)), 1);
}

// tseries(value, interval, intervals[, agg]): every key shows the same
// window, the map's last `intervals` intervals up to the latest any key
// was written in (bpftrace v0.26's rule).
struct TSeriesWindow {
  uint64_t interval_ns = 1, first = 0, last = 0;
};
TSeriesWindow tseries_window(const MapData &map) {
  TSeriesWindow w;
  if (map.params.size() < 2 || map.params[0] <= 0 || map.params[1] <= 0)
    return w;
  w.interval_ns = static_cast<uint64_t>(map.params[0]);
  auto intervals = static_cast<uint64_t>(map.params[1]);
  for (const MapEntry &e : map.entries)
    if (!e.value.series.empty())
      w.last = std::max(w.last, e.value.series.rbegin()->first);
  w.first = w.last + 1 >= intervals ? w.last + 1 - intervals : 0;
  return w;
}
std::vector<TSeriesRow> tseries_rows_of(const MapData &map, const MapValue &v) {
  TSeriesWindow w = tseries_window(map);
  return tseries_rows(v.series, w.first, w.last, w.interval_ns);
}
std::string tseries_graph(const MapData &map, const MapValue &v, uint64_t) {
  return tseries_text(tseries_rows_of(map, v), map.value_signed);
}
std::string tseries_list(const MapData &map, const MapValue &v, uint64_t) {
  return tseries_json(tseries_rows_of(map, v), map.value_signed);
}

// --- order ---

int by_average(const MapEntry &a, const MapEntry &b) { return three_way(average_of(a.value), average_of(b.value)); }

uint64_t bucket_total(const MapValue &v) {
  uint64_t total = 0;
  for (uint64_t b : v.buckets)
    total += b;
  return total;
}
int by_total(const MapEntry &a, const MapEntry &b) {
  return three_way(bucket_total(a.value), bucket_total(b.value));
}

// Plain maps: by key, then by value when the values are integers.
void sort_plain(Entries &e) {
  sort_entries(e, by_key);
  if (!e.empty() && is_integer(e.front()->value.scalar))
    sort_entries(e, by_scalar);
}
void sort_scalars(Entries &e) {
  sort_entries(e, by_key);
  sort_entries(e, by_scalar);
}
void sort_averages(Entries &e) {
  sort_entries(e, by_raw_key);
  sort_entries(e, by_average);
}
void sort_by_raw_key(Entries &e) { sort_entries(e, by_raw_key); }
void sort_histograms(Entries &e) {
  sort_entries(e, by_raw_key);
  sort_entries(e, by_total);
}

constexpr std::string_view kLine = "\n", kBlankLine = "\n\n";

Aggregation scalar(std::string_view name, uint32_t used_word, void (*combine)(const RawValue &, MapValue &),
                   Fold fold) {
  return {.name = name, .used_word = used_word, .combine = combine, .text = scalar_text, .json = scalar_json,
          .json_type = "map", .text_tail = kLine, .sort = sort_scalars, .fold = fold};
}

Aggregation averaged(std::string_view name, decltype(Aggregation::text) text, decltype(Aggregation::json) json,
                     bool keeps_top) {
  return {.name = name, .used_word = 8, .combine = add_sum_count, .text = text, .json = json,
          .json_type = "stats", .text_tail = kBlankLine, .sort = sort_averages, .keeps_top = keeps_top};
}

Aggregation histogram(std::string_view name, decltype(Aggregation::text) text, decltype(Aggregation::json) json) {
  return {.name = name, .bucketed = true, .combine = add_bucket, .text = text, .json = json,
          .json_type = "hist", .text_tail = kLine, .sort = sort_histograms};
}

const std::array<Aggregation, 10> &table() {
  static const std::array<Aggregation, 10> kTable = {
      Aggregation{.name = "", .combine = decode_plain, .text = scalar_text, .json = scalar_json,
                  .json_type = "map", .text_tail = kLine, .sort = sort_plain, .fold = Fold::Keep},
      scalar("count", 0, add_count, Fold::Add),
      scalar("sum", 8, add_sum, Fold::Add),
      scalar("min", 8, best_of<true>, Fold::Keep),
      scalar("max", 8, best_of<false>, Fold::Keep),
      averaged("avg", average_text, average_text, true),
      averaged("stats", stats_text, stats_json, false),
      histogram("hist", log2_text, log2_json),
      histogram("lhist", linear_text, linear_json),
      // Keys in the order of their bytes, as bpftrace v0.26 prints them;
      // print()'s top and divisor do not apply.
      Aggregation{.name = "tseries", .bucketed = true, .used_word = 16, .combine = add_tseries_slot,
                  .text = tseries_graph, .json = tseries_list, .json_type = "tseries", .text_tail = kLine,
                  .key_tail = ":\n", .sort = sort_by_raw_key, .keeps_top = false},
  };
  return kTable;
}

} // namespace

const Aggregation *find_aggregation(std::string_view name) {
  for (const Aggregation &a : table())
    if (a.name == name)
      return &a;
  return nullptr;
}

int64_t average_of(const MapValue &v) {
  auto count = static_cast<int64_t>(v.count);
  return count == 0 ? 0 : v.sum / count;
}

} // namespace kt::runtime
