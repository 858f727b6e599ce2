#include "sema/shadowed_types.h"

#include <set>
#include <string>

namespace kt::sema {

namespace {
std::string spelled(char tag, const std::string &name) {
  switch (tag) {
  case 's': return "struct " + name;
  case 'u': return "union " + name;
  case 'e': return "enum " + name;
  default: return name;
  }
}
} // namespace

void note_shadowed_types(const ast::Program &program, TypeSource &types, Diagnostics &diags) {
  if (program.c_declared.empty())
    return;
  std::vector<CTypeName> asked;
  for (const ast::Program::CDeclared &d : program.c_declared)
    asked.push_back({d.tag, d.name});
  std::vector<bool> in_kernel = types.kernel_has_types(asked);
  std::set<std::string> said;
  for (size_t i = 0; i < program.c_declared.size() && i < in_kernel.size(); i++) {
    const ast::Program::CDeclared &d = program.c_declared[i];
    std::string type = spelled(d.tag, d.name);
    if (!in_kernel[i] || !said.insert(type).second)
      continue;
    diags.note(d.loc) << "the program's definition of '" << type
                      << "' shadows the kernel's BTF type of that name";
  }
}

} // namespace kt::sema
