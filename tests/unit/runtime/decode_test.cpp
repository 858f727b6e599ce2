// Decoder: MAC addresses and cgroup paths, as print() shows them.
#include "runtime/decode.h"

#include <gtest/gtest.h>

namespace kt::runtime {
namespace {

using manifest::Layout;

struct DecodeTest : ::testing::Test {
  manifest::Manifest m;
  Symbolizer symbols;
  std::vector<std::string> probe_names;
  Decoder decoder{m, symbols, probe_names};

};

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
