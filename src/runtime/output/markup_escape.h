// Text placed in XML and HTML (the SVG outputs, the HTML report): the
// special characters as entities, and the control characters XML 1.0
// forbids as spaces.
#pragma once

#include <string>

namespace kt::runtime {

// `s` with & < > " ' as entities; a control character but tab and newline
// as a space.
std::string markup_escape(const std::string &s);

} // namespace kt::runtime
