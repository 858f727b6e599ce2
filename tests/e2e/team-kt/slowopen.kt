#!/usr/bin/env kt
// opens slower than a threshold, with the file and the process
//
// Prints every openat() that takes longer than --min-us microseconds.
//
// Examples:
//   kt slowopen --min-us=100
import "latency.kt"
tracepoint:syscalls:sys_enter_openat { start!(); @path[tid] = args.filename; }
tracepoint:syscalls:sys_exit_openat /@path[tid]/ {
  if (took_us!() >= getopt("min-us", 1000, "the smallest latency shown, in us")) {
    printf("%-16s %6d us %s\n", comm, took_us!(), str(@path[tid]));
  }
  stop!();
  delete(@path[tid]);
}
