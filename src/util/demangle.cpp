#include "util/demangle.h"

#include <cxxabi.h>

#include <cstdlib>

namespace kt::util {

std::string demangle(const std::string &name) {
  if (name.size() < 3 || name[0] != '_' || name[1] != 'Z')
    return name;
  // A symbol version ("_ZN...Ev@@GLIBCXX_3.4", in a debug file's .symtab)
  // is no part of the mangled name: it follows the demangled one.
  size_t at = name.find('@');
  std::string mangled = name.substr(0, at);
  int status = 0;
  char *out = abi::__cxa_demangle(mangled.c_str(), nullptr, nullptr, &status);
  if (status != 0 || !out)
    return name;
  std::string s(out);
  std::free(out);
  return at == std::string::npos ? s : s + name.substr(at);
}

} // namespace kt::util
