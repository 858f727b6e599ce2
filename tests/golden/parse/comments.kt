// A line comment at the top.
/* A block comment
   over several lines. */
kprobe:vfs_read, // after an attach point
  /* between attach points */ kprobe:vfs_write
/ pid /* inside a predicate */ > 0 // a line comment inside a predicate
  /
{
    // inside a body
    @x = 1; /* after a statement */
    @y = /* inside an expression */ 2;
    /* a block comment with // inside */
    // a line comment with /* inside
    @z = 3 /* before the semicolon */;
}
/**/ BEGIN { }
/* a comment with * and ** and / inside */
config = { /* in config */ max_strlen = 64; // trailing
}
// the last line has no newline