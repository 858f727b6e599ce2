// C types for the files that import it (tests/e2e/imports.test): a
// typedef and a struct their own C declarations use, and a macro that
// stays this file's own.
#define LIB_COUNT 3
typedef unsigned int lib_u32;
struct lib_xy { u16 x; u16 y; };
struct lib_three { lib_u32 v[LIB_COUNT]; };
