#include "util/time_format.h"

#include <cstdio>
#include <ctime>
#include <vector>

namespace kt::util {

namespace {

constexpr uint64_t kNsPerSec = 1'000'000'000;
constexpr uint64_t kNsPerUsec = 1'000;

// The strftime format with each "%f" replaced by the six microsecond
// digits. "%%" is copied whole so that "%%f" stays a literal "%f" (bpftrace
// 0.17 replaces every "%f" text, so its "%%f" breaks).
std::string expand_microseconds(std::string_view fmt, uint64_t epoch_ns) {
  char usec[8];
  unsigned long value = static_cast<unsigned long>((epoch_ns % kNsPerSec) / kNsPerUsec);
  std::snprintf(usec, sizeof(usec), "%06lu", value);
  std::string out;
  out.reserve(fmt.size());
  for (size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%' || i + 1 == fmt.size()) {
      out += fmt[i];
      continue;
    }
    char next = fmt[++i];
    if (next == 'f')
      out += usec;
    else
      out += {'%', next};
  }
  return out;
}

// strftime into a buffer that grows until the result fits. A trailing
// space, dropped afterwards, makes every result non-empty, so a 0 return
// always means "too small" (glibc's %p can legitimately expand to "").
std::string run_strftime(std::string fmt, const std::tm &tm) {
  fmt += ' ';
  std::vector<char> buf(fmt.size() * 4 + 64);
  // Only a huge glibc field width ("%99999999Y") grows without bound:
  // give up, with "", past 64 MiB.
  constexpr size_t kMaxSize = size_t{64} << 20;
  for (;;) {
    size_t n = std::strftime(buf.data(), buf.size(), fmt.c_str(), &tm);
    if (n > 0)
      return std::string(buf.data(), n - 1);
    if (buf.size() >= kMaxSize)
      return "";
    buf.resize(buf.size() * 2);
  }
}

} // namespace

std::string format_strftime(std::string_view fmt, uint64_t epoch_ns) {
  fmt = fmt.substr(0, fmt.find('\0')); // strftime reads a C string
  if (fmt.empty())
    return "";
  std::time_t secs = static_cast<std::time_t>(epoch_ns / kNsPerSec);
  std::tm tm{};
  if (!localtime_r(&secs, &tm))
    return "";
  return run_strftime(expand_microseconds(fmt, epoch_ns), tm);
}

} // namespace kt::util
