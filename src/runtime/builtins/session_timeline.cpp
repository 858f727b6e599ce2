#include "runtime/builtins/session_timeline.h"

#include <algorithm>

#include "runtime/output/value_format.h"

namespace kt::runtime {

namespace {

std::string json_string(const std::string &s) { return "\"" + json_escape(s) + "\""; }

// {"depth":4,"err":2}: each argument's JSON value (its text when it has
// none).
std::string args_object(const FormattedArgs &a) {
  std::string out = "{";
  for (size_t i = 0; i < a.args.size(); i++)
    out += std::string(i ? "," : "") + json_string(a.args[i].name) + ":" +
           (a.args[i].json.empty() ? json_string(a.args[i].value) : a.args[i].json);
  return out + "}";
}

void add_args(TimelineSlice &s, const std::optional<FormattedArgs> &args) {
  if (!args)
    return;
  if (!args->args.empty()) // a function without parameters: none
    s.args.push_back({"args", args_object(*args)});
  if (!args->note.empty())
    s.args.push_back({"args_note", json_string(args->note)});
}

} // namespace

std::optional<Timeline> calls_timeline(const SessionCalls &c) {
  Timeline t{.kind = Timeline::Kind::Calls, .pid = c.pid, .tid = c.tid, .comm = c.comm};
  std::vector<size_t> open; // slices called and not returned yet
  uint64_t last_ns = 0;
  for (const SessionEvent &e : c.events) {
    if (e.kind == SessionEvent::Return) {
      last_ns = std::max(last_ns, e.ns);
      if (open.empty())
        continue; // a return without its call: nothing to end
      TimelineSlice &s = t.slices[open.back()];
      open.pop_back();
      s.duration_ns = e.ns - s.start_ns;
      s.failed = e.failed;
      s.args.insert(s.args.begin(), {"result", json_string(e.result_text)});
      continue;
    }
    TimelineSlice s{.name = e.function, .start_ns = e.ns, .depth = e.depth};
    if (e.kind == SessionEvent::Leaf) {
      s.duration_ns = e.duration_ns;
      s.failed = e.failed;
      s.args.push_back({"result", json_string(e.result_text)});
    }
    add_args(s, e.args);
    if (e.deeper)
      s.args.push_back({"deeper", "true"});
    last_ns = std::max(last_ns, e.ns + s.duration_ns);
    if (e.kind == SessionEvent::Call)
      open.push_back(t.slices.size());
    t.slices.push_back(std::move(s));
  }
  for (size_t i : open) {
    TimelineSlice &s = t.slices[i];
    s.returned = false;
    s.duration_ns = last_ns - s.start_ns;
    s.args.push_back({"returned", "false"});
  }
  if (t.slices.empty())
    return std::nullopt;
  return t;
}

std::optional<Timeline> chain_timeline(const SessionStack &s) {
  Timeline t{.kind = Timeline::Kind::Chain, .pid = s.pid, .tid = s.tid, .comm = s.comm};
  for (size_t i = 0; i < s.calls.size(); i++) {
    const SessionCall &c = s.calls[i];
    TimelineSlice slice{.name = c.function,
                        .start_ns = c.start_ns,
                        .duration_ns = c.duration_ns,
                        .depth = static_cast<uint32_t>(i),
                        .failed = c.failed};
    slice.args.push_back({"result", json_string(c.result_text)});
    if (c.origin)
      slice.args.push_back({"origin", "true"});
    if (c.stale)
      slice.args.push_back({"stale", "true"});
    add_args(slice, c.args);
    t.slices.push_back(std::move(slice));
  }
  if (t.slices.empty())
    return std::nullopt;
  return t;
}

} // namespace kt::runtime
