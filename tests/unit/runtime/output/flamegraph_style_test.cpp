// flamegraph_svg's FlameStyle: an icicle graph (the root on top) and a
// differential one (each frame coloured by how its share changed against
// a baseline). The browser test (tests/flamegraph/svg_test.sh) flips and
// hovers the pictures; these check the geometry and colours drawn.
#include <gtest/gtest.h>

#include <map>
#include <regex>

#include "output_fixtures.h"
#include "runtime/output/flamegraph_svg.h"
#include "runtime/output/folded_parse.h"

namespace kt::runtime::test {
namespace {

struct Drawn {
  double y = 0;
  std::string fill, title;
};

// Each frame by its name (a name drawn once in these pictures).
std::map<std::string, Drawn> drawn(const std::string &svg) {
  std::map<std::string, Drawn> out;
  std::regex re(R"re(data-n="([^"]*)"><title>([^<]*)</title><rect x="[\d.]+" y="([\d.]+)"[^>]* fill="([^"]*)"/>)re");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), re); it != std::sregex_iterator(); ++it)
    out[(*it)[1].str()] = {std::stod((*it)[3].str()), (*it)[4].str(), (*it)[2].str()};
  return out;
}

FlameSample sample(std::vector<std::string> names, uint64_t count) {
  FlameSample s;
  for (std::string &n : names)
    s.path.push_back({std::move(n), FoldedFrame::Kind::Kernel});
  s.count = count;
  return s;
}

// {red, green, blue} of "rgb(r,g,b)".
std::vector<int> rgb(const std::string &fill) {
  std::smatch m;
  EXPECT_TRUE(std::regex_match(fill, m, std::regex(R"(rgb\((\d+),(\d+),(\d+)\))"))) << fill;
  return m.empty() ? std::vector<int>{0, 0, 0}
                   : std::vector<int>{std::stoi(m[1]), std::stoi(m[2]), std::stoi(m[3])};
}

const std::vector<FlameSample> kProfile = {sample({"main", "work", "leaf"}, 6), sample({"main", "idle"}, 4)};

TEST(FlameStyleTest, AFlameGraphHasItsRootAtTheBottomAndAnIcicleGraphOnTop) {
  auto flame = drawn(flamegraph_svg(kProfile, "t"));
  auto icicle = drawn(flamegraph_svg(kProfile, "t", "samples", FlameStyle{.icicle = true}));
  ASSERT_EQ(flame.size(), 5u);
  ASSERT_EQ(icicle.size(), 5u);
  for (const auto &[name, d] : flame) {
    if (name != "all") {
      EXPECT_LT(d.y, flame["all"].y) << name;
      EXPECT_GT(icicle[name].y, icicle["all"].y) << name;
    }
  }
  // Depth by depth, 16 px apart: the deepest frame is where the root was.
  EXPECT_EQ(icicle["all"].y, flame["leaf"].y);
  EXPECT_EQ(icicle["leaf"].y, flame["all"].y);
  EXPECT_EQ(icicle["main"].y - icicle["all"].y, 16);
  // The same frames, colours and tooltips either way.
  EXPECT_EQ(icicle["work"].fill, flame["work"].fill);
  EXPECT_EQ(icicle["work"].title, flame["work"].title);
}

TEST(FlameStyleTest, ThePictureSaysItsDirectionAndItsButtonTheOther) {
  std::string flame = flamegraph_svg(kProfile, "t");
  std::string icicle = flamegraph_svg(kProfile, "t", "samples", FlameStyle{.icicle = true});
  EXPECT_NE(flame.find("data-icicle=\"0\""), std::string::npos);
  EXPECT_NE(flame.find("<text id=\"flip\" x=\"110.00\" y=\"24\">Icicle graph</text>"), std::string::npos);
  EXPECT_NE(icicle.find("data-icicle=\"1\""), std::string::npos);
  EXPECT_NE(icicle.find(">Flame graph</text>"), std::string::npos);
}

