#!/usr/bin/env kt
// A script with a shebang line; '#!' is only special on line 1, column 1.
BEGIN { printf("hello\n"); }
