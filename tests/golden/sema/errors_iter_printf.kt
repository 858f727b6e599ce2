// printf() in an iter probe is formatted by the kernel (bpf_seq_printf):
// its conversions only, and integers or strings kt holds.
iter:task {
  printf("%-16s %5d %x %c\n", ctx.task.comm, ctx.task.pid, ctx.task.flags, 65);
  printf("%o\n", ctx.task.pid); // error: printf() in an iter probe is formatted by the kernel (bpf_seq_printf): the kernel's printf has no '%o' conversion
  printf("%.3s\n", ctx.task.comm); // error: printf() in an iter probe is formatted by the kernel (bpf_seq_printf): the kernel's printf has no precision ('.N')
  printf("%s\n", ksym(0)); // error: printf() in an iter probe is formatted by the kernel (bpf_seq_printf), which prints strings here, not 'ksym'
  printf("%#x\n", 1); // error: printf() in an iter probe is formatted by the kernel (bpf_seq_printf): the kernel's printf has no '#' flag
}
