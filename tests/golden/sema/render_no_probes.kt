// A program made of declarations only has nothing to run.
macro twice(x) { x * 2 } // error: the program has no probes
