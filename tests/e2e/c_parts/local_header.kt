#include "mytypes.h"

BEGIN { printf("%d %d\n", MY_LIMIT, MY_SCALE(2)); exit(); }
