// printf: a record with the format's id and its arguments, sent through
// the ring buffer (lost records counted).
BEGIN { printf("%s pid %d\n", comm, pid); }
