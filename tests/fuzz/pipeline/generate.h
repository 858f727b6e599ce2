// The pipeline fuzzer's program generator: well-typed kt programs, built
// from a grammar that knows each expression's type and each probe's
// context (its args fields, retval, user or kernel), so that most of them
// pass sema and reach codegen and the verifier. A program is a function
// of its 64-bit seed and the trace targets' directory: the same seed
// gives the same text.
#pragma once

#include <cstdint>
#include <iterator>
#include <string>

namespace kt::fuzz {

// A small, fast, seedable generator (splitmix64): the program's seed is
// the whole of its randomness.
class Rng {
public:
  explicit Rng(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  // 0 .. n-1 (n > 0).
  uint64_t below(uint64_t n) { return next() % n; }
  // lo .. hi, both included.
  int64_t range(int64_t lo, int64_t hi) { return lo + static_cast<int64_t>(below(static_cast<uint64_t>(hi - lo + 1))); }
  bool chance(unsigned percent) { return below(100) < percent; }
  template <class C> auto pick(const C &c) { return c[below(std::size(c))]; }

private:
  uint64_t state_;
};

// The seed of program `index` of a run seeded with `run_seed`.
uint64_t program_seed(uint64_t run_seed, uint64_t index);

// A well-typed program from `seed`; `testprogs` is the directory of the
// built trace targets (tests/testprogs), for uprobes and user sessions.
std::string generate_program(uint64_t seed, const std::string &testprogs);

// A program with every attach point and field the generator uses.
std::string warmup_program(const std::string &testprogs);

} // namespace kt::fuzz
