// Kernel-function probes (kprobe, kretprobe, fentry, fexit): which
// functions an attach point names, and their types from BTF.
//
// Wildcards are expanded here, at compile time, against the functions this
// kernel can trace (TypeSource::kernel_functions), so that `args` and
// `retval` can be typed per function and the runtime attaches exactly the
// list the program was checked against.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "ast/diagnostics.h"
#include "sema/type_source.h"
#include "sema/types.h"

namespace kt::sema {

// The functions `ap` names, or an error diagnostic and nullopt. A named
// kprobe function is taken as written (kprobes reach functions ftrace
// cannot; the kernel has the last word); a named fentry/fexit function
// must be in BTF and traceable.
std::optional<std::vector<KernelFunc>> kernel_targets(const ast::AttachPoint &ap, TypeSource &types,
                                                      Diagnostics &diags);

// The `probe` text of one function: "kprobe:vfs_read", "fentry:ext4:ext4_file_open".
std::string kernel_probe_text(ast::ProbeKind kind, const KernelFunc &f);

// A function's BTF signature, from its module's BTF (or the kernel's).
struct KernelSignature {
  const btf::Btf *btf = nullptr;
  btf::FuncSignature sig;
};
std::optional<KernelSignature> kernel_signature(const KernelFunc &f, TypeSource &types);

// tp_btf: the tracepoints `ap` names (its name, or a glob over them) among
// the btf_trace_ typedefs of the kernel's BTF, or of module `ap.target`'s
// BTF; each with its typedef's id in `btf_id`. An error diagnostic and
// nullopt when there are none.
std::optional<std::vector<KernelFunc>> btf_tracepoint_targets(const ast::AttachPoint &ap, TypeSource &types,
                                                              Diagnostics &diags);
// A tracepoint's arguments as tp_btf sees them (Btf::tracepoint).
std::optional<KernelSignature> btf_tracepoint_signature(const KernelFunc &f, TypeSource &types);

// fentry/fexit and tp_btf `args`: one field per parameter, `arg` its position (the
// program's context is an array of u64, one per argument).
std::shared_ptr<const Record> kernel_args_record(const KernelFunc &f, const KernelSignature &s);

// The type of `retval` for a function returning `s`'s type: integers and
// pointers as declared, anything else as s64; nullopt for void.
std::optional<Type> kernel_return_type(const KernelSignature &s);

} // namespace kt::sema
