#include "util/glob.h"

#include <fnmatch.h>
#include <gtest/gtest.h>

namespace kt::catalog {
namespace {

struct Case {
  const char *pattern;
  const char *text;
  bool match;
};

TEST(Glob, Matches) {
  const Case cases[] = {
      {"*", "", true},
      {"*", "sched:sched_switch", true},
      {"sched:*", "sched:sched_switch", true},
      {"sched:*", "schedx:sched_switch", false},
      {"*open*", "syscalls:sys_enter_openat", true},
      {"*open", "syscalls:sys_enter_openat", false},
      {"sys_enter_open?t", "sys_enter_openat", true},
      {"sys_enter_open?t", "sys_enter_opent", false},
      {"*sched_switch", "sched:sched_switch", true}, // '*' crosses ':'
      {"/bin/*", "/bin/x/y", true},                  // and '/'
      {"mall*", "malloc", true},
      {"mall*", "xmalloc", false},
      {"[abc]x", "bx", true},
      {"[abc]x", "dx", false},
      {"[a-c]x", "cx", true},
      {"[!a-c]x", "cx", false},
      {"[^a-c]x", "dx", true},
      {"[]]", "]", true},
      {"[", "[", true}, // unterminated set: a literal
      {"a[", "a[", true},
      {"\\*", "*", true},
      {"\\*", "a", false},
      {"a*b*c", "aXbYc", true},
      {"a*b*c", "aXbY", false},
      {"**", "anything", true},
      {"", "", true},
      {"", "a", false},
      {"cpu*:", "cpu-clock:", true},
  };
  for (const Case &c : cases)
    EXPECT_EQ(glob_match(c.pattern, c.text), c.match) << c.pattern << " vs " << c.text;
}

// The same answers as fnmatch(3) without flags, for well-formed patterns.
TEST(Glob, AgreesWithFnmatch) {
  const char *patterns[] = {"*", "a*", "*a", "a?c", "[ab]*", "*[!x]", "*:*:*", "s*_*_*t"};
  const char *texts[] = {"", "a", "abc", "xa", "bbb", "a:b:c", "sys_enter_openat", "x", "ab:c"};
  for (const char *p : patterns)
    for (const char *t : texts)
      EXPECT_EQ(glob_match(p, t), fnmatch(p, t, 0) == 0) << p << " vs " << t;
}

TEST(Glob, LongInputsStayLinear) {
  std::string text(10000, 'a');
  EXPECT_FALSE(glob_match("*a*a*a*a*a*b", text));
  EXPECT_TRUE(glob_match("*a*a*a*a*a*", text));
}

TEST(Glob, HasWildcard) {
  EXPECT_TRUE(has_wildcard("sys_*"));
  EXPECT_TRUE(has_wildcard("a?"));
  EXPECT_TRUE(has_wildcard("[ab]"));
  EXPECT_FALSE(has_wildcard("sched:sched_switch"));
  EXPECT_FALSE(has_wildcard(""));
}

} // namespace
} // namespace kt::catalog
