// The manifest as bytes and back, for kt's program cache
// (driver/program_cache.h): a compiled program's manifest is kept beside
// its object, so that a second run of the same program with the same
// inputs skips compiling. The format is kt's own and changes with any kt
// build (the cache keys on the kt binary too): fixed-width little-endian
// integers, length-prefixed strings and lists, every field in the order
// codec.cpp lists them -- one list per struct, read by both directions.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "manifest/manifest.h"

namespace kt::manifest {

std::string encode(const Manifest &m);

// Nullopt for bytes encode() did not write: cut short, a count larger than
// what is left, bytes left over.
std::optional<Manifest> decode(std::string_view bytes);

} // namespace kt::manifest
