// Golden parse tests: tests/golden/parse/NAME.kt must parse without
// diagnostics, print as the tree in NAME.ast, and survive a print/re-parse
// round trip. UPDATE_GOLDEN=1 rewrites the .ast files.
//
// The round trip also runs over the fuzz seed corpus.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "parser/parse_helpers.h"

namespace fs = std::filesystem;

namespace kt::test {
namespace {

std::vector<fs::path> kt_files(const char *dir) {
  std::vector<fs::path> files;
  for (const auto &e : fs::directory_iterator(fs::path(KT_SOURCE_DIR) / dir))
    if (e.path().extension() == ".kt")
      files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

void expect_round_trip(const Parsed &first, const std::string &what) {
  std::string printed = first.source();
  Parsed second = parse(printed, what + " (printed)");
  ASSERT_TRUE(second.ok()) << what << ": printed program does not parse:\n"
                           << second.errors() << "--- printed ---\n"
                           << printed;
  EXPECT_EQ(first.tree(), second.tree()) << what << ": tree changed after print/re-parse\n" << printed;
  // Printing is a fixed point after one round.
  EXPECT_EQ(printed, second.source()) << what;
}

TEST(Golden, ParseTreesMatch) {
  auto files = kt_files("tests/golden/parse");
  ASSERT_GE(files.size(), 20u) << "golden corpus is missing";
  bool update = std::getenv("UPDATE_GOLDEN") != nullptr;
  for (const fs::path &kt : files) {
    SCOPED_TRACE(kt.filename().string());
    Parsed p = parse(read_file(kt), kt.filename().string());
    ASSERT_TRUE(p.ok()) << p.errors();
    fs::path golden = kt;
    golden.replace_extension(".ast");
    if (update) {
      std::ofstream(golden) << p.tree();
      continue;
    }
    ASSERT_TRUE(fs::exists(golden)) << golden << " missing (run with UPDATE_GOLDEN=1)";
    EXPECT_EQ(read_file(golden), p.tree());
  }
}

TEST(Golden, RoundTripGoldenPrograms) {
  for (const fs::path &kt : kt_files("tests/golden/parse")) {
    Parsed p = parse(read_file(kt), kt.filename().string());
    ASSERT_TRUE(p.ok()) << kt << "\n" << p.errors();
    expect_round_trip(p, kt.filename().string());
  }
}

TEST(Golden, RoundTripFuzzSeeds) {
  for (const fs::path &kt : kt_files("tests/fuzz/corpus")) {
    Parsed p = parse(read_file(kt), kt.filename().string());
    ASSERT_TRUE(p.ok()) << kt << "\n" << p.errors();
    expect_round_trip(p, kt.filename().string());
  }
}

} // namespace
} // namespace kt::test
