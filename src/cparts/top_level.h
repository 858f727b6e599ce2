// The lexical walk that finds words at a script's top level, without a
// grammar: outside probe bodies, config and macro blocks (any braces),
// parentheses and brackets, comments, strings, character constants and
// preprocessor directive lines. c_decls.h finds C declarations with it,
// parser/import_scan.h the imports.
//
// Reads: a script's text. Writes: each top-level word that stands alone
// (not part of an attach point such as `uprobe:/bin/x:struct`), with the
// #if depth around it. Rejects nothing.
#pragma once

#include <cstddef>
#include <functional>
#include <string_view>

namespace kt::cparts {

// A letter, digit or '_'.
bool name_char(char c);

// Past the comment, string or character constant that starts at `i`; `i`
// itself when none does. An unterminated one runs to the end of the text
// (a string or character constant to the end of its line).
size_t skip_quoted(std::string_view text, size_t i);

struct TopLevelWord {
  size_t begin, end; // byte range of the word
  int ifs;           // #if, #ifdef, #ifndef lines not yet closed by #endif
};

// Calls `visit` with each top-level word in order; `visit` returns where
// the walk goes on (the word's end, or past what it consumed).
void for_each_top_level_word(std::string_view text, const std::function<size_t(const TopLevelWord &)> &visit);

} // namespace kt::cparts
