// kt's printf formats in the kernel's own printf dialect, for printf() in
// an iter probe: it writes with bpf_seq_printf(), so the kernel formats the
// text (into the file kt or a reader of the pinned iterator reads), and
// the kernel knows less than kt's runtime does (kernel/bpf/helpers.c,
// bpf_bprintf_prepare): flags - + space 0, a width, no precision, the
// conversions d i u x X c s, printable ASCII text, at most 12 arguments.
//
//   auto parsed = util::parse_printf_format("%-16s %d\n");
//   auto kernel = util::kernel_printf_format(*parsed);  // "%-16s %lld\n"
//
// Every integer conversion becomes its 64-bit form; the program first cuts
// the value to the bits kt's length modifier names (length_bits: %d is 32),
// so that the kernel prints what kt's own printf would.
#pragma once

#include <cstddef>
#include <string>

#include "util/printf_format.h"
#include "util/result.h"

namespace kt::util {

// bpf_seq_printf()'s limit on arguments (MAX_BPRINTF_VARARGS).
inline constexpr size_t kKernelPrintfMaxArgs = 12;

// The kernel's format for `parsed`, or an error naming what the kernel
// lacks ("the kernel's printf has no '%o' conversion"); `bad_spec` gets
// the index of the specifier at fault (or parsed.specs.size() for the
// text or the argument count).
Result<std::string> kernel_printf_format(const ParsedFormat &parsed, size_t *bad_spec = nullptr);

} // namespace kt::util
