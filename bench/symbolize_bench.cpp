// The symbolizer on its own, for bench/symbolize.sh:
//
//   kt_symbolize_bench pick N BINARY   N distinct code addresses of BINARY's
//                                      functions that have DWARF (hex, one
//                                      per line), spread evenly over them
//   kt_symbolize_bench run [-a] BINARY symbolizes the addresses on stdin
//                                      (-a: each address before its frames)
//
// `run` prints what `eu-addr2line -f -i -C -e BINARY` prints for the same
// input (with -a: with `-a` too): per address, a function name line and a file:line line for each
// frame, innermost (inlined) first, "??" and "??:0" where unknown, so the
// two outputs can be compared.
#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "catalog/elf_symbols.h"
#include "runtime/symbols.h"

using namespace kt;

namespace {

int pick(size_t n, const std::string &path) {
  auto table = catalog::SymbolTable::read(path);
  auto img = runtime::ElfImage::open(path);
  if (!table || !img) {
    std::fprintf(stderr, "%s: cannot read\n", path.c_str());
    return 1;
  }
  // Functions with code and DWARF: those whose entry has a source line.
  std::vector<const catalog::FunctionSymbol *> fns;
  uint64_t bytes = 0;
  for (const catalog::FunctionSymbol &f : table->functions())
    if (f.size >= 4 && (*img)->source(f.address) && (*img)->source(f.address)->line.line)
      fns.push_back(&f);
  std::sort(fns.begin(), fns.end(), [](auto *a, auto *b) { return a->address < b->address; });
  fns.erase(std::unique(fns.begin(), fns.end(), [](auto *a, auto *b) { return a->address == b->address; }),
            fns.end());
  for (const catalog::FunctionSymbol *f : fns)
    bytes += f->size;
  if (bytes < n) {
    std::fprintf(stderr, "%s: only %" PRIu64 " bytes of code with DWARF\n", path.c_str(), bytes);
    return 1;
  }
  double step = static_cast<double>(bytes) / static_cast<double>(n);
  double next = 0;
  uint64_t seen = 0;
  size_t out = 0;
  for (const catalog::FunctionSymbol *f : fns) {
    while (out < n && next < static_cast<double>(seen + f->size)) {
      std::printf("0x%" PRIx64 "\n", f->address + static_cast<uint64_t>(next) - seen);
      next += step;
      out++;
    }
    seen += f->size;
  }
  return 0;
}

int run(const std::string &path, bool with_addresses) {
  auto img = runtime::ElfImage::open(path);
  if (!img) {
    std::fprintf(stderr, "%s\n", img.error().message.c_str());
    return 1;
  }
  runtime::Symbolizer symbols;
  std::vector<runtime::Frame> frames;
  std::string line, out;
  while (std::getline(std::cin, line)) {
    uint64_t addr = std::strtoull(line.c_str(), nullptr, 16);
    frames.clear();
    symbols.image_frames(**img, addr, false, frames);
    if (with_addresses)
      out += line + '\n';
    for (const runtime::Frame &f : frames) {
      out += f.name.empty() ? "??" : f.name;
      out += '\n';
      out += f.line ? f.file + ":" + std::to_string(f.line) : "??:0";
      out += '\n';
    }
    if (out.size() > (1 << 16)) {
      std::fwrite(out.data(), 1, out.size(), stdout);
      out.clear();
    }
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  if (argc == 4 && std::strcmp(argv[1], "pick") == 0)
    return pick(std::strtoul(argv[2], nullptr, 10), argv[3]);
  if (argc == 3 && std::strcmp(argv[1], "run") == 0)
    return run(argv[2], false);
  if (argc == 4 && std::strcmp(argv[1], "run") == 0 && std::strcmp(argv[2], "-a") == 0)
    return run(argv[3], true);
  std::fprintf(stderr, "usage: kt_symbolize_bench pick N BINARY | run [-a] BINARY < addresses\n");
  return 2;
}
