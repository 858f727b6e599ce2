// A string literal stored in a map: its bytes (NUL included) stored as
// one integer.
BEGIN { @greeting = "hello"; }
