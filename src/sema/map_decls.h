// Map declarations: `let @name = kind(max_entries);` at the top level
// (bpftrace v0.21's form) choose a map's BPF map type and size.
//
// read_map_decls (from resolve_names) reads them into Resolution::map_decls.
// Rejects: an unknown kind (with the list), a size that is not one positive
// integer literal, a map declared twice in one file, and a map two files
// declare with different kinds or sizes (an imported file's declared maps are
// shared by name, see parser/imports.h; alike declarations in two files are
// one map).
// check_map_decls (from check_types) rejects a declaration its map's uses
// contradict: a per-CPU kind for a map of plain values, a non-per-CPU kind
// for a map of aggregations (kt's aggregations are per-CPU), and a map the
// main file declares and the program never uses (an imported file may
// declare maps its importers do not use).
//
// The language rules are in man/kt.7 (Map declarations).
#pragma once

#include "ast/ast.h"
#include "ast/diagnostics.h"
#include "sema/analysis.h"

namespace kt::sema {

void read_map_decls(const ast::Program &program, std::map<std::string, MapDeclaration> &out, Diagnostics &diags);
void check_map_decls(const Analysis &a, Diagnostics &diags);

} // namespace kt::sema
