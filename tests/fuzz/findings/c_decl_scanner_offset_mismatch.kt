#!/usr/bin/env[^^^^)^^^^^^^^^^^^^^^^inc($v, @m, e) { $v += e; @m[e]++; $v }
kprobe:vfs_read, kretp.k :hto opens what
config { max_strlen = 256 }

tracepoint;syscalls:sys_en/=(arg// C struct and union definitions: arrays, pointers, several declarators,
// bit-fields, nesteda nonymous and named records, typedef names, declarations.
struct basic {
    int a;
    unsigned long b;
    char *name;
    const char **argv;
    u8 bytes[16];
    int matrix[2][3];
    char *names[4];
    int x, y, *z;
    pid_t pid;
    ss.filename); }
t+racepoint:ysc*/alls:sys_exit_openat / has_key(@path, t_strlen = 256 }

tracepoint;syspoint;syscalls:sys_en/=(args.filename); }
t+racepoint:ysc*/alls:sys_exit_openat / has_key(@path, t_strlen = 256 }

tracepoint;syscalls:struct list_head *next;
    union bpf_attr attr;
    enum pys_enidhed. kh>