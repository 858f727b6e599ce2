// The enums of stdlib/*.kt that kt's C++ needs too. The .kt file is the one
// definition; the build generates these functions from it
// (cmake/StdlibEnum.cmake, src/util/CMakeLists.txt), so the names a script
// imports and the names kt itself knows cannot drift apart.
#pragma once

#include <span>
#include <string_view>

namespace kt::util {

struct EnumValue {
  std::string_view name;
  int value;
};

// stdlib/errno.kt's `enum errno`, in the file's order: for a number listed
// twice, the first name is the one kt prints (util/errno_names.h).
std::span<const EnumValue> errno_enum();
// stdlib/signals.kt's `enum signal`, in the file's order (util/signals.h).
std::span<const EnumValue> signal_enum();

} // namespace kt::util
