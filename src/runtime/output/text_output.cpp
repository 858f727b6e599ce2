// TextOutput: bpftrace 0.17's text layout, byte for byte. Every rule here
// was checked against bpftrace 0.17 output (see text_output_test.cpp).
//
// Map layout: entries are joined with "\n" and followed by one "\n", so a
// scalar map ends without a blank line; a histogram entry ends with a newline
// of its own, so hist maps get a blank line after each entry; avg and stats
// maps end with an extra "\n". An empty map prints a bare "\n" ("\n\n" for
// avg/stats). Maps whose values are stacks are joined with "" (a stack ends
// with a newline).
//
// Non-result messages (attached probes, lost events, warnings) go to `err`,
// a deliberate difference from bpftrace, which prints them on stdout.
#include <algorithm>
#include <iomanip>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "runtime/output/histogram.h"
#include "runtime/output/map_order.h"
#include "runtime/output/output.h"
#include "runtime/output/session_format.h"
#include "runtime/output/value_format.h"

namespace kt::runtime {

namespace {

std::string join(const std::vector<std::string> &parts, const std::string &sep) {
  std::string out;
  for (size_t i = 0; i < parts.size(); i++)
    out += (i > 0 ? sep : "") + parts[i];
  return out;
}

// "@name" or "@name[k1, k2]" followed by ": ".
std::string entry_prefix(const MapData &map, const MapEntry &e) {
  std::string prefix = map.name;
  if (map.keyed)
    prefix += format_key_text(e.key);
  return prefix + ": ";
}

// One histogram line: label left in 16 columns, count right in 8, the bar
// padded to 52 between '|'. The bar uses the undivided count.
std::string hist_line(const HistRow &row, uint64_t max_count, uint64_t div) {
  std::ostringstream line;
  line << std::setw(16) << std::left << row.label << std::setw(8) << std::right << row.count / div << " |"
       << std::setw(kHistBarWidth) << std::left << hist_bar(row.count, max_count) << "|\n";
  return line.str();
}

// The buckets of one entry. lhist ignores `div`, as bpftrace 0.17 does.
std::string hist_text(const MapData &map, const MapValue &v, uint64_t div) {
  bool linear = map.kind == MapKind::Lhist;
  std::vector<HistRow> rows = linear ? linear_rows(v.buckets, map.lhist) : log2_rows(v.buckets);
  uint64_t max_count = 0;
  for (const HistRow &row : rows)
    max_count = std::max(max_count, row.count);
  std::string text;
  for (const HistRow &row : rows)
    text += hist_line(row, max_count, linear ? 1 : div);
  return text;
}

// avg: the average divided by `div`; stats: "count N, average A, total T"
// (print() ignores top and div on stats maps).
std::string stats_text(const MapData &map, const MapValue &v, uint64_t div) {
  int64_t average = average_of(v);
  if (map.kind == MapKind::Avg)
    return std::to_string(average / static_cast<int64_t>(div));
  return "count " + std::to_string(static_cast<int64_t>(v.count)) + ", average " + std::to_string(average) +
         ", total " + std::to_string(v.sum);
}

class TextOutput final : public Output {
public:
  TextOutput(std::ostream &out, std::ostream &err) : out_(out), err_(err) {}

  void printf(const std::string &text) override { result(text); }
  void time(const std::string &text) override { result(text); }
  void joined(const std::string &text) override { result(text + "\n"); }
  void command_output(const std::string &text) override { result(text); }
  void file_contents(const std::string &text) override { result(text); }
  void map(const MapData &map, size_t top, uint64_t div) override;
  void value(const Value &v) override { result(format_text(v) + "\n"); }
  void session_stack(const SessionStack &s) override { result(format_session_text(s)); }
  void session_calls(const SessionCalls &c) override { result(format_calls_text(c)); }
  void args(const FormattedArgs &a) override { result(args_text(a) + "\n"); }
  void branches(const Branches &b) override { result(format_branches_text(b)); }
  void exit_maps() override { result("\n\n"); }
  void flush() override { out_.flush(); }
  void attached(size_t probes) override {
    notice("Attaching " + std::to_string(probes) + (probes == 1 ? " probe...\n" : " probes...\n"));
  }
  void lost(uint64_t records) override { notice("Lost " + std::to_string(records) + " events\n"); }
  void message(const std::string &text) override {
    notice(!text.empty() && text.back() == '\n' ? text : text + "\n");
  }

private:
  // Results are flushed by the batch (flush()), so `kt ... | grep` sees
  // each line as soon as the records that made it are read.
  void result(const std::string &text) { out_ << text; }
  void notice(const std::string &text) { err_ << text << std::flush; }

  std::ostream &out_;
  std::ostream &err_;
};

void TextOutput::map(const MapData &map, size_t top, uint64_t div) {
  if (div == 0)
    div = 1;
  std::vector<std::string> elems;
  std::string sep = "\n", tail = "\n";
  for (const MapEntry *e : order_entries(map, top)) {
    switch (map.kind) {
    case MapKind::Hist:
    case MapKind::Lhist: elems.push_back(entry_prefix(map, *e) + "\n" + hist_text(map, e->value, div)); break;
    case MapKind::Avg:
    case MapKind::Stats: elems.push_back(entry_prefix(map, *e) + stats_text(map, e->value, div)); break;
    default:
      if (e->value.scalar.kind == Value::Kind::Stack)
        sep = "";
      elems.push_back(entry_prefix(map, *e) + format_text(e->value.scalar, div));
    }
  }
  if (map.kind == MapKind::Avg || map.kind == MapKind::Stats)
    tail = "\n\n";
  result(join(elems, sep) + tail);
}

} // namespace

std::unique_ptr<Output> make_text_output(std::ostream &out, std::ostream &err) {
  return std::make_unique<TextOutput>(out, err);
}

} // namespace kt::runtime
