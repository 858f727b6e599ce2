// kt-codegen.so's one entry point (module_entry.cpp), as the driver looks
// it up with dlsym (driver/generate_module.cpp): codegen::compile with its
// result written to `out`. Module and executable come from one build. No
// exception leaves it (each links its own libstdc++): what codegen throws
// (an internal error) is returned in `internal_error` with `out` untouched.
#pragma once

#include <string>

#include "codegen/codegen.h"

extern "C" {
void kt_codegen_compile(const kt::ast::Program *program, const kt::sema::Analysis *info,
                        const kt::manifest::TargetFeatures *target, const kt::codegen::Options *opts,
                        kt::Result<kt::codegen::Compiled> *out, std::string *internal_error);
}
