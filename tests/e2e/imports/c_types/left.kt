// One side of a diamond: imports lib.kt, as right.kt does.
import "lib.kt"
struct left { struct lib_xy xy; lib_u32 n; };
