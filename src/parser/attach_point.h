// Splits an attach point as written (`kprobe:ext4:ext4_file_open+16`,
// `uprobe:"/opt/my app":main`, `allow::kernel/bpf/*.c`) into its parts and
// checks its form: the provider is known, the part count fits the provider,
// numbers are numbers, event names exist. Whether the target exists on this
// machine is the runtime's question, not this one.
#pragma once

#include "ast/decl.h"
#include "ast/diagnostics.h"

namespace kt::parser {

// Fills ap.provider, ap.probe and the parts from ap.raw. Reports errors at
// the offending part of ap.loc; returns false if there were any.
bool parse_attach_point(ast::AttachPoint &ap, Diagnostics &diags);

// Checks that the attach points of one probe may share a body: function
// sets (entry/allow/deny) only with each other, and at least one entry.
bool check_attach_list(const std::vector<ast::AttachPoint *> &aps, Diagnostics &diags);

} // namespace kt::parser
