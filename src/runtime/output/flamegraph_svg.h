// A flame graph as one self-contained, interactive SVG document, written
// by kt itself (no flamegraph.pl needed): each frame a box as wide as its
// share of the samples, callers below callees; a tooltip and the bottom
// line give a frame's name, samples and percentage; a click zooms into a
// frame (its callers stay, full width), "Reset zoom" or a click on the
// root undoes it; "Search" (or Ctrl-F) takes a regular expression and
// marks the matching frames with the share of samples they hold. Kernel,
// user, inlined and other frames (a key's comm, pid, ...) have colours of
// their own. The script in the document is kt's, with no external
// reference; an SVG viewer without scripts shows the picture alone.
#pragma once

#include <string>
#include <vector>

#include "runtime/output/folded.h"

namespace kt::runtime {

struct FlameSample {
  std::vector<FoldedFrame> path; // root first
  uint64_t count = 0;
};

// `title` heads the picture; `unit` names what counts add up ("samples").
std::string flamegraph_svg(const std::vector<FlameSample> &samples, const std::string &title,
                           const std::string &unit = "samples");

} // namespace kt::runtime
