#include "runtime/symbols.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "catalog/elf_symbols.h"
#include "catalog/kallsyms.h"

namespace kt::runtime {

namespace {

std::string hex(uint64_t addr) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%" PRIx64, addr);
  return buf;
}

std::string with(const Symbol &s, bool with_offset) {
  if (!with_offset || s.offset == 0)
    return s.name;
  char buf[32];
  std::snprintf(buf, sizeof buf, "+%" PRIu64, s.offset);
  return s.name + buf;
}

} // namespace

Symbolizer::Symbolizer() = default;
Symbolizer::~Symbolizer() = default;

void Symbolizer::load_kernel() {
  kernel_loaded_ = true;
  auto text = catalog::read_kallsyms();
  if (!text)
    return;
  catalog::parse_kallsyms(*text, [&](const catalog::KallsymsLine &l) {
    if (l.is_code() && l.addr)
      kernel_.push_back({l.addr, std::string(l.name)});
  });
  std::sort(kernel_.begin(), kernel_.end(), [](const KernelSym &x, const KernelSym &y) { return x.addr < y.addr; });
}

std::optional<Symbol> Symbolizer::kernel(uint64_t addr) {
  if (!kernel_loaded_)
    load_kernel();
  auto it = std::upper_bound(kernel_.begin(), kernel_.end(), addr,
                             [](uint64_t a, const KernelSym &s) { return a < s.addr; });
  if (it == kernel_.begin())
    return std::nullopt;
  --it;
  return Symbol{it->name, addr - it->addr};
}

std::optional<uint64_t> Symbolizer::kernel_address(const std::string &name) {
  if (!kernel_loaded_)
    load_kernel();
  for (const KernelSym &s : kernel_)
    if (s.name == name)
      return s.addr;
  return std::nullopt;
}

const std::vector<Symbolizer::Mapping> &Symbolizer::mappings(uint32_t pid) {
  auto found = maps_.find(pid);
  if (found != maps_.end())
    return found->second;
  std::vector<Mapping> &out = maps_[pid];
  std::ifstream in("/proc/" + std::to_string(pid) + "/maps");
  std::string line;
  while (std::getline(in, line)) {
    // "55d0c0a00000-55d0c0a2f000 r-xp 00000000 fe:01 1234  /usr/bin/bash"
    std::istringstream ls(line);
    std::string range, perms, off, dev, inode, path;
    if (!(ls >> range >> perms >> off >> dev >> inode))
      continue;
    std::getline(ls >> std::ws, path);
    if (path.empty() || path[0] != '/' || perms.find('x') == std::string::npos)
      continue;
    size_t dash = range.find('-');
    out.push_back({std::strtoull(range.substr(0, dash).c_str(), nullptr, 16),
                   std::strtoull(range.substr(dash + 1).c_str(), nullptr, 16),
                   std::strtoull(off.c_str(), nullptr, 16), path});
  }
  return out;
}

const catalog::SymbolTable *Symbolizer::table(const std::string &path) {
  auto it = tables_.find(path);
  if (it == tables_.end()) {
    auto t = catalog::SymbolTable::read(path);
    it = tables_.emplace(path, t ? std::make_unique<catalog::SymbolTable>(std::move(*t)) : nullptr).first;
  }
  return it->second.get();
}

std::optional<Symbol> Symbolizer::user(uint32_t pid, uint64_t addr) {
  for (const Mapping &m : mappings(pid)) {
    if (addr < m.start || addr >= m.end)
      continue;
    const catalog::SymbolTable *t = table(m.path);
    if (!t)
      return std::nullopt;
    uint64_t off = addr - m.start + m.offset;
    const catalog::FunctionSymbol *best = nullptr;
    for (const catalog::FunctionSymbol &f : t->functions())
      if (f.file_offset <= off && (!best || f.file_offset > best->file_offset) &&
          (f.size == 0 || off < f.file_offset + f.size))
        best = &f;
    if (!best)
      return std::nullopt;
    return Symbol{best->name, off - best->file_offset};
  }
  return std::nullopt;
}

std::string Symbolizer::kernel_text(uint64_t addr, bool with_offset) {
  auto s = kernel(addr);
  return s ? with(*s, with_offset) : hex(addr);
}

std::string Symbolizer::user_text(uint32_t pid, uint64_t addr, bool with_offset) {
  auto s = user(pid, addr);
  return s ? with(*s, with_offset) : hex(addr);
}

} // namespace kt::runtime
