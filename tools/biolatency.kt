#!/usr/bin/env kt
// block I/O latency histogram, from issue to the device to completion
//
// Times each block I/O request from the moment it is issued to the
// device driver to its completion and prints a histogram of the times in
// microseconds (milliseconds with --ms) when kt ends, for all disks
// together or one per disk with --disks, and the number of requests seen.
// Time spent queued in the I/O scheduler before the issue is not
// included: this is the device's (and its driver's) latency. A second
// mode at high latencies usually is a device that stalls or a queue
// that is too deep.
//
// It uses the block_rq_issue and block_rq_complete raw tracepoints
// through BTF (tp_btf), so it pairs requests by their struct request and
// reads the disk's name from it.
//
// Examples:
//   kt biolatency                           until Ctrl-C
//   kt biolatency -- --disks --duration=10  one histogram per disk, 10 s
//   kt biolatency -- --ms                   in milliseconds
//
// Output:
//   @usecs[vda]:
//   [64, 128)            187 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
//   [128, 256)            10 |@@                                                  |
//   [256, 512)             2 |                                                    |
//
//   200 I/Os
//
// See also: biosize, writeback, iostat(1)

config { print_maps_on_exit = 0 }

tp_btf:block_rq_issue {
    @start[args.rq] = nsecs;
}

tp_btf:block_rq_complete
/ has_key(@start, args.rq) /
{
    $t = (nsecs - @start[args.rq]) / 1000;
    delete(@start, args.rq);
    if (getopt("ms", false, "histograms in milliseconds")) {
        $t = $t / 1000;
    }
    if (getopt("disks", false, "one histogram per disk")) {
        $disk = args.rq->q->disk->disk_name;
        if (getopt("ms", false)) {
            @msecs[$disk] = hist($t);
        } else {
            @usecs[$disk] = hist($t);
        }
    } else {
        if (getopt("ms", false)) {
            @msecs = hist($t);
        } else {
            @usecs = hist($t);
        }
    }
    @ios = count();
}

interval:s:1 {
    @seconds = @seconds + 1;
    if (@seconds == getopt("duration", 0, "stop after this many seconds (0: at Ctrl-C or when -c's command ends)")) {
        exit();
    }
}

END {
    if (getopt("ms", false)) {
        print(@msecs);
    } else {
        print(@usecs);
    }
    printf("%d I/Os\n", @ios);
}
