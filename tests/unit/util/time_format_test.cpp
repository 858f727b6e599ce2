#include "util/time_format.h"

#include <cstdlib>
#include <ctime>
#include <optional>
#include <string>

#include <gtest/gtest.h>

namespace kt::util {
namespace {

// Runs each test in a fixed time zone (UTC unless a test changes it) and
// restores the caller's TZ afterwards.
class TimeFormat : public testing::Test {
protected:
  void SetUp() override {
    if (const char *tz = std::getenv("TZ"))
      saved_tz_ = tz;
    use_tz("UTC");
  }
  void TearDown() override {
    if (saved_tz_)
      setenv("TZ", saved_tz_->c_str(), 1);
    else
      unsetenv("TZ");
    tzset();
  }
  static void use_tz(const char *tz) {
    setenv("TZ", tz, 1);
    tzset();
  }

private:
  std::optional<std::string> saved_tz_;
};

constexpr uint64_t kSec = 1'000'000'000;
// 2023-11-14 22:13:20 UTC, a Tuesday, plus 123456789 ns.
constexpr uint64_t kStamp = 1'700'000'000 * kSec + 123'456'789;

struct TimeCase {
  std::string fmt;
  uint64_t epoch_ns;
  std::string expected;
};

const TimeCase kCases[] = {
    {"%Y-%m-%d %H:%M:%S", 0, "1970-01-01 00:00:00"},
    {"%Y-%m-%d %H:%M:%S", kStamp, "2023-11-14 22:13:20"},
    // bpftrace 0.17 prints strftime("%H:%M:%S.%f", nsecs) as "09:27:48.442724".
    {"%H:%M:%S.%f", kStamp, "22:13:20.123456"},
    {"%f", 5'000, "000005"},
    {"%f", 999, "000000"},
    {"%f", kSec - 1, "999999"},
    {"%f%f", kSec + 1'000, "000001000001"},
    {"%%f", 5'000, "%f"},
    {"%%%f", 5'000, "%000005"},
    {"%%", 0, "%"},
    {"", kStamp, ""},
    {"plain text", kStamp, "plain text"},
    {"%a %b %e %j", kStamp, "Tue Nov 14 318"},
    {"%s", kStamp, "1700000000"},
    {"%Z %z", kStamp, "UTC +0000"},
    {"%q", 0, "%q"}, // glibc copies unknown conversions
    {"%", 0, "%"},
    {"%10Y|", 0, "0000001970|"},
    {"%c", 0, "Thu Jan  1 00:00:00 1970"},
    {"%T.%f\n", kStamp, "22:13:20.123456\n"},
    {"%Y-%m-%d", 18'446'744'073'709'551'615u, "2554-07-21"},
};

TEST_F(TimeFormat, Table) {
  for (const TimeCase &c : kCases)
    EXPECT_EQ(format_strftime(c.fmt, c.epoch_ns), c.expected) << "format: " << c.fmt;
}

TEST_F(TimeFormat, StopsAtNul) {
  EXPECT_EQ(format_strftime(std::string_view("%Y\0%m", 5), 0), "1970");
  EXPECT_EQ(format_strftime(std::string_view("\0%Y", 3), 0), "");
}

TEST_F(TimeFormat, LongResults) {
  std::string fmt, expected;
  for (int i = 0; i < 500; ++i) {
    fmt += "%c|%f ";
    expected += "Thu Jan  1 00:00:00 1970|000007 ";
  }
  EXPECT_EQ(format_strftime(fmt, 7'000), expected);
  std::string wide = format_strftime("%100000Y", 0);
  EXPECT_EQ(wide.size(), 100000u);
  EXPECT_TRUE(wide.ends_with("01970"));
}

TEST_F(TimeFormat, UsesLocalTime) {
  use_tz("XYZ-9"); // POSIX TZ: 9 hours east of UTC, needs no tzdata
  EXPECT_EQ(format_strftime("%Y-%m-%d %H:%M:%S %Z %z", 0), "1970-01-01 09:00:00 XYZ +0900");
  use_tz("ABC+5");
  EXPECT_EQ(format_strftime("%d %H:%M.%f", kStamp), "14 17:13.123456");
}

} // namespace
} // namespace kt::util
