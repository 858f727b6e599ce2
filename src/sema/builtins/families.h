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

// What several families' hooks share: a hook's node as the call it is,
// and infer hooks of fixed types.
inline ast::Call &call(ast::Node &n) { return static_cast<ast::Call &>(n); }
inline const ast::Call &call(const ast::Node &n) { return static_cast<const ast::Call &>(n); }
inline Type infer_u64(InferContext &, const ast::Node &) { return Type::u64(); }
inline Type infer_s64(InferContext &, const ast::Node &) { return Type::s64(); }
inline Type infer_bool(InferContext &, const ast::Node &) { return Type::boolean(); }
// A print-only builtin's value: a type of its own (Type::printed).
inline Type infer_printed(InferContext &ctx, const ast::Node &n) { return Type::printed(*ctx.use(n).info); }

// BEGIN, END and self probes run in kt's own process, where an action on
// "the current process" (signal(), write_user()) would act on kt: reports
// call `n` there, and says whether it did (control.cpp).
bool refuse_in_kt_process(CheckContext &ctx, const ast::Call &n);

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
