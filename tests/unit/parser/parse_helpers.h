// Test helpers: parse text and keep everything the result points into.
#pragma once

#include <memory>
#include <string>

#include "ast/ast.h"
#include "ast/diagnostics.h"

namespace kt::test {

struct Parsed {
  std::unique_ptr<SourceFile> file;
  std::unique_ptr<ast::Context> ctx;
  std::unique_ptr<Diagnostics> diags;
  ast::Program *program = nullptr;

  bool ok() const { return program && !diags->has_errors(); }
  std::string tree(bool locations = false) const;   // -d ast
  std::string source() const;                       // -d source
  std::string errors() const;                       // rendered diagnostics
  // The first diagnostic as "LINE:COL: error: message".
  std::string first_error() const;
};

Parsed parse(const std::string &text, const std::string &name = "test.kt");

// Reads a whole file; fails the current test if it cannot.
std::string read_file(const std::string &path);

} // namespace kt::test
