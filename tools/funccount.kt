#!/usr/bin/env kt
// count calls of the functions an attach point matches
//
// Counts the calls of every function that the attach point given as the
// first argument matches (wildcards welcome), kernel or user space alike,
// and prints the counts, largest last, when kt stops (Ctrl-C, or the
// command of -c exiting), or every --interval seconds. The attach point is
// any kt takes: kprobe:vfs_*, uprobe:/usr/bin/bash:*readline*,
// uprobe:libc:malloc, tracepoint:syscalls:sys_enter_*, usdt:BIN:*:*, or
// several separated by commas. kt's own options (-c, -p) go before the
// recipe's name.
//
// Examples:
//   kt -c 'ls /' funccount 'uprobe:libc:str*'       string calls of ls
//   kt funccount 'kprobe:vfs_*'                     VFS calls until Ctrl-C
//   kt funccount 'tracepoint:syscalls:sys_enter_*' --top=5 --interval=1
//
// Output:
//   @calls[uprobe:/usr/lib/x86_64-linux-gnu/libc.so.6:strlen]: 41
//   @calls[uprobe:/usr/lib/x86_64-linux-gnu/libc.so.6:strcmp]: 188
//
// See also: funclatency, argdist, trace

macro wanted_pid() { getopt("pid", 0, "count the calls of this process only (0: every process)") }
macro interval() { getopt("interval", 0, "print and reset the counts every N seconds (0: at the end only)") }
macro top() { getopt("top", 0, "print the N largest counts only (0: all)") }

$1 /wanted_pid == 0 || pid == wanted_pid/ {
  @calls[probe] = count();
}

interval:s:1 {
  if (interval > 0) {
    @ticks = @ticks + 1;
    if (@ticks >= interval) {
      time("%H:%M:%S\n");
      if (top > 0) {
        print(@calls, top);
      } else {
        print(@calls);
      }
      clear(@calls);
      @ticks = 0;
    }
  }
}

END {
  if (interval > 0) {
    clear(@ticks);
  }
  if (top > 0) {
    print(@calls, top);
    clear(@calls);
  }
}
