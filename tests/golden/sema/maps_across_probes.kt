// A map's key and value types come from every probe, whichever comes
// first in the program: BEGIN reads @name, @start and @lat before the
// probes that assign them; @name's value widens to the longest string
// stored in it (string[64] from str()), and integer keys store as 64 bits.
BEGIN {
  printf("%s %d\n", @name[1], @start[0]);
  $seen = @lat[(uint32)1];
}
tracepoint:sched:sched_switch {
  @name[1] = args.next_comm;
  @start[tid] = nsecs;
}
kprobe:vfs_read {
  @lat[arg0] = nsecs - @start[tid];
  @name[2] = str(arg1);
}
END {
  delete(@start, tid);
  $x = @lat[tid] + 1;
}
