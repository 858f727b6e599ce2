// Reading folded stacks back: the lines -f folded writes (folded.h,
// folded_output.cpp), as the baseline of a differential flame graph
// (kt -f svg --baseline FILE; the driver reads the file):
//
//   bash;entry_SYSCALL_64;do_syscall_64;ksys_read 12
//
// A line is a path of frame names joined by ';', a space, and an integer
// count (after the line's last space: a name may hold spaces, never a
// ';'). A negative count (a sum map's) counts as none, as -f svg draws
// it. Empty lines are skipped. Folded lines keep no frame kinds: every
// frame read is of kind Other.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "runtime/output/flamegraph_svg.h"
#include "util/result.h"

namespace kt::runtime {

// The samples of `text`, one per line. Errors name the line:
// "NAME:LINE: error: the count 'x' is not an integer"; a text with no
// line at all is "NAME: error: ...".
Result<std::vector<FlameSample>> parse_folded(std::string_view text, const std::string &name);

} // namespace kt::runtime
