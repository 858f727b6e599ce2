// Output: how results reach the user. Results go to `out` (stdout or -o
// FILE); messages that are not results ("Attaching 3 probes...", lost
// events) go to `err`. TextOutput prints bpftrace's text layout, JsonOutput
// one JSON object per line (bpftrace's -f json objects), FoldedOutput stack
// maps as folded stacks for flame graphs.
#pragma once

#include <cstdint>
#include <memory>
#include <ostream>
#include <string>

#include "runtime/lbr.h"
#include "runtime/output/args_format.h"
#include "runtime/session_stack.h"
#include "runtime/value.h"

namespace kt::runtime {

class Output {
public:
  virtual ~Output() = default;

  // printf() output, already formatted.
  virtual void printf(const std::string &text) = 0;
  // time() output, already formatted.
  virtual void time(const std::string &text) = 0;
  // join()'s strings, joined, without a trailing newline (the text layout
  // adds one).
  virtual void joined(const std::string &text) = 0;
  // What a system() command printed.
  virtual void command_output(const std::string &text) = 0;
  // The contents of a cat() file.
  virtual void file_contents(const std::string &text) = 0;
  // A map, at print(@m) or at exit. `top` > 0 keeps the `top` largest
  // entries; `div` divides every value (print(@m, top, div)).
  virtual void map(const MapData &map, size_t top = 0, uint64_t div = 1) = 0;
  // print(expr) of a non-map value.
  virtual void value(const Value &v) = 0;
  // print(stack()) in a session probe.
  virtual void session_stack(const SessionStack &s) = 0;
  // print(calls()) in a session probe.
  virtual void session_calls(const SessionCalls &c) = 0;
  // print(args()): a function's arguments.
  virtual void args(const FormattedArgs &a) = 0;
  // Whether argument values are cut to args_width for this output (text);
  // JSON carries them whole.
  virtual bool cuts_args() const { return true; }
  // print(lbr()): the CPU's last branch records.
  virtual void branches(const Branches &b) = 0;
  // Writes out what the results so far left buffered. The runtime calls it
  // after each batch of records (one poll of the ring buffer) and at exit:
  // one write(2) per batch, not one per printf() line.
  virtual void flush() = 0;
  // Before the maps printed at exit: bpftrace's two empty lines (none in
  // the folded format).
  virtual void exit_maps() = 0;
  // "Attaching N probes..." once every probe is attached.
  virtual void attached(size_t probes) = 0;
  // Records the BPF side could not queue because the ring buffer was full.
  virtual void lost(uint64_t records) = 0;
  // A message from kt itself (warnings during a run).
  virtual void message(const std::string &text) = 0;
};

std::unique_ptr<Output> make_text_output(std::ostream &out, std::ostream &err);
std::unique_ptr<Output> make_json_output(std::ostream &out, std::ostream &err);
// Stack maps as folded stacks on `out`, everything else as text on `err`
// (folded_output.cpp).
std::unique_ptr<Output> make_folded_output(std::ostream &out, std::ostream &err);

} // namespace kt::runtime
