// kt's pipeline: parse (with imports), compile (driver/compile.h: analyze,
// generate) for this machine's types and kernel features, then load and
// run. Each stage runs only if the one before it produced no errors.
#pragma once

#include <iosfwd>

#include "driver/options.h"

namespace kt::driver {

// Runs kt with `opts`; results go to `out`, diagnostics and messages to
// `err`. Returns an exit code (util/exit_codes.h).
int run_pipeline(const Options &opts, std::ostream &out, std::ostream &err, bool color);

class SystemTypes;
// The same with the caller's `types` (this machine's, kept across runs, so
// what they have read of BTF, tracefs and binaries is read once): the
// pipeline fuzzer's (tests/fuzz/pipeline) many programs.
int run_pipeline(const Options &opts, std::ostream &out, std::ostream &err, bool color, SystemTypes &types);

} // namespace kt::driver
