// Time formatting for kt's strftime() and time() builtins.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace kt::util {

// Formats `epoch_ns` (nanoseconds since the Unix epoch, UTC) in local time
// (TZ) by `fmt`, as strftime(3) does, plus bpftrace's extension "%f": the
// microseconds within the second, six digits zero-padded. "%%f" is a
// literal "%f". Other conversions, valid or not, are strftime's business
// (glibc copies unknown ones as written). The result may be any length; an
// empty `fmt` gives "", and `fmt` ends at its first NUL byte. Converting
// boot-time stamps (nsecs) to the epoch is the caller's job. Uses
// localtime_r, so a caller that changes TZ must call tzset() itself.
std::string format_strftime(std::string_view fmt, uint64_t epoch_ns);

} // namespace kt::util
