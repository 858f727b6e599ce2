#include "runtime/output/html_report.h"

#include "runtime/output/histogram_svg.h"
#include "runtime/output/markup_escape.h"

namespace kt::runtime {

namespace {

constexpr const char *kStyle = R"CSS(
body { font-family: sans-serif; margin: 1em 2em; background: #fafaf5; color: #222; }
h1 { font-size: 1.4em; }
h2 { font-size: 1.15em; margin-top: 1.6em; border-bottom: 1px solid #ccc; }
svg.hist { display: block; margin: 0.5em 0; }
svg.hist text { font-family: monospace; font-size: 12px; }
svg.hist text.heading { font-family: sans-serif; font-size: 14px; font-weight: bold; }
svg.hist g.bar:hover rect { fill: rgb(220,90,40); }
table { border-collapse: collapse; margin: 0.5em 0; }
th, td { border: 1px solid #ccc; padding: 2px 8px; font-family: monospace; text-align: left;
         white-space: pre; vertical-align: top; }
th { background: #eee; }
iframe.flame { border: 0; display: block; }
)CSS";

// The value of the first `name="..."` attribute in `doc`, or "".
std::string attribute(const std::string &doc, const std::string &name) {
  std::string key = " " + name + "=\"";
  size_t at = doc.find(key);
  if (at == std::string::npos)
    return "";
  at += key.size();
  size_t end = doc.find('"', at);
  return end == std::string::npos ? "" : doc.substr(at, end - at);
}

} // namespace

std::string html_report(const std::string &title, const std::vector<ReportSection> &sections) {
  std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" +
                    markup_escape(title) + "</title>\n<style>" + kStyle + "</style>\n</head>\n<body>\n<h1>" +
                    markup_escape(title) + "</h1>\n";
  if (sections.empty())
    out += "<p class=\"empty\">No maps were printed.</p>\n";
  for (const ReportSection &s : sections)
    out += "<section class=\"map\" data-map=\"" + markup_escape(s.heading) + "\">\n<h2>" +
           markup_escape(s.heading) + "</h2>\n" + s.body + "</section>\n";
  out += "</body>\n</html>\n";
  return out;
}

std::string html_table(const std::vector<std::string> &header,
                       const std::vector<std::vector<std::string>> &rows) {
  std::string out = "<table>\n<tr>";
  for (const std::string &h : header)
    out += "<th>" + markup_escape(h) + "</th>";
  out += "</tr>\n";
  for (const auto &row : rows) {
    out += "<tr>";
    for (const std::string &cell : row)
      out += "<td>" + markup_escape(cell) + "</td>";
    out += "</tr>\n";
  }
  out += "</table>\n";
  return out;
}

std::string html_svg_frame(const std::string &svg_document, const std::string &title) {
  std::string width = attribute(svg_document, "width"), height = attribute(svg_document, "height");
  return "<iframe class=\"flame\" title=\"" + markup_escape(title) + "\" width=\"" +
         (width.empty() ? "1200" : width) + "\" height=\"" + (height.empty() ? "400" : height) +
         "\" srcdoc=\"" + markup_escape(svg_document) + "\"></iframe>\n";
}

} // namespace kt::runtime
