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

TEST(Demangle, SymbolVersionFollows) {
  EXPECT_EQ(demangle("_ZNSt13runtime_errorC1EPKc@@GLIBCXX_3.4.21"),
            "std::runtime_error::runtime_error(char const*)@@GLIBCXX_3.4.21");
  EXPECT_EQ(demangle("_Z3fooi@V1"), "foo(int)@V1");
  EXPECT_EQ(demangle("open@@GLIBC_2.2.5"), "open@@GLIBC_2.2.5");
}

} // namespace
} // namespace kt::util
