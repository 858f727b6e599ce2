// The pieces of -f html's report: one self-contained HTML document (inline
// CSS, SVG and scripts; no external reference) made of sections, each a
// map's heading and what draws it: bar charts (histogram_svg.h), a table,
// or an SVG document of its own (a flame graph, flamegraph_svg.h) framed
// in an <iframe srcdoc>, so that each frame's ids and script stay its own
// and two flame graphs on one page do not clash.
#pragma once

#include <string>
#include <vector>

namespace kt::runtime {

struct ReportSection {
  std::string heading; // plain text: the map's name
  std::string body;    // HTML
};

// The document: `title` in <title> and <h1>, then the sections in order
// (a line saying there are no maps when there are none).
std::string html_report(const std::string &title, const std::vector<ReportSection> &sections);

// A table with a header row; cells are plain text.
std::string html_table(const std::vector<std::string> &header,
                       const std::vector<std::vector<std::string>> &rows);

// A standalone SVG document (with its scripts) as an <iframe srcdoc> as
// large as the picture.
std::string html_svg_frame(const std::string &svg_document, const std::string &title);

} // namespace kt::runtime
