// args(): a function's captured arguments as text, formatted by their C
// types the way retsnoop does: `name=value` for each argument, structs as
// {.field=value,...} with all-zero fields left out, pointers followed to
// what they point to (&{...}), char pointers and arrays as strings, enums
// by name.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/dwarf_types.h"

namespace kt::runtime {

enum class ArgsMode : uint8_t { Compact, Multiline, Verbose };

// One captured argument: its register and the bytes read where it points.
struct ArgCapture {
  uint64_t raw = 0;
  std::string_view data;    // the pointee's bytes, or a string (no NUL needed)
  bool read_failed = false; // the pointer could not be read
  uint32_t limit = 0;       // the bytes the capture could take (0: unknown):
                            // a string that filled them was cut there
};

// One formatted argument.
struct FormattedArg {
  std::string name;
  std::string value; // compact or multiline: one line, cut to the width;
                     // verbose: nested lines, indented
  std::string json;  // the value as JSON (arg_json)
};

struct FormattedArgs {
  std::string function;
  ArgsMode mode = ArgsMode::Compact;
  std::vector<FormattedArg> args;
  std::string note; // why nothing was captured, if so
};

// The value of one argument of type `t` (null: void *), cut to `width`
// columns (0: no limit) in compact form; in verbose form nested across
// lines, `indent` spaces deep.
std::string format_arg(const CType *t, const ArgCapture &a, ArgsMode mode, uint32_t width);

// The value of one argument of type `t` (null: void *) as a JSON value
// (args_json.cpp): numbers, strings, objects, arrays, null.
std::string arg_json(const CType *t, const ArgCapture &a);

// All arguments: params and captures pair up by position.
FormattedArgs format_args(const std::string &function, const std::vector<CParam> &params,
                          const std::vector<ArgCapture> &captures, ArgsMode mode, uint32_t width);

// The text layout: compact "a=1 b=&{.x=2}", multiline one "a=1" line per
// argument, verbose the same with nested values; no trailing newline.
std::string args_text(const FormattedArgs &f);

} // namespace kt::runtime
