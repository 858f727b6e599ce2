// kt's printf formats in the kernel's dialect (printf() in iter probes):
// what translates and what the kernel lacks.
#include "util/kernel_printf.h"

#include <gtest/gtest.h>

namespace kt::util {
namespace {

Result<std::string> kernel(std::string_view fmt, size_t *bad = nullptr) {
  auto parsed = parse_printf_format(fmt);
  EXPECT_TRUE(parsed.ok()) << fmt;
  return kernel_printf_format(*parsed, bad);
}

struct Case {
  const char *kt;
  const char *kernel;
};

class KernelPrintf : public testing::TestWithParam<Case> {};

TEST_P(KernelPrintf, Translates) {
  auto k = kernel(GetParam().kt);
  ASSERT_TRUE(k.ok()) << GetParam().kt << ": " << k.error().message;
  EXPECT_EQ(*k, GetParam().kernel);
}

// Integers become their 64-bit forms (the program cuts the value to what
// kt's length modifier says); flags and widths stay; '%' is doubled.
INSTANTIATE_TEST_SUITE_P(Formats, KernelPrintf,
                         testing::Values(Case{"%d %i %u\n", "%lld %lld %llu\n"}, Case{"%x|%X", "%llx|%llX"},
                                         Case{"%ld %lu %hhd %hx", "%lld %llu %lld %llx"},
                                         Case{"%-16s|%5d|%05u|%+d|% d", "%-16s|%5lld|%05llu|%+lld|% lld"},
                                         Case{"%c%s", "%c%s"}, Case{"100%% done\t", "100%% done\t"},
                                         Case{"plain", "plain"}));

struct Bad {
  const char *kt;
  size_t spec; // the specifier at fault (its index), or the count for the text
  const char *message;
};

class KernelPrintfErrors : public testing::TestWithParam<Bad> {};

TEST_P(KernelPrintfErrors, Refused) {
  size_t bad = 99;
  auto k = kernel(GetParam().kt, &bad);
  ASSERT_FALSE(k.ok()) << GetParam().kt;
  EXPECT_EQ(k.error().message, GetParam().message);
  EXPECT_EQ(bad, GetParam().spec);
}

INSTANTIATE_TEST_SUITE_P(
    Unsupported, KernelPrintfErrors,
    testing::Values(Bad{"%d %o", 1, "the kernel's printf has no '%o' conversion"},
                    Bad{"%p", 0, "the kernel's printf has no '%p' conversion"},
                    Bad{"%r", 0, "the kernel's printf has no '%r' conversion"},
                    Bad{"%.3s", 0, "the kernel's printf has no precision ('.N')"},
                    Bad{"%#x", 0, "the kernel's printf has no '#' flag"},
                    Bad{"caf\xc3\xa9 %d", 1, "the kernel's printf takes printable ASCII text only"},
                    Bad{"%d%d%d%d%d%d%d%d%d%d%d%d%d", 13, "the kernel's printf takes at most 12 arguments"}));

} // namespace
} // namespace kt::util
