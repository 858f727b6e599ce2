// print(stack()) in a session probe: the session's record (struct
// kt_session_record, bpf/abi/session.h) decoded into frames ready to print,
// with each call's function, duration and result, and where it was called
// from (name+off, file:line and inlined calls, by the symbolizer).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "manifest/manifest.h"
#include "runtime/builtins/args_format.h"
#include "runtime/symbols.h"
#include "runtime/value.h"

namespace kt::runtime {

struct SessionCall {
  std::string function; // the traced function
  uint64_t start_ns = 0; // when it was called (the BPF clock)
  uint64_t duration_ns = 0;
  int64_t result = 0;
  std::string result_text; // "-ENOENT", "NULL", "0", "0x7f12...", "-1 ENOENT"
  int err = 0;              // the C library's -1: errno, as read at the return (0: not read)
  bool failed = false;
  bool origin = false; // the deepest failing call: where the error came from
  bool stale = false;  // of an earlier failure its caller went on from (retsnoop's '~')
  // Where this call's function made the next call (the next call's return
  // address): its own frame and the inlined calls it is inside, innermost
  // first (Symbolizer order). The last call has none. When the address is
  // in another function, that function (not traced) made the call.
  std::vector<Frame> site;
  uint32_t func = 0; // index in the session function table
  // stack(args): its arguments at the call, formatted.
  std::optional<FormattedArgs> args;
};

struct SessionStack {
  uint32_t pid = 0, tid = 0;
  std::string comm;
  std::string entry; // the session's entry function
  uint64_t duration_ns = 0;
  int64_t result = 0;
  std::string result_text;
  int err = 0; // as SessionCall::err
  bool failed = false;
  uint32_t dropped = 0;      // calls deeper than kt records
  std::vector<Frame> caller; // where the entry function was called from
  std::vector<SessionCall> calls; // outermost first
};

// print(calls()): the session's calls and returns, in order.
struct SessionEvent {
  std::string function;
  uint32_t depth = 0;       // 0: the entry function's call
  enum Kind : uint8_t { Call, Return, Leaf } kind = Call; // Leaf: a call and its return together
  int64_t result = 0;       // Return, Leaf
  std::string result_text;
  int err = 0;              // Return, Leaf: as SessionCall::err
  bool failed = false;
  uint64_t duration_ns = 0; // Return, Leaf
  uint64_t ns = 0;          // when (the BPF clock): the call (Call, Leaf), the return (Return)
  uint32_t seq = 0;          // Call, Leaf: the call's index in the record's events
  uint32_t func = 0;         // index in the session function table
  bool deeper = false;       // Call: it made calls too deep to record
  std::optional<FormattedArgs> args; // calls(args): the call's arguments
};

struct SessionCalls {
  uint32_t pid = 0, tid = 0;
  std::string comm;
  uint32_t dropped = 0;  // events kt had no room for
  uint32_t too_deep = 0; // calls deeper than kt records (not in events)
  std::vector<SessionEvent> events;
};

// Decodes a KT_REC_SESSION_CALLS record's body (after the header).
SessionCalls decode_session_calls(const uint8_t *body, size_t size, const manifest::Manifest &m);

// Decodes a KT_REC_SESSION_STACK record's body (after the header).
SessionStack decode_session_stack(const uint8_t *body, size_t size, const manifest::Manifest &m, Symbolizer &symbols);

// "-ENOENT" for a failing integer, "NULL" or "0x..." for pointers, the
// number otherwise (enum kt_error_class `cls`). A function whose error is
// in errno (`reads_errno`: the C library's) gets no errno name made up
// from its result, and the errno `err` the session read at the return
// when it did ("-1 ENOENT", "NULL ENOMEM"; 0: not read, "-1").
std::string session_result_text(int64_t v, uint8_t cls, bool failed, int err = 0, bool reads_errno = false);

// "73us", "12ms", "3s": a duration as retsnoop prints it.
std::string session_duration_text(uint64_t ns);

} // namespace kt::runtime
