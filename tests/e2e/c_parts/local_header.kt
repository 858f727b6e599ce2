#include "mytypes.h"

BEGIN {
    printf("%d %d\n", MY_LIMIT, MY_SCALE(2));
    printf("%d %d %d %d\n", MY_RED, MY_GREEN, MY_BLUE, MY_NEG * 2);
    exit();
}
