// The run, step by step (tracer.h says what each step does and how it
// fails). Whatever ends it, the Tracer's destructor releases what the
// steps made.
#include "runtime/run.h"

#include <regex>

#include "runtime/tracer.h"
#include "util/exit_codes.h"

namespace kt::runtime {

namespace {

// A message that is a located diagnostic already ("FILE:LINE:COL: error:
// ...", a verifier rejection read back to the program) is printed as it is.
int stop(const StepError &e, std::ostream &err) {
  static const std::regex kLocated(R"(^\S+:\d+:\d+: error: [\s\S]*)");
  if (!std::regex_match(e.error.message, kLocated))
    err << "kt: ";
  err << e.error.message << "\n";
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
