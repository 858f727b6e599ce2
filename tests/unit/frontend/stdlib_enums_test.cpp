// The stdlib enums that C++ reads too (util/stdlib_enums.h): the build's
// copy, read by cmake/StdlibEnum.cmake, holds what Clang reads in the .kt
// file (its C declarations, src/cparts), name for name and value for value.
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include <cstdlib>

#include "cparts/preprocess.h"
#include "util/stdlib_enums.h"

namespace kt::parser {
namespace {

struct Case {
  const char *file;
  const char *enum_name;
  std::span<const util::EnumValue> (*table)();
};

const Case kCases[] = {
    {"errno.kt", "errno", util::errno_enum},
    {"signals.kt", "signal", util::signal_enum},
};

TEST(StdlibEnums, TheBuildReadsWhatTheParserReads) {
  for (const Case &c : kCases) {
    SCOPED_TRACE(c.file);
    std::ifstream in(std::string(KT_SOURCE_DIR) + "/stdlib/" + c.file);
    std::ostringstream text;
    text << in.rdbuf();
    SourceFile file(c.file, text.str());
    Diagnostics diags;
    setenv("KT_NO_C_CACHE", "1", 1);
    std::optional<cparts::CParts> parts = cparts::preprocess(file, "", {}, diags);
    unsetenv("KT_NO_C_CACHE");
    ASSERT_TRUE(parts && !diags.has_errors());
    const ast::CTypeEnum *e = nullptr;
    for (const ast::CTypeEnum &en : parts->types.enums)
      if (en.own && en.name == c.enum_name)
        e = &en;
    ASSERT_TRUE(e);
    std::span<const util::EnumValue> table = c.table();
    ASSERT_EQ(e->values.size(), table.size());
    for (size_t i = 0; i < table.size(); i++) {
      EXPECT_EQ(e->values[i].first, table[i].name);
      EXPECT_EQ(e->values[i].second, table[i].value) << table[i].name;
    }
  }
}

} // namespace
} // namespace kt::parser
