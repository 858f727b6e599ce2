// A header next to the scripts that include it.
#pragma once
#define MY_LIMIT 42
#define MY_SCALE(x) ((x) * MY_LIMIT)
enum my_color { MY_RED, MY_GREEN = 5, MY_BLUE, MY_NEG = -3 };
