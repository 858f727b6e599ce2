#include "catalog/kallsyms.h"

#include "catalog/read_file.h"
#include "util/lines.h"

namespace kt::catalog {

namespace {

uint64_t parse_hex(std::string_view s) {
  uint64_t v = 0;
  for (char c : s) {
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    if (d < 0)
      break;
    v = v << 4 | static_cast<uint64_t>(d);
  }
  return v;
}

} // namespace

void parse_kallsyms(std::string_view text, const std::function<void(const KallsymsLine &)> &fn) {
  for_each_line(text, [&](std::string_view line) {
    size_t sp = line.find(' ');
    if (sp == std::string_view::npos || sp + 3 > line.size() || line[sp + 2] != ' ')
      return true;
    KallsymsLine l;
    l.addr = parse_hex(line.substr(0, sp));
    l.type = line[sp + 1];
    std::string_view rest = line.substr(sp + 3);
    size_t end = rest.find_first_of(" \t");
    l.name = rest.substr(0, end);
    if (end != std::string_view::npos)
      l.module = bracketed(rest, end);
    if (!l.name.empty())
      fn(l);
    return true;
  });
}

Result<std::string> read_kallsyms(const std::string &path) { return read_file(path); }

} // namespace kt::catalog
