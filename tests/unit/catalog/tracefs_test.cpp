#include "catalog/tracefs.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <gtest/gtest.h>

namespace kt::catalog {
namespace {

namespace fs = std::filesystem;

const std::string kFixture = std::string(KT_SOURCE_DIR) + "/tests/fixtures/catalog/tracefs";

TEST(Tracefs, ListsAvailableEventsInKernelOrder) {
  Tracefs tracefs(kFixture);
  auto names = tracefs.tracepoints();
  ASSERT_TRUE(names.ok()) << names.error().message;
  ASSERT_EQ(names->size(), 8u);
  EXPECT_EQ(names->front(), "syscalls:sys_enter_openat");
  EXPECT_EQ(names->back(), "percpu:percpu_alloc_percpu");
}

TEST(Tracefs, WalksEventsWhenAvailableEventsIsMissing) {
  fs::path dir = fs::temp_directory_path() / ("kt_tracefs_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  fs::copy(kFixture + "/events", dir / "events", fs::copy_options::recursive);
  Tracefs tracefs(dir.string());
  auto names = tracefs.tracepoints();
  fs::remove_all(dir);
  ASSERT_TRUE(names.ok()) << names.error().message;
  std::sort(names->begin(), names->end());
  EXPECT_EQ(names->size(), 8u);
  EXPECT_TRUE(std::binary_search(names->begin(), names->end(), "sched:sched_switch"));
}

TEST(Tracefs, MissingTreeIsAnError) {
  Tracefs tracefs("/nonexistent/tracefs");
  auto names = tracefs.tracepoints();
  ASSERT_FALSE(names.ok());
  EXPECT_NE(names.error().message.find("/nonexistent/tracefs/events"), std::string::npos);
}

TEST(Tracefs, FormatOfOneTracepoint) {
  Tracefs tracefs(kFixture);
  EXPECT_TRUE(tracefs.has_tracepoint("sched", "sched_switch"));
  EXPECT_FALSE(tracefs.has_tracepoint("sched", "nope"));
  auto fmt = tracefs.format("sched", "sched_switch");
  ASSERT_TRUE(fmt.ok()) << fmt.error().message;
  EXPECT_EQ(fmt->name, "sched_switch");
  EXPECT_EQ(tracefs.event_dir("sched", "sched_switch"), kFixture + "/events/sched/sched_switch");
}

TEST(Tracefs, FormatErrorsNameTheTracepoint) {
  Tracefs tracefs(kFixture);
  auto fmt = tracefs.format("sched", "nope");
  ASSERT_FALSE(fmt.ok());
  EXPECT_EQ(fmt.error().message.rfind("tracepoint 'sched:nope': open " + kFixture, 0), 0u)
      << fmt.error().message;
  EXPECT_EQ(fmt.error().code, ENOENT);
}

// The machine's own tracefs: every format file it has must parse. Needs
// root (tracefs is 0700); skipped otherwise.
TEST(Tracefs, EveryFormatOnThisMachineParses) {
  auto tracefs = Tracefs::open();
  if (!tracefs.ok())
    GTEST_SKIP() << tracefs.error().message;
  auto names = tracefs->tracepoints();
  ASSERT_TRUE(names.ok()) << names.error().message;
  EXPECT_NE(std::find(names->begin(), names->end(), "sched:sched_switch"), names->end());
  size_t parsed = 0;
  for (const std::string &n : *names) {
    size_t colon = n.find(':');
    auto fmt = tracefs->format(n.substr(0, colon), n.substr(colon + 1));
    if (!fmt.ok() && fmt.error().code == ENOENT)
      continue; // removed while we read (a module unloaded)
    ASSERT_TRUE(fmt.ok()) << fmt.error().message;
    EXPECT_GT(fmt->id, 0u) << n;
    parsed++;
  }
  EXPECT_GT(parsed, 100u);
}

} // namespace
} // namespace kt::catalog
