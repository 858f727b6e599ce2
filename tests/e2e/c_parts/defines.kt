// #define constants and macros in attach points, predicates and bodies.
#define TICK 10
#define STOP 3
#define TWICE(x) ((x) * 2)
#define SHOW(fmt, ...) printf(fmt, __VA_ARGS__)
#define NAME(x) #x
#define FMT "tick %d twice %d as %s\n"

interval:ms:TICK / @n < STOP / {
    @n++;
    SHOW(FMT, @n, TWICE(@n + 1), NAME(STOP));
}

interval:ms:TICK / @n >= STOP / { exit(); }
