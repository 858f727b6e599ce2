#include "runtime/metrics/prometheus_text.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cinttypes>
#include <cstdlib>
#include <cstdio>
#include <map>
#include <optional>
#include <set>
#include <string_view>

#include "manifest/manifest.h"
#include "runtime/builtins/aggregations.h"
#include "runtime/builtins/histogram.h"
#include "runtime/output/value_format.h"
#include "util/prometheus_names.h"

namespace kt::runtime {
namespace {

enum class Kind { Counter, Gauge, Summary, Histogram, None };

Kind kind_of(std::string_view agg) {
  if (agg == "count")
    return Kind::Counter;
  if (agg == "sum" || agg == "min" || agg == "max" || agg.empty())
    return Kind::Gauge;
  if (agg == "avg" || agg == "stats")
    return Kind::Summary;
  if (agg == "hist" || agg == "lhist")
    return Kind::Histogram;
  return Kind::None;
}

const char *type_name(Kind k) {
  switch (k) {
  case Kind::Counter: return "counter";
  case Kind::Gauge: return "gauge";
  case Kind::Summary: return "summary";
  case Kind::Histogram: return "histogram";
  case Kind::None: break;
  }
  return "untyped";
}

// A label value: backslash, double quote and newline escaped.
std::string label_value(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '\\' || c == '"')
      out += '\\', out += c;
    else if (c == '\n')
      out += "\\n";
    else
      out += c;
  }
  return out;
}

// HELP text: backslash and newline escaped; in OpenMetrics double quotes
// too (its ABNF's escaped-string, as label values).
std::string help_text(std::string_view s, bool om) {
  if (om)
    return label_value(s);
  std::string out;
  for (char c : s)
    out += c == '\\' ? "\\\\" : c == '\n' ? "\\n" : std::string(1, c);
  return out;
}

// What a text names as taken, whose lines it holds, and in which format.
struct Text {
  std::string out;
  std::set<std::string> taken; // families and counters' sample names
  bool om = false;

  // A `# kt:` comment, which OpenMetrics does not allow.
  void comment(const std::string &text) {
    if (!om)
      out += "# kt: " + text + "\n";
  }
};

// An integer bound as OpenMetrics' canonical number: Go's shortest %g
// (exponent form from 1e+06 up and below 1e-04), ".0" added to a number
// with neither a point nor an exponent: -1 -> "-1.0", 1048575 ->
// "1.048575e+06".
std::string canonical_number(const std::string &integer) {
  double v = std::stod(integer);
  char buf[64];
  auto sci = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);
  std::string text(buf, sci.ptr);
  int exp = std::stoi(text.substr(text.find('e') + 1));
  if (exp < -4 || exp >= 6)
    return text;
  auto fixed = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed);
  text.assign(buf, fixed.ptr);
  return text.find('.') == std::string::npos ? text + ".0" : text;
}

// A label name; one with no letter or digit is "_".
std::string label_name(std::string_view s) {
  std::string n = util::prometheus_label_name(s);
  return n.empty() ? "_" : n;
}

// The labels of one entry, `name="value",...`, in key order; stacks left out.
std::string labels_of(const MapEntry &e, const manifest::Map *m) {
  std::vector<std::pair<std::string, std::string>> labels;
  auto add = [&](const std::string &name, const Value &v) {
    std::string text = v.kind == Value::Kind::Buffer ? format_buffer(v.s) : format_text(v, 1, 0);
    labels.emplace_back(label_name(name), text);
  };
  for (size_t i = 0; i < e.key.size(); i++) {
    const Value &k = e.key[i];
    if (k.kind == Value::Kind::Stack)
      continue;
    std::string name = m && i < m->key_labels.size() ? m->key_labels[i]
                       : e.key.size() == 1          ? "key"
                                                    : "key" + std::to_string(i + 1);
    if (k.kind == Value::Kind::Record) {
      for (size_t f = 0; f < k.elems.size(); f++)
        add(f < k.names.size() ? k.names[f] : name + std::to_string(f + 1), k.elems[f]);
      continue;
    }
    add(name, k);
  }
  // Unique names: a record field that repeats another key's name gets _2.
  std::set<std::string> used;
  std::string out;
  for (auto &[name, value] : labels) {
    std::string unique = name;
    for (int n = 2; used.count(unique); n++)
      unique = name + "_" + std::to_string(n);
    used.insert(unique);
    out += (out.empty() ? "" : ",") + unique + "=\"" + label_value(value) + "\"";
  }
  return out;
}

