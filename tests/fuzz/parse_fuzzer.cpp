// libFuzzer entry point: lex, parse, and (when the input parses) print the
// program back as source and parse that again; the two trees must match.
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "ast/source_printer.h"
#include "ast/tree_printer.h"
#include "parser/driver.h"

namespace {

std::string parse_to_tree(const std::string &text, bool &ok) {
  kt::SourceFile file("fuzz.kt", text);
  kt::ast::Context ctx;
  kt::Diagnostics diags;
  kt::parser::Driver drv(ctx, diags);
  kt::ast::Program *prog = drv.parse(file);
  std::ostringstream rendered;
  diags.render(rendered); // exercises the renderer on every input
  ok = prog && !diags.has_errors();
  if (!ok)
    return {};
  std::ostringstream tree;
  kt::ast::print_tree(tree, *prog);
  return tree.str() + "\n--source--\n" + kt::ast::to_source(*prog);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  bool ok = false;
  std::string first = parse_to_tree(text, ok);
  if (!ok)
    return 0;
  std::string source = first.substr(first.find("\n--source--\n") + 12);
  bool again = false;
  std::string second = parse_to_tree(source, again);
  // A program that parsed must print back to a program that parses to the
  // same tree; anything else is a printer or parser bug.
  if (!again || first.substr(0, first.find("\n--source--\n")) != second.substr(0, second.find("\n--source--\n")))
    std::abort();
  return 0;
}
