// The run, step by step (tracer.h says what each step does and how it
// fails). Whatever ends it, the Tracer's destructor releases what the
// steps made.
#include "runtime/run.h"

#include "runtime/tracer.h"
#include "util/exit_codes.h"

namespace kt::runtime {

namespace {

int stop(const StepError &e, std::ostream &err) {
  err << "kt: " << e.error.message << "\n";
  return e.exit_code;
}

} // namespace

int run(const std::vector<char> &elf, const manifest::Manifest &m, const RunOptions &opts, Output &out,
        std::ostream &results, std::ostream &err) {
  Tracer t(m, opts, out, results, err);
  if (auto e = t.open(elf))
    return stop(*e, err);
  if (auto e = t.configure())
    return stop(*e, err);
  if (auto e = t.load())
    return stop(*e, err);
  if (opts.dry_run)
    return t.report_dry_run();
  if (auto e = t.attach())
    return stop(*e, err);
  if (auto e = t.run())
    return stop(*e, err);
  t.detach();
  return t.finish();
}

} // namespace kt::runtime
