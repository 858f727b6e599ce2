// imports.test: one of two files named stem.kt.
BEGIN { @v = 1; }
