#!/usr/bin/env kt
// trace signals as they are sent and as they are delivered
//
// One line per signal the kernel generates (from the signal:signal_generate
// tracepoint: kill(2) and its kin, but also the kernel's own SIGSEGV,
// SIGPIPE, SIGCHLD, SIGALRM and timer signals) with the sender, the
// target and what became of it (delivered, ignored, already pending,
// dropped), and, with --deliver, one per signal a thread takes on its way
// back to user space (signal:signal_deliver), with the handler it runs
// (0 the default action, 1 ignored, else an address). killsnoop shows
// the calls that send signals; this shows every signal, whatever sent it.
//
// Examples:
//   kt sigsnoop                       signals generated, every process
//   kt sigsnoop --deliver --pid=1234  sent to or taken by 1234
//   kt sigsnoop --sig=11              SIGSEGVs only
//
// Output:
//   EVENT    PID     COMM             SIGNAL     TARGET  TCOMM            RESULT
//   generate 6021    bash             SIGTERM    6022    sleep            delivered
//   deliver  6022    sleep            SIGTERM    6022    sleep            handler 0x0
//
// See also: killsnoop, exitsnoop, signal(7)

import "signals.kt"

macro wanted_pid() { getopt("pid", 0, "only signals this process sends, is sent or takes (0: every process)") }
macro wanted_sig() { getopt("sig", 0, "only this signal, by number (0: every signal)") }

BEGIN {
    printf("%-8s %-7s %-16s %-10s %-7s %-16s %s\n", "EVENT", "PID", "COMM", "SIGNAL", "TARGET", "TCOMM",
           "RESULT");
}

tracepoint:signal:signal_generate
/ (wanted_pid == 0 || pid == wanted_pid || args.pid == wanted_pid) && (wanted_sig == 0 || args.sig == wanted_sig) /
{
    $r = args.result;
    printf("%-8s %-7d %-16s %-10s %-7d %-16s %s\n", "generate", pid, comm, (enum signal)args.sig, args.pid,
           args.comm,
           $r == 0 ? "delivered" : ($r == 1 ? "ignored" : ($r == 2 ? "already pending" :
           ($r == 3 ? "dropped (overflow)" : "delivered without info"))));
}

tracepoint:signal:signal_deliver
/ getopt("deliver", false, "also show signals as threads take them") &&
  (wanted_pid == 0 || pid == wanted_pid) && (wanted_sig == 0 || args.sig == wanted_sig) /
{
    printf("%-8s %-7d %-16s %-10s %-7d %-16s handler 0x%x\n", "deliver", pid, comm, (enum signal)args.sig, pid,
           comm, args.sa_handler);
}
