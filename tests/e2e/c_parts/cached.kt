// c_types.test copies this script next to a cached.h it writes.
#include "cached.h"

BEGIN { printf("value %d\n", CACHED_VALUE); exit(); }
