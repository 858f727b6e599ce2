// Map declarations: known kinds, one size, uses that agree.
let @a = hash(10);
let @b = treemap(10); // error: unknown map kind 'treemap'
let @c = hash(0); // error: 'hash' takes one argument, the map's size: an integer between 1 and 16777216
let @d = lruhash(x); // error: 'lruhash' takes one argument, the map's size: an integer between 1 and 16777216
let @a = lruhash(5); // error: map '@a' is declared twice
