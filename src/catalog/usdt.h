// USDT probes (systemtap's <sys/sdt.h> `DTRACE_PROBE*` / `STAP_PROBE*`) of a
// binary, from its `.note.stapsdt` notes: for listing `usdt:/path:*` and for
// the attach step (libbpf attaches; these say where).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "util/result.h"

namespace kt::catalog {

struct UsdtProbe {
  std::string provider;          // "kt_test"
  std::string name;              // "add"
  uint64_t address = 0;          // the probe site, adjusted for .stapsdt.base (prelink)
  uint64_t file_offset = 0;      // where the uprobe attaches
  uint64_t semaphore = 0;        // the is-enabled counter's address; 0 when the probe has none
  uint64_t semaphore_offset = 0; // its file offset (the uprobe's ref_ctr_offset); 0 when none
  std::string arguments;         // the argument spec: "-4@%edi 8@%rsi" (size@location, space-separated)
};

// Every probe site of the ELF file `path`, in note order (a probe used at
// several places appears once per site). A file with no notes has none.
// Errors: "open PATH: ...", "PATH: not an ELF file", "PATH: malformed
// .note.stapsdt note N".
Result<std::vector<UsdtProbe>> read_usdt_probes(const std::string &path);

} // namespace kt::catalog
