// Facts about attach-point names that need no look at the system, shared
// by sema (function sets) and the catalog (kt -l): whether a target is a
// path, and which user functions a session glob leaves out.
#pragma once

#include <string_view>

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

} // namespace kt::util
