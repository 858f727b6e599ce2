// The errno names of stdlib/errno.kt, looked up (util/stdlib_enums.h has
// the table the build generates from that file).
#include "util/errno_names.h"

#include "util/stdlib_enums.h"

namespace kt {

std::optional<int> errno_number(std::string_view name) {
  for (const util::EnumValue &e : util::errno_enum())
    if (e.name == name)
      return e.value;
  return std::nullopt;
}

// errno.kt lists a number's own name first and its second names
// (EWOULDBLOCK, EDEADLOCK, ENOTSUP) after all the others.
std::optional<std::string_view> errno_name(int number) {
  for (const util::EnumValue &e : util::errno_enum())
    if (e.value == number)
      return e.name;
  return std::nullopt;
}

std::vector<std::string> errno_names() {
  std::vector<std::string> names;
  for (const util::EnumValue &e : util::errno_enum())
    names.emplace_back(e.name);
  return names;
}

} // namespace kt
