// Source lines and inlined calls of code addresses, from a binary's DWARF
// (libdw). Built for many lookups: the compile units' address ranges are
// read once, each compile unit's functions and inlined calls are indexed
// the first time an address falls in it (one walk of its DIEs), and every
// answer is cached per address. Used for user binaries and for a vmlinux.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "util/result.h"

namespace kt::runtime {

struct SourceLine {
  std::string file; // relative to the compile directory when under it
  uint32_t line = 0;
};

struct InlinedCall {
  std::string function; // the inlined function
  SourceLine at;        // where in it the address is
};

struct SourceInfo {
  // The inlined calls the address is inside, innermost first; empty when
  // the code is the real function's own.
  std::vector<InlinedCall> inlined;
  SourceLine line;      // where in the real (outermost) function
  std::string function; // the real function's name, from DWARF
};

class DwarfIndex {
public:
  // Opens the DWARF of `path`. Errors: "open PATH: ...", "PATH: no DWARF".
  static Result<std::unique_ptr<DwarfIndex>> open(const std::string &path);
  ~DwarfIndex();
  DwarfIndex(const DwarfIndex &) = delete;
  DwarfIndex &operator=(const DwarfIndex &) = delete;

  // What DWARF says of `addr` (an address in the file's own layout), or
  // nullptr when no compile unit covers it.
  const SourceInfo *lookup(uint64_t addr);

  size_t units() const { return units_.size(); }

private:
  struct Unit;
  struct Range {
    uint64_t lo, hi;
    uint32_t unit;
  };
  DwarfIndex(int fd, void *dwarf);
  void index(Unit &u);
  SourceInfo resolve(Unit &u, uint64_t addr);

  int fd_ = -1;
  void *dwarf_ = nullptr; // Dwarf *
  std::vector<std::unique_ptr<Unit>> units_;
  std::vector<Range> ranges_; // compile units' ranges, sorted by lo
  std::unordered_map<uint64_t, std::unique_ptr<SourceInfo>> cache_;
};

} // namespace kt::runtime
