// util::signal_number against glibc's signal names (sigabbrev_np).
#include "util/signals.h"

#include <cstring>
#include <string>

#include <gtest/gtest.h>

#include "util/stdlib_enums.h"

namespace kt::util {
namespace {

TEST(Signals, EveryStandardSignalByGlibcsName) {
  for (int n = 1; n <= 31; n++) {
    std::string name = sigabbrev_np(n);
    SCOPED_TRACE(name);
    if (name == "POLL") // glibc's name for 29 is System V's; signals.kt has SIGIO
      name = "IO";
    EXPECT_EQ(signal_number(name), n);
    EXPECT_EQ(signal_number("SIG" + name), n);
  }
  EXPECT_EQ(signal_enum().size(), 31u);
}

TEST(Signals, UnknownNames) {
  EXPECT_EQ(signal_number("SIGSTKFLT"), 16); // sema's table lacked it before signals.kt was the source
  EXPECT_EQ(signal_number("SIG"), std::nullopt);
  EXPECT_EQ(signal_number(""), std::nullopt);
  EXPECT_EQ(signal_number("SIGSIGKILL"), std::nullopt);
  EXPECT_EQ(signal_number("sigkill"), std::nullopt);
  EXPECT_EQ(signal_number("SIGRTMIN"), std::nullopt);
  EXPECT_EQ(signal_number("9"), std::nullopt); // signal(9) takes the number as an integer
}

} // namespace
} // namespace kt::util
