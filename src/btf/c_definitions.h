// C definitions of kernel types, from BTF, for Clang to read before a
// script's own C declarations that use them (cparts/preprocess.h asks for
// the names Clang did not know): bpftrace's second parse, kt's way.
//
// - a typedef NAME: `typedef <its type through typedefs and qualifiers> NAME;`
//   (an anonymous struct, union or enum spelled out, its members' named
//   types left for a next round);
// - `struct X` / `union X` used by value: its size and alignment only, as
//   one array of bytes (sema takes its fields from BTF by name, so the
//   kernel's own layout never has to be said again in C);
// - `enum X`: its definition.
// Names BTF does not have are left out; "" when none is known.
#pragma once

#include <string>
#include <vector>

#include "btf/btf.h"

namespace kt::btf {

// The alignment of type `id` on x86-64: an integer's, a pointer's (8), an
// array's element's, a record's largest member's (1 when its size is no
// multiple of that: packed).
uint32_t align_of(const Btf &btf, TypeId id);

std::string c_definitions(const Btf &btf, const std::vector<std::string> &names);

} // namespace kt::btf
