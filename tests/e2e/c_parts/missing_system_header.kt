#include <nosuch/header.h>

BEGIN { exit(); }
