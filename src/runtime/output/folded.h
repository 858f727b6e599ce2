// Folding a stack map's entries into paths of frames, root first: what
// -f folded writes as text lines and -f svg draws as a flame graph.
//
//   @[comm, kstack] = count()  ->  bash, entry_SYSCALL_64, do_syscall_64, ksys_read: 12
//
// A key's elements in order; a stack root first (its frames' function
// names, inlined calls included, without offsets, so samples in one
// function add up); an empty stack is the frame "[no stack]"; any other
// element is one frame of its text.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "runtime/output/timeline.h"
#include "runtime/value.h"

namespace kt::runtime {

struct FoldedFrame {
  enum class Kind : uint8_t { Kernel, User, Inlined, Other };
  std::string name;
  Kind kind = Kind::Other;
};

struct FoldedEntry {
  std::vector<FoldedFrame> path;
  Value value; // Signed or Unsigned

  // The value as a width to draw: a negative one (a sum that went down)
  // draws nothing.
  uint64_t weight() const { return value.kind == Value::Kind::Signed ? (value.i > 0 ? uint64_t(value.i) : 0) : value.u; }
};

// Whether `map` folds: an aggregation that does (count, sum, min, max,
// plain), integer values, and a stack in every key.
bool foldable(const MapData &map);

// The map's entries folded; entries of a count or sum map that fold to the
// same path are one, their values added, and sorted by value (largest
// last), keeping the `top` largest when top > 0; min, max and plain maps
// keep one entry per key, in map order.
std::vector<FoldedEntry> fold_map(const MapData &map, size_t top);

// A session's calls (a Calls timeline) folded: one entry per path of
// calls, the entry function first, weighted by the calls' self time in
// nanoseconds (a call's duration less its callees'), so that a path's
// prefix weighs its calls' whole time; paths made more than once add up.
// In the order each path was first made.
std::vector<FoldedEntry> fold_timeline(const Timeline &t);

// The path's names joined by ';' (flamegraph.pl's line, without the count).
std::string folded_line(const std::vector<FoldedFrame> &path);

} // namespace kt::runtime
