// A session's print(stack()) as text (retsnoop's layout) and as JSON.
// Pure functions, no I/O.
#pragma once

#include <string>

#include "runtime/builtins/session_stack.h"

namespace kt::runtime {

// A header line, then one line per call, outermost first:
//   session_target[812/812] api_request -> -ENOENT in 73us
//                       main+0x4c              (session_target.c:210:3)
//       73us [-ENOENT]  api_request+0x1f       (session_target.c:80:10)
//                       . check_key            (session_target.c:50:10)
//   !    3us [-ENOENT]  store_read_block
// '!' marks the call the error came from, '~' a failed call its caller
// went on from; '. name' lines are inlined calls; lines without a
// duration are functions kt did not trace.
std::string format_session_text(const SessionStack &s);

// {"pid":..,"tid":..,"comm":..,"function":..,"duration_ns":..,
//  "result":..,"result_text":..,"failed":..,"dropped":..,"caller":[FRAME],
//  "calls":[{"function":..,"duration_ns":..,"result":..,"result_text":..,
//            "failed":..,"origin":..,"stale":..,"site":[FRAME]}]}
// FRAME: {"function":..,"offset":..,"file":..,"line":..,"inlined":..},
// outermost first.
std::string format_session_json(const SessionStack &s);

// A call's arguments as JSON: [{"name":..,"value":..,"text":..}, ...]
// (print(args()), stack(args), calls(args)): each value structured
// (arg_json), and as text prints it.
std::string format_args_json(const FormattedArgs &a);

// A header line, then the calls in order, indented by depth:
//   session_target[812/812] calls:
//   → api_request
//       ↔ svc_handle  [-ENOENT]  53us
//   ← api_request     [-ENOENT]  56us
std::string format_calls_text(const SessionCalls &c);

// {"pid":..,"tid":..,"comm":..,"dropped":..,"events":[{"function":..,
//  "depth":..,"kind":"call"|"return"|"leaf","result":..,"result_text":..,
//  "failed":..,"duration_ns":..}]}
std::string format_calls_json(const SessionCalls &c);

} // namespace kt::runtime
