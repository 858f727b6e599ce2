// check_types: mistakes that once slipped through (each was a bug).
struct big { char data[4000]; u64 x; };
kprobe:vfs_read {
  @s = "str";
  @s += 1; // error: cannot apply '+=' to '@s', which holds 'string[4]' values
  $w = comm;
  $w += 1; // error: cannot apply '+=' to '$w', which holds 'string[16]'
  $b = *(struct big *)arg0; // error: cannot copy 'struct big' (4008 bytes) into the program; read the fields you need through the pointer
  @h += count(); // error: 'count()' cannot be combined with '+='
  $k = kstack;
  $k = kstack(5); // error: '$k' holds 'kstack'; cannot assign 'kstack(5)'
}
tracepoint:raw_syscalls:sys_enter {
  @x = args.args[7]; // error: index out of range for 'u64[6]' (6 elements)
}
kprobe:vfs_write {
  // A key with an error of its own gets no second one ("a map key cannot be 'none'").
  @k[printf("x")] = 1; // error: 'printf()' does not return a value
  @l[count()] = 1; // error: 'count()' must be assigned to a map
  $s = comm;
  @n[$s.foo, 1] = 1; // error: cannot access field 'foo' of 'string[16]'
}
