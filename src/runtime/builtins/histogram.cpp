// Histogram rows. bpftrace 0.17 computes some bounds in `int` and overflows
// from 2^31 on (its log2 never produces higher buckets); kt computes every
// bound in 64 bits, so buckets up to [8E, 16E) label and bound correctly.
#include "runtime/builtins/histogram.h"

#include <algorithm>
#include <iomanip>
#include <sstream>
#include <utility>

#include "manifest/manifest.h"
#include "runtime/builtins/aggregations.h"
#include "runtime/output/value_format.h"

namespace kt::runtime {

namespace {

// [first, last] non-zero bucket indexes, or nothing when all are zero.
std::optional<std::pair<size_t, size_t>> nonzero_span(const std::vector<uint64_t> &buckets) {
  std::optional<std::pair<size_t, size_t>> span;
  for (size_t i = 0; i < buckets.size(); i++) {
    if (buckets[i] == 0)
      continue;
    if (!span)
      span.emplace(i, i);
    span->second = i;
  }
  return span;
}

// The label of the first value bucket `index` counts, as bpftrace labels
// it: up to 2^(bits+1) the number, above it the bucket's power and place.
std::string log2_start_label(size_t index, unsigned bits) {
  size_t j = index - 1;
  if (j <= (size_t{2} << bits))
    return std::to_string(log2_range(index, bits).low);
  auto power = static_cast<unsigned>((j >> bits) - 1);
  return log2_label(power, (uint64_t{1} << bits) + (j & ((size_t{1} << bits) - 1)));
}

HistRow log2_row(size_t index, unsigned bits, uint64_t count) {
  HistRow row;
  row.count = count;
  if (index == 0) {
    row.label = "(..., 0)";
    row.max = Value::make_signed(-1);
    return row;
  }
  Log2Range r = log2_range(index, bits);
  row.min = Value::make_unsigned(r.low);
  row.max = Value::make_unsigned(r.high);
  if (r.low == r.high)
    row.label = "[" + std::to_string(r.low) + "]";
  else
    row.label = "[" + log2_start_label(index, bits) + ", " + log2_start_label(index + 1, bits) + ")";
  return row;
}

HistRow linear_row(size_t index, size_t last, const LinearParams &p, uint64_t count) {
  HistRow row;
  row.count = count;
  if (index == 0) {
    row.label = "(..., " + linear_label(p.min) + ")";
    row.max = Value::make_signed(p.min - 1);
  } else if (index == last) {
    row.label = "[" + linear_label(p.max) + ", ...)";
    row.min = Value::make_signed(p.max);
  } else {
    int64_t low = static_cast<int64_t>(index - 1) * p.step + p.min;
    int64_t high = static_cast<int64_t>(index) * p.step + p.min;
    row.label = "[" + linear_label(low) + ", " + linear_label(high) + ")";
    row.min = Value::make_signed(low);
    row.max = Value::make_signed(high - 1);
  }
  return row;
}

} // namespace

std::string log2_label(unsigned power, uint64_t multiple) {
  static const char *const kSuffixes[] = {"", "K", "M", "G", "T", "P", "E"};
  if (power > 69)
    return "?";
  return std::to_string((uint64_t{1} << (power % 10)) * multiple) + kSuffixes[power / 10];
}

Log2Range log2_range(size_t index, unsigned bits) {
  size_t j = index - 1;
  uint64_t per_power = uint64_t{1} << bits;
  if (j < per_power)
    return {j, j};
  auto shift = static_cast<unsigned>((j >> bits) - 1);
  uint64_t low = (per_power + (j & (per_power - 1))) << shift;
  return {low, low + ((uint64_t{1} << shift) - 1)};
}

size_t log2_bucket_count(unsigned bits) { return manifest::log2_buckets(bits); }

std::string linear_label(int64_t n) {
  constexpr int64_t kKilo = 1024, kMega = 1024 * 1024;
  if (n == 0)
    return "0";
  if (n % kMega == 0)
    return std::to_string(n / kMega) + "M";
  if (n % kKilo == 0)
    return std::to_string(n / kKilo) + "K";
  return std::to_string(n);
}

std::string hist_bar(uint64_t count, uint64_t max_count) {
  if (max_count == 0)
    return "";
  // bpftrace: int bar_width = values.at(i)/(float)max_value*max_width;
  float ratio = static_cast<float>(count) / static_cast<float>(max_count);
  auto width = static_cast<int>(ratio * kHistBarWidth);
  return std::string(static_cast<size_t>(width), '@');
}

std::vector<HistRow> log2_rows(const std::vector<uint64_t> &buckets, unsigned bits) {
  std::vector<HistRow> rows;
  auto span = nonzero_span(buckets);
  if (!span || bits > 5)
    return rows;
  // The last bucket ends at 2^64 - 1, the last a u64 can fall in.
  for (size_t i = span->first; i <= span->second && i < log2_bucket_count(bits); i++)
    rows.push_back(log2_row(i, bits, buckets[i]));
  return rows;
}

std::vector<HistRow> linear_rows(const std::vector<uint64_t> &buckets, const LinearParams &params) {
  std::vector<HistRow> rows;
  auto span = nonzero_span(buckets);
  if (!span || params.step <= 0)
    return rows;
  // bpftrace: buckets = (max - min) / step, plus the < min and >= max ones.
  auto last = static_cast<size_t>((params.max - params.min) / params.step + 1);
  for (size_t i = span->first; i <= span->second && i <= last; i++)
    rows.push_back(linear_row(i, last, params, buckets[i]));
  return rows;
}

std::string histogram_text(const std::vector<HistRow> &rows, uint64_t div) {
  uint64_t max_count = 0;
  for (const HistRow &row : rows)
    max_count = std::max(max_count, row.count);
  std::ostringstream text;
  for (const HistRow &row : rows)
    text << std::setw(16) << std::left << row.label << std::setw(8) << std::right << row.count / div << " |"
         << std::setw(kHistBarWidth) << std::left << hist_bar(row.count, max_count) << "|\n";
  return text.str();
}

std::string histogram_json(const std::vector<HistRow> &rows, uint64_t div) {
  std::string out = "[";
  for (const HistRow &row : rows) {
    out += out.size() == 1 ? "{" : ", {";
    if (row.min)
      out += "\"min\": " + format_json(*row.min) + ", ";
    if (row.max)
      out += "\"max\": " + format_json(*row.max) + ", ";
    out += "\"count\": " + std::to_string(row.count / div) + "}";
  }
  return out + "]";
}

std::vector<HistRow> histogram_rows(const MapData &map, const MapValue &v) {
  std::string_view agg = map.aggregation ? map.aggregation->name : std::string_view{};
  if (agg == "hist")
    return log2_rows(v.buckets, manifest::log2_bits(map.params));
  if (agg == "lhist" && map.params.size() == 3)
    return linear_rows(v.buckets, {map.params[0], map.params[1], map.params[2]});
  return {};
}

} // namespace kt::runtime
