#include "sema/shadowed_types.h"

#include <set>
#include <string>

namespace kt::sema {

namespace {
// Whether the kernel has a type `name` of the kind that `tag` declares.
bool in_kernel(const btf::Btf &k, char tag, const std::string &name) {
  switch (tag) {
  case 's': return k.find(name, btf::Kind::Struct) != 0;
  case 'u': return k.find(name, btf::Kind::Union) != 0;
  case 'e': return k.find(name, btf::Kind::Enum) != 0 || k.find(name, btf::Kind::Enum64) != 0;
  default: return k.find(name, btf::Kind::Typedef) != 0;
  }
}

std::string spelled(char tag, const std::string &name) {
  switch (tag) {
  case 's': return "struct " + name;
  case 'u': return "union " + name;
  case 'e': return "enum " + name;
  default: return name;
  }
}
} // namespace

void note_shadowed_types(const ast::Program &program, const std::function<const btf::Btf *()> &kernel,
                         Diagnostics &diags) {
  if (program.c_declared.empty())
    return;
  const btf::Btf *k = kernel();
  if (!k)
    return;
  std::set<std::string> said;
  for (const ast::Program::CDeclared &d : program.c_declared) {
    std::string type = spelled(d.tag, d.name);
    if (!in_kernel(*k, d.tag, d.name) || !said.insert(type).second)
      continue;
    diags.note(d.loc) << "the program's definition of '" << type << "' shadows the kernel's BTF type of that name";
  }
}

} // namespace kt::sema
