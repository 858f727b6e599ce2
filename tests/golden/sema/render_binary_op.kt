// The caret goes on the operator, the tildes under both operands.
tracepoint:syscalls:sys_enter_read {
  $pair = (pid, tid);
  @bytes = $pair + args.count; // error: cannot apply '+' to '(u32, u32)' and 'u64'
}
