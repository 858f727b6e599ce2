#include "runtime/builtins/session_format.h"

#include <algorithm>
#include <cstdio>

#include "runtime/output/value_format.h"

namespace kt::runtime {

std::string format_args_json(const FormattedArgs &a) {
  std::string out = "[";
  for (size_t i = 0; i < a.args.size(); i++)
    out += std::string(i ? "," : "") + "{\"name\":\"" + json_escape(a.args[i].name) + "\",\"value\":" +
           (a.args[i].json.empty() ? "null" : a.args[i].json) + ",\"text\":\"" + json_escape(a.args[i].value) + "\"}";
  return out + "]";
}

namespace {

struct Row {
  char mark = ' ';
  std::string duration, result, name, where;
  std::string text; // stack(args): lines under the name column instead
};

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

std::string where(const Frame &f) {
  return f.line ? "(" + f.file + ":" + std::to_string(f.line) + ")" : "";
}

// Where a call was made: its function's frame (name+off) and the inlined
// calls it is inside, outermost first. `traced` names the function kt
// traced there: the first row is that call's when the frame is in it.
void site_rows(const std::vector<Frame> &site, Row call, std::vector<Row> &rows) {
  if (site.empty()) {
    rows.push_back(std::move(call));
    return;
  }
  const Frame &real = site.back();
  std::string name = real.name.empty() ? hex(real.addr) : real.name + (real.offset ? "+" + hex(real.offset) : "");
  if (!call.name.empty() && call.name != real.name) {
    rows.push_back(std::move(call)); // the traced call, then the untraced function it called
    call = Row{};
  }
  call.name = name;
  call.where = where(real);
  rows.push_back(std::move(call));
  for (size_t i = site.size() - 1; i-- > 0;) {
    Row r;
    r.name = ". " + site[i].name;
    r.where = where(site[i]);
    rows.push_back(std::move(r));
  }
}

void frame_json(std::string &out, const std::vector<Frame> &frames) {
  out += "[";
  for (size_t i = frames.size(); i-- > 0;) {
    const Frame &f = frames[i];
    out += "{\"function\":\"" + json_escape(f.name) + "\",\"offset\":" + std::to_string(f.offset) + ",\"file\":\"" +
           json_escape(f.file) + "\",\"line\":" + std::to_string(f.line) +
           ",\"inlined\":" + (f.inlined ? "true" : "false") + "}" + (i ? "," : "");
  }
  out += "]";
}

// ,"args":[...] of stack(args) and calls(args).
void args_json(std::string &out, const std::optional<FormattedArgs> &args) {
  if (args)
    out += ",\"args\":" + format_args_json(*args);
}

// A call's arguments as lines under it: nothing for a function without
// parameters.
bool shows_args(const std::optional<FormattedArgs> &args) {
  return args && (!args->args.empty() || !args->note.empty());
}

// `text`'s lines, each after `pad`.
std::string indented(const std::string &text, size_t pad) {
  std::string out;
  for (size_t at = 0; at < text.size();) {
    size_t nl = text.find('\n', at);
    out += std::string(pad, ' ') + text.substr(at, nl == std::string::npos ? std::string::npos : nl - at) + "\n";
    at = nl == std::string::npos ? text.size() : nl + 1;
  }
  return out;
}

// The C library's -1: ',"errno":2' when the session read errno.
std::string errno_json(int err) { return err > 0 ? ",\"errno\":" + std::to_string(err) : ""; }

} // namespace

std::string format_session_text(const SessionStack &s) {
  std::string out = s.comm + "[" + std::to_string(s.pid) + "/" + std::to_string(s.tid) + "] " + s.entry + " -> " +
                    s.result_text + " in " + session_duration_text(s.duration_ns);
  if (s.dropped)
    out += " (" + std::to_string(s.dropped) + " calls too deep to record)";
  out += "\n";
  std::vector<Row> rows;
  site_rows(s.caller, Row{}, rows);
  for (const SessionCall &c : s.calls) {
    Row r;
    r.mark = c.origin ? '!' : c.stale ? '~' : ' ';
    r.duration = session_duration_text(c.duration_ns);
    r.result = "[" + c.result_text + "]";
    r.name = c.function;
    site_rows(c.site, std::move(r), rows);
    if (shows_args(c.args)) {
      Row a;
      a.text = args_text(*c.args);
      rows.push_back(std::move(a));
    }
  }
  size_t wd = 0, wr = 0, wn = 0;
  for (const Row &r : rows) {
    wd = std::max(wd, r.duration.size());
    wr = std::max(wr, r.result.size());
    wn = std::max(wn, r.name.size());
  }
  for (const Row &r : rows) {
    if (!r.text.empty()) { // each line under the function's name, indented
      out += indented(r.text, 1 + 4 + wd + 1 + wr + 2 + 4);
      continue;
    }
    std::string line(1, r.mark);
    line += std::string(4 + wd - r.duration.size(), ' ') + r.duration + " " + r.result +
            std::string(wr - r.result.size() + 2, ' ') + r.name;
    if (!r.where.empty())
      line += std::string(wn - r.name.size() + 2, ' ') + r.where;
    out += line + "\n";
  }
  return out;
}

std::string format_calls_text(const SessionCalls &c) {
  std::string out = c.comm + "[" + std::to_string(c.pid) + "/" + std::to_string(c.tid) + "] calls";
  if (c.too_deep)
    out += " (" + std::to_string(c.too_deep) + " calls too deep to record)";
  if (c.dropped)
    out += " (" + std::to_string(c.dropped) + " more not recorded)";
  out += ":\n";
  std::vector<std::string> lefts;
  size_t width = 0, result_width = 0;
  for (const SessionEvent &e : c.events) {
    if (e.kind != SessionEvent::Call)
      result_width = std::max(result_width, e.result_text.size() + 2);
    const char *arrow = e.kind == SessionEvent::Call ? "\u2192 " : e.kind == SessionEvent::Return ? "\u2190 " : "\u2194 ";
    lefts.push_back(std::string(4 * e.depth, ' ') + arrow + e.function);
    width = std::max(width, 4 * e.depth + 2 + e.function.size());
  }
  for (size_t i = 0; i < c.events.size(); i++) {
    const SessionEvent &e = c.events[i];
    out += lefts[i];
    if (e.kind != SessionEvent::Call) {
      size_t shown = 4 * e.depth + 2 + e.function.size();
      std::string result = "[" + e.result_text + "]";
      out += std::string(width - shown + 2, ' ') + result + std::string(result_width - result.size() + 2, ' ') +
             session_duration_text(e.duration_ns);
    }
    out += "\n";
    if (shows_args(e.args)) // under the function's name
      out += indented(args_text(*e.args), 4 * e.depth + 2 + 4);
    if (e.deeper) // where the calls too deep to record were made
      out += std::string(4 * (e.depth + 1), ' ') + "\u2026\n";
  }
  return out;
}

std::string format_calls_json(const SessionCalls &c) {
  std::string out = "{\"pid\":" + std::to_string(c.pid) + ",\"tid\":" + std::to_string(c.tid) + ",\"comm\":\"" +
                    json_escape(c.comm) + "\",\"dropped\":" + std::to_string(c.dropped) +
                    ",\"too_deep\":" + std::to_string(c.too_deep) + ",\"events\":[";
  for (size_t i = 0; i < c.events.size(); i++) {
    const SessionEvent &e = c.events[i];
    const char *kind = e.kind == SessionEvent::Call ? "call" : e.kind == SessionEvent::Return ? "return" : "leaf";
    out += std::string(i ? "," : "") + "{\"function\":\"" + json_escape(e.function) + "\",\"depth\":" +
           std::to_string(e.depth) + ",\"kind\":\"" + kind + "\"";
    if (e.deeper)
      out += ",\"deeper\":true";
    if (e.kind != SessionEvent::Call)
      out += ",\"result\":" + std::to_string(e.result) + ",\"result_text\":\"" + json_escape(e.result_text) +
             "\",\"failed\":" + (e.failed ? "true" : "false") + errno_json(e.err) +
             ",\"duration_ns\":" + std::to_string(e.duration_ns);
    args_json(out, e.args);
    out += "}";
  }
  return out + "]}";
}

std::string format_session_json(const SessionStack &s) {
  std::string out = "{\"pid\":" + std::to_string(s.pid) + ",\"tid\":" + std::to_string(s.tid) + ",\"comm\":\"" +
                    json_escape(s.comm) + "\",\"function\":\"" + json_escape(s.entry) +
                    "\",\"duration_ns\":" + std::to_string(s.duration_ns) + ",\"result\":" + std::to_string(s.result) +
                    ",\"result_text\":\"" + json_escape(s.result_text) + "\",\"failed\":" +
                    (s.failed ? "true" : "false") + errno_json(s.err) + ",\"dropped\":" + std::to_string(s.dropped) + ",\"caller\":";
  frame_json(out, s.caller);
  out += ",\"calls\":[";
  for (size_t i = 0; i < s.calls.size(); i++) {
    const SessionCall &c = s.calls[i];
    out += std::string(i ? "," : "") + "{\"function\":\"" + json_escape(c.function) +
           "\",\"duration_ns\":" + std::to_string(c.duration_ns) + ",\"result\":" + std::to_string(c.result) +
           ",\"result_text\":\"" + json_escape(c.result_text) + "\",\"failed\":" + (c.failed ? "true" : "false") +
           errno_json(c.err) + ",\"origin\":" + (c.origin ? "true" : "false") + ",\"stale\":" + (c.stale ? "true" : "false") +
           ",\"site\":";
    frame_json(out, c.site);
    args_json(out, c.args);
    out += "}";
  }
  out += "]}";
  return out;
}

} // namespace kt::runtime
