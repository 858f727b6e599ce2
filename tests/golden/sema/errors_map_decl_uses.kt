// A map's uses must agree with its declared kind.
let @plain = percpuhash(10);
let @counts = lruhash(10);
let @unused = hash(10); // warning: map '@unused' is declared but never used
let @ok = percpulruhash(10);
BEGIN {
  @plain[1] = 2; // error: '@plain' holds plain values; it is declared 'percpuhash', a per-CPU map
  @counts[comm] = count(); // error: '@counts' holds count() values, which are per-CPU; it is declared 'lruhash'
  @ok[pid] = sum(1);
}
