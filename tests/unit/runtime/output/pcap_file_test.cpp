// PcapFile: the bytes of the classic pcap format, read back field by
// field; a file that cannot be created names its path; a full device is
// the error close() returns.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstring>
#include <fstream>
#include <iterator>
#include <string>

#include "runtime/output/pcap_file.h"

namespace kt::runtime::test {
namespace {

template <typename T> T field(const std::string &bytes, size_t at) {
  T v{};
  std::memcpy(&v, bytes.data() + at, sizeof v);
  return v;
}

std::string read_file(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST(PcapFileTest, WritesHeaderAndPacketsWithNanosecondTimes) {
  char path[] = "/tmp/kt-pcap-XXXXXX";
  int fd = mkstemp(path);
  ASSERT_GE(fd, 0);
  close(fd);
  auto file = PcapFile::create(path);
  ASSERT_TRUE(file) << file.error().message;
  const uint8_t first[] = {0x45, 0, 0, 20};
  const uint8_t second[] = {0x60, 1, 2};
  (*file)->write(1700000000123456789ull, first, sizeof first, 20);
  (*file)->write(1700000001000000005ull, second, sizeof second, 2); // a length below the bytes kept: theirs
  EXPECT_EQ((*file)->packets(), 2u);
  ASSERT_TRUE((*file)->close());
  std::string bytes = read_file(path);
  unlink(path);
  ASSERT_EQ(bytes.size(), 24u + 16 + 4 + 16 + 3);
  EXPECT_EQ(field<uint32_t>(bytes, 0), 0xa1b23c4du);
  EXPECT_EQ(field<uint16_t>(bytes, 4), 2);
  EXPECT_EQ(field<uint16_t>(bytes, 6), 4);
  EXPECT_EQ(field<uint32_t>(bytes, 16), 262144u);
  EXPECT_EQ(field<uint32_t>(bytes, 20), 101u);
  EXPECT_EQ(field<uint32_t>(bytes, 24), 1700000000u);
  EXPECT_EQ(field<uint32_t>(bytes, 28), 123456789u);
  EXPECT_EQ(field<uint32_t>(bytes, 32), 4u);
  EXPECT_EQ(field<uint32_t>(bytes, 36), 20u);
  EXPECT_EQ(bytes.substr(40, 4), std::string("\x45\0\0\x14", 4));
  EXPECT_EQ(field<uint32_t>(bytes, 44), 1700000001u);
  EXPECT_EQ(field<uint32_t>(bytes, 48), 5u);
  EXPECT_EQ(field<uint32_t>(bytes, 52), 3u);
  EXPECT_EQ(field<uint32_t>(bytes, 56), 3u);
  EXPECT_EQ(bytes.substr(60), std::string("\x60\x01\x02", 3));
}

TEST(PcapFileTest, NamesAFileItCannotCreate) {
  auto file = PcapFile::create("/nonexistent-kt-dir/out.pcap");
  ASSERT_FALSE(file);
  EXPECT_EQ(file.error().message, "cannot write pcap file '/nonexistent-kt-dir/out.pcap': No such file or directory");
}

TEST(PcapFileTest, CloseReportsAFullDevice) {
  if (access("/dev/full", W_OK) != 0)
    GTEST_SKIP() << "no /dev/full";
  auto file = PcapFile::create("/dev/full");
  ASSERT_TRUE(file) << file.error().message;
  const uint8_t packet[64] = {};
  (*file)->write(0, packet, sizeof packet, sizeof packet);
  Status s = (*file)->close();
  ASSERT_FALSE(s);
  EXPECT_EQ(s.error().message, "writing pcap file '/dev/full': No space left on device");
}

} // namespace
} // namespace kt::runtime::test
