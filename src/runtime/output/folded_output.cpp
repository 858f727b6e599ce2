// FoldedOutput (-f folded): maps keyed by stacks as folded stacks, the
// input of flame-graph tools (flamegraph.pl, inferno, speedscope):
//
//   @[comm, kstack] = count()   ->   bash;entry_SYSCALL_64;do_syscall_64;ksys_read 12
//
// One line per entry (folded.h says how a key folds), then a space and
// the value. Only maps whose aggregation folds (count, sum, min, max,
// plain) and whose values are integers have a value to fold. A session's
// print(calls()) folds too, when it prints: its call paths, entry function
// first, weighted by self time in nanoseconds (fold_timeline):
//
//   api_request;svc_handle;svc_validate;store_lookup 3104
//
// Everything else (printf, other maps, other reports, print(stack()),
// messages) is written in the text layout to `err`, so that `out` holds
// nothing but folded lines.
#include <memory>

#include "runtime/output/folded.h"
#include "runtime/output/output.h"
#include "runtime/output/value_format.h"

namespace kt::runtime {

namespace {

class FoldedOutput : public Output {
public:
  FoldedOutput(std::ostream &out, std::ostream &err) : out_(out), text_(make_text_output(err, err)) {}

  void printf(const std::string &text) override { text_->printf(text); }
  void report(const Report &r) override {
    std::optional<Timeline> t = r.timeline();
    if (!t || t->kind != Timeline::Kind::Calls) {
      text_->report(r);
      return;
    }
    for (const FoldedEntry &e : fold_timeline(*t))
      out_ << folded_line(e.path) << ' ' << e.value.u << '\n';
  }
  void value(const Value &v) override { text_->value(v); }
  void exit_maps() override {}
  void flush() override {
    text_->flush();
    out_.flush();
  }
  void attached(size_t probes) override { text_->attached(probes); }
  void lost(uint64_t records) override { text_->lost(records); }
  void message(const std::string &text) override { text_->message(text); }

  void map(const MapData &map, size_t top, uint64_t div) override {
    if (!foldable(map)) {
      text_->map(map, top, div);
      return;
    }
    for (const FoldedEntry &e : fold_map(map, top))
      out_ << folded_line(e.path) << ' ' << format_text(e.value, div) << '\n';
    out_.flush();
  }

private:
  std::ostream &out_;
  std::unique_ptr<Output> text_;
};

} // namespace

std::unique_ptr<Output> make_folded_output(std::ostream &out, std::ostream &err) {
  return std::make_unique<FoldedOutput>(out, err);
}

} // namespace kt::runtime
