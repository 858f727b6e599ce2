// C declarations in the program: structs with bit-fields, nested and
// anonymous members, arrays and self pointers, unions, typedefs and enum
// constants (typed as their enum, printed by name).
enum color { RED, GREEN = 5, BLUE };
enum { FLAG_A = 1 << 0, FLAG_B = 1 << 1, FLAG_AB = FLAG_A | FLAG_B };
struct node {
  int value;
  struct node *next;
  char name[8];
  unsigned int flag : 1, kind : 3;
  union raw { u64 as_u64; u8 bytes[8]; } u;
  struct { int lo; int hi; };
  short grid[3];
};
typedef struct { u32 a; u16 b; } pair_t;
kprobe:vfs_read {
  $n = (struct node *)arg0;
  $v = $n->value;
  $next = $n->next->next;
  $name = $n->name;
  $flag = $n->flag;
  $kind = $n->kind;
  $raw = $n->u.as_u64;
  $byte = $n->u.bytes[3];
  $lo = $n->lo;
  $grid = $n->grid;
  $cell = $n->grid[2];
  $pair = (pair_t *)arg1;
  $b = $pair->b;
  $color = BLUE;
  $flags = FLAG_AB;
  $size = sizeof(struct node);
  $pair_size = sizeof(pair_t);
  $int_size = sizeof(int);
  $expr_size = sizeof($v);
}
