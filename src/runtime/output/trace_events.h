// Timelines (timeline.h) in the Chrome Trace Event format, the JSON that
// Perfetto's UI, chrome://tracing and speedscope open: the object form,
// one event a line,
//
//   {"displayTimeUnit":"ns","otherData":{"clock":"CLOCK_MONOTONIC"},"traceEvents":[
//   {"name":"process_name","ph":"M","ts":0,"pid":812,"tid":812,"args":{"name":"session_target"}},
//   {"name":"thread_name","ph":"M","ts":0,"pid":812,"tid":812,"args":{"name":"session_target"}},
//   {"name":"api_request","cat":"error","cname":"terrible","ph":"X","ts":5838174.012,"dur":56.250,
//    "pid":812,"tid":812,"args":{"result":"-ENOENT"}},
//   ...
//   ]}
//
// A track per thread (pid and tid, named by the thread's comm); each call a
// complete event ("X") with ts and dur in microseconds (to the
// nanosecond) on the BPF clock, its args the slice's; a failed call has
// the category "error" and the colour "terrible" (red in chrome://tracing),
// every other "call". Events are written a thread's session at a time,
// once the thread's next timeline starts after it ended, or at finish().
#pragma once

#include <cstdint>
#include <map>
#include <ostream>
#include <set>
#include <vector>

#include "runtime/output/timeline.h"

namespace kt::runtime {

class TraceEventWriter {
public:
  explicit TraceEventWriter(std::ostream &out) : out_(out) {}
  // Holds `t` with the thread's other timelines of the same session (those
  // whose times overlap it), writing the ones before. A Chain's slices
  // join the Calls slices they enclose (same depth and name; their args
  // added); the others are slices of their own. A timeline the same as
  // one held (print(calls()) twice) is left out.
  void add(Timeline t);
  // Writes what is held and ends the document: valid JSON even when
  // nothing was added.
  void finish();

private:
  struct Session {
    uint64_t end_ns = 0;
    std::vector<Timeline> timelines;
  };
  void write_session(const Session &s);
  void write_event(const std::string &event);
  void name_thread(const Timeline &t);

  std::ostream &out_;
  bool started_ = false, finished_ = false, first_event_ = true;
  std::map<uint64_t, Session> held_; // by pid << 32 | tid
  std::set<uint32_t> named_processes_;
  std::set<uint64_t> named_threads_;
};

// ns as microseconds with three decimals ("5838174.012"): the Trace Event
// format's unit, to the nanosecond.
std::string trace_microseconds(uint64_t ns);

} // namespace kt::runtime