// A scalar as a sample value, or nullopt for one that is no number.
std::optional<std::string> number(const Value &v) {
  switch (v.kind) {
  case Value::Kind::Signed: return std::to_string(v.i);
  case Value::Kind::Unsigned: return std::to_string(v.u);
  case Value::Kind::Bool: return std::string(v.b ? "1" : "0");
  default: return std::nullopt;
  }
}

// Entries whose labels are the same (they differ in stacks) combined.
struct Sample {
  std::string labels;
  MapValue value;
  bool numeric = true;
};

void combine(std::string_view agg, MapValue &into, const MapValue &v) {
  if (agg == "avg" || agg == "stats") {
    into.sum += v.sum, into.count += v.count;
  } else if (agg == "hist" || agg == "lhist") {
    if (into.buckets.size() < v.buckets.size())
      into.buckets.resize(v.buckets.size());
    for (size_t b = 0; b < v.buckets.size(); b++)
      into.buckets[b] += v.buckets[b];
  } else if (agg == "min" || agg == "max") {
    int64_t a = into.scalar.i, b = v.scalar.i;
    into.scalar.i = agg == "min" ? std::min(a, b) : std::max(a, b);
  } else if (into.scalar.kind == Value::Kind::Unsigned) {
    into.scalar.u += v.scalar.u;
  } else if (into.scalar.kind == Value::Kind::Signed) {
    into.scalar.i += v.scalar.i;
  }
}

std::vector<Sample> samples_of(const MetricsMap &mm) {
  std::string_view agg = mm.data.aggregation ? mm.data.aggregation->name : "";
  std::map<std::string, size_t> by_labels;
  std::vector<Sample> out;
  for (const MapEntry &e : mm.data.entries) {
    std::string labels = labels_of(e, mm.map);
    auto [it, fresh] = by_labels.try_emplace(labels, out.size());
    if (fresh)
      out.push_back({labels, e.value, true});
    else
      combine(agg, out[it->second].value, e.value);
  }
  std::sort(out.begin(), out.end(), [](const Sample &a, const Sample &b) { return a.labels < b.labels; });
  return out;
}

std::string braces(const std::string &labels, const std::string &extra = "") {
  std::string all = labels.empty() ? extra : extra.empty() ? labels : labels + "," + extra;
  return all.empty() ? "" : "{" + all + "}";
}

// The inclusive upper bound of bucket `b` as histogram.h counts them
// (integers: `le` is exact), or nullopt past the last bounded one (a
// linear histogram's values >= max: only +Inf holds them).
std::optional<std::string> upper_bound(std::string_view agg, const std::vector<int64_t> &params, size_t b) {
  if (agg == "hist") {
    // 0: < 0; then log2_range's (with 0 bits: 1: 0; 2: 1; k >= 3: [2^(k-2), 2^(k-1))).
    unsigned bits = manifest::log2_bits(params);
    if (b == 0)
      return "-1";
    if (bits > 5 || b >= log2_bucket_count(bits))
      return std::nullopt;
    return std::to_string(log2_range(b, bits).high);
  }
  if (params.size() != 3 || params[2] <= 0)
    return std::nullopt;
  int64_t min = params[0], max = params[1], step = params[2];
  auto last = static_cast<size_t>((max - min) / step + 1); // values >= max
  if (b >= last)
    return std::nullopt;
  return std::to_string(min + static_cast<int64_t>(b) * step - 1);
}

