// A thread's calls with their times: what a report hands the outputs that
// draw or fold call trees (print(calls()) and print(stack()) in a session;
// -f trace writes them as a timeline, -f folded as folded stacks). The
// output layer knows slices, not sessions: the family makes them.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace kt::runtime {

struct TimelineSlice {
  std::string name;         // the function
  uint64_t start_ns = 0;    // when it was called, on the BPF clock (CLOCK_MONOTONIC)
  uint64_t duration_ns = 0; // until it returned
  uint32_t depth = 0;       // 0: the outermost call
  bool failed = false;      // it returned an error
  bool returned = true;     // false: its return was not recorded; it ends at the last event recorded
  // What the outputs show of it besides its name and time, in order:
  // name and a JSON value ("result": "\"-ENOENT\"").
  std::vector<std::pair<std::string, std::string>> args;
};

struct Timeline {
  // Calls: every recorded call (print(calls())), parents before their
  // children. Chain: a chain of calls each inside the one before
  // (print(stack())'s deepest failing chain), whose slices add their args
  // to the Calls slices of the same thread they enclose.
  enum class Kind : uint8_t { Calls, Chain };
  Kind kind = Kind::Calls;
  uint32_t pid = 0, tid = 0;
  std::string comm;
  std::vector<TimelineSlice> slices;
};

} // namespace kt::runtime
