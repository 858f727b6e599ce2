// check_types: the arguments of the string functions of bpftrace's stdlib.
kprobe:vfs_read {
  $a = strlen(arg0); // error: 'strlen()' takes a string or a char array, not 'u64'
  $b = strcap(1, 2); // error: 'strcap()' takes 1 argument, not 2
  $c = strstr(comm, arg1); // error: 'strstr()' takes a string or a char array, not 'u64'
  $d = strcontains((1, 2), "a"); // error: 'strcontains()' takes a string or a char array, not '(s64, s64)'
  $e = memcmp(comm, 1, 2); // error: 'memcmp()' compares strings, arrays, buffers, structs or tuples, not 's64'
  $f = memcmp(comm, comm, "a"); // error: a length must be an integer, not 'string[2]'
  $g = bswap(comm); // error: bswap()'s argument must be an integer, not 'string[16]'
  $h = syscall_name(comm); // error: 'syscall_name()'s argument must be an integer, not 'string[16]'
  $i = strerror(); // error: 'strerror()' takes 1 argument, not 0
  $j = pton("1.2.3"); // error: '1.2.3' is not an IPv4 address
  $k = pton("fe80::x"); // error: 'fe80::x' is not an IPv6 address
  $l = pton(comm); // error: 'pton()' needs a string literal here
  $m = macaddr(arg0);
  $n = macaddr(pton("fe80::1"));
  $o = macaddr("aa:bb"); // error: 'macaddr()' reads an address's bytes; a string literal has none
  $p = macaddr(pton("1.2.3.4")); // error: 'macaddr()' needs 6 bytes; 'u8[4]' has 4
  $q = macaddr(comm); // error: 'macaddr()' takes an array or an address, not 'string[16]'
  printf("%gr\n", 1); // error: '%gr' prints GFP flags by the names the kernel's BTF gives them (enum ___GFP_*_BIT), and this kernel's BTF has none (Linux 6.10 has them)
  printf("%lgr\n", 1); // error: length modifier 'l' cannot be used with '%gr'
}
