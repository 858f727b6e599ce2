// Fields of the program's own struct and a bit-field.
struct flags { unsigned int a : 3, b : 5; int value; };
kprobe:vfs_read { $f = (struct flags *)arg0; @b = $f->b; @v = $f->value; }
