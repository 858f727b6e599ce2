// errno_names against glibc's own names (strerrorname_np), and the second
// names and kernel-internal ones that glibc does not know.
#include "util/errno_names.h"

#include <cstring>
#include <set>

#include <gtest/gtest.h>

#include "util/stdlib_enums.h"

namespace kt {
namespace {

TEST(ErrnoNames, EveryUserVisibleNumberHasGlibcsName) {
  int checked = 0;
  for (int n = 1; n < 512; n++) {
    const char *glibc = strerrorname_np(n);
    SCOPED_TRACE(n);
    if (!glibc) {
      EXPECT_EQ(errno_name(n), std::nullopt);
      continue;
    }
    EXPECT_EQ(errno_name(n), std::string_view(glibc));
    EXPECT_EQ(errno_number(glibc), n);
    checked++;
  }
  EXPECT_EQ(checked, 131); // 1 to 133 but 41 and 58
}

TEST(ErrnoNames, SecondNamesAndTheKernelsOwn) {
  EXPECT_EQ(errno_number("EWOULDBLOCK"), 11);
  EXPECT_EQ(errno_number("EDEADLOCK"), 35);
  EXPECT_EQ(errno_number("ENOTSUP"), 95);
  EXPECT_EQ(errno_name(11), "EAGAIN");
  EXPECT_EQ(errno_number("ERESTARTSYS"), 512);
  EXPECT_EQ(errno_name(524), "ENOTSUPP");
  EXPECT_EQ(errno_name(531), "ENOGRACE");
  EXPECT_EQ(errno_name(520), std::nullopt);
  EXPECT_EQ(errno_number("ENOMEMORY"), std::nullopt);
  EXPECT_EQ(errno_number("enomem"), std::nullopt);
}

TEST(ErrnoNames, EveryNameOnceOwnNamesFirst) {
  std::vector<std::string> names = errno_names();
  EXPECT_EQ(std::set<std::string>(names.begin(), names.end()).size(), names.size());
  EXPECT_EQ(names.size(), util::errno_enum().size());
  // The suggestions rank a number's own name before its second names.
  EXPECT_EQ(names.front(), "EPERM");
  EXPECT_EQ(names.back(), "ENOTSUP");
}

} // namespace
} // namespace kt
