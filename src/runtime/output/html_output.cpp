// HtmlOutput (-f html): every map as one self-contained HTML report
// (html_report.h), written when kt ends, so that a map printed again
// (print(@) in an interval) shows as it was last printed. Maps appear in
// the order they were first printed. Each hist() and lhist() entry is a
// bar chart (histogram_svg.h) headed by the map's name and key, with the
// rows and labels of the text layout; a map that folds (folded.h: a stack
// in every key) is a flame graph (flamegraph_svg.h); avg and stats are a
// table of key, count, average and total; any other map a table of key and
// value in the text layout. Everything else (printf, reports, messages)
// is written in the text layout to `err`, so that `out` holds nothing but
// the document. Flame graphs are drawn as the FlameStyle says (icicle,
// differential: each against the whole baseline).
#include <map>
#include <memory>

#include "runtime/builtins/aggregations.h"
#include "runtime/builtins/histogram.h"
#include "runtime/output/flamegraph_svg.h"
#include "runtime/output/folded.h"
#include "runtime/output/histogram_svg.h"
#include "runtime/output/html_report.h"
#include "runtime/output/map_order.h"
#include "runtime/output/output.h"
#include "runtime/output/value_format.h"

namespace kt::runtime {

namespace {

struct Printed {
  MapData map;
  size_t top = 0;
  uint64_t div = 1;
};

std::string key_text(const MapData &map, const MapEntry &e) {
  return map.keyed ? format_key_text(e.key) : "";
}

std::string flame_section(const Printed &p, const FlameStyle &style) {
  std::vector<FlameSample> samples;
  for (FoldedEntry &e : fold_map(p.map, p.top)) {
    FlameSample s;
    s.path = std::move(e.path);
    s.count = e.weight() / p.div;
    samples.push_back(std::move(s));
  }
  std::string title = "Flame graph of " + p.map.name;
  return html_svg_frame(flamegraph_svg(samples, title, "samples", style), title);
}

std::string histogram_section(const Printed &p) {
  std::string out;
  // lhist ignores print()'s divisor, as in the text layout.
  uint64_t div = p.map.aggregation->name == "hist" ? p.div : 1;
  for (const MapEntry *e : order_entries(p.map, p.top))
    out += histogram_svg(histogram_rows(p.map, e->value), p.map.name + key_text(p.map, *e), div);
  if (out.empty())
    out = "<p class=\"empty\">No entries.</p>\n";
  return out;
}

std::string table_section(const Printed &p) {
  const Aggregation &agg = *p.map.aggregation;
  bool averaged = agg.name == "avg" || agg.name == "stats";
  std::vector<std::vector<std::string>> rows;
  for (const MapEntry *e : order_entries(p.map, p.top)) {
    std::string key = p.map.keyed ? key_text(p.map, *e) : p.map.name;
    if (averaged)
      rows.push_back({key, std::to_string(e->value.count),
                      std::to_string(average_of(e->value) / int64_t(p.div)),
                      std::to_string(e->value.sum / int64_t(p.div))});
    else
      rows.push_back({key, agg.text(p.map, e->value, p.div)});
  }
  if (averaged)
    return html_table({"key", "count", "average", "total"}, rows);
  return html_table({"key", "value"}, rows);
}

class HtmlOutput : public Output {
public:
  HtmlOutput(std::ostream &out, std::ostream &err, const FlameStyle &style)
      : out_(out), style_(style), text_(make_text_output(err, err)) {}
  ~HtmlOutput() override {
    std::vector<ReportSection> sections;
    for (const std::string &name : order_) {
      const Printed &p = maps_.at(name);
      std::string_view agg = p.map.aggregation->name;
      std::string body = agg == "hist" || agg == "lhist" ? histogram_section(p)
                         : foldable(p.map)               ? flame_section(p, style_)
                                                         : table_section(p);
      sections.push_back({name, std::move(body)});
    }
    out_ << html_report("kt report", sections);
    out_.flush();
  }

  void printf(const std::string &text) override { text_->printf(text); }
  void report(const Report &r) override { text_->report(r); }
  void value(const Value &v) override { text_->value(v); }
  void exit_maps() override {}
  void flush() override { text_->flush(); }
  void attached(size_t probes) override { text_->attached(probes); }
  void lost(uint64_t records) override { text_->lost(records); }
  void message(const std::string &text) override { text_->message(text); }

  void map(const MapData &map, size_t top, uint64_t div) override {
    if (!maps_.count(map.name))
      order_.push_back(map.name);
    maps_[map.name] = {map, top, div == 0 ? 1 : div};
  }

private:
  std::ostream &out_;
  FlameStyle style_;
  std::unique_ptr<Output> text_;
  std::vector<std::string> order_;
  std::map<std::string, Printed> maps_;
};

} // namespace

std::unique_ptr<Output> make_html_output(std::ostream &out, std::ostream &err, const FlameStyle &style) {
  return std::make_unique<HtmlOutput>(out, err, style);
}

} // namespace kt::runtime
