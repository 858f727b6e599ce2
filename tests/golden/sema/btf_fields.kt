// Field access through pointers to kernel structs (fixture BTF): chains of
// pointers, nested structs, anonymous unions, arrays (char arrays are
// strings), bit-fields, typedef'd members and pointers to pointers.
kprobe:vfs_read {
  $task = curtask;
  $pid = curtask->pid;
  $ppid = curtask->real_parent->tgid;
  $pcomm = curtask->parent->comm;
  $state = curtask->__state;
  $start = curtask->start_time;
  $nice = curtask->nice_bits;
  $iowait = curtask->in_iowait;
  $next = curtask->children.next;
  $mm = curtask->mm->arg_start;
  $fds = curtask->fds;
  $file = *curtask->fds;
  $f = (struct file *)arg0;
  $name = $f->f_path.dentry->d_name.name;
  $len = $f->f_path.dentry->d_name.len;
  $hash_len = $f->f_path.dentry->d_name.hash_len;
  $iname = $f->f_path.dentry->d_iname;
  $mode = $f->f_inode->i_mode;
  $pos = $f->f_pos;
  $sk = (struct sock *)arg1;
  $dport = $sk->__sk_common.skc_dport;
  $v6 = $sk->__sk_common.skc_v6_daddr;
  $v6_0 = $sk->__sk_common.skc_v6_daddr[0];
  $addr = ntop($sk->__sk_common.skc_daddr);
  $size = sizeof(struct task_struct);
}
