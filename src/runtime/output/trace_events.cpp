#include "runtime/output/trace_events.h"

#include <algorithm>

#include "runtime/output/value_format.h"

namespace kt::runtime {

namespace {

uint64_t thread_key(const Timeline &t) { return static_cast<uint64_t>(t.pid) << 32 | t.tid; }

uint64_t end_of(const TimelineSlice &s) { return s.start_ns + s.duration_ns; }

// The times a timeline spans: its first call to its last return.
std::pair<uint64_t, uint64_t> span(const Timeline &t) {
  uint64_t start = UINT64_MAX, end = 0;
  for (const TimelineSlice &s : t.slices) {
    start = std::min(start, s.start_ns);
    end = std::max(end, end_of(s));
  }
  return {start, end};
}

bool same_slices(const Timeline &a, const Timeline &b) {
  if (a.kind != b.kind || a.slices.size() != b.slices.size())
    return false;
  for (size_t i = 0; i < a.slices.size(); i++)
    if (a.slices[i].name != b.slices[i].name || a.slices[i].start_ns != b.slices[i].start_ns ||
        a.slices[i].duration_ns != b.slices[i].duration_ns)
      return false;
  return true;
}

// The Calls slice a Chain slice `c` stands for: the same function at the
// same depth, called and returned within `c`'s times (the chain's times
// are taken just outside the calls(): at a call before the calls() event,
// at a return after it).
TimelineSlice *enclosed(std::vector<TimelineSlice> &calls, const TimelineSlice &c) {
  for (TimelineSlice &k : calls)
    if (k.depth == c.depth && k.name == c.name && k.start_ns >= c.start_ns &&
        (!k.returned || end_of(k) <= end_of(c)))
      return &k;
  return nullptr;
}

void join(TimelineSlice &into, const TimelineSlice &from) {
  into.failed = into.failed || from.failed;
  for (const auto &arg : from.args)
    if (std::none_of(into.args.begin(), into.args.end(), [&](const auto &a) { return a.first == arg.first; }))
      into.args.push_back(arg);
}

std::string ids(const Timeline &t) {
  return ",\"pid\":" + std::to_string(t.pid) + ",\"tid\":" + std::to_string(t.tid);
}

std::string metadata(const char *name, const Timeline &t) {
  return std::string("{\"name\":\"") + name + "\",\"ph\":\"M\",\"ts\":0" + ids(t) + ",\"args\":{\"name\":\"" +
         json_escape(t.comm) + "\"}}";
}

std::string slice_event(const Timeline &t, const TimelineSlice &s) {
  std::string e =
      "{\"name\":\"" + json_escape(s.name) + "\",\"cat\":\"" + (s.failed ? "error" : "call") + "\"";
  if (s.failed)
    e += ",\"cname\":\"terrible\"";
  e += ",\"ph\":\"X\",\"ts\":" + trace_microseconds(s.start_ns) +
       ",\"dur\":" + trace_microseconds(s.duration_ns) + ids(t) + ",\"args\":{";
  for (size_t i = 0; i < s.args.size(); i++)
    e += std::string(i ? "," : "") + "\"" + json_escape(s.args[i].first) + "\":" + s.args[i].second;
  return e + "}}";
}

} // namespace

std::string trace_microseconds(uint64_t ns) {
  std::string frac = std::to_string(ns % 1000);
  return std::to_string(ns / 1000) + "." + std::string(3 - frac.size(), '0') + frac;
}

void TraceEventWriter::add(Timeline t) {
  if (t.slices.empty())
    return;
  auto [start, end] = span(t);
  Session &held = held_[thread_key(t)];
  if (!held.timelines.empty() && start > held.end_ns) {
    write_session(held);
    held = Session{};
  }
  if (std::any_of(held.timelines.begin(), held.timelines.end(),
                  [&](const Timeline &h) { return same_slices(h, t); }))
    return;
  held.end_ns = std::max(held.end_ns, end);
  held.timelines.push_back(std::move(t));
}

void TraceEventWriter::finish() {
  if (finished_)
    return;
  for (auto &[key, session] : held_)
    write_session(session);
  held_.clear();
  if (!started_)
    write_event("");
  out_ << "\n]}\n";
  out_.flush();
  finished_ = true;
}

void TraceEventWriter::write_event(const std::string &event) {
  if (!started_) {
    out_ << "{\"displayTimeUnit\":\"ns\",\"otherData\":{\"clock\":\"CLOCK_MONOTONIC\"},\"traceEvents\":[";
    started_ = true;
  }
  if (event.empty())
    return;
  out_ << (first_event_ ? "\n" : ",\n") << event;
  first_event_ = false;
}

void TraceEventWriter::name_thread(const Timeline &t) {
  if (named_processes_.insert(t.pid).second)
    write_event(metadata("process_name", t));
  if (named_threads_.insert(thread_key(t)).second)
    write_event(metadata("thread_name", t));
}

void TraceEventWriter::write_session(const Session &s) {
  std::vector<TimelineSlice> slices;
  const Timeline *thread = nullptr;
  for (const Timeline &t : s.timelines)
    if (t.kind == Timeline::Kind::Calls) {
      slices.insert(slices.end(), t.slices.begin(), t.slices.end());
      thread = &t;
    }
  for (const Timeline &t : s.timelines)
    if (t.kind == Timeline::Kind::Chain) {
      for (const TimelineSlice &c : t.slices)
        if (TimelineSlice *k = enclosed(slices, c))
          join(*k, c);
        else
          slices.push_back(c);
      thread = thread ? thread : &t;
    }
  if (!thread)
    return;
  name_thread(*thread);
  for (const TimelineSlice &slice : slices)
    write_event(slice_event(*thread, slice));
}

} // namespace kt::runtime
