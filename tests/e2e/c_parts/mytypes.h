// A header next to the scripts that include it.
#pragma once
#define MY_LIMIT 42
#define MY_SCALE(x) ((x) * MY_LIMIT)
