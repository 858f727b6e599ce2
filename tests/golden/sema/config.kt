// config keys: max_strlen sizes str() and buf(); the others are checked
// but have no type effect.
config {
  max_strlen = 128;
  max_map_keys = 1024;
  ringbuf_size = 65536;
  stack_depth = 32;
  print_maps_on_exit = false;
}
kprobe:vfs_read {
  $s = str(arg0);
  $b = buf(arg0);
  $short = str(arg0, 10);
  $ks = kstack(32);
}
