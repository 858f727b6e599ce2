// offsetof a type's or an expression's field, through a path of fields.
struct Foo { int x; struct { struct { int d; } b; } a; }
BEGIN {
    $a = offsetof(struct Foo, x);
    $b = offsetof(struct Foo, a.b.d);
    $c = offsetof(union bpf_attr, map_type);
    $d = offsetof(curtask, pid);
    $e = offsetof(*$p, u32);
    $f = offsetof(@m[1], a.b) + sizeof(int);
}
