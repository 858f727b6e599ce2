// iter probes: `ctx` is the iterator's context, struct bpf_iter__NAME from
// the kernel's BTF; printf() goes to the iterator's output.
iter:task_file {
  $file = ctx.file;
  printf("%s %d %d\n", ctx.task.comm, ctx.task.pid, ctx.fd);
  @files[ctx.task.pid] = count();
}
