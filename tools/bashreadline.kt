#!/usr/bin/env kt
// trace the command lines typed into interactive bash shells
//
// One line per line that bash's readline() returns, that is each command
// line typed at an interactive bash prompt (on a terminal: scripts and
// bash -c do not use readline), with the time and the shell's pid. It is
// a uretprobe on /bin/bash's readline function, so every bash shell on
// the machine is seen, including those started after kt. An empty line
// prints as nothing after the pid; end of input (Ctrl-D) is not shown.
//
// Examples:
//   kt bashreadline                      every shell's command lines
//   kt bashreadline -- --pid=1234        the lines of shell 1234
//
// Output:
//   TIME     PID     COMMAND
//   11:18:50 25470   echo bashreadline-marker
//   11:18:50 25470   exit
//
// See also: execsnoop, bash(1)

config { max_strlen = 256 }

BEGIN {
    printf("%-8s %-7s %s\n", "TIME", "PID", "COMMAND");
}

uretprobe:/bin/bash:readline
/ retval != 0 &&
  (getopt("pid", 0, "trace only this shell (0: every bash)") == 0 || pid == getopt("pid", 0)) /
{
    printf("%s %-7d %s\n", strftime("%H:%M:%S", nsecs), pid, str(retval));
}
