// Where a script's own C declarations are: a lexical pass, no C grammar.
// A top-level item that starts with `struct`, `union`, `enum` or `typedef`
// is a C declaration, and it ends at the `;` after its balanced braces.
// kt's scanner makes each one a single token (ast::CDecl); Clang reads
// them (preprocess.h), kt code blanked around them.
//
// Reads: the script's text. Writes: byte ranges. Rejects nothing: an
// unterminated declaration runs to the end of the text, where Clang
// reports what is missing.
#pragma once

#include <cstddef>
#include <string_view>
#include <utility>
#include <vector>

namespace kt::cparts {

// The length of the declaration that starts at `text`'s first byte (its
// keyword): through the first `;` outside braces, parentheses and
// brackets, comments, strings and character constants; the whole text if
// there is none. A '{' outside them after a closed '}' is a probe's body
// after a declaration that lacks its ';': the declaration ends at that '}'
// (and Clang says what is missing).
size_t c_decl_length(std::string_view text);

// Whether `word` opens a C declaration at the top level.
bool is_c_decl_keyword(std::string_view word);

// The [begin, end) byte ranges of the top-level C declarations of a
// script: outside probe bodies, config and macro blocks (any braces),
// parentheses, comments, strings and preprocessor directive lines, a
// keyword that is a word of its own (not part of an attach point).
std::vector<std::pair<size_t, size_t>> top_level_c_decls(std::string_view text);

} // namespace kt::cparts
