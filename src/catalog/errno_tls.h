// Where a thread's errno is, as the C library finds it: the GOT slot that
// holds errno's offset from the thread pointer. glibc reaches its own
// errno with the initial-exec TLS model (`mov errno@gottpoff(%rip)`): the
// dynamic linker writes the offset (negative on x86-64, where the static
// TLS blocks sit below the thread pointer) into that slot when it loads
// the library, through an R_X86_64_TPOFF64 relocation. A session reads the
// slot in the traced process at a call, adds the thread's fs base, and at
// the call's return reads errno there (bpf/helpers/session.bpf.c).
#pragma once

#include <cstdint>
#include <optional>

#include "catalog/elf_reader.h"

namespace kt::catalog {

// The virtual address (as linked) of the GOT slot the dynamic linker fills
// with errno's thread-pointer offset, or nullopt: the file defines no TLS
// `errno` and references none (musl keeps errno in its thread descriptor;
// a static executable reaches it at a link-time offset, with no slot).
std::optional<uint64_t> errno_tpoff_slot(const ElfReader &elf);

// The virtual address (as linked) of file offset `offset`, through the
// PT_LOAD segment holding it; nullopt when none does.
std::optional<uint64_t> load_address(const ElfReader &elf, uint64_t offset);

} // namespace kt::catalog
