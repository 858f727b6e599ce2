// Splits an attach point as written (`kprobe:ext4:ext4_file_open+16`,
// `uprobe:"/opt/my app":main`, `allow::kernel/bpf/*.c`) into its parts and
// checks its form: the provider is known, the part count fits the provider,
// numbers are numbers, event names exist. Whether the target exists on this
// machine is the runtime's question, not this one.
#pragma once

#include <string_view>

#include "ast/decl.h"
#include "ast/diagnostics.h"

namespace kt::parser {

// How much of a scanned attach-point token belongs to the attach point. A
// '/' is part of it only inside a path (a part starting with '/', '.' or
// '~'), a source glob (a part after '::'), or quotes; at any other '/' the
// attach point ends and a predicate begins: `kprobe:f/pid == 1/`.
size_t attach_point_length(std::string_view text);

// Fills ap.provider, ap.probe and the parts from ap.raw. Reports errors at
// the offending part of ap.loc; returns false if there were any.
bool parse_attach_point(ast::AttachPoint &ap, Diagnostics &diags);

// Checks that the attach points of one probe may share a body: function
// sets (entry/allow/deny) only with each other, and at least one entry.
bool check_attach_list(const std::vector<ast::AttachPoint *> &aps, Diagnostics &diags);

} // namespace kt::parser
