// #if, #ifdef, #ifndef, #elif, #else select probes; what they leave out
// need not be kt at all.
#ifndef BPFTRACE_HAVE_BTF
BEGIN { printf("no btf\n"); }
#else
BEGIN { printf("btf\n"); }
#endif

#ifdef KT_HAVE_BTF
BEGIN { printf("kt btf\n"); }
#endif

#define LEVEL 2
#if LEVEL > 2
this is not kt code at all !!!
#elif LEVEL == 2
BEGIN { printf("level two\n"); }
#else
BEGIN { printf("low\n"); }
#endif

BEGIN {
#if defined(LEVEL) && \
    LEVEL >= 2
    printf("in a body\n");
#endif
    exit();
}
