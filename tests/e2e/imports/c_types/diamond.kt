// Imports lib.kt twice, through left.kt and right.kt: Clang reads it once
// before this file's declaration, which uses all three files' types.
import "left.kt"
import "right.kt"
#define LIB_COUNT 5
struct top { struct left l; struct right r; lib_u32 own[LIB_COUNT]; };

BEGIN {
    printf("sizes top=%u left=%u right=%u three=%u\n", sizeof(struct top), sizeof(struct left),
           sizeof(struct right), sizeof(struct lib_three));
    exit();
}
