// -f html: every map printed in one HTML report, histograms as bar charts
// with the text layout's rows, stack maps as framed flame graphs, other
// maps as tables. The browser test (tests/flamegraph/html_test.sh) opens
// the document; these check what it is made of.
#include <gtest/gtest.h>

#include <regex>

#include "output_fixtures.h"
#include "runtime/output/histogram_svg.h"
#include "runtime/output/html_report.h"

namespace kt::runtime::test {
namespace {

// Each bar's "label=count", chart by chart ("|" between charts).
std::string bars(const std::string &html) {
  std::string out;
  std::regex re(R"re(<svg class="hist"|<g class="bar" data-label="([^"]*)" data-count="(\d+)">)re");
  for (auto it = std::sregex_iterator(html.begin(), html.end(), re); it != std::sregex_iterator(); ++it)
    out += (*it)[1].matched ? (*it)[1].str() + "=" + (*it)[2].str() + " " : std::string("| ");
  return out;
}

std::vector<std::string> headings(const std::string &html) {
  std::vector<std::string> out;
  std::regex re(R"re(<text class="heading" x="4" y="18">([^<]*)</text>)re");
  for (auto it = std::sregex_iterator(html.begin(), html.end(), re); it != std::sregex_iterator(); ++it)
    out.push_back((*it)[1].str());
  return out;
}

size_t occurrences(const std::string &s, const std::string &what) {
  size_t n = 0;
  for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1))
    n++;
  return n;
}

TEST(HistogramSvgTest, ARowPerPrintedBucketWithTheTextLayoutsLabels) {
  std::string svg = histogram_svg(log2_rows(log2_buckets({{1, 2}, {3, 5}, {11, 1}})), "@h");
  EXPECT_EQ(bars(svg), "| [0]=2 [1]=0 [2, 4)=5 [4, 8)=0 [8, 16)=0 [16, 32)=0 [32, 64)=0 [64, 128)=0 "
                       "[128, 256)=0 [256, 512)=0 [512, 1K)=1 ");
  EXPECT_NE(svg.find("<title>[2, 4): 5</title>"), std::string::npos);
  // The largest bucket's bar is the longest; an empty one has no length.
  EXPECT_NE(svg.find("width=\"650.00\""), std::string::npos);
  EXPECT_NE(svg.find("width=\"0.00\""), std::string::npos);
}

TEST(HistogramSvgTest, CountsAreDividedAndTextIsEscaped) {
  std::string svg = histogram_svg(log2_rows(log2_buckets({{3, 10}})), "@h[\"<a&b>\"]", 5);
  EXPECT_EQ(bars(svg), "| [2, 4)=2 ");
  EXPECT_EQ(headings(svg), std::vector<std::string>{"@h[&quot;&lt;a&amp;b&gt;&quot;]"});
  EXPECT_NE(histogram_svg({}, "@e").find("no values"), std::string::npos);
}

TEST(HtmlOutputTest, EachHistogramEntryIsAChartHeadedByItsKey) {
  MapData h = make_map("@sizes", "hist", true,
                       {hist({S("dd")}, log2_buckets({{4, 3}})), hist({S("cat")}, log2_buckets({{2, 1}}))});
  LinearParams p{0, 100, 10};
  MapData l = make_lhist("@lin", p, false, {hist({}, linear_buckets(p, {{1, 4}, {3, 2}}))});
  Streams s = capture(Format::Html, [&](Output &o) {
    o.printf("hello\n");
    o.map(h, 0, 1);
    o.map(l, 0, 1);
  });
  EXPECT_EQ(s.err, "hello\n");
  EXPECT_EQ(s.out.rfind("<!DOCTYPE html>", 0), 0u);
  // In print order: by the sum of the buckets, then the next map.
  EXPECT_EQ(headings(s.out), (std::vector<std::string>{"@sizes[cat]", "@sizes[dd]", "@lin"}));
  EXPECT_EQ(bars(s.out), "| [1]=1 | [4, 8)=3 | [0, 10)=4 [10, 20)=0 [20, 30)=2 ");
}

TEST(HtmlOutputTest, TheLastPrintOfAMapWinsAndMapsKeepTheirFirstPlace) {
  MapData first = make_map("@a", "hist", false, {hist({}, log2_buckets({{3, 1}}))});
  MapData last = make_map("@a", "hist", false, {hist({}, log2_buckets({{3, 7}}))});
  MapData other = make_map("@b", "count", false, {scalar({}, U(9))});
  Streams s = capture(Format::Html, [&](Output &o) {
    o.map(first, 0, 1);
    o.map(other, 0, 1);
    o.map(last, 0, 1);
  });
  EXPECT_EQ(bars(s.out), "| [2, 4)=7 ");
  EXPECT_LT(s.out.find("data-map=\"@a\""), s.out.find("data-map=\"@b\""));
  EXPECT_NE(s.out.find("<tr><td>@b</td><td>9</td></tr>"), std::string::npos);
}

TEST(HtmlOutputTest, OtherMapsAreTablesAndAveragesGiveCountAverageTotal) {
  MapData c = make_map("@calls", "count", true, {scalar({S("read")}, U(5)), scalar({S("write")}, U(2))});
  MapData a = make_map("@lat", "avg", true, {stats({I(1)}, 4, 100)});
  Streams s = capture(Format::Html, [&](Output &o) {
    o.map(c, 0, 1);
    o.map(a, 0, 1);
  });
  EXPECT_NE(s.out.find("<tr><td>[write]</td><td>2</td></tr>\n<tr><td>[read]</td><td>5</td></tr>"),
            std::string::npos);
  EXPECT_NE(s.out.find("<tr><th>key</th><th>count</th><th>average</th><th>total</th></tr>\n"
                       "<tr><td>[1]</td><td>4</td><td>25</td><td>100</td></tr>"),
            std::string::npos);
}

TEST(HtmlOutputTest, StackMapsAreFramedFlameGraphsThatKeepTheirIdsApart) {
  MapData a = make_map("@k", "count", true, {scalar({K({"ksys_read+5", "do_syscall_64+56"})}, U(7))});
  MapData b = make_map("@u", "count", true, {scalar({K({"main+1"})}, U(3))});
  Streams s = capture(Format::Html, [&](Output &o) {
    o.map(a, 0, 1);
    o.map(b, 0, 1);
  });
  // Two iframes, each holding a whole flame graph (escaped into srcdoc);
  // the page itself has no ids of its own that could clash.
  EXPECT_EQ(occurrences(s.out, "<iframe class=\"flame\""), 2u);
  EXPECT_EQ(occurrences(s.out, "srcdoc=\"&lt;?xml"), 2u);
  EXPECT_EQ(occurrences(s.out, " id=\""), 0u);
  EXPECT_NE(s.out.find("data-n=&quot;ksys_read&quot;"), std::string::npos);
  EXPECT_NE(s.out.find("Flame graph of @u"), std::string::npos);
}

TEST(HtmlOutputTest, NoMapsIsADocumentThatSaysSo) {
  Streams s = capture(Format::Html, [](Output &) {});
  EXPECT_NE(s.out.find("No maps were printed."), std::string::npos);
  EXPECT_NE(s.out.find("</html>\n"), std::string::npos);
}

TEST(HtmlReportTest, TableCellsAreEscaped) {
  EXPECT_EQ(html_table({"k"}, {{"<x>"}}),
            "<table>\n<tr><th>k</th></tr>\n<tr><td>&lt;x&gt;</td></tr>\n</table>\n");
}

} // namespace
} // namespace kt::runtime::test
