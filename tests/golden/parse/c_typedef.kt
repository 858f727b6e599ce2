// typedefs of scalars, pointers, arrays, records (named and anonymous) and other typedefs.
typedef unsigned int uint_t;
typedef unsigned long long u64_t;
typedef char *string_t;
typedef const char **argv_t;
typedef int vec4[4];
typedef int grid[3][3];
typedef pid_t my_pid;
typedef struct task_struct task_t;
typedef struct task_struct *task_p;
typedef union bpf_attr attr_t;
typedef enum pid_type pid_kind;
typedef struct { int x; int y; } point_t;
typedef struct node { int value; struct node *next; } node_t;
typedef union { u32 u; s32 s; } *either_p;
BEGIN { $p = (struct node *)arg0; $q = $p->next->value; }
