// The types of a script's C declarations and of its headers, read from
// Clang's translation unit: every struct, union, enum and typedef the
// script (its main file) declares, and the headers' ones whose names the
// script's code uses, laid out by Clang (offsets, bit-fields, packed
// structs, anonymous members, sizes as the host's C compiler has them),
// with the types their fields and typedefs need.
//
// Reads: a parsed translation unit, the names the script's code holds and
// the file of kernel types preprocess.cpp made from BTF (null if none): a
// record defined there is kept by name, for sema to take from BTF.
// Writes: an ast::CTypeTable; the script's enums are marked `own` (their
// enumerators are the script's constants). A record reached only
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

ast::CTypeTable header_types(const Libclang &lc, CXTranslationUnit tu, CXFile main, CXFile generated,
                             const std::set<std::string> &names);

} // namespace kt::cparts
