#include <linux/sched.h>
#include <net/sock.h>
#include "local/defs.h"
#   include <linux/path.h>
#include <linux/fs.h> // with a trailing comment
#include "x.h"   // another
// C headers come first; the program follows.
kprobe:vfs_open { printf("%s\n", str(((struct path *)arg0)->dentry->d_name.name)); }
