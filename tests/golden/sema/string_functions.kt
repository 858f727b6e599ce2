// The types of the string, check and conversion functions of bpftrace's
// stdlib: strlen(), strcap(), strstr(), strcontains(), memcmp(), bswap(),
// syscall_name(), signal_name(), strerror().
kprobe:vfs_read {
  $s = "hello";
  $len = strlen($s);
  $lenc = strlen(comm);
  $cap = strcap(comm);
  $at = strstr($s, "l");
  $in = strcontains(comm, "sh");
  $cmp = memcmp($s, "help", 3);
  $b8 = bswap((uint8)1);
  $b16 = bswap((int16)1);
  $b32 = bswap((uint32)1);
  $b64 = bswap(arg0);
  $sys = syscall_name(arg1);
  $sig = signal_name(9);
  $err = strerror(-2);
  $v4 = pton("127.0.0.1");
  $v6 = pton("::1");
}
