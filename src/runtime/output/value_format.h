// Rendering one decoded Value as bpftrace 0.17 prints it: as text (print(),
// map values and keys) and as JSON (-f json). Pure functions, no I/O.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/value.h"

namespace kt::runtime {

// Indentation of stack frames: 8 spaces in a value, 4 in a map key.
inline constexpr int kValueStackIndent = 8;
inline constexpr int kKeyStackIndent = 4;

// Text of `v`: integers in decimal divided by `div` (integer division, also
// inside tuples; `div` must not be 0), bools as true/false, strings raw,
// buffers with bytes outside 32..126 as \xNN, tuples as "(1, abc)", stacks as
// "\n" followed by one indented frame per line (an empty stack is "").
std::string format_text(const Value &v, uint64_t div = 1, int stack_indent = kValueStackIndent);

// A buffer's bytes, printable ASCII kept and the rest as lower-case \xNN.
std::string format_buffer(std::string_view bytes);

// One frame of a stack in `style` (see StackStyle): "name+off (file:line)",
// "name [inlined] (file:line)" for an inlined call, the address in hex when
// the name is unknown; perf: "\tADDR name+off (object)"; raw: "0xADDR".
std::string format_frame(const Frame &f, StackStyle style, bool user);

// A stack as bpftrace prints one: "\n" + indent + frame + "\n" per frame
// (perf style: no indent).
std::string format_stack(const Value &stack, int indent);

// The key of a keyed map entry in text: "[1, abc]".
std::string format_key_text(const std::vector<Value> &key);

// `s` as the inside of a JSON string: '"', '\\', \n, \r, \t and other bytes
// below 0x20 escaped (\u00XX); bytes >= 0x80 pass through (UTF-8 stays UTF-8).
std::string json_escape(std::string_view s);

// JSON of `v`: integers as numbers (divided by `div`), bools as true/false,
// strings, buffers and stacks as JSON strings of their text form, tuples as
// arrays without spaces: [1,"a"].
std::string format_json(const Value &v, uint64_t div = 1);

// The JSON object key of a map entry: its key elements in text form joined
// with "," and quoted: "\"1,abc\"".
std::string format_key_json(const std::vector<Value> &key);

} // namespace kt::runtime
