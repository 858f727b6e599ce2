/*
 * A header comment with a line that starts with '#', as bpftrace 0.17's
 # gethostlatency.bt has: it is comment, not a directive.
 */
#define GREETING "hello from a commented script"
BEGIN { printf("%s\n", GREETING); /* # nor this */ exit(); }
