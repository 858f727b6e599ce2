#define VERSION 1
#if VERSION < 2
#error this script needs version 2
#endif
BEGIN { exit(); }
