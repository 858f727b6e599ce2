// Facts about attach-point names that need no look at the system, shared
// by sema (function sets) and the catalog (kt -l): whether a target is a
// path, which user functions a session glob leaves out, and how a skip is
// told.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace kt::util {

// Whether a probe target is a path for certain: it holds a '/' or a '.'
// (kernel module names have neither). A bare name may be a kernel module,
// a library or a program; the caller decides.
inline bool looks_like_path(std::string_view target) {
  return target.find_first_of("/.") != std::string_view::npos;
}

// Functions a user-space session glob leaves out (named in full, they are
// kept): the C runtime's start-up and tear-down code, which _start enters
// by a jump (a return probe there would overwrite argc where it expects a
// return address), and main, which runs outside every session that starts
// below it while its pending return probe, the program's whole life, holds
// up every uprobe detach on Linux 6.12 and later.
inline bool left_out_of_session_globs(std::string_view name) {
  static constexpr std::string_view kNames[] = {"_start", "_init", "_fini", "deregister_tm_clones", "register_tm_clones",
                                                "__do_global_dtors_aux", "frame_dummy", "__libc_csu_init",
                                                "__libc_csu_fini", "_dl_relocate_static_pie", "main"};
  for (std::string_view n : kNames)
    if (name == n)
      return true;
  return false;
}

// What a glob left out for one reason (catalog/uprobe_entry.h's refusals),
// for its warning: "skipped 2 functions with REASON: f g" (the first six
// named, then "(and N more)"). Sessions (sema) and uprobes (runtime) say it
// alike.
inline std::string skipped_functions(const std::string &reason, const std::vector<std::string> &names) {
  constexpr size_t kNamed = 6;
  std::string text = "skipped " + std::to_string(names.size()) + " function" + (names.size() == 1 ? "" : "s") +
                     " with " + reason + ":";
  for (size_t i = 0; i < names.size() && i < kNamed; i++)
    text += " " + names[i];
  if (names.size() > kNamed)
    text += " (and " + std::to_string(names.size() - kNamed) + " more)";
  return text;
}

} // namespace kt::util
