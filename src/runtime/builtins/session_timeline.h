// A session's print(calls()) and print(stack()) as timelines
// (output/timeline.h), for the outputs that draw or fold call trees
// (-f trace, -f folded): each recorded call a slice with its real times
// (the BPF clock at its call and return), its result as kt prints it, and
// its arguments when captured (calls(args), stack(args)).
#pragma once

#include <optional>

#include "runtime/builtins/session_stack.h"
#include "runtime/output/timeline.h"

namespace kt::runtime {

// Every recorded call of print(calls()), parents before their children.
// Slice args: "result" (the text, "-ENOENT"), "args" (calls(args): an
// object of the arguments' JSON values), "deeper" (it made calls too deep
// to record), "returned": false for a call whose return was not recorded
// (the record was full); it ends at the last event recorded.
std::optional<Timeline> calls_timeline(const SessionCalls &c);

// print(stack())'s chain, outermost call first. Slice args: "result",
// "origin" (the call the error came from), "stale" (a failure its caller
// went on from), "args" (stack(args)).
std::optional<Timeline> chain_timeline(const SessionStack &s);

} // namespace kt::runtime
