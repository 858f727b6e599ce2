// A header that is nowhere.
#include "nothere.h"

BEGIN { exit(); }
