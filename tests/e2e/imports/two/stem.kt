// imports.test: the other file named stem.kt.
BEGIN { @v = 2; }
