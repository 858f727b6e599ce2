// Definitions of names the kernel's BTF has too (the program's win, with
// a note at each name), and one it lacks (no note).
struct task_struct { int x; };
typedef int pid_t;
struct kt_shadow_none { int y; };

BEGIN { printf("size %d %d\n", sizeof(struct task_struct), sizeof(pid_t)); exit(); }
