// load_program: parses a main file and every file it imports into one
// Program.
//
// Reads: the main SourceFile, then each `import "PATH"` (recursively), from
// disk. A relative PATH is looked up in the importing file's directory, then
// in each -I directory, each $KT_PATH directory and the standard library
// directory, in that order; an absolute PATH is used as it is.
// Writes: one Program whose items are the imported files' items first (each
// file once, depth-first in import order, so a file's imports come before
// it), then the main file's. Import nodes are consumed: the result holds
// none. Every item kind may come from an imported file (macros, C
// declarations, #include lines, config blocks and probes). A file with C
// parts is preprocessed by Clang first (each file by itself: the macros a
// file defines or includes are its own, like its #if conditions).
// Rejects, at the `import` line: a file that is found nowhere (a hint lists
// the directories searched), a file that cannot be read, an import cycle
// (notes say which file imports which). Errors inside an imported file carry
// that file's name and lines, and a note at each import that led to it.
//
// Typedef names declared in an imported file are types in the files that
// import it (directly or not), as C's #include would make them; and Clang
// reads the C parts of a file's imports (each once, in the order read)
// before its own C declarations (cparts::Options::imported), which may use
// their types. A file with C declarations so has its imports loaded before
// Clang reads it: those import_scan.h finds, then, if its parse names
// others (an import inside #if), Clang reads it again with all of them.
//
// Maps: an imported file's map is shared by name when that file or a file
// it imports (directly or not) declares it (`let @m = hash(100);`);
// every other map it uses, in probes and macro bodies alike, is private to
// it: its MapRef nodes are renamed `STEM::name` (STEM the file's name
// without its extension; `STEM#2`, `STEM#3`, ... for later files of the
// same stem), which no map written in a program can be named, and which
// is what kt prints. The main file's maps keep their names. Whether two
// files' declarations of a shared map agree is sema's question
// (sema/map_decls.h).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "ast/diagnostics.h"
#include "cparts/preprocess.h"

namespace kt::parser {

struct ImportOptions {
  // The main file's path on disk; empty for -e text and stdin, whose
  // relative imports start from the working directory.
  std::string main_path;
  std::vector<std::string> include_dirs; // -I DIR, in order
  std::string kt_path;                   // $KT_PATH: directories separated by ':'
  std::string stdlib_dir;                // the standard library; empty for none
  // The positional parameters ($1, $2, ...), replaced in attach points'
  // text as bpftrace does (uprobe:$1:main); null leaves them as written.
  const std::vector<std::string> *params = nullptr;
  // `--help`: an attach point that uses a parameter not given is read as
  // BEGIN, without an error, so the program's options can be listed.
  bool lenient_params = false;
  // Whether a name is a builtin variable (`pid`): `(pid)*tid` is then a
  // product, where `(name)*p` is a cast (Driver::paren_casts_name). The
  // parser knows no builtins itself; null: no name is one.
  std::function<bool(std::string_view)> is_builtin;
  // How a file with C parts (#include, #define, #if) is preprocessed
  // (cparts/preprocess.h); the -I directories are added to its include
  // directories. A file without C parts never loads libclang.
  cparts::Options c;
  // False: no file is preprocessed, its `#include` lines are only AST
  // nodes and the names macros would give stay as written (kt --fmt).
  bool preprocess = true;
  // When set, what preprocessing gave each file with C parts (the text
  // the scanner reads, the macros, the headers' types: cparts::serialize)
  // is appended here: what the program is besides its files' text, for
  // the driver's program cache.
  std::string *c_parts_seen = nullptr;
};

// The directories a relative import is searched in after the importing
// file's own: -I, then $KT_PATH, then the standard library.
std::vector<std::string> import_search_dirs(const ImportOptions &opts);

// Parses `main` and its imports. Imported SourceFiles are appended to
// `files`, which must outlive the returned nodes (their locations point into
// it). Returns null only when the main file yields no program at all; check
// `diags` for errors either way.
ast::Program *load_program(const SourceFile &main, const ImportOptions &opts, ast::Context &ctx,
                           std::vector<std::unique_ptr<SourceFile>> &files, Diagnostics &diags);

} // namespace kt::parser
