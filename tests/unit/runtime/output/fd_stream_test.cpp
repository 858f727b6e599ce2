// FdStream: results reach the descriptor whole, and a failed write keeps
// its errno (a full device vs a reader gone).
#include <gtest/gtest.h>

#include <fcntl.h>
#include <unistd.h>

#include <csignal>
#include <string>

#include "runtime/output/fd_stream.h"

namespace kt::runtime::test {
namespace {

std::string read_all(int fd) {
  std::string out;
  char buf[4096];
  for (ssize_t n; (n = read(fd, buf, sizeof buf)) > 0;)
    out.append(buf, static_cast<size_t>(n));
  return out;
}

TEST(FdStreamTest, WritesSmallAndLargeTextInOrder) {
  char path[] = "/tmp/kt-fd-stream-XXXXXX";
  int fd = mkstemp(path);
  ASSERT_GE(fd, 0);
  std::string big(200000, 'x'); // larger than the stream's buffer
  {
    FdStream s(fd, false);
    s << "first\n" << big << "last\n";
    s.flush();
    EXPECT_TRUE(s.good());
    EXPECT_EQ(s.error(), 0);
  }
  lseek(fd, 0, SEEK_SET);
  EXPECT_EQ(read_all(fd), "first\n" + big + "last\n");
  close(fd);
  unlink(path);
}

TEST(FdStreamTest, FullDeviceKeepsEnospc) {
  int fd = open("/dev/full", O_WRONLY);
  ASSERT_GE(fd, 0);
  FdStream s(fd, true);
  s << "result\n";
  s.flush();
  EXPECT_FALSE(s.good());
  EXPECT_EQ(s.error(), ENOSPC);
  s << "more\n"; // nothing more is tried
  EXPECT_EQ(s.error(), ENOSPC);
}

TEST(FdStreamTest, ClosedReaderKeepsEpipe) {
  struct sigaction ignore {}, old{};
  ignore.sa_handler = SIG_IGN;
  sigaction(SIGPIPE, &ignore, &old);
  int p[2];
  ASSERT_EQ(pipe(p), 0);
  close(p[0]);
  {
    FdStream s(p[1], true);
    s << "result\n";
    s.flush();
    EXPECT_EQ(s.error(), EPIPE);
  }
  sigaction(SIGPIPE, &old, nullptr);
}

} // namespace
} // namespace kt::runtime::test
