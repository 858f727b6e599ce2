// Reading whole files, for the catalog's parsers. tracefs and procfs files
// report a size of 0, so these read until end of file rather than trusting
// stat().
#pragma once

#include <string>

#include "util/result.h"

namespace kt::catalog {

// The bytes of `path`. Errors: "open PATH: strerror" / "read PATH: strerror",
// with the errno in Error::code.
Result<std::string> read_file(const std::string &path);

} // namespace kt::catalog
