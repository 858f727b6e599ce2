// TraceOutput (-f trace): the calls sessions print (print(calls()),
// print(stack())) as one timeline in the Chrome Trace Event format
// (trace_events.h), ended when kt ends. Everything else (printf, maps,
// other reports, messages) is written in the text layout to `err`, as
// -f svg does, so that `out` holds nothing but the JSON document.
#include <memory>

#include "runtime/output/output.h"
#include "runtime/output/trace_events.h"

namespace kt::runtime {

namespace {

class TraceOutput : public Output {
public:
  TraceOutput(std::ostream &out, std::ostream &err)
      : out_(out), writer_(out), text_(make_text_output(err, err)) {}
  ~TraceOutput() override { writer_.finish(); }

  void report(const Report &r) override {
    if (std::optional<Timeline> t = r.timeline())
      writer_.add(std::move(*t));
    else
      text_->report(r);
  }
  void printf(const std::string &text) override { text_->printf(text); }
  void map(const MapData &map, size_t top, uint64_t div) override { text_->map(map, top, div); }
  void value(const Value &v) override { text_->value(v); }
  void exit_maps() override { text_->exit_maps(); }
  void flush() override {
    text_->flush();
    out_.flush();
  }
  void attached(size_t probes) override { text_->attached(probes); }
  void lost(uint64_t records) override { text_->lost(records); }
  void message(const std::string &text) override { text_->message(text); }

private:
  std::ostream &out_;
  TraceEventWriter writer_;
  std::unique_ptr<Output> text_;
};

} // namespace

std::unique_ptr<Output> make_trace_output(std::ostream &out, std::ostream &err) {
  return std::make_unique<TraceOutput>(out, err);
}

} // namespace kt::runtime
