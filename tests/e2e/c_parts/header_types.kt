// A header's types with Clang's layout: bit-fields, two anonymous unions
// and a struct, a char array, an array of structs, a function pointer, an
// enum with a negative value, a packed struct, a pointer to the record's
// own type, and a typedef naming it. $1 is the c_types test program.
#include "../../testprogs/c_types.h"

uprobe:$1:ct_take {
    $r = (ct_record_t *)arg0;
    printf("ct flags=%u kind=%u wide=%u neg=%d u32=%u byte2=%u x=%u y=%u name=%s inner1=%u/%u level=%d ",
           $r->flags, $r->kind, $r->wide, $r->neg, $r->as_u32, $r->as_bytes[2], $r->x, $r->y, $r->name,
           $r->inner[1].a, $r->inner[1].b, $r->level);
    printf("tag=%u value=%u tail=%u next.last=%lu last=%lx port=%u num=%u pair=%u size=%u off=%u\n",
           $r->packed.tag, $r->packed.value, $r->packed.tail, $r->next->last, $r->last, $r->port, $r->num, $r->pair,
           sizeof(struct ct_record), offsetof(struct ct_record, last));
    printf("level %s cb set %d\n", $r->level == CT_LOW ? "low" : "other", $r->cb != 0);
}
