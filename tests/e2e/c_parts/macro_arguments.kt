#define ADD(a, b) ((a) + (b))

BEGIN { printf("%d\n", ADD(1)); exit(); }
