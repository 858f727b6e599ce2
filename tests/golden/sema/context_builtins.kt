// The context builtins of bpftrace v0.26: their types, and the function
// forms of ppid, pcomm, leader_tid and leader_comm on a task.
config = { max_strlen = 100; missing_probes = warn; }
BEGIN {
  $ppid = ppid; $pcomm = pcomm; $leader_tid = leader_tid; $leader_comm = leader_comm;
  $username = username; $has_cpid = has_cpid; $ncpus = ncpus; $jiffies = jiffies; $numaid = numaid;
  $probetype = probetype; $default_str_length = default_str_length;
  $p = ppid(curtask); $c = pcomm(curtask); $t = leader_tid(curtask); $l = leader_comm(curtask);
  $p0 = ppid(); $u = uptr(curtask);
}
kprobe:vfs_read { $usermode = usermode; $probetype = probetype; $k = kptr(uptr((struct task_struct *)arg0)); }
