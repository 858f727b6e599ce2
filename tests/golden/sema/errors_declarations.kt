// C declarations are Clang's (its errors are parse errors, tests/unit/cparts):
// a pointer to a struct declared nowhere is C, and an error only where the
// program reads through it.
struct s {
  int ok;
  struct nothere *p;
};
typedef struct missing missing_t;
BEGIN {
  $s = (struct s *)0;
  $n = $s->p->x; // error: 'struct nothere' has no field 'x'
}
