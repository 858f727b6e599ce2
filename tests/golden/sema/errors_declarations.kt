// C declarations: enumerators need constant values; members and typedefs
// need known types.
enum e { A = 1, B = A + 1, C = pid }; // error: enumerator 'C' needs a constant integer value
struct s {
  int ok;
  struct nothere *p; // error: unknown type 'nothere' in the declaration of 'p'
};
typedef struct missing missing_t; // error: unknown type 'missing' in typedef 'missing_t'
BEGIN { }
