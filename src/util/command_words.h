// A -c command's words: split as a shell splits them (blanks separate,
// quotes group, no other shell syntax).
#pragma once

#include <string>
#include <vector>

#include "util/result.h"

namespace kt::util {

// Errors: "unterminated ' quote in -c command 'CMD'".
Result<std::vector<std::string>> command_words(const std::string &cmd);

} // namespace kt::util
