#include "runtime/output/markup_escape.h"

namespace kt::runtime {

std::string markup_escape(const std::string &s) {
  std::string out;
  for (char c : s) {
    switch (c) {
    case '&': out += "&amp;"; break;
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '"': out += "&quot;"; break;
    case '\'': out += "&#39;"; break;
    default:
      // XML 1.0 allows no control characters but tab, newline and return.
      if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n')
        out += ' ';
      else
        out += c;
    }
  }
  return out;
}

} // namespace kt::runtime
