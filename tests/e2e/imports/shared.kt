// imports.test: a library that shares @m by declaring it.
let @m = hash(16);
BEGIN { @m["lib"] = 1; }
