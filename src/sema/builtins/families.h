// For the builtin families of the registry (sema/builtins.h), one file
// each: their registration functions, and the probe kinds several name. A
// new family is one more line in families.def.
#pragma once

#include "sema/builtin_hooks.h"
#include "sema/builtins.h"

namespace kt::sema {

// NAME_family() of each family in families.def.
#define KT_FAMILY(name) BuiltinFamily name##_family();
#include "sema/builtins/families.def"
#undef KT_FAMILY

// Probe kinds several families name.
inline constexpr ProbeMask kKernelFunctionProbes = probe_bit(ast::ProbeKind::Kprobe) |
                                                   probe_bit(ast::ProbeKind::Kretprobe) |
                                                   probe_bit(ast::ProbeKind::Fentry) | probe_bit(ast::ProbeKind::Fexit);
inline constexpr ProbeMask kUserFunctionProbes = probe_bit(ast::ProbeKind::Uprobe) | probe_bit(ast::ProbeKind::Uretprobe);
inline constexpr ProbeMask kSessionProbes = probe_bit(ast::ProbeKind::Entry);
// Where a function's result is known: return probes and sessions.
inline constexpr ProbeMask kReturnProbes = probe_bit(ast::ProbeKind::Kretprobe) | probe_bit(ast::ProbeKind::Uretprobe) |
                                           probe_bit(ast::ProbeKind::Fexit) | kSessionProbes;

} // namespace kt::sema
