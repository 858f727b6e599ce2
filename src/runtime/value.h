// Decoded values: what the runtime makes of the bytes in ring-buffer records
// and maps, ready to print. Symbols, addresses, timestamps and probe names
// are resolved to text before they become Values.
#pragma once

#include <compare>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace kt::runtime {

// One frame of a stack: a code address, what it is in and where in the
// source. An address inside inlined code gives several frames: the inlined
// calls (innermost first, `inlined` set), then the function they are in.
struct Frame {
  uint64_t addr = 0;
  std::string name;    // the function, "" when unknown
  uint64_t offset = 0; // from the function's start (a real frame)
  std::string file;    // the source file, "" when unknown
  uint32_t line = 0;
  bool inlined = false;
  std::string object; // user frames: the file mapped at addr

  auto operator<=>(const Frame &) const = default;
  bool operator==(const Frame &) const = default;
};

// How a stack prints: bpftrace's `name+off (file:line)` per frame, perf's
// `\taddr name+off (object)`, or raw addresses.
enum class StackStyle : uint8_t { Bpftrace, Perf, Raw, BuildId };

struct Value {
  enum class Kind : uint8_t {
    None,     // no value (a map with no key)
    Signed,   // i
    Unsigned, // u
    Bool,     // b
    String,   // s: text (str(), comm, ksym(), ntop(), strftime(), probe, ...)
    Buffer,   // s: raw bytes (buf()); text output escapes them as \xNN
    Tuple,    // elems
    Stack,    // frames, innermost first
    Array,    // elems: a C array's elements
    Record,   // elems: a C struct's fields, named by names
  };

  Kind kind = Kind::None;
  int64_t i = 0;
  uint64_t u = 0;
  bool b = false;
  std::string s;
  std::vector<Value> elems;
  std::vector<std::string> names; // Record: the fields' names
  std::vector<Frame> frames;
  StackStyle style = StackStyle::Bpftrace;
  bool user_stack = false; // frames of user space (perf style names their object)
  bool hex = false;        // Unsigned: a pointer, printed in hex in text (JSON: the number)

  static Value make_signed(int64_t v) { Value x; x.kind = Kind::Signed; x.i = v; return x; }
  static Value make_unsigned(uint64_t v) { Value x; x.kind = Kind::Unsigned; x.u = v; return x; }
  static Value make_bool(bool v) { Value x; x.kind = Kind::Bool; x.b = v; return x; }
  static Value make_string(std::string v) { Value x; x.kind = Kind::String; x.s = std::move(v); return x; }
  static Value make_buffer(std::string v) { Value x; x.kind = Kind::Buffer; x.s = std::move(v); return x; }
  static Value make_tuple(std::vector<Value> v) { Value x; x.kind = Kind::Tuple; x.elems = std::move(v); return x; }
  static Value make_array(std::vector<Value> v) { Value x; x.kind = Kind::Array; x.elems = std::move(v); return x; }
  static Value make_record(std::vector<std::string> names, std::vector<Value> v) {
    Value x;
    x.kind = Kind::Record;
    x.names = std::move(names);
    x.elems = std::move(v);
    return x;
  }
  static Value make_stack(std::vector<Frame> f, StackStyle style = StackStyle::Bpftrace) {
    Value x;
    x.kind = Kind::Stack;
    x.frames = std::move(f);
    x.style = style;
    return x;
  }

  friend bool operator==(const Value &, const Value &) = default;
};

struct Aggregation; // aggregations.h

// One map value. Which fields are used depends on the map's aggregation
// (aggregations.h):
//   plain, count, sum, min, max  scalar
//   avg, stats                   count, sum (avg = sum / count, integer division)
//   histograms                   buckets (builtins/histogram.h says what each counts)
struct MapValue {
  Value scalar;
  uint64_t count = 0;
  int64_t sum = 0;
  std::vector<uint64_t> buckets;
  std::map<uint64_t, uint64_t> series; // tseries: interval number -> value (s64 or u64 bits)
};

struct MapEntry {
  std::vector<Value> key; // empty for a map without keys
  MapValue value;
};

struct MapData {
  std::string name; // as written: "@bytes", "@" for the anonymous map
  // How its values were made, read and printed; never null in a MapData
  // the map reader made.
  const Aggregation *aggregation = nullptr;
  std::vector<int64_t> params; // the aggregation's constant arguments (manifest::Map::params)
  bool keyed = false; // written with [keys]; a keyed map with one entry still prints its key
  bool value_signed = false; // an aggregation's values are signed (tseries: s64, else u64)
  std::vector<MapEntry> entries;
};

} // namespace kt::runtime
