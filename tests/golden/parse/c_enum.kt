// C enums: named and anonymous, explicit values with expressions, trailing comma.
enum color { RED, GREEN, BLUE };
enum flags {
    F_NONE = 0,
    F_READ = 1 << 0,
    F_WRITE = 1 << 1,
    F_RW = F_READ | F_WRITE,
    F_NEG = -1,
    F_HEX = 0x10,
};
enum { ANON_A = 10, ANON_B };
enum single { ONLY }
BEGIN { $c = (enum color)1; }
