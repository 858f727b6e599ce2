// A tracepoint field declared with two '*' (execve's argv) is a pointer to
// pointers: indexing it gives a string's address, which str() reads.
tracepoint:syscalls:sys_enter_execve {
  $argv = args.argv;
  $first = args.argv[0];
  $s = str(args.argv[1]);
  $t = str(*args.envp);
  join(args.argv);
}
