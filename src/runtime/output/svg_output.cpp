// SvgOutput (-f svg): the maps keyed by stacks as one interactive flame
// graph (flamegraph_svg.h), written when kt ends, so that a map printed
// again (print(@) in an interval) is drawn as it was last printed. Entries
// fold as in -f folded (folded.h); with several such maps, each map's name
// is the first frame above the root. Sessions' print(calls()) are drawn
// too, as -f folded folds them (entry function first, weighted by self
// time in nanoseconds), every session added into one graph named
// "calls()" among the maps. Everything else (printf, other maps,
// messages) is written in the text layout to `err`, so that `out` holds
// nothing but the picture.
//
// An icicle or a differential graph is drawn as the FlameStyle says. A
// baseline (-f folded's lines) names no map: with several maps, each map's
// graph is compared with the whole baseline (the baseline stands under
// each map's name).
#include <map>
#include <memory>

#include "runtime/output/flamegraph_svg.h"
#include "runtime/output/folded.h"
#include "runtime/output/text_aside_output.h"

namespace kt::runtime {

namespace {

class SvgOutput : public TextAsideOutput {
public:
  SvgOutput(std::ostream &out, std::ostream &err, const FlameStyle &style)
      : TextAsideOutput(err), out_(out), style_(style) {}
  ~SvgOutput() override {
    std::vector<FlameSample> samples;
    std::string title = "Flame graph";
    for (auto &[name, entries] : maps_) {
      if (maps_.size() == 1)
        title += " of " + name;
      for (FoldedEntry &e : entries) {
        FlameSample s;
        if (maps_.size() > 1)
          s.path.push_back({name, FoldedFrame::Kind::Other});
        s.path.insert(s.path.end(), e.path.begin(), e.path.end());
        s.count = e.weight();
        samples.push_back(std::move(s));
      }
    }
    FlameStyle style = style_;
    if (style.baseline && maps_.size() > 1) {
      style.baseline->clear();
      for (const auto &[name, entries] : maps_)
        for (const FlameSample &b : *style_.baseline) {
          style.baseline->push_back({{{name, FoldedFrame::Kind::Other}}, b.count});
          style.baseline->back().path.insert(style.baseline->back().path.end(), b.path.begin(), b.path.end());
        }
    }
    out_ << flamegraph_svg(samples, title, "samples", style);
    out_.flush();
  }

  void report(const Report &r) override {
    std::optional<Timeline> t = r.timeline();
    if (!t || t->kind != Timeline::Kind::Calls) {
      text_->report(r);
      return;
    }
    std::vector<FoldedEntry> &calls = maps_["calls()"];
    for (FoldedEntry &e : fold_timeline(*t)) {
      auto [it, fresh] = call_paths_.try_emplace(folded_line(e.path), calls.size());
      if (fresh)
        calls.push_back(std::move(e));
      else
        calls[it->second].value.u += e.value.u;
    }
  }
  void exit_maps() override {}

  void map(const MapData &map, size_t top, uint64_t div) override {
    if (!foldable(map)) {
      text_->map(map, top, div);
      return;
    }
    std::vector<FoldedEntry> entries = fold_map(map, top);
    if (div > 1)
      for (FoldedEntry &e : entries) {
        e.value.i /= static_cast<int64_t>(div);
        e.value.u /= div;
      }
    maps_[map.name] = std::move(entries);
  }

private:
  std::ostream &out_;
  FlameStyle style_;
  std::map<std::string, std::vector<FoldedEntry>> maps_;
  std::map<std::string, size_t> call_paths_; // a folded call path -> its entry in maps_["calls()"]
};

} // namespace

std::unique_ptr<Output> make_svg_output(std::ostream &out, std::ostream &err, const FlameStyle &style) {
  return std::make_unique<SvgOutput>(out, err, style);
}

} // namespace kt::runtime
