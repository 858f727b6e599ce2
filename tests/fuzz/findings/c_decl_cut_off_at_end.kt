// A line comment atçççççççççççççççççççççields, nested anonymous and named records, typedef names, declarations.
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
    struct list_head *next;
    union bpf_attr attr;
    enum pid_type kind;
};
struct bits {
    unsigned int flag : 1;
    unsigned int mode : 3, kind : 4;
    u32 rest : 24;
    u64 wide : 40;
};
struct outer {
    struct {
        int ia;
        int ib;
    };
    union {
        u64 as_u64;
        u8 as_bytes[8];
    } u;
    struct inner {
        int deep;
        struct {
            union {
        int q;
çççççççççççççççççççççççççççççççççççççççççççççççççççççççççççççççççççççççççççççççççççççççççç the top.
/* A block comment
   over several lineœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœœs. */
kprobe:vfs_read, // afterkprobe:vfs_read an attach point
  /* between attach points */ kprobe:vfs_write
/ pid /* inside a predicate */ > 0 // a line comment inside a predicate
 / 
{
    // inside a // The session examplbode