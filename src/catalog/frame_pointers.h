// Whether a user binary keeps frame pointers, which decides how `ustack`
// in its probes is unwound: by walking the chain of saved rbp values
// (bpf_get_stackid, cheap, in the kernel) or with DWARF CFI in kt
// (a copy of the stack per event, see bpf/abi/ustack.h).
//
// The test reads the first bytes of a sample of the binary's functions
// (x86-64): a function built with frame pointers starts with
// `push %rbp; mov %rsp,%rbp` (after an `endbr64` with CET). When at least
// half of the sampled functions do, the binary keeps them: a -O0 build,
// or -fno-omit-frame-pointer, gives nearly all; distribution -O2 builds
// and glibc give few (their hand-written and leaf functions never do).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "util/result.h"

namespace kt::catalog {

// Whether the code at `bytes` sets up a frame pointer first.
bool sets_up_frame_pointer(const uint8_t *bytes, size_t n);

// Reads up to kFramePointerSample functions of `path` (spread over its
// symbol table; those shorter than 8 bytes are skipped) and says whether
// at least half set up a frame pointer. A binary with no functions to
// sample keeps them (nothing tells otherwise). Errors: those of reading
// its symbols.
constexpr size_t kFramePointerSample = 64;
Result<bool> keeps_frame_pointers(const std::string &path);

} // namespace kt::catalog
