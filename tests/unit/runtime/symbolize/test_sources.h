// What the symbolizer tests know of the trace targets in tests/testprogs:
// the lines their sources mark, and addresses of their built files.
#pragma once

#include <cstdint>
#include <fstream>
#include <map>
#include <string>

#include "catalog/elf_symbols.h"
#include "runtime/symbolize/elf_image.h"

namespace kt::runtime::test {

// "LINE:name" markers of tests/testprogs/FILE: name -> line number.
inline std::map<std::string, uint32_t> markers(const std::string &file) {
  std::map<std::string, uint32_t> out;
  std::ifstream in(std::string(KT_SOURCE_DIR) + "/tests/testprogs/" + file);
  std::string line;
  for (uint32_t n = 1; std::getline(in, line); n++)
    if (size_t at = line.find("LINE:"); at != std::string::npos)
      out[line.substr(at + 5)] = n;
  return out;
}

// An address in `fn` (of `path`, whose image is `img`) whose code is inside
// `depth` inlined calls, or 0.
inline uint64_t inlined_address(ElfImage &img, const std::string &path, const std::string &fn, size_t depth) {
  auto t = catalog::SymbolTable::read(path);
  auto f = t ? t->find(fn) : Result<catalog::FunctionSymbol>(Error("unreadable " + path));
  if (!f)
    return 0;
  for (uint64_t a = f->address; a < f->address + f->size; a++)
    if (const SourceInfo *s = img.source(a); s && s->inlined.size() == depth)
      return a;
  return 0;
}

} // namespace kt::runtime::test
