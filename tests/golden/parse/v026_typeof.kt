// bpftrace v0.26's typeof: in casts, let types, sizeof and offsetof; of a
// value, of a type, of a bare type name, and of a macro call.
macro wide() { (uint16)1 }
BEGIN {
  $a = (typeof($x))1;
  $b = (typeof(struct task_struct *))arg0;
  $c = (typeof(pid_t))-1;
  $d = (typeof(wide()))300;
  let $e: typeof($name) = "ab";
  let $f: typeof($t->pid);
  $g = sizeof(typeof($name)) + sizeof(typeof(uint32)) + sizeof(typeof(pid_t));
  $h = offsetof(typeof($t), pid) + offsetof(typeof(struct task_struct), pid);
  $i = $s.typeof;
}
