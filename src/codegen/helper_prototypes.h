// The C helpers of bpf/helpers as codegen declares them: each one's LLVM
// function type, read by the build from the same linked bitcode that
// link_helpers links in (bpf/list_prototypes.cpp), so a helper's signature
// is written once, in its C source.
#pragma once

#include <string_view>

#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/LLVMContext.h>

namespace kt::codegen {

// The type of helper `name` (kt_strcmp, kt_session_enter, ...), or null
// when the helper bitcode defines no such function.
llvm::FunctionType *helper_prototype(llvm::LLVMContext &ctx, std::string_view name);

} // namespace kt::codegen
