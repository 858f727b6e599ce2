// The pipeline fuzzer's mutator: seed programs (tests/fuzz/corpus, the
// PROG lines of tests/e2e/*.test) changed at the level of tokens and
// statements: literals swapped for edge values, builtins for others, a
// statement inserted, duplicated or deleted, a config block prepended,
// probes spliced from another seed. Most mutants are ill-typed; they test
// that whatever the front end lets through, the back end handles.
#pragma once

#include <string>
#include <vector>

#include "generate.h"

namespace kt::fuzz {

// The seeds: each *.kt file of `corpus_dir`, and each PROG of each
// *.test file of `e2e_dir` ({{TESTPROGS}} replaced by `testprogs`; cases
// with other placeholders left out).
std::vector<std::string> load_seeds(const std::string &corpus_dir, const std::string &e2e_dir,
                                    const std::string &testprogs);

// A mutant of seeds[rng's choice], a function of `seed` and `seeds`.
std::string mutate_program(uint64_t seed, const std::vector<std::string> &seeds);

} // namespace kt::fuzz
