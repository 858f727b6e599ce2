// The types a script's headers define, read from Clang's translation
// unit: the structs, unions, enums and typedefs whose names the script's
// code uses, laid out by Clang (offsets, bit-fields, sizes as the host's C
// compiler has them), and the types their fields and typedefs need.
//
// Reads: a parsed translation unit and the names the script's code holds.
// Writes: an ast::CTypeTable. The script's own declarations (in its main
// file) are not read here: kt's grammar reads them. A record reached only
// through more than kMaxPointerHops pointers is kept by name, without its
// fields (sema then looks for it in the kernel's BTF), so a kernel header
// set whose structs point at one another does not bring every one in.
#pragma once

#include <set>
#include <string>

#include <clang-c/Index.h>

#include "ast/c_types.h"
#include "cparts/libclang.h"

namespace kt::cparts {

constexpr unsigned kMaxPointerHops = 3;

ast::CTypeTable header_types(const Libclang &lc, CXTranslationUnit tu, CXFile main,
                             const std::set<std::string> &names);

} // namespace kt::cparts
