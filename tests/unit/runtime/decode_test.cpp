// Decoder: values whose layout names them (an enum's enumerators, GFP
// flags for %gr), MAC addresses and cgroup paths, as print() shows them
// and as printf() gets them.
#include "runtime/decode.h"

#include <gtest/gtest.h>

namespace kt::runtime {
namespace {

using manifest::Layout;

Layout named_int(uint32_t size, bool is_signed, std::vector<std::pair<uint64_t, std::string>> symbols,
                 bool flags = false) {
  Layout l;
  l.kind = Layout::Kind::Int;
  l.size = size;
  l.is_signed = is_signed;
  l.symbols = std::move(symbols);
  l.flags = flags;
  return l;
}

struct DecodeTest : ::testing::Test {
  manifest::Manifest m;
  Symbolizer symbols;
  std::vector<std::string> probe_names;
  Decoder decoder{m, symbols, probe_names};

  template <typename T> Value decode(T v, const Layout &l) {
    return decoder.decode(reinterpret_cast<const uint8_t *>(&v), sizeof v, l);
  }
  template <typename T> util::FormatArg arg(T v, const Layout &l) {
    return decoder.format_arg(reinterpret_cast<const uint8_t *>(&v), sizeof v, l);
  }
};

TEST_F(DecodeTest, EnumValuesByName) {
  Layout color = named_int(8, true, {{0, "RED"}, {2, "GREEN"}, {2, "ALIAS"}, {~uint64_t{0}, "NONE"}});
  EXPECT_EQ(decode(int64_t{2}, color), Value::make_string("GREEN")); // the first name of a value
  EXPECT_EQ(decode(int64_t{-1}, color), Value::make_string("NONE"));
  EXPECT_EQ(decode(int64_t{7}, color), Value::make_string("7")); // no name: the number
  EXPECT_EQ(arg(int64_t{2}, color), util::FormatArg(util::Symbolic{2, "GREEN"}));
  // A narrower signed enum is sign-extended before the names are compared.
  EXPECT_EQ(decode(int32_t{-1}, named_int(4, true, {{~uint64_t{0}, "NONE"}})), Value::make_string("NONE"));
}

TEST_F(DecodeTest, FlagsByName) {
  Layout gfp = named_int(8, false, {{1 << 6, "__GFP_IO"}, {1 << 7, "__GFP_FS"}}, true);
  EXPECT_EQ(arg(uint64_t{0xc0}, gfp), util::FormatArg(util::Symbolic{0xc0, "__GFP_IO|__GFP_FS"}));
  EXPECT_EQ(arg(uint64_t{0x1c0}, gfp), util::FormatArg(util::Symbolic{0x1c0, "__GFP_IO|__GFP_FS|0x100"}));
  EXPECT_EQ(arg(uint64_t{0x100}, gfp), util::FormatArg(util::Symbolic{0x100, "0x100"}));
  EXPECT_EQ(arg(uint64_t{0}, gfp), util::FormatArg(util::Symbolic{0, "0"}));
}

TEST_F(DecodeTest, PlainIntegersStayNumbers) {
  EXPECT_EQ(arg(int64_t{-3}, named_int(8, true, {})), util::FormatArg(int64_t{-3}));
  EXPECT_EQ(decode(uint64_t{5}, named_int(8, false, {})), Value::make_unsigned(5));
}

TEST_F(DecodeTest, MacAddress) {
  Layout mac;
  mac.kind = Layout::Kind::MacAddr;
  mac.size = 6;
  const uint8_t bytes[6] = {0x18, 0xc0, 0x4d, 0x08, 0x2e, 0xbb};
  EXPECT_EQ(decoder.decode(bytes, sizeof bytes, mac), Value::make_string("18:C0:4D:08:2E:BB"));
}

// No directory has inode 0: no hierarchy has the cgroup.
TEST_F(DecodeTest, CgroupPathOfNoCgroupIsEmpty) {
  Layout path;
  path.kind = Layout::Kind::CgroupPath;
  path.size = 16;
  m.cgroup_path_filters = {"*"};
  const uint64_t words[2] = {0, 0};
  EXPECT_EQ(decoder.decode(reinterpret_cast<const uint8_t *>(words), sizeof words, path), Value::make_string(""));
}

} // namespace
} // namespace kt::runtime
