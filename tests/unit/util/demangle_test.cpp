#include "util/demangle.h"

#include <gtest/gtest.h>

namespace kt::util {
namespace {

TEST(Demangle, CppNamesOnly) {
  EXPECT_EQ(demangle("_ZN2kt7runtime10SymbolizerD2Ev"), "kt::runtime::Symbolizer::~Symbolizer()");
  EXPECT_EQ(demangle("_Z3fooi"), "foo(int)");
  EXPECT_EQ(demangle("main"), "main");
  EXPECT_EQ(demangle("_Znot-a-name"), "_Znot-a-name");
}

} // namespace
} // namespace kt::util
