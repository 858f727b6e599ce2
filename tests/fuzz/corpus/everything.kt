import "lib/errno.kt"
#include <linux/sched.h>
struct foo { int a; char *b[4]; unsigned long c : 3; struct { u8 x; } inner; };
enum color { RED, GREEN = 2, };
typedef unsigned int myint;
macro inc($v, @m, e) { $v += e; @m[e]++; $v }
kprobe:vfs_read, kretprobe:vfs_write /pid == $1 && $# > 0/ {
    $x = (uint8)arg0 + sizeof(struct foo) * -1;
    $t = (1, "two", $x);
    if ($t.0 == 1) { @a[tid, comm] = count(); } else if (!$x) { @b = hist($x); } else { @c = lhist($x, 0, 100, 10); }
    unroll (3) { $x <<= 1; }
    for ($kv : @a) { print($kv); }
    for ($i : 0..10) { if ($i % 2) { continue; } break; }
    while ($x > 0) { $x--; }
    $p = ((struct task_struct *)curtask)->parent->pid;
    $q = $x ? $x : 1;
    $r = $x ?: 7;
    @[probe] = count();
    return;
}
