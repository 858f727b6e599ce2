#include <net/sock.h>

BEGIN { printf("ran\n"); exit(); }
