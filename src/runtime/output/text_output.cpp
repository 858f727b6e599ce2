// TextOutput: bpftrace 0.17's text layout, byte for byte. Every rule here
// was checked against bpftrace 0.17 output (see text_output_test.cpp).
//
// Map layout: entries are joined with "\n" and followed by the
// aggregation's tail ("\n", or "\n\n" for avg and stats), so a scalar map
// ends without a blank line; a histogram entry ends with a newline of its
// own, so histogram maps get a blank line after each entry. An empty map
// prints its tail alone. Maps whose values are stacks are joined with ""
// (a stack ends with a newline).
//
// Non-result messages (attached probes, lost events, warnings) go to `err`,
// a deliberate difference from bpftrace, which prints them on stdout.
#include <memory>
#include <string>
#include <vector>

#include "runtime/builtins/aggregations.h"
#include "runtime/output/map_order.h"
#include "runtime/output/output.h"
#include "runtime/output/value_format.h"

namespace kt::runtime {

namespace {

std::string join(const std::vector<std::string> &parts, const std::string &sep) {
  std::string out;
  for (size_t i = 0; i < parts.size(); i++)
    out += (i > 0 ? sep : "") + parts[i];
  return out;
}

// "@name" or "@name[k1, k2]" followed by ": " (or the aggregation's
// other key_tail).
std::string entry_prefix(const MapData &map, const MapEntry &e) {
  std::string prefix = map.name;
  if (map.keyed)
    prefix += format_key_text(e.key);
  return prefix + std::string(map.aggregation->key_tail);
}

class TextOutput final : public Output {
public:
  TextOutput(std::ostream &out, std::ostream &err) : out_(out), err_(err) {}

  void printf(const std::string &text) override { result(text); }
  void report(const Report &r) override { result(r.text()); }
  void map(const MapData &map, size_t top, uint64_t div) override;
  void value(const Value &v) override { result(format_text(v) + "\n"); }
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
  const Aggregation &agg = *map.aggregation;
  std::vector<std::string> elems;
  std::string sep = "\n";
  for (const MapEntry *e : order_entries(map, top)) {
    if (e->value.scalar.kind == Value::Kind::Stack)
      sep = "";
    elems.push_back(entry_prefix(map, *e) + agg.text(map, e->value, div));
  }
  result(join(elems, sep) + std::string(agg.text_tail));
}

} // namespace

std::unique_ptr<Output> make_text_output(std::ostream &out, std::ostream &err) {
  return std::make_unique<TextOutput>(out, err);
}

} // namespace kt::runtime
