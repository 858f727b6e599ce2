// signals.kt: Linux signal numbers as named constants (x86-64's
// arch/x86/include/uapi/asm/signal.h), for signal() and for matching
// args.sig in signal tracepoints.
//
// The one list of signal names in kt: the build generates kt's own table
// from this file (cmake/StdlibEnum.cmake), so signal("SIGUSR1") and
// signal("USR1") know exactly these names. Keep one `NAME = NUMBER,` per
// line. Real-time signals (32 to 64) have no names here.
enum signal {
    SIGHUP = 1,
    SIGINT = 2,
    SIGQUIT = 3,
    SIGILL = 4,
    SIGTRAP = 5,
    SIGABRT = 6,
    SIGBUS = 7,
    SIGFPE = 8,
    SIGKILL = 9,
    SIGUSR1 = 10,
    SIGSEGV = 11,
    SIGUSR2 = 12,
    SIGPIPE = 13,
    SIGALRM = 14,
    SIGTERM = 15,
    SIGSTKFLT = 16,
    SIGCHLD = 17,
    SIGCONT = 18,
    SIGSTOP = 19,
    SIGTSTP = 20,
    SIGTTIN = 21,
    SIGTTOU = 22,
    SIGURG = 23,
    SIGXCPU = 24,
    SIGXFSZ = 25,
    SIGVTALRM = 26,
    SIGPROF = 27,
    SIGWINCH = 28,
    SIGIO = 29,
    SIGPWR = 30,
    SIGSYS = 31,
};
