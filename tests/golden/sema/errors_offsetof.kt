// check_types: offsetof() of a struct type or of an expression's struct,
// through a field path; a field that is not there, a bit-field and a
// value that is no struct are errors.
struct Foo { int x; struct { struct { int d; } b; } a; unsigned int bits : 3; };
kprobe:vfs_read {
  $a = offsetof(struct Foo, a.b.d);
  $b = offsetof(struct task_struct, pid);
  $c = offsetof(curtask, tgid);
  $d = offsetof(struct Foo, a.c); // error: 'struct (anonymous)' has no field 'c'
  $e = offsetof(struct Foo, x.y); // error: 's32' has no fields: it has no field 'y'
  $f = offsetof(struct Foo, bits); // error: 'bits' is a bit-field, which has no byte offset
  $g = offsetof(pid, x); // error: offsetof() takes a struct or union, not 'u32'
  $h = offsetof(struct Nothere, x); // error: unknown type 'struct Nothere'
}
