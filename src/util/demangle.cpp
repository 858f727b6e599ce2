#include "util/demangle.h"

#include <cxxabi.h>

#include <cstdlib>

namespace kt::util {

std::string demangle(const std::string &name) {
  if (name.size() < 3 || name[0] != '_' || name[1] != 'Z')
    return name;
  int status = 0;
  char *out = abi::__cxa_demangle(name.c_str(), nullptr, nullptr, &status);
  if (status != 0 || !out)
    return name;
  std::string s(out);
  std::free(out);
  return s;
}

} // namespace kt::util
