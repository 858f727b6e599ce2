// kt's exit codes (sysexits.h values where one fits).
#pragma once

namespace kt {

enum ExitCode : int {
  kExitOk = 0,
  kExitRuntime = 1,      // the trace ran and something failed at run time
  kExitUsage = 2,        // bad command line
  kExitScript = 65,      // the script has errors (EX_DATAERR)
  kExitUnavailable = 69, // a feature the kernel, machine or this build lacks (EX_UNAVAILABLE)
  kExitInternal = 70,    // a bug in kt (EX_SOFTWARE)
  kExitPermission = 77,  // not permitted (EX_NOPERM)
};

} // namespace kt
