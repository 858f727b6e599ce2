// C struct and union definitions: arrays, pointers, several declarators,
// bit-fields, nested anonymous and named records, typedef names, declarations.
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
            char c;
        } deeper;
    } named;
    struct {
        int p;
    } *anon_ptr;
    union {
        int q;
    } anon_arr[2];
};
union value {
    long l;
    void *p;
    char s[8];
};
struct forward;
union forward_u;
struct empty { };
struct no_semicolon { int a; }
BEGIN { $s = (struct outer *)arg0; $n = $s->u.as_u64; }
