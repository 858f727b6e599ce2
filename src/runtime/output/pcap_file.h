// PcapFile: packets in the classic pcap format (what libpcap writes and
// tcpdump -r, Wireshark and Python's dpkt read): a 24-byte file header,
// then per packet a 16-byte record header (time, bytes kept, bytes the
// packet had) and the bytes kept. kt writes nanosecond timestamps (magic
// 0xa1b23c4d) in this machine's byte order, as libpcap does, and link
// type LINKTYPE_RAW (101: each packet starts at its IPv4 or IPv6 header),
// as bpftrace's skboutput() does.
#pragma once

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>

#include "util/result.h"

namespace kt::runtime {

inline constexpr uint32_t kPcapMagicNanoseconds = 0xa1b23c4d;
inline constexpr uint32_t kPcapLinktypeRaw = 101;
// The most bytes of a packet a record keeps (libpcap's MAXIMUM_SNAPLEN):
// a loopback packet with segmentation offload reaches 64 KiB and more.
inline constexpr uint32_t kPcapSnaplen = 262144;

class PcapFile {
public:
  // Creates (or truncates) `path` and writes the file header.
  static Result<std::unique_ptr<PcapFile>> create(const std::string &path);
  ~PcapFile();
  PcapFile(const PcapFile &) = delete;
  PcapFile &operator=(const PcapFile &) = delete;

  // One packet: `kept` bytes at `data` of a packet of `len` bytes, at
  // `wall_ns` nanoseconds since the epoch. Cut to kPcapSnaplen.
  void write(uint64_t wall_ns, const uint8_t *data, uint32_t kept, uint32_t len);
  // Flushes and closes the file: the first error any write met, if one did.
  Status close();
  const std::string &path() const { return path_; }
  uint64_t packets() const { return packets_; }

private:
  PcapFile(std::string path, std::FILE *f) : path_(std::move(path)), f_(f) {}
  void put(const void *p, size_t n);

  std::string path_;
  std::FILE *f_;
  int error_ = 0;
  uint64_t packets_ = 0;
};

} // namespace kt::runtime
