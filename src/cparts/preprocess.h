// A script's C parts, read by Clang: `#include`, `#define`, `#undef`,
// `#if`/`#ifdef`/`#ifndef`/`#elif`/`#else`/`#endif`, `#error`, `#warning`,
// `#pragma`, and its top-level `struct`, `union`, `enum` and `typedef`
// declarations (c_decls.h).
//
// Reads: the script's text, given to libclang as an unsaved C file named
// as the script (so `#include "x.h"` starts in its directory), with its kt
// code blanked: only directive lines and C declarations are left, each at
// its own line and column. kt's integer type names (u8 ... u64, s8 ...,
// int8 ... uint64) are typedefs before it; a type the declarations use
// that Clang does not know (a kernel typedef, a kernel struct by value) is
// defined from the kernel's BTF (Options::kernel_definitions) and the
// file read again, as bpftrace does. The C parts of the files it imports
// come first (Options::imported); an error Clang finds in one of them there
// (two imports defining one name) is said at that file's line. libclang is
// loaded here, and only
// here (libclang.h), for a file has_c_parts() says has some.
// Writes: the text the kt scanner reads instead of the file's (directive
// lines and the code #if left out turned into blanks, newlines kept, so
// every line and column stays where it was; `#include` lines stay, for
// the AST), and the macros the script and its headers define, which the
// scanner expands (macros.h), with the headers' enumerators as macros of
// their values, and the types of the script's declarations and of the
// headers' types it names (header_types.h).
// Rejects (as kt diagnostics at the script's own line and column): Clang's
// errors in the script's C declarations and on its directive lines (a header not found, with the
// Debian package or flag that provides it; `#error`; a malformed
// directive; an unterminated #if), and preprocessor errors inside headers
// (at the #include line that brought them in). A kernel header not found
// is a warning when the kernel has BTF, which gives kernel types anyway.
#pragma once

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ast/c_types.h"
#include "ast/diagnostics.h"
#include "ast/location.h"
#include "cparts/macros.h"

namespace kt::cparts {

// A file the script imports that has C parts: Clang reads them before
// the script's own C declarations, as if the script #included it, so that
// its types are the script's too (kt.7, C declarations).
struct ImportedC {
  std::string path;                // absolute; the name Clang gives it (its `#include "x.h"` start there)
  std::string text;                // imported_c_text() of its text
  const SourceFile *file = nullptr; // where an error Clang finds in it is said
};

struct Options {
  std::vector<std::string> include_dirs;        // -I, after the script's own directory
  std::vector<std::string> system_include_dirs; // the kernel's headers, before /usr/include
  std::string kconfig;                          // -include the kernel's kconfig.h, with its headers
  std::vector<std::string> forced_includes;     // -include FILE (kt --include)
  std::vector<std::string> defines;             // -D NAME[=VALUE]
  bool kernel_btf = false;                      // /sys/kernel/btf/vmlinux exists
  std::string kernel_release;                   // uname -r, for hints
  std::ostream *log = nullptr;                  // kt -v: where the cache's use is said
  // C definitions, from the kernel's BTF, of the types the script's C
  // declarations use and neither they nor their headers define: each
  // name is "struct X", "union X" or "enum X" (used by value) or a type
  // name (a typedef); "" when none is known. Null: no kernel types.
  std::function<std::string(const std::vector<std::string> &names)> kernel_definitions;
  // The C parts of the files the script imports, directly or not, each
  // once, in the order they are read (a file's imports before it). Part
  // of the cache's key.
  std::vector<ImportedC> imported;
};

struct CParts {
  std::string text;
  MacroTable macros;
  ast::CTypeTable types; // the headers' types the script names (header_types.h)
};

// Whether `text` has a preprocessor directive (a line whose first
// non-blank character is '#'; a first line's `#!` is not one) or a C
// declaration at the top level (c_decls.h).
bool has_c_parts(std::string_view text);

// The first line (1-based) of `text` with a directive other than
// `#include`, the only one the AST keeps; 0 if none.
size_t first_lost_directive(std::string_view text);

// Whether 1-based `line` of `text` is a directive line (or continues one
// with a trailing backslash).
std::vector<bool> directive_lines(std::string_view text);

// What Clang reads of an imported file in a file that imports it: its
// directive lines and C declarations where they are (kt code blanked,
// lines and columns kept), then an `#undef` of each macro it defines, so
// that a file's own macros stay its own.
std::string imported_c_text(std::string_view text);

// Preprocesses `file` (or reads the result from the cache, cache.h);
// `path` is its path on disk (empty for -e text and
// stdin, which include relative to the working directory). Errors go to
// `diags`; the result is null only when libclang cannot be loaded or run
// (also reported), in which case the scanner cannot read the file.
std::optional<CParts> preprocess(const SourceFile &file, const std::string &path, const Options &opts,
                                 Diagnostics &diags);

} // namespace kt::cparts
