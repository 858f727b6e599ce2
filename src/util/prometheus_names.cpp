#include "util/prometheus_names.h"

#include <cctype>

namespace kt::util {

std::string prometheus_label_name(std::string_view s) {
  std::string out;
  for (char c : s)
    out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  while (out.rfind("__", 0) == 0)
    out.erase(0, 1);
  if (out.empty() || out == "_")
    return "";
  if (std::isdigit(static_cast<unsigned char>(out[0])))
    out.insert(0, "_");
  return out;
}

} // namespace kt::util
