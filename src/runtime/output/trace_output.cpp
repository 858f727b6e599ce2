// TraceOutput (-f trace): the calls sessions print (print(calls()),
// print(stack())) as one timeline in the Chrome Trace Event format
// (trace_events.h), ended when kt ends. Everything else (printf, maps,
// other reports, messages) is written in the text layout to `err`, as
// -f svg does, so that `out` holds nothing but the JSON document.
#include <memory>

#include "runtime/output/text_aside_output.h"
#include "runtime/output/trace_events.h"

namespace kt::runtime {

namespace {

class TraceOutput : public TextAsideOutput {
public:
  TraceOutput(std::ostream &out, std::ostream &err)
      : TextAsideOutput(err), out_(out), writer_(out) {}
  ~TraceOutput() override { writer_.finish(); }

  void report(const Report &r) override {
    if (std::optional<Timeline> t = r.timeline())
      writer_.add(std::move(*t));
    else
      text_->report(r);
  }
  void flush() override {
    text_->flush();
    out_.flush();
  }

private:
  std::ostream &out_;
  TraceEventWriter writer_;
};

} // namespace

std::unique_ptr<Output> make_trace_output(std::ostream &out, std::ostream &err) {
  return std::make_unique<TraceOutput>(out, err);
}

} // namespace kt::runtime
