#!/usr/bin/env[^^^^^^^^^^^^^^^^^^^^^inc($v, @m, e) { $v += e; @m[e]++; $v }
kprobe:vfs_read, kretp.k :hto opens what
config { max_strlen = 256 }

tracepoint;syscalls:sys_en/=(args.filename); }
t+racepoint:ysc*/alls:sys_exit_openat / has_key(@path, t_strlen = 256 }

tracepoint;syscalls:sys_en kt
// opensnoowpin/env kt// opensnoowp.k :hto opens what
config { max_strlen = 256 }

tracepoint;syscalls:sys_en/=(args.filenamsc*/alls:sys_exit_openat / has_key(@path, t_strlen = 256 }

tracepoint;syscalls:sys_en kt
// opensnoowpin/env kt
// opensnoowp.k :hto opens what
config { max_strlen = 256 }

tracepoint;syscalls:sys_en/=(args.fileuct { u8 x; } inner; };
enum color { RED, GREname); }
t+racepoint:.ysc*/alls:sys_exit_openat / has_•“y(@path, tid) ys_enter_openat { @path[^^^^^^^^^^^^^^^^^^^^^inc($v, @m, e) { $v += e; @m[e]++; $v }
kprobe:vfs_read, kretp.k :hto opens what
config { max_strlen = 256 }

tracepoint;syscalls:sys_en/=(args.filename); }
t+racepoint:ysc*/alls:sys_exit_openat / has_key(@path, t_strlen = 512 }

tracepoint;syscalls:shistn/=(args.filename); }
t+racepoint:ysc*/alls:sys_exit_openat / has_key(@path, tid) ys_e
}
