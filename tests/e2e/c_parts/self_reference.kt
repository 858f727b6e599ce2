// C's rule: a macro is not expanded inside its own replacement, so this
// ends (as an unknown name) instead of expanding forever.
#define foo (foo + 1)

BEGIN { printf("%d\n", foo); exit(); }
