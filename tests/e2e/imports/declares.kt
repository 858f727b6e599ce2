// imports.test: a library that declares @m as a hash of 16 keys.
let @m = hash(16);
