// import: a quoted file name, relative or absolute, and escapes in it.
import "stdlib/errno.kt"
import "signals.kt"
import "/usr/share/kt/recipes/opensnoop.kt"
import "dir with spaces/lib.kt"
import "quote\"d.kt"
BEGIN { printf("%d\n", EINVAL); }
