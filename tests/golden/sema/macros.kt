// Macro expansions are typed at each call site.
macro twice(x) { x * 2 }
macro name_of(@m, k) { @m[k] }
macro bump(@m) { @m[comm] += 1; @m[comm] }
kprobe:vfs_read {
  $a = twice((uint8)arg0);
  $b = twice(arg0);
  @names[pid] = comm;
  $c = name_of(@names, 1);
  $d = bump(@hits);
}
