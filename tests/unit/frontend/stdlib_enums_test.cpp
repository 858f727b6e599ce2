// The stdlib enums that C++ reads too (util/stdlib_enums.h): the build's
// copy, read by cmake/StdlibEnum.cmake, holds what kt's own parser reads in
// the .kt file, name for name and value for value.
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "parser/driver.h"
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
    ast::Context ctx;
    Diagnostics diags;
    ast::Program *p = Driver(ctx, diags).parse(file);
    ASSERT_TRUE(p && !diags.has_errors());
    const ast::CEnum *e = nullptr;
    for (const ast::Node *item : p->items)
      if (auto *ce = ast::as<ast::CEnum>(item); ce && ce->name == c.enum_name)
        e = ce;
    ASSERT_TRUE(e);
    std::span<const util::EnumValue> table = c.table();
    ASSERT_EQ(e->values.size(), table.size());
    for (size_t i = 0; i < table.size(); i++) {
      const ast::CEnumerator *v = e->values[i];
      EXPECT_EQ(v->name, table[i].name);
      auto *n = ast::as<ast::Integer>(v->value);
      ASSERT_TRUE(n) << v->name;
      EXPECT_EQ(n->value, static_cast<uint64_t>(table[i].value)) << v->name;
    }
  }
}

} // namespace
} // namespace kt::parser
