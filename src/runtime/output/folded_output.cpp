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
#include "runtime/output/text_aside_output.h"
#include "runtime/output/value_format.h"

namespace kt::runtime {

namespace {

class FoldedOutput : public TextAsideOutput {
public:
  FoldedOutput(std::ostream &out, std::ostream &err) : TextAsideOutput(err), out_(out) {}

  void report(const Report &r) override {
    std::optional<Timeline> t = r.timeline();
    if (!t || t->kind != Timeline::Kind::Calls) {
      text_->report(r);
      return;
    }
    for (const FoldedEntry &e : fold_timeline(*t))
      out_ << folded_line(e.path) << ' ' << e.value.u << '\n';
  }
  void exit_maps() override {}
  void flush() override {
    text_->flush();
    out_.flush();
  }

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
};

} // namespace

std::unique_ptr<Output> make_folded_output(std::ostream &out, std::ostream &err) {
  return std::make_unique<FoldedOutput>(out, err);
}

} // namespace kt::runtime
