// The code generator linked in: the tests' and the fuzzer's (generate.h).
#include "driver/generate.h"

namespace kt::driver {

Result<codegen::Compiled> generate(const ast::Program &program, const sema::Analysis &info,
                                   const manifest::TargetFeatures &target, const codegen::Options &opts) {
  return codegen::compile(program, info, target, opts);
}

std::string generator_identity() { return "linked"; }

} // namespace kt::driver
