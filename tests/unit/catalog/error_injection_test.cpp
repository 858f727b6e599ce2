// The kernel's error-injection list (catalog/error_injection.h), as
// debugfs prints it, and its fixture.
#include <gtest/gtest.h>

#include "catalog/error_injection.h"

namespace kt::catalog {
namespace {

TEST(ErrorInjection, ParsesNamesModulesAndTypes) {
  auto list = parse_error_injection_list("should_failslab\tERRNO\n"
                                         "btrfs_should_cancel_balance [btrfs]\tERRNO\n"
                                         "__x64_sys_getuid\tERRNO\n"
                                         "open_ctree [btrfs]\tERRNO_NULL\n");
  ASSERT_EQ(list.size(), 4u);
  EXPECT_EQ(list[0].name, "should_failslab");
  EXPECT_EQ(list[0].module, "");
  EXPECT_EQ(list[0].type, "ERRNO");
  EXPECT_EQ(list[1].name, "btrfs_should_cancel_balance");
  EXPECT_EQ(list[1].module, "btrfs");
  EXPECT_EQ(list[3].type, "ERRNO_NULL");
}

TEST(ErrorInjection, SkipsLinesWithoutAType) {
  auto list = parse_error_injection_list("\nno_type_here\n\tERRNO\nok_one\tTRUE");
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].name, "ok_one");
  EXPECT_EQ(list[0].type, "TRUE");
}

TEST(ErrorInjection, ReadsAFileAndNamesOneItCannotRead) {
  auto list = read_error_injection_list(std::string(KT_SOURCE_DIR) + "/tests/fixtures/sema/error_injection_list");
  ASSERT_TRUE(list.ok()) << list.error().message;
  EXPECT_FALSE(list->empty());
  auto missing = read_error_injection_list("/nonexistent/error_injection/list");
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.error().message.find("/nonexistent/error_injection/list"), std::string::npos);
}

} // namespace
} // namespace kt::catalog
