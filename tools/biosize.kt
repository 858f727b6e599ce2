#!/usr/bin/env kt
// block I/O size histograms by process and direction (read, write, ...)
//
// One histogram of request sizes in bytes per process name and
// direction (read, write, discard, flush, other), from each block I/O
// request issued to a device driver, printed when kt ends. Small random
// I/O and large streaming I/O look very different to a disk; this shows
// which one each process does. The process is the one that submitted the
// request's first bio (a kernel worker, kworker or jbd2, for write-back
// and journal writes), even when the block layer issues the request
// from a worker of its own (kworker/N:NH), as it often does for discards
// and under load (bpftrace's bitesize counts those under the worker); a
// request kt did not see begin counts under the process that issued it.
//
// Examples:
//   kt biosize                        until Ctrl-C
//   kt biosize -- --duration=10       for 10 seconds
//   kt -c 'dd if=/dev/zero of=f bs=1M count=10 oflag=direct' biosize
//
// Output:
//   @bytes[sync, write]:
//   [4K, 8K)              27 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
//   [8K, 16K)              8 |@@@@@@@@@@@@@@@                                     |
//
//   @bytes[dd, write]:
//   [64K, 128K)          200 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
//
//   @bytes[dd, read]:
//   [16K, 32K)           800 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
//
// See also: biolatency, writeback

config { print_maps_on_exit = 0 }

// Who submitted the bio that starts at each sector. By sector alone: a
// bio on a partition names the partition's device, its request the
// disk's, and both give the sector on the disk. The oldest go first when
// full (bios merged into a request never start one).
let @submitter = lruhash(16384);

tracepoint:block:block_bio_queue
{
    @submitter[args.sector] = comm;
}

// A bio split in two (over the device's limits) starts a second request.
tracepoint:block:block_split
{
    @submitter[args.new_sector] = comm;
}

tracepoint:block:block_rq_issue
/ args.bytes > 0 /
{
    // rwbs is the operation (R, W, D for discard, E for secure erase, N
    // for none) after an F for a preflush, then flags (F, A, S, M) that
    // never use these letters.
    $op = strcontains(args.rwbs, "W") ? "write" :
          (strcontains(args.rwbs, "R") ? "read" :
           (strcontains(args.rwbs, "D") ? "discard" : "other"));
    $who = comm;
    if (has_key(@submitter, args.sector)) {
        $who = @submitter[args.sector];
        delete(@submitter, args.sector);
    }
    @bytes[$who, $op] =
        hist(args.bytes);
}

interval:s:1 {
    @seconds = @seconds + 1;
    if (@seconds == getopt("duration", 0, "stop after this many seconds (0: at Ctrl-C or when -c's command ends)")) {
        exit();
    }
}

END {
    print(@bytes);
}
