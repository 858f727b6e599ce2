// The code generator as the compiler reaches it. kt loads it on first use
// from kt-codegen.so (generate_module.cpp), so that a run that compiles
// nothing (a program from the cache, --version, --help) does not load
// LLVM, whose relocation and static initialisers came before main on every
// run (measured with perf stat: kt --version 3.3 -> 2.3 ms, a cached
// --dry-run of opensnoop 7.6 -> 4.8 ms, a compiling one unchanged at 34
// ms; bench/RESULTS.md "Recipes"). The tests and the fuzzer link
// it in instead (generate_linked.cpp, library kt_generate_linked).
//
// Reads: PREFIX/lib/kt/kt-codegen.so for a kt installed in PREFIX
// (library.h), else the build tree's module.
// Rejects: a module that will not load or lacks the entry point, as an
// Error marked unavailable that names the file and says to reinstall kt.
#pragma once

#include <string>

#include "ast/ast.h"
#include "codegen/codegen.h"
#include "manifest/target.h"
#include "sema/analysis.h"
#include "util/result.h"

namespace kt::driver {

// codegen::compile, wherever the code generator is.
Result<codegen::Compiled> generate(const ast::Program &program, const sema::Analysis &info,
                                   const manifest::TargetFeatures &target, const codegen::Options &opts);

// What tells one code generator from another, for the program cache's key
// (program_cache.h): the module's path and file identity, or "linked".
std::string generator_identity();

} // namespace kt::driver
