#include "runtime/run_context.h"

#include <atomic>

namespace kt::runtime {

RunContext::RunContext(const manifest::Manifest &m, const RunOptions &opts, Output &out, std::ostream &results,
                       std::ostream &err)
    : manifest(m), options(opts), out(out), results(results), err(err), probe_names(m.probe_names),
      symbols(static_cast<SymbolDetail>(m.config.stack_symbols)), decoder(m, symbols, probe_names) {}

void RunContext::exit(int code) {
  if (!exited_)
    exit_code_ = code;
  exited_ = true;
  discarding_ = true;
}

size_t RunContext::next_state_slot() {
  static std::atomic<size_t> next{0};
  return next++;
}

} // namespace kt::runtime
