// Strings compare only for equality: the hint says so.
BEGIN { if (comm < "m") { exit(); } } // error: cannot apply '<' to 'string[16]' and 'string[2]'
