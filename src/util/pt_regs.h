// x86-64's struct pt_regs, the context of kprobes, uprobes and USDT probes:
// the registers by bpftrace's names for reg("..."), at their offsets (the
// table is bpf/abi/pt_regs.h's).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bpf/abi/pt_regs.h" // the offsets, shared with codegen and the BPF helpers

namespace kt::util {

struct PtReg {
  std::string_view name;
  uint32_t offset;
};

#define KT_PT_REG_ENTRY(name, offset) {#name, offset},
inline constexpr PtReg kPtRegs[] = {KT_PT_REGS_EACH(KT_PT_REG_ENTRY)};
#undef KT_PT_REG_ENTRY

inline std::optional<uint32_t> pt_reg_offset(std::string_view name) {
  for (const PtReg &r : kPtRegs)
    if (r.name == name)
      return r.offset;
  return std::nullopt;
}

inline std::vector<std::string> pt_reg_names() {
  std::vector<std::string> out;
  for (const PtReg &r : kPtRegs)
    out.emplace_back(r.name);
  return out;
}

} // namespace kt::util
