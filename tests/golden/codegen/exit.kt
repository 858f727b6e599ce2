// exit(): an exit record, then the program returns.
BEGIN { exit(); }
