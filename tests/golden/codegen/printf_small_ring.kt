// printf with a ring buffer under 1 MiB: each record asks how much waits
// (bpf_ringbuf_query) and forces a wakeup past a quarter of the ring;
// bigger rings post with BPF_RB_NO_WAKEUP alone (printf.kt).
config { ringbuf_size = 65536 }
kprobe:vfs_read { printf("%d\n", pid); }
