// Session probes (entry:, allow:, deny:): the functions a probe's sets
// select. Globs expand against what can be traced: the kernel's traceable
// functions (TypeSource::kernel_functions) or a binary's functions with
// code (TypeSource::user_functions). Deny beats everything, entry beats
// allow. Each function's return type decides how its result fails.
#pragma once

#include <optional>
#include <vector>

#include "ast/ast.h"
#include "ast/diagnostics.h"
#include "sema/analysis.h"
#include "sema/type_source.h"

namespace kt::sema {

// By a function's declared return type (nullopt: void).
ErrorClass error_class(const std::optional<Type> &ret);

// The functions of the sets `aps`, entry functions first, each once; or
// diagnostics (a set that matches nothing, kernel and user sets mixed, an
// unreadable list file) and nullopt.
// `denied` receives the functions entry or allow matched that a deny
// removed ("name" or "binary:name", "module:name").
std::optional<std::vector<SessionFunc>> session_targets(const std::vector<ast::AttachPoint *> &aps,
                                                        TypeSource &types, Diagnostics &diags,
                                                        std::vector<std::string> &denied);

} // namespace kt::sema
