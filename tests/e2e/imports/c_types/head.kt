// The head of struct ct_record (tests/testprogs/c_types.h) declared with
// lib.kt's typedef and struct: the bit-fields as two words, the union's
// u32 at 8, x and y at 12, the name at 16. $1 is the c_types test program.
import "lib.kt"
struct head { lib_u32 bits[2]; lib_u32 as_u32; struct lib_xy xy; char name[12]; };

uprobe:$1:ct_take {
    $h = (struct head *)arg0;
    printf("head u32=%u x=%u y=%u name=%s size=%u\n", $h->as_u32, $h->xy.x, $h->xy.y, $h->name,
           sizeof(struct head));
}
