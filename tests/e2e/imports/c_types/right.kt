// The other side of a diamond: imports lib.kt, as left.kt does.
import "lib.kt"
struct right { struct lib_three three; u8 tag; };
