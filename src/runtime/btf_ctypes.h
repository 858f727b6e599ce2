// A kernel function's parameters and their C types from BTF, described
// like DWARF's (dwarf_types.h), for args().
#pragma once

#include <string>
#include <vector>

#include "btf/btf.h"
#include "runtime/dwarf_types.h"
#include "util/result.h"

namespace kt::runtime {

// The parameters of the kernel function `name` (a BTF FUNC). Errors:
// "no BTF prototype for 'NAME'".
Result<std::vector<CParam>> btf_function_params(const btf::Btf &btf, const std::string &name);

} // namespace kt::runtime
