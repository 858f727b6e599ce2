// imports.test: a library that counts under its own, undeclared @n.
BEGIN {
    @n[comm] = count();
    @n[comm] = count();
    printf("lib has %d, len %d\n", has_key(@n, comm), len(@n));
}
