// In the style of the classic file tools, on fentry: open flags from
// <fcntl.h> combined by a #define, in a predicate.
#ifndef BPFTRACE_HAVE_BTF
#include <linux/fs.h>
#endif
#include <fcntl.h>

#define CREATING (O_WRONLY | O_CREAT)

fentry:do_sys_openat2 / pid == cpid && (args.how->flags & CREATING) == CREATING / {
    printf("created %s trunc %d\n", str(args.filename), (args.how->flags & O_TRUNC) != 0);
}
