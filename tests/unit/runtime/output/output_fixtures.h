// Builders for output tests: Values, map entries and maps in one line each,
// and the text an Output writes to its two streams.
#pragma once

#include <functional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "runtime/builtins/aggregations.h"
#include "runtime/builtins/histogram.h"
#include "runtime/output/output.h"
#include "runtime/builtins/output.h"
#include "runtime/value.h"

namespace kt::runtime::test {

inline Value I(int64_t v) { return Value::make_signed(v); }
inline Value U(uint64_t v) { return Value::make_unsigned(v); }
inline Value S(std::string v) { return Value::make_string(std::move(v)); }
inline Value B(std::string v) { return Value::make_buffer(std::move(v)); }
inline Value T(std::vector<Value> v) { return Value::make_tuple(std::move(v)); }
// A stack from frames written "name+offset" (or just "name").
inline Value K(std::vector<std::string> frames) {
  std::vector<Frame> fs;
  for (const std::string &t : frames) {
    Frame f;
    size_t plus = t.rfind('+');
    if (plus != std::string::npos && plus + 1 < t.size() &&
        t.find_first_not_of("0123456789", plus + 1) == std::string::npos) {
      f.name = t.substr(0, plus);
      f.offset = std::stoull(t.substr(plus + 1));
    } else {
      f.name = t;
    }
    fs.push_back(std::move(f));
  }
  return Value::make_stack(std::move(fs));
}

inline MapEntry scalar(std::vector<Value> key, Value v) {
  MapEntry e;
  e.key = std::move(key);
  e.value.scalar = std::move(v);
  return e;
}

inline MapEntry stats(std::vector<Value> key, uint64_t count, int64_t sum) {
  MapEntry e;
  e.key = std::move(key);
  e.value.count = count;
  e.value.sum = sum;
  return e;
}

// A log2 histogram (66 buckets) with `counts` as {bucket index, count}.
inline std::vector<uint64_t> log2_buckets(std::vector<std::pair<size_t, uint64_t>> counts) {
  std::vector<uint64_t> b(66, 0);
  for (auto [i, c] : counts)
    b.at(i) = c;
  return b;
}

// Linear buckets for lhist(min, max, step): (max - min) / step + 2 of them.
inline std::vector<uint64_t> linear_buckets(const LinearParams &p,
                                            std::vector<std::pair<size_t, uint64_t>> counts) {
  std::vector<uint64_t> b(static_cast<size_t>((p.max - p.min) / p.step + 2), 0);
  for (auto [i, c] : counts)
    b.at(i) = c;
  return b;
}

inline MapEntry hist(std::vector<Value> key, std::vector<uint64_t> buckets) {
  MapEntry e;
  e.key = std::move(key);
  e.value.buckets = std::move(buckets);
  return e;
}

// A map of aggregation `aggregation` ("" for a plain map).
inline MapData make_map(std::string name, std::string_view aggregation, bool keyed, std::vector<MapEntry> entries) {
  MapData m;
  m.name = std::move(name);
  m.aggregation = find_aggregation(aggregation);
  m.keyed = keyed;
  m.entries = std::move(entries);
  return m;
}

inline MapData make_lhist(std::string name, LinearParams p, bool keyed, std::vector<MapEntry> entries) {
  MapData m = make_map(std::move(name), "lhist", keyed, std::move(entries));
  m.params = {p.min, p.max, p.step};
  return m;
}

struct Streams {
  std::string out, err;
};

enum class Format { Text, Json, Folded, Svg, Html, Trace };

// Runs `body` against a fresh Output of `format` and returns what it wrote;
// the SVG and HTML outputs draw flame graphs as `style` says.
inline Streams capture(Format format, const std::function<void(Output &)> &body, const FlameStyle &style = {}) {
  std::ostringstream out, err;
  auto output = format == Format::Text     ? make_text_output(out, err)
                : format == Format::Json   ? make_json_output(out, err)
                : format == Format::Folded ? make_folded_output(out, err)
                : format == Format::Trace  ? make_trace_output(out, err)
                : format == Format::Html   ? make_html_output(out, err, style)
                                           : make_svg_output(out, err, style);
  body(*output);
  output.reset(); // the SVG, HTML and trace outputs end their documents as they end
  return {out.str(), err.str()};
}

inline std::string text_of(const MapData &m, size_t top = 0, uint64_t div = 1) {
  return capture(Format::Text, [&](Output &o) { o.map(m, top, div); }).out;
}

inline std::string json_of(const MapData &m, size_t top = 0, uint64_t div = 1) {
  return capture(Format::Json, [&](Output &o) { o.map(m, top, div); }).out;
}

} // namespace kt::runtime::test
