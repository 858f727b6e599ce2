#include "runtime/output/histogram_svg.h"
#include "runtime/output/markup_escape.h"

#include <algorithm>
#include <cstdio>

namespace kt::runtime {

namespace {

constexpr double kWidth = 900;
constexpr double kLabelWidth = 150; // labels right-aligned up to here
constexpr double kCountWidth = 90;  // room for the count after the longest bar
constexpr double kRow = 20;
constexpr double kTop = 30; // the heading

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  return buf;
}

} // namespace

std::string histogram_svg(const std::vector<HistRow> &rows, const std::string &heading, uint64_t div) {
  if (div == 0)
    div = 1;
  uint64_t max_count = 0;
  for (const HistRow &r : rows)
    max_count = std::max(max_count, r.count);
  double height = kTop + static_cast<double>(std::max<size_t>(rows.size(), 1)) * kRow + 10;
  double bar_room = kWidth - kLabelWidth - 10 - kCountWidth;
  std::string out = "<svg class=\"hist\" xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(kWidth) +
                    "\" height=\"" + num(height) + "\" viewBox=\"0 0 " + num(kWidth) + " " + num(height) +
                    "\">\n";
  out += "<text class=\"heading\" x=\"4\" y=\"18\">" + markup_escape(heading) + "</text>\n";
  if (rows.empty())
    out += "<text x=\"" + num(kLabelWidth + 10) + "\" y=\"" + num(kTop + 14) + "\">no values</text>\n";
  double y = kTop;
  for (const HistRow &r : rows) {
    std::string label = markup_escape(r.label);
    std::string count = std::to_string(r.count / div);
    double w = max_count ? bar_room * static_cast<double>(r.count) / static_cast<double>(max_count) : 0;
    out += "<g class=\"bar\" data-label=\"" + label + "\" data-count=\"" + count + "\"><title>" + label +
           ": " + count + "</title>";
    out += "<text class=\"label\" x=\"" + num(kLabelWidth) + "\" y=\"" + num(y + 14) +
           "\" text-anchor=\"end\">" + label + "</text>";
    out += "<rect x=\"" + num(kLabelWidth + 10) + "\" y=\"" + num(y + 2) + "\" width=\"" + num(w) +
           "\" height=\"" + num(kRow - 4) + "\" fill=\"rgb(70,130,180)\"/>";
    out += "<text class=\"count\" x=\"" + num(kLabelWidth + 14 + w) + "\" y=\"" + num(y + 14) + "\">" +
           count + "</text></g>\n";
    y += kRow;
  }
  out += "</svg>\n";
  return out;
}

} // namespace kt::runtime
