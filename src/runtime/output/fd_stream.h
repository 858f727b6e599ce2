// FdStream: an std::ostream over a file descriptor (standard output or
// -o FILE) that remembers why a write failed. A C++ stream only says that
// it failed; kt must tell a reader that went away (EPIPE: `kt ... | head
// -1`, an ordinary end) from a disk that filled up (ENOSPC, EDQUOT, EIO:
// results lost, a failure to report).
#pragma once

#include <ostream>
#include <streambuf>
#include <vector>

namespace kt::runtime {

class FdStreamBuf final : public std::streambuf {
public:
  // Writes to `fd`, which it closes when `owned`.
  FdStreamBuf(int fd, bool owned);
  ~FdStreamBuf() override;
  FdStreamBuf(const FdStreamBuf &) = delete;
  FdStreamBuf &operator=(const FdStreamBuf &) = delete;

  // The errno of the first write that failed; 0 while none has. After a
  // failure nothing more is written (the stream is bad from then on).
  int error() const { return error_; }

protected:
  int_type overflow(int_type c) override;
  std::streamsize xsputn(const char *s, std::streamsize n) override;
  int sync() override;

private:
  bool write_all(const char *p, size_t n);
  bool drain();

  int fd_;
  bool owned_;
  int error_ = 0;
  std::vector<char> buf_;
};

class FdStream final : public std::ostream {
public:
  FdStream(int fd, bool owned) : std::ostream(nullptr), buf_(fd, owned) { rdbuf(&buf_); }
  int error() const { return buf_.error(); }

private:
  FdStreamBuf buf_;
};

} // namespace kt::runtime
