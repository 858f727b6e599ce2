// Code generation: AST + sema's Analysis -> LLVM IR for the BPF target
// -> an ELF object with BTF, plus the manifest the runtime reads.
//
//   auto compiled = codegen::compile(program, info, opts);
//   if (!compiled) ... compiled.error().message
//   runtime gets compiled->elf and compiled->manifest
//
// Deterministic: the same program, Analysis and options give the same
// bytes. This is the only module that links LLVM.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "manifest/manifest.h"
#include "sema/analysis.h"
#include "util/result.h"

namespace kt::codegen {

struct Options {
  // Dump stages (-d ir, -d ir-opt, -d asm) to these streams when set.
  std::ostream *ir = nullptr;
  std::ostream *ir_opt = nullptr;
  std::ostream *assembly = nullptr;
  // Where the kernel has kprobe.session links (runtime::kernel_has_kprobe_session):
  // the id in its BTF of the kfunc bpf_session_is_return, which their
  // programs call. A kernel session probe is then one program run at each
  // call and return, instead of a call program and a return program. 0:
  // the kernel has no kprobe.session links.
  uint32_t session_is_return_btf_id = 0;
};

struct Compiled {
  std::vector<char> elf;
  manifest::Manifest manifest;
};

Result<Compiled> compile(const ast::Program &program, const sema::Analysis &info, const Options &opts);

} // namespace kt::codegen
