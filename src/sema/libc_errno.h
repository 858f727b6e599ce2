// The C library's error convention: which of its functions report a
// failure in errno, for sessions to read it at their returns
// (bpf/helpers/session.bpf.c, catalog/errno_tls.h). kt(7) lists them.
#pragma once

#include <string>

#include "sema/analysis.h"

namespace kt::sema {

// How user function `name` of `binary` reports errors under the C
// library's convention, given the class its return type gave it (`cls`):
// MinusOne for libc's wrappers of system calls (named as the call, with a
// "64" suffix or a "__"/"__libc_" prefix: open, open64, __libc_open64) and
// its other -1-and-errno functions (fclose, fseek, sigaction, ...);
// `cls` unchanged otherwise. `reads_errno` is set for those and for
// libc's functions that fail with NULL and set errno (fopen, opendir,
// malloc, mmap's MAP_FAILED, ...).
ErrorClass c_library_class(const std::string &binary, const std::string &name, ErrorClass cls, bool &reads_errno);

} // namespace kt::sema
