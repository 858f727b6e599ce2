// C++ (Itanium ABI) symbol names demangled, for the catalog's function
// globs and the runtime's frames: one spelling of a C++ name everywhere.
#pragma once

#include <string>

namespace kt::util {

// `name` demangled when it is a C++ name ("_ZN2ns5Store3getEi" ->
// "ns::Store::get(int)"; a symbol version stays at the end:
// "_ZN2ns1fEv@@V_1" -> "ns::f()@@V_1"), else as it is (C names, and text
// that only looks mangled).
std::string demangle(const std::string &name);

} // namespace kt::util
