#include "parser/parse_helpers.h"

#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "ast/source_printer.h"
#include "ast/tree_printer.h"
#include "parser/driver.h"

namespace kt::test {

Parsed parse(const std::string &text, const std::string &name) {
  Parsed p;
  p.file = std::make_unique<SourceFile>(name, text);
  p.ctx = std::make_unique<ast::Context>();
  p.diags = std::make_unique<Diagnostics>();
  parser::Driver drv(*p.ctx, *p.diags);
  p.program = drv.parse(*p.file);
  return p;
}

std::string Parsed::tree(bool locations) const {
  std::ostringstream os;
  if (program)
    ast::print_tree(os, *program, locations);
  return os.str();
}

std::string Parsed::source() const { return program ? ast::to_source(*program) : ""; }

std::string Parsed::errors() const {
  std::ostringstream os;
  diags->render(os);
  return os.str();
}

std::string Parsed::first_error() const {
  if (diags->all().empty())
    return "(no diagnostics)";
  const Diagnostic &d = diags->all().front();
  std::ostringstream os;
  os << d.loc.begin.line << ":" << d.loc.begin.column << ": "
     << (d.severity == Severity::Error ? "error" : d.severity == Severity::Warning ? "warning" : "note") << ": "
     << d.message;
  return os.str();
}

std::string read_file(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << "cannot read " << path;
  std::ostringstream os;
  os << in.rdbuf();
  return os.str();
}

} // namespace kt::test
