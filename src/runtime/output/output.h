// Output: how results reach the user. Results go to `out` (stdout or -o
// FILE); messages that are not results ("Attaching 3 probes...", lost
// events) go to `err`. TextOutput prints bpftrace's text layout, JsonOutput
// one JSON object per line (bpftrace's -f json objects), FoldedOutput stack
// maps and sessions' calls as folded stacks for flame graphs, SvgOutput
// stack maps as a flame graph, HtmlOutput every map in one report,
// TraceOutput sessions' calls as a timeline.
//
// An output knows values, maps and reports, not builtins: a builtin whose
// result has a form of its own hands a Report that renders itself; a
// map's aggregation says how its entries print (aggregations.h).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>

#include "runtime/output/flamegraph_svg.h"
#include "runtime/output/timeline.h"
#include "runtime/output/value_format.h"
#include "runtime/value.h"

namespace kt::runtime {

// A builtin's result in a form of its own (print(stack()) in a session,
// print(args()), time(), join(), the output of system(), ...), made by its
// family. The output asks for the form it writes while report() runs, so
// a report may refer to bytes that last no longer than that call.
class Report {
public:
  virtual ~Report() = default;
  // The "type" of the -f json object that carries it ("session", "join").
  virtual std::string_view json_type() const = 0;
  // The text layout, with its trailing newline if it has one.
  virtual std::string text() const = 0;
  // The "data" of the -f json object: one JSON value.
  virtual std::string json() const = 0;
  // Calls with their times, for the outputs that draw or fold them (-f
  // trace, -f folded); none for most reports.
  virtual std::optional<Timeline> timeline() const { return std::nullopt; }
};

// A report made of its forms: `text` in the text layout, `json` (a JSON
// value) as its "data", and its timeline if it has one.
class PreparedReport : public Report {
public:
  PreparedReport(std::string_view type, std::string text, std::string json,
                 std::optional<Timeline> timeline = std::nullopt)
      : type_(type), text_(std::move(text)), json_(std::move(json)), timeline_(std::move(timeline)) {}
  std::string_view json_type() const override { return type_; }
  std::string text() const override { return text_; }
  std::string json() const override { return json_; }
  std::optional<Timeline> timeline() const override { return timeline_; }

private:
  std::string type_, text_, json_;
  std::optional<Timeline> timeline_;
};

// A report that is text: `text` in the text layout, `data` as a JSON
// string.
class TextReport final : public PreparedReport {
public:
  TextReport(std::string_view type, std::string text, const std::string &data)
      : PreparedReport(type, std::move(text), "\"" + json_escape(data) + "\"") {}
};

// A report of a value its family decoded, formatted by the family's
// `text_of` (the text layout) and `json_of` (the JSON object's "data"),
// and drawn by `timeline_of` (if given) as a timeline.
template <typename T, std::string (*text_of)(const T &), std::string (*json_of)(const T &),
          std::optional<Timeline> (*timeline_of)(const T &) = nullptr>
class FormattedReport final : public Report {
public:
  FormattedReport(std::string_view type, T value) : type_(type), value_(std::move(value)) {}
  std::string_view json_type() const override { return type_; }
  std::string text() const override { return text_of(value_); }
  std::string json() const override { return json_of(value_); }
  std::optional<Timeline> timeline() const override {
    if constexpr (timeline_of != nullptr)
      return timeline_of(value_);
    return std::nullopt;
  }

private:
  std::string_view type_;
  T value_;
};

class Output {
public:
  virtual ~Output() = default;

  // printf() output, already formatted.
  virtual void printf(const std::string &text) = 0;
  // A builtin's report (see Report).
  virtual void report(const Report &r) = 0;
  // A map, at print(@m) or at exit. `top` > 0 keeps the `top` largest
  // entries; `div` divides every value (print(@m, top, div)).
  virtual void map(const MapData &map, size_t top = 0, uint64_t div = 1) = 0;
  // print(expr) of a non-map value.
  virtual void value(const Value &v) = 0;
  // Whether this output carries long values whole (JSON) rather than cut
  // to a column width (text: args_width).
  virtual bool whole_values() const { return false; }
  // Writes out what the results so far left buffered. The runtime calls it
  // after each batch of records (one poll of the ring buffer) and at exit:
  // one write(2) per batch, not one per printf() line.
  virtual void flush() = 0;
  // Before the maps printed at exit: bpftrace's two empty lines (none in
  // the folded format).
  virtual void exit_maps() = 0;
  // "Attaching N probes..." once every probe is attached.
  virtual void attached(size_t probes) = 0;
  // Records the BPF side could not queue because the ring buffer was full.
  virtual void lost(uint64_t records) = 0;
  // A message from kt itself (warnings during a run).
  virtual void message(const std::string &text) = 0;
};

std::unique_ptr<Output> make_text_output(std::ostream &out, std::ostream &err);
std::unique_ptr<Output> make_json_output(std::ostream &out, std::ostream &err);
// Stack maps and sessions' print(calls()) as folded stacks on `out`,
// everything else as text on `err` (folded_output.cpp).
std::unique_ptr<Output> make_folded_output(std::ostream &out, std::ostream &err);
// Stack maps as one interactive SVG flame graph on `out`, written when the
// output is destroyed, drawn as `style` says (an icicle graph, a
// differential one); everything else as text on `err` (svg_output.cpp).
std::unique_ptr<Output> make_svg_output(std::ostream &out, std::ostream &err, const FlameStyle &style = {});
// Every map printed during the run (its last printing) and at exit as one
// self-contained HTML report on `out`, written when the output is
// destroyed: histograms as bar charts, stack maps as flame graphs, other
// maps as tables (flame graphs drawn as `style` says); everything else as
// text on `err` (html_output.cpp).
std::unique_ptr<Output> make_html_output(std::ostream &out, std::ostream &err, const FlameStyle &style = {});
// Sessions' print(calls()) and print(stack()) as one timeline in the
// Chrome Trace Event format on `out`, complete when the output is
// destroyed; everything else as text on `err` (trace_output.cpp).
std::unique_ptr<Output> make_trace_output(std::ostream &out, std::ostream &err);

} // namespace kt::runtime
