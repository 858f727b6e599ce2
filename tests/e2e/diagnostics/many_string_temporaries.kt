// Found by the pipeline fuzzer (issue #21): the strings, tuples and helpers
// inlined here needed more than BPF's 512 bytes of stack while codegen kept
// them there; they live in per-CPU scratch memory now, and it runs. (The
// fuzzer's program, with exit() added at the end.)
BEGIN {
  $v0 = (int64)has_key(@m1, ((strlen(curtask->comm) < 3 ? "bash" : ((int64)has_key(@m2, (len(@m1), strerror(39), curtask->comm)) == @m2[(256 | 809), (false ? "a" : "back\\slash"), (840 ? "" : "quote\"d")] ? strerror(20) : "openat")), (int64)(713)));
  for ($i1 : -2..10) {
    if (($v0 > curtask->static_prio) || ($i1 < 655)) {
      @m1[(917 != (int64)has_key(@m2, (@m2[((int64)(0x7fffffffffffffff) % ((int64)(3) | 1)), comm, (171 <= 3 ? (10 ? "quote\"d" : "0123456789abcdef") : (false ? "systemd" : "hello world"))], leader_comm, "fuzz")) ? (strcontains(strerror(33), comm) ? strerror(1) : comm) : strerror(10)), $i1] = count();
      @m2[strncmp((gid ? strerror(14) : strerror(24)), "bash", 19), strerror(25), "0123456789abcdef"]++;
    }
  }
  exit();
}
