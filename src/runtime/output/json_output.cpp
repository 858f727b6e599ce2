// JsonOutput: bpftrace 0.17's -f json objects, one per line, with its exact
// spacing (a space after ':' and ',' in objects, none inside tuple arrays).
// Every shape here was checked against bpftrace 0.17 (json_output_test.cpp):
//
//   {"type": "printf", "data": "text\n"}          printf()
//   {"type": "value", "data": 5}                  print(expr)
//   {"type": TYPE, "data": DATA}                  a builtin's report: its
//                                                 json_type() and json()
//                                                 (time, join, syscall, cat,
//                                                 session, args, ...)
//   {"type": "map", "data": {"@a": 1}}            plain and scalar maps
//   {"type": "map", "data": {"@b": {"1,x": 2}}}   keys joined with "," as text
//   {"type": "hist", "data": {"@h": [{"min": 2, "max": 3, "count": 1}]}}
//   {"type": "stats", "data": {"@s": {"count": 1, "average": 3, "total": 3}}}
//   {"type": "stats", "data": {"@v": 4}}          avg
//   {"type": "attached_probes", "data": {"probes": 1}}
//   {"type": "lost_events", "data": {"events": 3}}
//
// A map's type and values are its aggregation's (aggregations.h); a
// report's shape is documented with its family. An empty map prints nothing. attached_probes and lost_events go to `err`
// (kt's rule: only results on `out`); kt's own messages go to `err` as plain
// text, as bpftrace's warnings do in JSON mode.
#include <memory>
#include <string>

#include "runtime/builtins/aggregations.h"
#include "runtime/output/map_order.h"
#include "runtime/output/output.h"
#include "runtime/output/value_format.h"

namespace kt::runtime {

namespace {

std::string envelope(std::string_view type, const std::string &data) {
  return "{\"type\": \"" + std::string(type) + "\", \"data\": " + data + "}\n";
}

std::string string_data(const std::string &text) { return "\"" + json_escape(text) + "\""; }

// The entries joined with ", ", each `"key": value` in a keyed map.
std::string entries_json(const MapData &map, size_t top, uint64_t div) {
  std::string out;
  for (const MapEntry *e : order_entries(map, top)) {
    if (!out.empty())
      out += ", ";
    if (map.keyed && !e->key.empty())
      out += format_key_json(e->key) + ": ";
    out += map.aggregation->json(map, e->value, div);
  }
  return map.keyed ? "{" + out + "}" : out;
}

class JsonOutput final : public Output {
public:
  bool whole_values() const override { return true; }
  JsonOutput(std::ostream &out, std::ostream &err) : out_(out), err_(err) {}

  void printf(const std::string &text) override { result(envelope("printf", string_data(text))); }
  void report(const Report &r) override { result(envelope(r.json_type(), r.json())); }
  void map(const MapData &map, size_t top, uint64_t div) override {
    if (map.entries.empty())
      return;
    std::string body = entries_json(map, top, div == 0 ? 1 : div);
    result(envelope(map.aggregation->json_type, "{" + string_data(map.name) + ": " + body + "}"));
  }
  void value(const Value &v) override { result(envelope("value", format_json(v))); }
  void exit_maps() override { result("\n\n"); } // as bpftrace -f json does
  void flush() override { out_.flush(); }
  void attached(size_t probes) override {
    notice(envelope("attached_probes", "{\"probes\": " + std::to_string(probes) + "}"));
  }
  void lost(uint64_t records) override {
    notice(envelope("lost_events", "{\"events\": " + std::to_string(records) + "}"));
  }
  void message(const std::string &text) override {
    notice(!text.empty() && text.back() == '\n' ? text : text + "\n");
  }

private:
  void result(const std::string &line) { out_ << line; } // flushed by the batch
  void notice(const std::string &line) { err_ << line << std::flush; }

  std::ostream &out_;
  std::ostream &err_;
};

} // namespace

std::unique_ptr<Output> make_json_output(std::ostream &out, std::ostream &err) {
  return std::make_unique<JsonOutput>(out, err);
}

} // namespace kt::runtime
