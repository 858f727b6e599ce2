// The DWARF unwinder on a sample of this very process: the registers and
// stack bytes a probe would copy, taken here by a few instructions, then
// unwound with this test binary's .eh_frame (kt's build keeps no frame
// pointers) and symbolized, as a dw_ustack record would be.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <string>

#include "runtime/symbols.h"

namespace kt::runtime {
namespace {

constexpr size_t kCopied = 8192;

// The end of the mapping that holds `addr` (this thread's stack), from
// /proc/self/maps; `addr` itself when none does.
uint64_t mapping_end(uint64_t addr) {
  FILE *f = std::fopen("/proc/self/maps", "r");
  uint64_t lo = 0, hi = 0, end = addr;
  char line[512];
  while (f && std::fgets(line, sizeof line, f))
    if (std::sscanf(line, "%" SCNx64 "-%" SCNx64, &lo, &hi) == 2 && addr >= lo && addr < hi)
      end = hi;
  if (f)
    std::fclose(f);
  return end;
}

// Fills `s` as bpf/helpers/ustack.bpf.c does at a probe: the registers now,
// and up to kCopied bytes of the stack from sp up, as far as the stack
// goes (the main thread's callers may be closer to its top than kCopied).
__attribute__((noinline)) void take_sample(UstackSample &s) {
  uint64_t *r = s.regs;
  asm volatile("lea 0(%%rip), %%rax\n\t"
               "mov %%rax, 0(%0)\n\t"
               "mov %%rsp, 8(%0)\n\t"
               "mov %%rbp, 16(%0)\n\t"
               "mov %%rbx, 24(%0)\n\t"
               "mov %%r12, 32(%0)\n\t"
               "mov %%r13, 40(%0)\n\t"
               "mov %%r14, 48(%0)\n\t"
               "mov %%r15, 56(%0)\n\t"
               :
               : "r"(r)
               : "rax", "memory");
  s.pid = static_cast<uint32_t>(getpid());
  size_t n = std::min<uint64_t>(kCopied, mapping_end(r[KT_USTACK_SP]) - r[KT_USTACK_SP]);
  s.stack.resize(n);
  std::memcpy(s.stack.data(), reinterpret_cast<const void *>(r[KT_USTACK_SP]), n);
}

__attribute__((noinline)) void unwind_caller(UstackSample &s) {
  take_sample(s);
  asm volatile("" ::: "memory"); // a call, not a tail call
}

__attribute__((noinline)) void unwind_outer(UstackSample &s) {
  unwind_caller(s);
  asm volatile("" ::: "memory");
}

// The sample's frames, symbolized as decode.cpp does.
std::vector<std::string> frame_names(const std::vector<uint64_t> &ips) {
  Symbolizer sym(SymbolDetail::Names);
  std::vector<std::string> names;
  for (size_t i = 0; i < ips.size(); i++) {
    std::vector<Frame> frames;
    sym.user_frames(static_cast<uint32_t>(getpid()), ips[i], i > 0, frames);
    names.push_back(frames.empty() ? "" : frames.back().name);
  }
  return names;
}

TEST(DwarfUnwind, WalksThisProcessStackFromACopy) {
  UstackSample s;
  unwind_outer(s);
  Symbolizer sym;
  sym.keep_ustack_sample(7, s);
  std::vector<uint64_t> ips = sym.unwind_user(7, 32);
  ASSERT_GE(ips.size(), 4u);
  std::vector<std::string> names = frame_names(ips);
  EXPECT_NE(names[0].find("take_sample"), std::string::npos) << names[0];
  EXPECT_NE(names[1].find("unwind_caller"), std::string::npos) << names[1];
  EXPECT_NE(names[2].find("unwind_outer"), std::string::npos) << names[2];
  EXPECT_NE(names[3].find("WalksThisProcessStackFromACopy"), std::string::npos) << names[3];
}

TEST(DwarfUnwind, StopsWhereTheCopyEnds) {
  UstackSample s;
  unwind_outer(s);
  s.stack.clear(); // nothing copied: the first frame alone
  Symbolizer sym;
  sym.keep_ustack_sample(1, s);
  std::vector<uint64_t> ips = sym.unwind_user(1, 32);
  ASSERT_GE(ips.size(), 1u);
  EXPECT_EQ(ips[0], s.regs[KT_USTACK_IP]);
  EXPECT_LE(ips.size(), 2u); // at most the return address CFI finds in a register
}

TEST(DwarfUnwind, ALostSampleHasNoFrames) {
  Symbolizer sym;
  EXPECT_TRUE(sym.unwind_user(99, 32).empty());
}

TEST(DwarfUnwind, KeepsTheNewestSamples) {
  DwarfUnwinder u;
  for (uint64_t id = 0; id < DwarfUnwinder::kKeptSamples + 10; id++)
    u.keep(id, UstackSample{});
  EXPECT_EQ(u.sample(0), nullptr);
  EXPECT_EQ(u.sample(9), nullptr);
  EXPECT_NE(u.sample(10), nullptr);
  EXPECT_NE(u.sample(DwarfUnwinder::kKeptSamples + 9), nullptr);
}

TEST(DwarfUnwind, ParsesARecord) {
  std::vector<uint8_t> rec(sizeof(kt_ustack_sample) + 16);
  kt_ustack_sample h{};
  h.header.kind = KT_REC_USTACK_SAMPLE;
  h.id = 42;
  h.pid = 1234;
  h.regs[KT_USTACK_SP] = 0x7fff0000;
  h.size = 16;
  std::memcpy(rec.data(), &h, sizeof h);
  rec[sizeof h] = 0xab;
  uint64_t id = 0;
  UstackSample s;
  ASSERT_TRUE(parse_ustack_sample(rec.data(), rec.size(), id, s));
  EXPECT_EQ(id, 42u);
  EXPECT_EQ(s.pid, 1234u);
  EXPECT_EQ(s.regs[KT_USTACK_SP], 0x7fff0000u);
  ASSERT_EQ(s.stack.size(), 16u);
  EXPECT_EQ(s.stack[0], 0xab);
  // A size past the record's end: not a sample.
  EXPECT_FALSE(parse_ustack_sample(rec.data(), rec.size() - 1, id, s));
}

} // namespace
} // namespace kt::runtime
