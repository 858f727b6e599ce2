// Linux signal names (x86-64's numbers, 1 to 31) for signal("SIGUSR1").
// The names are stdlib/signals.kt's, the one list of them
// (util/stdlib_enums.h), so a script that imports signals.kt and one that
// names a signal in a string know the same signals.
#pragma once

#include <optional>
#include <string_view>

namespace kt::util {

// The number of signal `name`, with or without its SIG prefix ("SIGUSR1",
// "USR1"), or nullopt for a name signals.kt lacks.
std::optional<int> signal_number(std::string_view name);

} // namespace kt::util
