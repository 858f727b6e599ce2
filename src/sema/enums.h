// Enums as kt prints them: the names of an enum type's values (printf's
// %s, print(), maps' keys and values), from the program's `enum`
// declarations or the kernel's BTF; and the kernel's GFP flags by name,
// for printf's %gr.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "btf/btf.h"

namespace kt::sema {

// An enum type: its name and its enumerators.
struct Enumeration {
  std::string name; // "skb_drop_reason"; empty for an anonymous enum
  // Value (the bit pattern, sign-extended for negative ones) and name, in
  // declaration order: the first name of a value is the one printed.
  std::vector<std::pair<uint64_t, std::string>> values;
};

// The ENUM or ENUM64 `id` of `btf`.
std::shared_ptr<const Enumeration> btf_enumeration(const btf::Btf &btf, btf::TypeId id);

// %gr's names, each a flag bit, lowest first: what the kernel's BTF says of
// GFP flags. Linux 6.10 numbers them in an enum, ___GFP_IO_BIT (6) for
// __GFP_IO (1 << 6); older kernels define them as macros, which BTF does
// not keep (empty then). The kernel's combinations (GFP_KERNEL, ...) are
// macros too: %gr names each bit.
std::vector<std::pair<uint64_t, std::string>> gfp_flag_names(const btf::Btf &btf);

} // namespace kt::sema
