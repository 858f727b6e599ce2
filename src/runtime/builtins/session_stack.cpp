#include "runtime/builtins/session_stack.h"

#include <algorithm>
#include <cstddef>
#include <cstring>

#include "bpf/abi/session.h"
#include "util/errno_names.h"

namespace kt::runtime {

namespace {
// Function `index` of the session's table, or null.
const manifest::SessionFunction *session_function(const manifest::Manifest &m, uint32_t index) {
  return index < m.session_functions.size() ? &m.session_functions[index] : nullptr;
}
// A failure whose errno the session read at the return: "-1 ENOENT",
// "NULL ENOMEM".
std::string append_errno(std::string text, bool failed, int err) {
  if (!failed || err <= 0)
    return text;
  auto name = errno_name(err);
  return text + " " + (name ? std::string(*name) : "errno " + std::to_string(err));
}

} // namespace

std::string session_result_text(int64_t v, uint8_t cls, bool failed, int err, bool reads_errno) {
  if (cls == KT_ERR_POINTER && (v == 0 || !failed)) {
    char hex[24];
    std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(v));
    return append_errno(v == 0 ? "NULL" : hex, failed, err);
  }
  // A function whose error is in errno (the C library's -1, mmap's
  // MAP_FAILED): never an errno name made up from its result.
  if (failed && !reads_errno && cls != KT_ERR_MINUS_ONE)
    if (auto name = errno_name(static_cast<int>(-v)))
      return "-" + std::string(*name);
  return append_errno(std::to_string(v), failed, err);
}

