#include "runtime/symbolize/process_maps.h"

#include <cstdlib>

#include "catalog/read_file.h"
#include "util/lines.h"

namespace kt::runtime {

namespace {

// The next space-separated field of `line` from `pos`.
std::string_view field(std::string_view line, size_t &pos) {
  while (pos < line.size() && line[pos] == ' ')
    pos++;
  size_t start = pos;
  while (pos < line.size() && line[pos] != ' ')
    pos++;
  return line.substr(start, pos - start);
}

uint64_t hex(std::string_view s) { return std::strtoull(std::string(s).c_str(), nullptr, 16); }

} // namespace

std::vector<Mapping> parse_maps(std::string_view text) {
  std::vector<Mapping> out;
  for_each_line(text, [&](std::string_view line) {
    // "55d0c0a00000-55d0c0a2f000 r-xp 00000000 fe:01 1234    /usr/bin/bash"
    size_t pos = 0;
    std::string_view range = field(line, pos), perms = field(line, pos), off = field(line, pos);
    field(line, pos); // device
    field(line, pos); // inode
    while (pos < line.size() && line[pos] == ' ')
      pos++;
    std::string_view path = line.substr(pos);
    size_t dash = range.find('-');
    if (dash == std::string_view::npos || perms.size() < 3 || perms[2] != 'x' || path.empty() || path[0] != '/')
      return true;
    out.push_back({hex(range.substr(0, dash)), hex(range.substr(dash + 1)), hex(off), std::string(path)});
    return true;
  });
  return out;
}

bool ProcessMaps::remember(uint32_t pid) {
  auto text = catalog::read_file("/proc/" + std::to_string(pid) + "/maps");
  if (!text || text->empty())
    return false;
  pids_[pid].maps = parse_maps(*text);
  return true;
}

const Mapping *ProcessMaps::find(uint32_t pid, uint64_t addr) {
  auto lookup = [&](const Entry &e) -> const Mapping * {
    for (const Mapping &m : e.maps)
      if (addr >= m.start && addr < m.end)
        return &m;
    return nullptr;
  };
  auto it = pids_.find(pid);
  if (it == pids_.end()) {
    if (!remember(pid))
      return nullptr;
    return lookup(pids_[pid]);
  }
  if (const Mapping *m = lookup(it->second))
    return m;
  if (it->second.reread)
    return nullptr;
  it->second.reread = true;
  if (!remember(pid))
    return nullptr; // exited: the snapshot stays
  return lookup(it->second);
}

const std::vector<Mapping> &ProcessMaps::mappings(uint32_t pid) {
  if (!pids_.count(pid))
    remember(pid);
  return pids_[pid].maps;
}

} // namespace kt::runtime