// Linear histograms have a fixed number of buckets (all are written, so
// every scrape has the same `le` set); log2 ones up to the highest in use.
size_t bucket_count(std::string_view agg, const std::vector<int64_t> &params, const MapValue &v) {
  if (agg == "lhist" && params.size() == 3 && params[2] > 0 && params[1] > params[0])
    return static_cast<size_t>((params[1] - params[0]) / params[2] + 2);
  size_t n = v.buckets.size();
  while (n > 0 && v.buckets[n - 1] == 0)
    n--;
  return n;
}

void write_histogram(Text &t, const std::string &name, const MetricsMap &mm, const Sample &s) {
  std::string &out = t.out;
  std::string_view agg = mm.data.aggregation->name;
  const std::vector<int64_t> &params = mm.data.params;
  uint64_t cumulative = 0, total = 0;
  for (uint64_t b : s.value.buckets)
    total += b;
  size_t n = bucket_count(agg, params, s.value);
  for (size_t b = 0; b < n; b++) {
    cumulative += b < s.value.buckets.size() ? s.value.buckets[b] : 0;
    std::optional<std::string> le = upper_bound(agg, params, b);
    if (!le)
      break;
    out += name + "_bucket" + braces(s.labels, "le=\"" + (t.om ? canonical_number(*le) : *le) + "\"") + " " +
           std::to_string(cumulative) + "\n";
  }
  out += name + "_bucket" + braces(s.labels, "le=\"+Inf\"") + " " + std::to_string(total) + "\n";
  if (!t.om) // OpenMetrics: a _count only with a _sum
    out += name + "_count" + braces(s.labels) + " " + std::to_string(total) + "\n";
}

// The family's metadata. `sample` is the name of a counter's or a gauge's
// samples; a counter's family is named as its samples in the text format
// 0.0.4 and without their _total in OpenMetrics.
void write_family(Text &t, const std::string &sample, Kind kind, const std::string &help) {
  std::string family = t.om && kind == Kind::Counter ? sample.substr(0, sample.size() - 6) : sample;
  t.taken.insert(family);
  t.taken.insert(sample);
  std::string type = "# TYPE " + family + " " + type_name(kind) + "\n";
  std::string help_line = "# HELP " + family + " " + help_text(help, t.om) + "\n";
  t.out += t.om ? type + help_line : help_line + type;
}

void write_map(Text &t, const MetricsMap &mm) {
  std::string_view agg = mm.data.aggregation ? mm.data.aggregation->name : "";
  Kind kind = kind_of(agg);
  std::string name = metric_name(mm.data.name);
  if (kind == Kind::None) {
    t.comment(mm.data.name + " (" + std::string(agg) + ") is not exported");
    return;
  }
  std::vector<Sample> samples = samples_of(mm);
  std::vector<std::string> values;
  if (kind == Kind::Gauge || kind == Kind::Counter)
    for (const Sample &s : samples) {
      std::optional<std::string> v = number(s.value.scalar);
      if (!v && s.value.scalar.kind != Value::Kind::None) {
        t.comment(mm.data.name + " is not exported: its values are not numbers");
        return;
      }
      values.push_back(v.value_or("0"));
    }
  std::string family = kind == Kind::Counter ? name + "_total" : name;
  if (t.taken.count(family) || t.taken.count(name)) {
    t.comment(mm.data.name + " is not exported: its name " + family + " is taken");
    return;
  }
  std::string help = mm.map && !mm.map->help.empty() ? mm.map->help : "kt map " + mm.data.name;
  write_family(t, family, kind, help);
  std::string &out = t.out;
  for (size_t i = 0; i < samples.size(); i++) {
    const Sample &s = samples[i];
    switch (kind) {
    case Kind::Counter:
    case Kind::Gauge: out += family + braces(s.labels) + " " + values[i] + "\n"; break;
    case Kind::Summary:
      out += name + "_sum" + braces(s.labels) + " " + std::to_string(s.value.sum) + "\n";
      out += name + "_count" + braces(s.labels) + " " + std::to_string(s.value.count) + "\n";
      break;
    case Kind::Histogram: write_histogram(t, name, mm, s); break;
    case Kind::None: break;
    }
  }
}

} // namespace

