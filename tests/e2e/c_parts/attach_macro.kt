// A whole attach point from a #define, and string macros in a predicate.
#define OPENAT tracepoint:syscalls:sys_enter_openat
#define WHO "cat"
#define WANTED "/etc/hostname"

OPENAT / comm == WHO && str(args.filename) == WANTED / {
    printf("%s opens %s\n", comm, str(args.filename));
    exit();
}