TEST(FlameStyleTest, ADifferentialGraphIsRedWhereAShareGrewAndBlueWhereItShrank) {
  // Before: work 2 of 10 samples (20%), idle 8 (80%). Now: work 6 of 10
  // (60%), idle 4 (40%); leaf is new.
  FlameStyle style{.baseline = std::vector<FlameSample>{sample({"main", "work"}, 2), sample({"main", "idle"}, 8)},
                   .baseline_name = "before.folded"};
  std::string svg = flamegraph_svg(kProfile, "Flame graph of @", "samples", style);
  auto d = drawn(svg);
  std::vector<int> work = rgb(d["work"].fill), idle = rgb(d["idle"].fill), leaf = rgb(d["leaf"].fill);
  EXPECT_EQ(work[0], 255);
  EXPECT_LT(work[1], 255);
  EXPECT_EQ(work[1], work[2]);
  EXPECT_EQ(idle[2], 255);
  EXPECT_LT(idle[0], 255);
  EXPECT_EQ(idle[0], idle[1]);
  // A frame the baseline lacks grew (0% to 60%: the largest change, fully red).
  EXPECT_EQ(leaf, (std::vector<int>{255, 0, 0}));
  // work and idle changed by 40 points of 60: less saturated than leaf.
  EXPECT_GT(work[1], leaf[1]);
  EXPECT_EQ(work[1], idle[0]);
  // Unchanged shares (the root, main: 100% both) are neither.
  EXPECT_EQ(d["main"].fill, "rgb(245,245,245)");
  EXPECT_EQ(d["work"].title, "work (kernel, 6 samples, 60.00%; before.folded: 2 samples, 20.00%; change +40.00%)");
  EXPECT_EQ(d["idle"].title, "idle (kernel, 4 samples, 40.00%; before.folded: 8 samples, 80.00%; change -40.00%)");
  EXPECT_EQ(d["leaf"].title, "leaf (kernel, 6 samples, 60.00%; before.folded: 0 samples, 0.00%; change +60.00%)");
  EXPECT_NE(svg.find("Flame graph of @ against before.folded"), std::string::npos);
}

TEST(FlameStyleTest, SharesCompareRunsOfDifferentLengths) {
  // Twice the samples, the same shares: no change anywhere.
  std::vector<FlameSample> longer = {sample({"main", "work", "leaf"}, 12), sample({"main", "idle"}, 8)};
  auto d = drawn(flamegraph_svg(longer, "t", "samples", FlameStyle{.baseline = kProfile}));
  for (const auto &[name, f] : d)
    EXPECT_EQ(f.fill, "rgb(245,245,245)") << name;
  EXPECT_EQ(d["leaf"].title, "leaf (kernel, 12 samples, 60.00%; baseline: 6 samples, 60.00%; change +0.00%)");
}

// What -f folded writes reads back to the same paths and counts: a diff of
// a run against its own folded lines changes nothing, names with spaces,
// colons and markup included.
TEST(FlameStyleTest, FoldedLinesRoundTripIntoABaseline) {
  MapData m = make_map("@", "count", true,
                       {scalar({S("kworker/0:1 x"), K({"ksys_read+5", "do_syscall_64+56"})}, U(7)),
                        scalar({S("a<b>"), K({"f"})}, U(3)), scalar({S("a<b>"), K({"f+4"})}, U(2))});
  Streams folded = capture(Format::Folded, [&](Output &o) { o.map(m, 0, 1); });
  auto baseline = parse_folded(folded.out, "run.folded");
  ASSERT_TRUE(baseline) << baseline.error().message;
  ASSERT_EQ(baseline->size(), 2u);
  EXPECT_EQ((*baseline)[1].path.size(), 3u);
  EXPECT_EQ((*baseline)[1].path[0].name, "kworker/0:1 x");
  EXPECT_EQ((*baseline)[0].count, 5u);

  FlameStyle style{.baseline = *baseline};
  Streams svg = capture(Format::Svg, [&](Output &o) { o.map(m, 0, 1); });
  auto now = drawn(svg.out);
  auto diffed = drawn(capture(Format::Svg, [&](Output &o) { o.map(m, 0, 1); }, style).out);
  ASSERT_EQ(diffed.size(), now.size());
  for (const auto &[name, f] : diffed)
    EXPECT_EQ(f.fill, "rgb(245,245,245)") << name;
}

TEST(FlameStyleTest, WithSeveralMapsEachIsComparedWithTheWholeBaseline) {
  MapData a = make_map("@a", "count", true, {scalar({K({"f"})}, U(3)), scalar({K({"g"})}, U(1))});
  MapData b = make_map("@b", "count", true, {scalar({K({"f"})}, U(1)), scalar({K({"g"})}, U(3))});
  FlameStyle style{.baseline = std::vector<FlameSample>{sample({"f"}, 1), sample({"g"}, 1)}};
  std::string svg = capture(
                        Format::Svg,
                        [&](Output &o) {
                          o.map(a, 0, 1);
                          o.map(b, 0, 1);
                        },
                        style)
                        .out;
  // Under @a f grew (37.5% of all against 25%), under @b it shrank.
  std::regex f(R"re(<title>f \(kernel, (\d) samples[^<]*</title><rect [^>]* fill="rgb\((\d+),(\d+),(\d+)\)")re");
  std::vector<std::string> seen;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), f); it != std::sregex_iterator(); ++it)
    seen.push_back((*it)[1].str() + ((*it)[2] == "255" ? " red" : (*it)[4] == "255" ? " blue" : " none"));
  EXPECT_EQ(seen, (std::vector<std::string>{"3 red", "1 blue"}));
}

} // namespace
} // namespace kt::runtime::test
