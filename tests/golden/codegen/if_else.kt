// if / else if / else: branches that join.
kprobe:vfs_read {
  if (arg2 > 4096) { @big = 1; } else if (arg2 == 0) { @zero = 1; } else { @small = 1; }
}
