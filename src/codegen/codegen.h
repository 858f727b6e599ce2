// Code generation: AST + sema's Analysis -> LLVM IR for the BPF target
// -> an ELF object with BTF, plus the manifest the runtime reads.
//
//   auto compiled = codegen::compile(program, analysis, target, opts);
//   if (!compiled) ... compiled.error().message
//   runtime gets compiled->elf and compiled->manifest
//
// A function of its inputs: the same program, Analysis (whose types came
// from the type source) and TargetFeatures give the same bytes; features
// off and on differ only in attach forms. This is the only module that
// links LLVM.
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
};

struct Compiled {
  std::vector<char> elf;
  manifest::Manifest manifest;
};

// `target`: where the kernel has kprobe.session links and its BTF the
// kfunc bpf_session_is_return, a kernel session is one program run at each
// call and return; where it has kprobe.multi or uprobe.multi links, a
// probe on several functions attaches through one (manifest::Probe::multi).
Result<Compiled> compile(const ast::Program &program, const sema::Analysis &info,
                         const manifest::TargetFeatures &target, const Options &opts);

} // namespace kt::codegen
