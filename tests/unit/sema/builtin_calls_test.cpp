// Every builtin function called with no, too few, too many and odd
// arguments, in several probe kinds: sema answers with a typed program or
// with diagnostics, never a crash (nsecs() crashed: its resolve hook read an
// argument the call did not have).
#include <gtest/gtest.h>

#include "sema/builtins.h"
#include "sema/fixture_types.h"

namespace kt::test {
namespace {

TEST(BuiltinCalls, EveryArgumentListGetsAnAnswer) {
  const std::vector<std::string> arg_lists = {
      "", "1", "\"x\"", "@m", "comm", "1, 2", "@m, 1", "\"%d\", 1", "1, 2, 3, 4, 5, 6, 7, 8"};
  const std::vector<std::string> probes = {"BEGIN", "kprobe:vfs_read", "kretprobe:vfs_read"};
  sema::ResolveOptions opts;
  opts.unsafe = true; // system(), signal() and their kin get past their first check
  size_t calls = 0;
  for (const sema::BuiltinFamily &family : sema::builtin_families())
    for (const sema::BuiltinInfo &b : family.builtins) {
      if (b.form == sema::BuiltinForm::Variable)
        continue;
      for (const std::string &probe : probes)
        for (const std::string &args : arg_lists) {
          std::string call = std::string(b.name) + "(" + args + ")";
          for (const std::string &use : {"$r = " + call + ";", call + ";", "@z = " + call + ";"}) {
            std::string program = probe + " { @m[1] = 1; " + use + " }";
            Analyzed a = analyze(program, "<test>", opts);
            EXPECT_TRUE(a.ok() || !a.rendered().empty()) << program << ": an error without a message";
            calls++;
          }
        }
    }
  EXPECT_GT(calls, 1000u); // the registry was there
}

} // namespace
} // namespace kt::test
