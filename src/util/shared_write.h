// Whether users other than a file's owner can change what kt would read:
// kt runs as root, so an import or a recipe that anyone can write (or put
// in a directory anyone can write) runs their code. bpftrace refuses its
// imports on the same test (others' write permission).
#pragma once

#include <optional>
#include <string>

namespace kt::util {

// Why `path` must not be read as a program: other users can write it, or,
// for a file, the directory it is in. nullopt: it may be.
std::optional<std::string> writable_by_others(const std::string &path);

} // namespace kt::util
