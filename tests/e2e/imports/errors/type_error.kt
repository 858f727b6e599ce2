// diagnostics.test: a type error in an imported file.
BEGIN { $x = 1 + "s"; }
