#include "runtime/output/pcap_file.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace kt::runtime {

namespace {

struct FileHeader {
  uint32_t magic;
  uint16_t version_major, version_minor;
  int32_t thiszone;
  uint32_t sigfigs, snaplen, linktype;
};
struct RecordHeader {
  uint32_t sec, nsec, kept, len;
};
static_assert(sizeof(FileHeader) == 24 && sizeof(RecordHeader) == 16, "pcap headers");

} // namespace

Result<std::unique_ptr<PcapFile>> PcapFile::create(const std::string &path) {
  std::FILE *f = std::fopen(path.c_str(), "wbe");
  if (!f)
    return Error("cannot write pcap file '" + path + "': " + std::strerror(errno), errno);
  std::unique_ptr<PcapFile> file(new PcapFile(path, f));
  FileHeader h{kPcapMagicNanoseconds, 2, 4, 0, 0, kPcapSnaplen, kPcapLinktypeRaw};
  file->put(&h, sizeof h);
  return file;
}

PcapFile::~PcapFile() {
  if (f_)
    std::fclose(f_);
}

void PcapFile::put(const void *p, size_t n) {
  if (!error_ && std::fwrite(p, 1, n, f_) != n)
    error_ = errno ? errno : EIO;
}

void PcapFile::write(uint64_t wall_ns, const uint8_t *data, uint32_t kept, uint32_t len) {
  kept = std::min(kept, kPcapSnaplen);
  RecordHeader r{static_cast<uint32_t>(wall_ns / 1000000000), static_cast<uint32_t>(wall_ns % 1000000000), kept,
                 std::max(len, kept)};
  put(&r, sizeof r);
  put(data, kept);
  packets_++;
}

Status PcapFile::close() {
  if (!f_)
    return {};
  if (std::fflush(f_) != 0 && !error_)
    error_ = errno;
  if (std::fclose(f_) != 0 && !error_)
    error_ = errno;
  f_ = nullptr;
  if (error_)
    return Error("writing pcap file '" + path_ + "': " + std::strerror(error_), error_);
  return {};
}

} // namespace kt::runtime
