#!/usr/bin/env kt
// trace page cache write-back: device, reason, pages written and duration
//
// One line per write-back run of the kernel's flusher threads (from the
// writeback:writeback_start and writeback:writeback_written
// tracepoints): the backing device (its bdi name, major:minor), why the
// run happened (periodic, background: too much dirty memory, sync,
// vmscan: memory reclaim, ...), the pages it wrote and how long it took.
// Frequent background or vmscan write-back means that writers outrun the
// disk; a long sync is what an fsync-heavy application waits for.
//
// Examples:
//   kt writeback                        every write-back run
//   kt writeback -- --min-ms=10         runs of 10 ms or longer
//
// Output:
//   TIME     DEVICE           REASON                 PAGES    MS
//   11:18:13 254:0            WB_REASON_SYNC         2150     0
//   11:18:13 254:0            WB_REASON_SYNC         186      0
//
// See also: biolatency, biosize, sync(1)

config { print_maps_on_exit = 0 }

BEGIN {
    printf("%-8s %-16s %-22s %-8s %s\n", "TIME", "DEVICE", "REASON", "PAGES", "MS");
}

tracepoint:writeback:writeback_start {
    @start[tid] = (nsecs, args.nr_pages);
}

tracepoint:writeback:writeback_written
/ has_key(@start, tid) /
{
    $s = @start[tid];
    delete(@start, tid);
    $ms = (nsecs - $s.0) / 1000000;
    if ($ms >= getopt("min-ms", 0, "leave out runs shorter than this many milliseconds")) {
        printf("%s %-16s %-22s %-8d %d\n", strftime("%H:%M:%S", nsecs), args.name, (enum wb_reason)args.reason,
               $s.1 - args.nr_pages, $ms);
    }
}
