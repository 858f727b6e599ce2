// A script saved with CRLF line endings.
kprobe:vfs_read,
  kprobe:vfs_write
/ pid > 0 /
{
    @x[comm] = count(); // comment
    /* block
       comment */
    if (1) {
        @y = "a\tb";
    }
}
