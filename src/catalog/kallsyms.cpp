#include "catalog/kallsyms.h"

#include "catalog/read_file.h"

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
  size_t pos = 0;
  while (pos < text.size()) {
    size_t nl = text.find('\n', pos);
    std::string_view line = text.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
    pos = nl == std::string_view::npos ? text.size() : nl + 1;
    size_t sp = line.find(' ');
    if (sp == std::string_view::npos || sp + 3 > line.size() || line[sp + 2] != ' ')
      continue;
    KallsymsLine l;
    l.addr = parse_hex(line.substr(0, sp));
    l.type = line[sp + 1];
    std::string_view rest = line.substr(sp + 3);
    size_t end = rest.find_first_of(" \t");
    l.name = rest.substr(0, end);
    if (end != std::string_view::npos) {
      size_t open = rest.find('[', end), close = rest.find(']', end);
      if (open != std::string_view::npos && close != std::string_view::npos && close > open)
        l.module = rest.substr(open + 1, close - open - 1);
    }
    if (!l.name.empty())
      fn(l);
  }
}

Result<std::string> read_kallsyms(const std::string &path) { return read_file(path); }

} // namespace kt::catalog
