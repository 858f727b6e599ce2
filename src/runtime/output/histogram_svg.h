// A histogram as one SVG bar chart, for the HTML report (-f html): a row
// per bucket kt's text output prints (histogram.h's rows), its label on the
// left as the text layout writes it, a bar as long as its share of the
// largest bucket, its count at the bar's end; each bar's <title> (the
// tooltip) says "label: count". The bars carry their label and count in
// data- attributes so that a test can read them. No script, no external
// reference: an <svg> element to place inline in a document.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "runtime/builtins/histogram.h"

namespace kt::runtime {

// `heading` heads the chart (a map's name and key); counts are divided by
// `div` (print(@m, top, div)), the bars drawn from the undivided counts.
std::string histogram_svg(const std::vector<HistRow> &rows, const std::string &heading, uint64_t div = 1);

} // namespace kt::runtime
