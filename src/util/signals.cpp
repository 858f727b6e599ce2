// The signal names of stdlib/signals.kt, looked up (util/stdlib_enums.h has
// the table the build generates from that file).
#include "util/signals.h"

#include "util/stdlib_enums.h"

namespace kt::util {

std::optional<int> signal_number(std::string_view name) {
  constexpr std::string_view kPrefix = "SIG";
  if (name.starts_with(kPrefix))
    name.remove_prefix(kPrefix.size());
  for (const EnumValue &s : signal_enum())
    if (s.name.starts_with(kPrefix) && s.name.substr(kPrefix.size()) == name)
      return s.value;
  return std::nullopt;
}

} // namespace kt::util
