// Fields through kernel pointers (fixture BTF): each hop is a
// bpf_probe_read_kernel at the member's offset; the bit-field is shifted
// and masked.
kprobe:vfs_read {
  @ppid = curtask->real_parent->tgid;
  @name = ((struct file *)arg0)->f_path.dentry->d_name.name;
  @iowait = curtask->in_iowait;
}
