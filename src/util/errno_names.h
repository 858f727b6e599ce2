// Linux errno names: the user-visible ones (EPERM .. EHWPOISON) and the
// kernel's internal ones (ERESTARTSYS .. ENOGRACE) that kernel functions
// return and retsnoop prints. For error(ENOMEM, ...) and for printing
// results as -ENOMEM. The names are stdlib/errno.kt's, the one list of them
// (util/stdlib_enums.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kt {

// The number of errno `name` ("ENOMEM", or an alias such as "EWOULDBLOCK").
std::optional<int> errno_number(std::string_view name);
// The canonical name of errno `number` (the first errno.kt lists for it),
// or nullopt for one Linux lacks.
std::optional<std::string_view> errno_name(int number);
// Every name (aliases too), in errno.kt's order, for suggestions.
std::vector<std::string> errno_names();

} // namespace kt
