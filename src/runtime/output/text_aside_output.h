// The base of the outputs that write one kind of result to their own
// stream (folded stacks, a flame graph, a timeline) and everything else in
// the text layout to `err`: each method goes to that text output unless a
// subclass takes it.
#pragma once

#include <memory>
#include <ostream>

#include "runtime/output/output.h"

namespace kt::runtime {

class TextAsideOutput : public Output {
public:
  explicit TextAsideOutput(std::ostream &err) : text_(make_text_output(err, err)) {}

  void printf(const std::string &text) override { text_->printf(text); }
  void report(const Report &r) override { text_->report(r); }
  void map(const MapData &map, size_t top, uint64_t div) override { text_->map(map, top, div); }
  void value(const Value &v) override { text_->value(v); }
  void flush() override { text_->flush(); }
  void exit_maps() override { text_->exit_maps(); }
  void attached(size_t probes) override { text_->attached(probes); }
  void lost(uint64_t records) override { text_->lost(records); }
  void message(const std::string &text) override { text_->message(text); }

protected:
  std::unique_ptr<Output> text_;
};

} // namespace kt::runtime
