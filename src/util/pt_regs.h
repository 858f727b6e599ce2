// x86-64's struct pt_regs, the context of kprobes, uprobes and USDT probes:
// the registers by bpftrace's names for reg("..."), at their offsets.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bpf/abi/args.h" // the argument registers' offsets, shared with the BPF helpers

namespace kt::util {

struct PtReg {
  std::string_view name;
  uint32_t offset;
};

inline constexpr PtReg kPtRegs[] = {
    {"r15", 0},
    {"r14", 8},
    {"r13", 16},
    {"r12", 24},
    {"bp", 32},
    {"bx", 40},
    {"r11", 48},
    {"r10", 56},
    {"r9", KT_PT_REGS_ARG5},
    {"r8", KT_PT_REGS_ARG4},
    {"ax", 80},
    {"cx", KT_PT_REGS_ARG3},
    {"dx", KT_PT_REGS_ARG2},
    {"si", KT_PT_REGS_ARG1},
    {"di", KT_PT_REGS_ARG0},
    {"orig_ax", 120},
    {"ip", 128},
    {"cs", 136},
    {"flags", 144},
    {"sp", 152},
    {"ss", 160},
};

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
