// The types of the string, check and conversion functions of bpftrace's
// stdlib: strlen(), strcap(), strstr(), strcontains(), memcmp(), bswap().
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
}
