#include "codegen/helper_prototypes.h"

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

namespace kt::embedded {
// name, LLVM's text of its type: "i64 (ptr, i64)" (bpf/list_prototypes.cpp).
extern const char *const helper_prototypes[][2];
extern const size_t helper_prototypes_size;
} // namespace kt::embedded

namespace kt::codegen {

using namespace llvm;

namespace {

// void, iN or ptr: the only types list_prototypes lets through.
Type *plain_type(LLVMContext &ctx, std::string_view text) {
  if (text == "void")
    return Type::getVoidTy(ctx);
  if (text == "ptr")
    return PointerType::get(ctx, 0);
  if (text.size() > 1 && text[0] == 'i')
    return IntegerType::get(ctx, static_cast<unsigned>(std::stoul(std::string(text.substr(1)))));
  throw std::logic_error("helper prototype: unexpected type '" + std::string(text) + "'");
}

// "i64 (ptr, i64)": the result, then the parameters in parentheses.
FunctionType *function_type(LLVMContext &ctx, std::string_view text) {
  size_t open = text.find(" (");
  if (open == std::string_view::npos || text.back() != ')')
    throw std::logic_error("helper prototype: unexpected type '" + std::string(text) + "'");
  Type *result = plain_type(ctx, text.substr(0, open));
  std::vector<Type *> params;
  std::string_view rest = text.substr(open + 2, text.size() - open - 3);
  while (!rest.empty()) {
    size_t comma = rest.find(", ");
    params.push_back(plain_type(ctx, rest.substr(0, comma)));
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 2);
  }
  return FunctionType::get(result, params, false);
}

} // namespace

FunctionType *helper_prototype(LLVMContext &ctx, std::string_view name) {
  for (size_t i = 0; i < embedded::helper_prototypes_size; i++)
    if (name == embedded::helper_prototypes[i][0])
      return function_type(ctx, embedded::helper_prototypes[i][1]);
  return nullptr;
}

} // namespace kt::codegen
