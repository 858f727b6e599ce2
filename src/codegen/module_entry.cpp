// The entry point of kt-codegen.so, the code generator as the module kt
// loads when it compiles (driver/generate.h). Only this file is built for
// the module alone; the rest of kt (ast, sema, util) it uses from the kt
// executable, which exports its symbols.
#include "codegen/module_entry.h"

#include <exception>

#include "codegen/codegen.h"

extern "C" void kt_codegen_compile(const kt::ast::Program *program, const kt::sema::Analysis *info,
                                   const kt::manifest::TargetFeatures *target,
                                   const kt::codegen::Options *opts, kt::Result<kt::codegen::Compiled> *out,
                                   std::string *internal_error) {
  try {
    *out = kt::codegen::compile(*program, *info, *target, *opts);
  } catch (const std::exception &e) {
    *internal_error = e.what();
  }
}