std::string metric_name(const std::string &name) {
  std::string bare = name.rfind('@', 0) == 0 ? name.substr(1) : name;
  if (bare.empty())
    return "kt_map";
  std::string out = "kt_";
  for (char c : bare)
    out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return out;
}

const char *content_type(Exposition e) {
  return e == Exposition::OpenMetrics ? kOpenMetricsContentType : kPrometheusContentType;
}

Exposition negotiate_exposition(std::string_view accept) {
  // Accept: a comma-separated list of media ranges, each with parameters
  // after ';' (RFC 9110 12.5.1), q the client's preference (1 unless given).
  auto trim = [](std::string_view v) {
    size_t b = v.find_first_not_of(" \t"), e = v.find_last_not_of(" \t");
    return b == std::string_view::npos ? std::string_view() : v.substr(b, e - b + 1);
  };
  auto lower = [](std::string_view v) {
    std::string out(v);
    for (char &c : out)
      c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
  };
  // The first of the ranges kt can serve with the highest q wins.
  double best = 0;
  Exposition chosen = Exposition::Prometheus;
  while (!accept.empty()) {
    size_t comma = accept.find(',');
    std::string_view range = accept.substr(0, comma);
    accept = comma == std::string_view::npos ? std::string_view() : accept.substr(comma + 1);
    size_t semi = range.find(';');
    std::string type = lower(trim(range.substr(0, semi)));
    double q = 1;
    std::string version;
    for (std::string_view params = semi == std::string_view::npos ? "" : range.substr(semi + 1); !params.empty();) {
      size_t next = params.find(';');
      std::string_view param = trim(params.substr(0, next));
      params = next == std::string_view::npos ? std::string_view() : params.substr(next + 1);
      size_t eq = param.find('=');
      std::string key = lower(trim(param.substr(0, eq)));
      std::string value = eq == std::string_view::npos ? "" : std::string(trim(param.substr(eq + 1)));
      if (key == "q")
        q = std::strtod(value.c_str(), nullptr);
      else if (key == "version")
        version = value;
    }
    bool om = type == "application/openmetrics-text" && (version.empty() || version == "1.0.0");
    bool text = type == "text/plain" || type == "text/*" || type == "*/*";
    if ((om || text) && q > best) {
      best = q;
      chosen = om ? Exposition::OpenMetrics : Exposition::Prometheus;
    }
  }
  return chosen;
}

std::string prometheus_text(const std::vector<MetricsMap> &maps, const MetricsHealth &health, Exposition format) {
  Text t;
  t.om = format == Exposition::OpenMetrics;
  auto self = [&](const char *name, Kind kind, const char *help, const std::string &value) {
    write_family(t, name, kind, help);
    t.out += std::string(name) + " " + value + "\n";
  };
  self("kt_self_lost_records_total", Kind::Counter,
       "Records kt's programs could not queue because the ring buffer was full.",
       std::to_string(health.lost_records));
  self("kt_self_dropped_map_updates_total", Kind::Counter, "Map updates dropped because a map was full.",
       std::to_string(health.dropped_map_updates));
  self("kt_self_probes_attached", Kind::Gauge, "Probes kt attached.", std::to_string(health.probes_attached));
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.3f", health.run_seconds);
  self("kt_self_run_seconds", Kind::Gauge, "Seconds since kt attached its probes.", seconds);
  std::vector<const MetricsMap *> order;
  for (const MetricsMap &m : maps)
    order.push_back(&m);
  std::sort(order.begin(), order.end(), [](auto *a, auto *b) { return a->data.name < b->data.name; });
  for (const MetricsMap *m : order)
    write_map(t, *m);
  if (t.om)
    t.out += "# EOF\n";
  return t.out;
}

} // namespace kt::runtime
