#include "runtime/output/fd_stream.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace kt::runtime {

namespace {
// As large as a pipe's default capacity: one write(2) per ring-buffer
// batch of results, not one per line.
constexpr size_t kBufferSize = 1 << 16;
} // namespace

FdStreamBuf::FdStreamBuf(int fd, bool owned) : fd_(fd), owned_(owned), buf_(kBufferSize) {
  setp(buf_.data(), buf_.data() + buf_.size());
}

FdStreamBuf::~FdStreamBuf() {
  drain();
  if (owned_)
    close(fd_);
}

// Loops over short writes (a pipe, a file system nearly full) and EINTR
// (a signal that ends the run arrives while kt writes).
bool FdStreamBuf::write_all(const char *p, size_t n) {
  if (error_)
    return false;
  while (n > 0) {
    ssize_t w = write(fd_, p, n);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0) {
      error_ = w < 0 ? errno : EIO;
      return false;
    }
    p += w;
    n -= static_cast<size_t>(w);
  }
  return true;
}

bool FdStreamBuf::drain() {
  bool ok = write_all(pbase(), static_cast<size_t>(pptr() - pbase()));
  setp(buf_.data(), buf_.data() + buf_.size());
  return ok;
}

FdStreamBuf::int_type FdStreamBuf::overflow(int_type c) {
  if (!drain())
    return traits_type::eof();
  if (traits_type::eq_int_type(c, traits_type::eof()))
    return traits_type::not_eof(c);
  *pptr() = traits_type::to_char_type(c);
  pbump(1);
  return c;
}

std::streamsize FdStreamBuf::xsputn(const char *s, std::streamsize n) {
  if (error_)
    return 0;
  auto room = epptr() - pptr();
  if (n <= room) {
    std::memcpy(pptr(), s, static_cast<size_t>(n));
    pbump(static_cast<int>(n));
    return n;
  }
  // Larger than what is left: what waits first, then this text directly.
  if (!drain() || !write_all(s, static_cast<size_t>(n)))
    return 0;
  return n;
}

int FdStreamBuf::sync() { return drain() ? 0 : -1; }

} // namespace kt::runtime
