// Recorded ring-buffer records (tests/fixtures/records/, captured with
// KT_CAPTURE_RECORDS) and what the record tests need around them: the
// records of a fixture, a Record over one, and an Output that keeps what
// it is given as typed events instead of printing it.
#pragma once

#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "bpf/abi/records.h"
#include "bpf/abi/session.h"
#include "manifest/manifest.h"
#include "runtime/families.h"
#include "runtime/output/output.h"
#include "runtime/record_table.h"

namespace kt::runtime::test {

inline std::vector<uint8_t> read_bytes(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline std::string fixture_path(const std::string &name) {
  return std::string(KT_SOURCE_DIR) + "/tests/fixtures/records/" + name;
}

// The records of tests/fixtures/records/NAME.records, in arrival order.
// The recorded session's function table, from `--dry-run -v`
// ("entry:BIN:FUNC" or "allow:BIN:FUNC" per line, in table order). The
// functions return int errors. The binary is not read: frames stay
// unsymbolized.
inline manifest::Manifest session_manifest() {
  manifest::Manifest m;
  std::ifstream in(fixture_path("session.functions"));
  for (std::string line; std::getline(in, line);) {
    manifest::SessionFunction f;
    f.name = line.substr(line.rfind(':') + 1);
    f.entry = line.rfind("entry:", 0) == 0;
    f.binary = "/nonexistent/session_target";
    f.error_class = KT_ERR_INT32;
    m.session_functions.push_back(f);
  }
  return m;
}

inline std::vector<std::vector<uint8_t>> fixture_records(const std::string &name) {
  std::vector<uint8_t> bytes = read_bytes(fixture_path(name + ".records"));
  EXPECT_FALSE(bytes.empty()) << "missing fixture " << name;
  return split_captured_records(bytes);
}

inline Record record_of(const std::vector<uint8_t> &bytes) {
  kt_record_header h{};
  std::memcpy(&h, bytes.data(), std::min(bytes.size(), sizeof h));
  return Record{h.kind, h.id, bytes.data(), bytes.size()};
}

inline std::vector<uint32_t> kinds_of(const std::vector<std::vector<uint8_t>> &records) {
  std::vector<uint32_t> kinds;
  for (const auto &r : records)
    kinds.push_back(record_of(r).kind);
  return kinds;
}

// What an Output was given, in order.
struct OutputEvent {
  enum Kind { Printf, Report, Map, Value, Message } kind = Printf;
  std::string text;      // printf's text, a report's text(), a message
  std::string json_type; // a report's
  std::string json;      // a report's json()
  runtime::Value value;  // print(value)
  std::string map;       // a map's name
  uint64_t top = 0, div = 0;
};

class CaptureOutput final : public Output {
public:
  std::vector<OutputEvent> events;
  size_t attached_probes = 0;

  void printf(const std::string &text) override { add(OutputEvent::Printf).text = text; }
  void report(const runtime::Report &r) override {
    OutputEvent &e = add(OutputEvent::Report);
    e.text = r.text();
    e.json_type = r.json_type();
    e.json = r.json();
  }
  void map(const MapData &m, size_t top, uint64_t div) override {
    OutputEvent &e = add(OutputEvent::Map);
    e.map = m.name;
    e.top = top;
    e.div = div;
  }
  void value(const runtime::Value &v) override { add(OutputEvent::Value).value = v; }
  void flush() override {}
  void exit_maps() override {}
  void attached(size_t probes) override { attached_probes = probes; }
  void lost(uint64_t) override {}
  void message(const std::string &text) override { add(OutputEvent::Message).text = text; }

private:
  OutputEvent &add(OutputEvent::Kind kind) {
    events.emplace_back();
    events.back().kind = kind;
    return events.back();
  }
};

} // namespace kt::runtime::test
