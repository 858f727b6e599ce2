// emit_object: optimize an LLVM module and turn it into a BPF ELF object.
#pragma once

#include <ostream>
#include <vector>

#include <llvm/IR/Module.h>

#include "util/result.h"

namespace kt::codegen {

// Links the C helpers of bpf/helpers (embedded bitcode) that `m` declares,
// then makes them internal and always-inline.
Status link_helpers(llvm::Module &m);

// Runs LLVM's O2 pipeline for the BPF target, then emits the object.
// Prints the optimized IR and the assembly when those streams are given.
Result<std::vector<char>> emit_object(llvm::Module &m, std::ostream *ir_opt, std::ostream *assembly);

} // namespace kt::codegen
