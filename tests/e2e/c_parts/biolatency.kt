// In the style of the classic block tools: request latency from the block
// tracepoints, keyed by the device; the kernel's block headers only where
// there is no BTF.
#ifndef BPFTRACE_HAVE_BTF
#include <linux/blkdev.h>
#include <linux/blk-mq.h>
#endif
#include <linux/kdev_t.h>

#define NSEC_PER_USEC 1000

tracepoint:block:block_rq_issue {
    @start[args.dev, args.sector] = nsecs;
}

tracepoint:block:block_rq_complete / @start[args.dev, args.sector] != 0 / {
    $dev = args.dev;
    @usecs[$dev >> 20, $dev & ((1 << 20) - 1)] = hist((nsecs - @start[args.dev, args.sector]) / NSEC_PER_USEC);
    delete(@start, (args.dev, args.sector));
}

END { clear(@start); }
