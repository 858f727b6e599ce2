// A flame graph as one self-contained, interactive SVG document, written
// by kt itself (no flamegraph.pl needed): each frame a box as wide as its
// share of the samples, callers below callees (or, as an icicle graph,
// above them: the "Icicle graph"/"Flame graph" button flips the picture in
// the browser either way); a tooltip and the bottom
// line give a frame's name, samples and percentage; a click zooms into a
// frame (its callers stay, full width), "Reset zoom" or a click on the
// root undoes it; "Search" (or Ctrl-F) takes a regular expression and
// marks the matching frames with the share of samples they hold. Kernel,
// user, inlined and other frames (a key's comm, pid, ...) have colours of
// their own. The script in the document is kt's, with no external
// reference; an SVG viewer without scripts shows the picture alone.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "runtime/output/folded.h"

namespace kt::runtime {

struct FlameSample {
  std::vector<FoldedFrame> path; // root first
  uint64_t count = 0;
};

// How the picture is drawn.
//
// `icicle`: the root on top and callees growing downward (the default is
// the root at the bottom).
//
// `baseline`: a differential flame graph (Brendan Gregg's): the frames and
// widths are the samples', each frame coloured by how its share of all
// samples changed against its share of the baseline's total, red where it
// grew, blue where it shrank, the more saturated the larger the change
// (the largest change in the picture fully); a frame the baseline does
// not have grew. Frames match by path of names (folded stacks keep no
// kinds); frames only in the baseline are not drawn. Tooltips give both
// counts and shares and the change, in points of percent.
// `baseline_name` names the baseline in the title and the tooltips.
struct FlameStyle {
  bool icicle = false;
  std::optional<std::vector<FlameSample>> baseline;
  std::string baseline_name = "baseline";
};

// `title` heads the picture; `unit` names what counts add up ("samples").
std::string flamegraph_svg(const std::vector<FlameSample> &samples, const std::string &title,
                           const std::string &unit = "samples", const FlameStyle &style = {});

} // namespace kt::runtime
