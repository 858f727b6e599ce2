// Addresses to names: kernel addresses through /proc/kallsyms, user
// addresses through the process's mappings and each file's ELF symbols.
// Tables load on first use and are cached for the run.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kt::catalog {
class SymbolTable;
}

namespace kt::runtime {

struct Symbol {
  std::string name;
  uint64_t offset = 0; // from the symbol's start
};

class Symbolizer {
public:
  Symbolizer();
  ~Symbolizer();

  // The kernel symbol at or before `addr`.
  std::optional<Symbol> kernel(uint64_t addr);
  // The address of kernel symbol `name` (kaddr()).
  std::optional<uint64_t> kernel_address(const std::string &name);
  // The symbol of `addr` in process `pid`.
  std::optional<Symbol> user(uint32_t pid, uint64_t addr);

  // "name+offset" (or "name" when `with_offset` is false and for offset
  // 0), falling back to the address in hex.
  std::string kernel_text(uint64_t addr, bool with_offset);
  std::string user_text(uint32_t pid, uint64_t addr, bool with_offset);

private:
  struct KernelSym {
    uint64_t addr;
    std::string name;
  };
  struct Mapping {
    uint64_t start, end, offset;
    std::string path;
  };
  void load_kernel();
  const std::vector<Mapping> &mappings(uint32_t pid);
  const catalog::SymbolTable *table(const std::string &path);

  bool kernel_loaded_ = false;
  std::vector<KernelSym> kernel_;
  std::map<uint32_t, std::vector<Mapping>> maps_;
  std::map<std::string, std::unique_ptr<catalog::SymbolTable>> tables_;
};

} // namespace kt::runtime