std::string session_duration_text(uint64_t ns) {
  if (ns < 10'000'000)
    return std::to_string(ns / 1000) + "us";
  if (ns < 10'000'000'000)
    return std::to_string(ns / 1'000'000) + "ms";
  return std::to_string(ns / 1'000'000'000) + "s";
}

SessionCalls decode_session_calls(const uint8_t *body, size_t size, const manifest::Manifest &m) {
  SessionCalls out;
  // The record after its header: pid_tgid, comm, counts, events.
  kt_session_calls c;
  std::memset(&c, 0, sizeof c);
  std::memcpy(reinterpret_cast<uint8_t *>(&c) + sizeof(kt_record_header), body,
              std::min(size, sizeof c - sizeof(kt_record_header)));
  out.pid = static_cast<uint32_t>(c.pid_tgid >> 32);
  out.tid = static_cast<uint32_t>(c.pid_tgid);
  out.comm.assign(c.comm, strnlen(c.comm, sizeof c.comm));
  out.dropped = c.dropped;
  out.too_deep = c.too_deep;
  // The BPF side sends the events it recorded, no more (kt_calls_record_size).
  constexpr size_t kFront = offsetof(kt_session_calls, events) - sizeof(kt_record_header);
  size_t sent = size < kFront ? 0 : (size - kFront) / sizeof(kt_call_event);
  uint32_t n = static_cast<uint32_t>(std::min<size_t>({c.count, KT_SESSION_MAX_EVENTS, sent}));
  std::vector<std::pair<size_t, uint64_t>> open; // index in out.events, call time
  for (uint32_t i = 0; i < n; i++) {
    const kt_call_event &e = c.events[i];
    const manifest::SessionFunction *f = session_function(m, e.func);
    SessionEvent ev;
    ev.function = f ? f->name : "?";
    ev.func = e.func;
    ev.seq = i;
    ev.ns = e.ns;
    if (!(e.flags & KT_EVENT_RETURN)) {
      ev.depth = static_cast<uint32_t>(open.size());
      ev.deeper = e.flags & KT_EVENT_DEEPER;
      open.push_back({out.events.size(), e.ns});
      out.events.push_back(std::move(ev));
      continue;
    }
    ev.kind = SessionEvent::Return;
    ev.result = e.result;
    ev.failed = e.flags & KT_EVENT_FAILED;
    ev.err = e.err;
    ev.result_text = session_result_text(e.result, f ? f->error_class : 0, ev.failed, e.err, f && f->reads_errno);
    if (!open.empty()) {
      auto [at, ns] = open.back();
      open.pop_back();
      ev.duration_ns = e.ns - ns;
      ev.depth = static_cast<uint32_t>(open.size());
      if (at + 1 == out.events.size() && !out.events.back().deeper) { // nothing in between: one line
        ev.kind = SessionEvent::Leaf;
        ev.seq = out.events.back().seq; // the call's
        ev.ns = ns;
        out.events.back() = std::move(ev);
        continue;
      }
    }
    out.events.push_back(std::move(ev));
  }
  return out;
}

SessionStack decode_session_stack(const uint8_t *body, size_t size, const manifest::Manifest &m, Symbolizer &symbols) {
  SessionStack s;
  kt_session_record r;
  std::memset(&r, 0, sizeof r);
  std::memcpy(&r, body, std::min(size, sizeof r));
  s.pid = static_cast<uint32_t>(r.pid_tgid >> 32);
  s.tid = static_cast<uint32_t>(r.pid_tgid);
  s.comm.assign(r.comm, strnlen(r.comm, sizeof r.comm));
  s.duration_ns = r.duration_ns;
  s.result = r.result;
  s.failed = r.failed != 0;
  s.dropped = r.dropped;
  uint32_t depth = std::min<uint32_t>(r.depth, KT_SESSION_MAX_DEPTH);
  auto fn = [&](uint32_t index) { return session_function(m, index); };
  bool user = !m.session_functions.empty() && !m.session_functions[0].binary.empty();
  // A process that exited before kt read its mappings: the entry
  // function's address places its binary (entry_ip - its address in the
  // file), which holds most of a session's frames.
  const manifest::SessionFunction *entry_fn = depth > 0 ? fn(r.frames[0].func) : nullptr;
  ElfImage *image = user && entry_fn ? symbols.image(entry_fn->binary) : nullptr;
  std::optional<uint64_t> entry_at = image ? image->address(entry_fn->offset) : std::nullopt;
  auto symbolize = [&](uint64_t addr, std::vector<Frame> &out) {
    if (!addr)
      return;
    if (!user) {
      symbols.kernel_frames(addr, true, out);
      return;
    }
    size_t first = out.size();
    symbols.user_frames(s.pid, addr, true, out);
    if (out.size() != first + 1 || !out.back().name.empty() || !entry_at || !r.entry_ip)
      return;
    uint64_t at = addr - (r.entry_ip - *entry_at);
    if (!image->symbol(at - 1))
      return;
    out.pop_back();
    symbols.image_frames(*image, at, true, out);
    for (size_t i = first; i < out.size(); i++)
      out[i].addr = addr;
  };
  if (depth > 0) {
    const manifest::SessionFunction *entry = fn(r.frames[0].func);
    s.entry = entry ? entry->name : "?";
    s.err = r.err;
    s.result_text =
        session_result_text(r.result, entry ? entry->error_class : 0, s.failed, r.err, entry && entry->reads_errno);
    symbolize(r.frames[0].call_site, s.caller);
  }
  for (uint32_t i = 0; i < depth; i++) {
    const kt_session_frame &f = r.frames[i];
    const manifest::SessionFunction *sf = fn(f.func);
    SessionCall c;
    c.function = sf ? sf->name : "?";
    c.func = f.func;
    c.start_ns = f.start_ns;
    c.duration_ns = f.duration_ns;
    c.result = f.result;
    c.failed = f.flags & KT_FRAME_FAILED;
    c.stale = f.flags & KT_FRAME_STALE;
    c.err = f.err;
    c.result_text = session_result_text(f.result, sf ? sf->error_class : 0, c.failed, f.err, sf && sf->reads_errno);
    if (i + 1 < depth)
      symbolize(r.frames[i + 1].call_site, c.site);
    s.calls.push_back(std::move(c));
  }
  // The error came from the innermost failed call of the final chain (the
  // calls below it, if any, failed earlier and were gone on from).
  for (size_t i = s.calls.size(); s.failed && i-- > 0;)
    if (s.calls[i].failed && !s.calls[i].stale) {
      s.calls[i].origin = true;
      break;
    }
  return s;
}

} // namespace kt::runtime
