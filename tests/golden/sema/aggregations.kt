// Every aggregation, keyed and not; the value a probe may read of each is
// the aggregation's result type, and print() takes the whole map.
kprobe:vfs_read {
  @count = count();
  @sum_u32[comm] = sum(pid);
  @sum_s32 = sum((int32)arg0);
  @sum_u64 = sum(arg0);
  @avg[pid, comm] = avg(arg2);
  @min = min(arg2);
  @max = max(arg2);
  @stats = stats(arg2);
  @hist[tid] = hist(arg2);
  @lhist = lhist(arg2, 0, 100, 10);
  @neg_lhist = lhist((int64)arg2, -50, 50, 5);
}
END {
  print(@count);
  print(@hist, 5);
  print(@avg, 10, 1000);
  clear(@min);
  zero(@max);
  $n = len(@sum_u32);
}
