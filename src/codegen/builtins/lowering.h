// Codegen's side of the builtin registry (sema/builtins.h): how each
// builtin lowers, and what each family adds to the module, to every
// program of a probe that uses it, and to a session's programs. One file
// per family (codegen/builtins/<family>.cpp), the family's name as in
// sema; the passes call these hooks and know no builtin by name.
#pragma once

#include <string_view>
#include <vector>

#include "codegen/lower.h"
#include "sema/builtins.h"

namespace kt::codegen {

// How a map of an aggregation is laid out in BPF.
struct MapShape {
  unsigned type = 0;         // BPF_MAP_TYPE_*
  uint32_t key_size = 0;     // with a bucket index, if any
  uint32_t value_size = 0;   // one CPU's
  uint32_t max_entries = 0;
  bool per_cpu = false;
  bool array = false;        // slots 0..max_entries-1, no keys
};

struct BuiltinLowering {
  std::string_view name;
  sema::BuiltinForm form = sema::BuiltinForm::Function;
  // A variable's or call's value (statement-only calls return no value).
  Val (*lower)(ProgramLowering &, const ast::Node &) = nullptr;
  // print(x()) of a print-only value x().
  void (*print)(ProgramLowering &, const ast::Call &) = nullptr;
  // Aggregations: the map's layout, and `@m[k] = agg(...)`.
  MapShape (*map_shape)(const sema::MapInfo &, const sema::Config &) = nullptr;
  void (*aggregate)(ProgramLowering &, const ast::MapRef &, const ast::Call &) = nullptr;
  // Aggregations read in an expression ((int64)@c, @s > 10): the value of
  // `key`'s element, its CPUs' parts combined; null if it cannot be read.
  llvm::Value *(*read)(ProgramLowering &, const MapDef &, llvm::Value *key) = nullptr;
};

// Where a session's programs run family hooks.
struct SessionHook {
  enum class At : uint8_t {
    Call,       // the call program, once the call is on the thread's session
    Return,     // the return program, first thing
    BeforeExit, // the return program, before kt_session_exit() pops the call
    AfterExit,  // the return program, after it
  } at;
  llvm::Value *cookie = nullptr;  // the function's attach cookie
  llvm::Value *started = nullptr; // Call: kt_session_enter()'s result
  llvm::Value *ret = nullptr;     // BeforeExit: the return register
  llvm::Value *sp = nullptr;      // user sessions: the stack pointer (else 0)
};

struct FamilyLowering {
  std::string_view family; // sema's family name
  std::vector<BuiltinLowering> builtins;
  // Once per module when the program uses the family, before any program
  // is lowered: the maps and manifest entries it needs.
  void (*module)(ModuleBuilder &) = nullptr;
  // First thing in each program (not a session's) whose probe uses the family.
  void (*program_start)(ProgramLowering &) = nullptr;
  // In a session probe's programs that use the family.
  void (*session)(ProgramLowering &, const SessionHook &) = nullptr;
  const sema::BuiltinFamily *sema = nullptr; // the same family's registry entry (set by the registry)
};

// The lowering of builtin `b`. Every registered builtin has one (the
// registry test checks); a missing one is an internal error.
const BuiltinLowering &lowering_of(const sema::BuiltinInfo &b);
// Every family's hooks, in the sema registry's order.
const std::vector<FamilyLowering> &family_lowerings();

} // namespace kt::codegen
