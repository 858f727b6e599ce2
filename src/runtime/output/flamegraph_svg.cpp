#include "runtime/output/flamegraph_svg.h"
#include "runtime/output/markup_escape.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>

namespace kt::runtime {

namespace {

constexpr double kWidth = 1200;
constexpr double kPad = 10;
constexpr double kFrameHeight = 16;
constexpr double kTop = 50;    // title and controls
constexpr double kBottom = 30; // the details line
constexpr double kMinWidth = 0.1; // narrower frames are not drawn (flamegraph.pl's default)

struct Node {
  FoldedFrame frame;
  uint64_t count = 0;
  std::map<std::pair<std::string, int>, std::unique_ptr<Node>> children; // by name, then kind
};

// A colour per frame, steady for a name: warm for kernel frames (as
// flamegraph.pl's "kernel" palette), yellow to red for user ones, aqua for
// inlined calls, grey for a key's other parts.
std::string colour(const FoldedFrame &f) {
  uint32_t h = 2166136261u;
  for (unsigned char c : f.name)
    h = (h ^ c) * 16777619u;
  double v = (h % 1000) / 1000.0;
  int r, g, b;
  switch (f.kind) {
  case FoldedFrame::Kind::Kernel: r = 200 + int(55 * v); g = 110 + int(60 * v); b = 40 + int(30 * v); break;
  case FoldedFrame::Kind::User: r = 230 + int(25 * v); g = 150 + int(80 * v); b = 40 + int(30 * v); break;
  case FoldedFrame::Kind::Inlined: r = 80 + int(40 * v); g = 190 + int(50 * v); b = 190 + int(50 * v); break;
  default: r = g = b = 170 + int(40 * v); break;
  }
  char buf[24];
  std::snprintf(buf, sizeof buf, "rgb(%d,%d,%d)", r, g, b);
  return buf;
}

const char *kind_code(FoldedFrame::Kind k) {
  switch (k) {
  case FoldedFrame::Kind::Kernel: return "k";
  case FoldedFrame::Kind::User: return "u";
  case FoldedFrame::Kind::Inlined: return "i";
  default: return "o";
  }
}

const char *kind_word(FoldedFrame::Kind k) {
  switch (k) {
  case FoldedFrame::Kind::Kernel: return "kernel";
  case FoldedFrame::Kind::User: return "user";
  case FoldedFrame::Kind::Inlined: return "inlined";
  default: return "key";
  }
}

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  return buf;
}

std::string percent(uint64_t part, uint64_t total) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f%%", total ? 100.0 * static_cast<double>(part) / static_cast<double>(total) : 0);
  return buf;
}

// A frame's change against the baseline: its share of the picture's total
// less its baseline path's share of the baseline's total, in points of
// percent; the sign exact (by cross-multiplying the counts).
struct Change {
  uint64_t before = 0;
  int sign = 0;
  double points = 0;
};

Change change(uint64_t count, uint64_t total, uint64_t before, uint64_t before_total) {
  using Wide = unsigned __int128;
  Wide now = Wide(count) * before_total, then = Wide(before) * total;
  double points = 100.0 * static_cast<double>(count) / static_cast<double>(total) -
                  100.0 * static_cast<double>(before) / static_cast<double>(before_total);
  return {before, now > then ? 1 : now < then ? -1 : 0, points};
}

// Red for a larger share, blue for a smaller one, faded to white as the
// change nears none (`largest` is the picture's largest change).
std::string diff_colour(const Change &c, double largest) {
  if (c.sign == 0)
    return "rgb(245,245,245)";
  int fade = static_cast<int>(std::lround(210 * (1 - std::min(1.0, std::abs(c.points) / largest))));
  char buf[24];
  if (c.sign > 0)
    std::snprintf(buf, sizeof buf, "rgb(255,%d,%d)", fade, fade);
  else
    std::snprintf(buf, sizeof buf, "rgb(%d,%d,255)", fade, fade);
  return buf;
}

const Node *child_of(const Node *n, const std::string &name) {
  if (!n)
    return nullptr;
  auto it = n->children.find({name, static_cast<int>(FoldedFrame::Kind::Other)});
  return it == n->children.end() ? nullptr : it->second.get();
}

struct Writer {
  std::string out;
  uint64_t total = 0;
  unsigned max_depth = 0;
  std::string unit;
  bool icicle = false;
  // Differential: the baseline's tree (its frames all of kind Other) and
  // the largest change of any frame, in points.
  const Node *baseline = nullptr;
  std::string baseline_name;
  double largest_change = 0;

  void depth_of(const Node &n, unsigned d) {
    max_depth = std::max(max_depth, d);
    for (const auto &[key, c] : n.children)
      depth_of(*c, d + 1);
  }

  void largest_of(const Node &n, const Node *before) {
    Change c = change(n.count, total, before ? before->count : 0, baseline->count);
    largest_change = std::max(largest_change, std::abs(c.points));
    for (const auto &[key, child] : n.children)
      largest_of(*child, child_of(before, key.first));
  }

  double height() const { return kTop + (max_depth + 1) * kFrameHeight + kBottom; }
  // A flame graph's root is at the bottom, an icicle graph's on top.
  double y(unsigned depth) const { return kTop + (icicle ? depth : max_depth - depth) * kFrameHeight; }

  std::string tooltip(const Node &n, unsigned depth, const Node *before) const {
    std::string kind = depth ? std::string(kind_word(n.frame.kind)) + ", " : "";
    std::string text = markup_escape(n.frame.name) + " (" + kind + std::to_string(n.count) + " " + unit + ", " +
                       percent(n.count, total);
    if (baseline) {
      Change c = change(n.count, total, before ? before->count : 0, baseline->count);
      char points[32];
      std::snprintf(points, sizeof points, "%+.2f%%", c.points);
      text += "; " + markup_escape(baseline_name) + ": " + std::to_string(c.before) + " " + unit + ", " +
              percent(c.before, baseline->count) + "; change " + points;
    }
    return text + ")";
  }

  // `x` in samples from the left; children ordered by name, as
  // flamegraph.pl orders them (so two runs draw alike). `before` is the
  // frame's path in the baseline, if it has it.
  void frame(const Node &n, unsigned depth, uint64_t x, const Node *before) {
    double scale = (kWidth - 2 * kPad) / static_cast<double>(total);
    double w = static_cast<double>(n.count) * scale;
    if (w < kMinWidth)
      return;
    double px = kPad + static_cast<double>(x) * scale;
    double py = y(depth);
    std::string name = markup_escape(n.frame.name);
    std::string fill = baseline ? diff_colour(change(n.count, total, before ? before->count : 0, baseline->count),
                                              largest_change)
                                : colour(n.frame);
    out += "<g class=\"f\" data-x=\"" + std::to_string(x) + "\" data-w=\"" + std::to_string(n.count) +
           "\" data-d=\"" + std::to_string(depth) + "\" data-k=\"" + kind_code(n.frame.kind) + "\" data-n=\"" +
           name + "\">";
    out += "<title>" + tooltip(n, depth, before) + "</title>";
    out += "<rect x=\"" + num(px) + "\" y=\"" + num(py) + "\" width=\"" + num(w) + "\" height=\"" +
           num(kFrameHeight - 1) + "\" rx=\"2\" fill=\"" + fill + "\"/>";
    out += "<text x=\"" + num(px + 3) + "\" y=\"" + num(py + 11.5) + "\"></text></g>\n";
    uint64_t cx = x;
    for (const auto &[key, c] : n.children) {
      frame(*c, depth + 1, cx, baseline ? child_of(before, key.first) : nullptr);
      cx += c->count;
    }
  }
};

// Zoom, search, details, text fitting and the flip between a flame and an
// icicle graph; the frames' geometry is in their data- attributes (x and
// width in samples, depth), the picture's in #kt-total's (total samples,
// deepest frame's depth, the frames' top, the direction).
constexpr const char *kScript = R"JS(
"use strict";
var W = 1200, PAD = 10, FH = 16, TOTAL, DEPTH, TOP, icicle, FRAMES, details, matchedText, zoomed = null, term = null;
function init() {
  var all = document.getElementById("kt-total");
  TOTAL = +all.getAttribute("data-total");
  DEPTH = +all.getAttribute("data-depth");
  TOP = +all.getAttribute("data-top");
  icicle = all.getAttribute("data-icicle") === "1";
  FRAMES = Array.prototype.slice.call(document.querySelectorAll("g.f"));
  details = document.getElementById("details");
  matchedText = document.getElementById("matched");
  FRAMES.forEach(function (g) {
    g.kt = { x: +g.getAttribute("data-x"), w: +g.getAttribute("data-w"), d: +g.getAttribute("data-d"),
             name: g.getAttribute("data-n"), fill: g.querySelector("rect").getAttribute("fill") };
    g.addEventListener("click", function (e) { zoom(g); e.stopPropagation(); });
    g.addEventListener("mouseover", function () { details.textContent = g.querySelector("title").textContent; });
    g.addEventListener("mouseout", function () { details.textContent = " "; });
  });
  document.getElementById("reset").addEventListener("click", function () { zoom(null); });
  document.getElementById("search").addEventListener("click", function () { ask(); });
  document.getElementById("flip").addEventListener("click", function () { flip(); });
  window.addEventListener("keydown", function (e) {
    if ((e.ctrlKey || e.metaKey) && e.key === "f") { e.preventDefault(); ask(); }
    if (e.key === "Escape") { search(null); }
  });
  draw();
}
// The root at the bottom (flame) or on top (icicle); the button names
// what a click turns the picture into.
function flip() {
  icicle = !icicle;
  document.getElementById("kt-total").setAttribute("data-icicle", icicle ? "1" : "0");
  place();
}
function place() {
  FRAMES.forEach(function (g) {
    var y = TOP + (icicle ? g.kt.d : DEPTH - g.kt.d) * FH;
    g.querySelector("rect").setAttribute("y", y.toFixed(2));
    g.querySelector("text").setAttribute("y", (y + 11.5).toFixed(2));
  });
  document.getElementById("flip").textContent = icicle ? "Flame graph" : "Icicle graph";
}
function ask() {
  var t = prompt("Search for frames matching (a regular expression):", term || "");
  if (t !== null) search(t === "" ? null : t);
}
// Frames inside the zoomed frame's range and at or above its depth are
// drawn at their share of it; its callers span the whole width.
function draw() {
  var x0 = zoomed ? zoomed.kt.x : 0, w0 = zoomed ? zoomed.kt.w : TOTAL, d0 = zoomed ? zoomed.kt.d : 0;
  var scale = (W - 2 * PAD) / w0;
  FRAMES.forEach(function (g) {
    var k = g.kt, r = g.querySelector("rect"), t = g.querySelector("text"), x, w;
    if (k.d < d0 && k.x <= x0 && k.x + k.w >= x0 + w0) { x = PAD; w = W - 2 * PAD; }
    else if (k.d >= d0 && k.x >= x0 && k.x + k.w <= x0 + w0) { x = PAD + (k.x - x0) * scale; w = k.w * scale; }
    else { g.style.display = "none"; return; }
    if (w < 0.1) { g.style.display = "none"; return; }
    g.style.display = "";
    g.setAttribute("data-shown-w", w.toFixed(2));
    r.setAttribute("x", x.toFixed(2)); r.setAttribute("width", w.toFixed(2));
    t.setAttribute("x", (x + 3).toFixed(2));
    var fit = Math.floor((w - 6) / 7);
    t.textContent = fit < 3 ? "" : k.name.length <= fit ? k.name : k.name.substring(0, fit - 2) + "..";
  });
  document.getElementById("reset").style.opacity = zoomed ? 1 : 0.3;
}
function zoom(g) {
  zoomed = g && g.kt.d > 0 ? g : null;
  draw();
}
// Marks the frames whose name matches; the matched share counts each
// sample once (a match inside a match adds nothing).
function search(t) {
  term = t;
  var re = null, spans = [];
  if (t !== null) { try { re = new RegExp(t); } catch (e) { matchedText.textContent = "bad expression"; return; } }
  FRAMES.forEach(function (g) {
    var hit = re !== null && re.test(g.kt.name);
    g.querySelector("rect").setAttribute("fill", hit ? "rgb(230,0,230)" : g.kt.fill);
    g.setAttribute("data-match", hit ? "1" : "0");
    if (hit) spans.push([g.kt.x, g.kt.x + g.kt.w]);
  });
  spans.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
  var covered = 0, end = -1;
  spans.forEach(function (s) { if (s[0] >= end) { covered += s[1] - s[0]; end = s[1]; } else if (s[1] > end) { covered += s[1] - end; end = s[1]; } });
  matchedText.textContent = re === null ? "" : "Matched: " + (100 * covered / TOTAL).toFixed(2) + "%";
  return re === null ? 0 : covered;
}
window.kt_search = search;
window.kt_zoom = function (name) {
  var g = FRAMES.filter(function (f) { return f.kt.name === name; })[0];
  zoom(g || null);
  return !!g;
};
init();
)JS";

// The samples' paths merged into one tree under "all", by name and kind.
// `kinds` false: by name alone (a baseline's, matched by name).
Node tree(const std::vector<FlameSample> &samples, bool kinds) {
  Node root;
  root.frame = {"all", FoldedFrame::Kind::Other};
  for (const FlameSample &s : samples) {
    if (!s.count)
      continue;
    Node *n = &root;
    n->count += s.count;
    for (const FoldedFrame &f : s.path) {
      FoldedFrame::Kind kind = kinds ? f.kind : FoldedFrame::Kind::Other;
      auto &child = n->children[{f.name, static_cast<int>(kind)}];
      if (!child) {
        child = std::make_unique<Node>();
        child->frame = {f.name, kind};
      }
      n = child.get();
      n->count += s.count;
    }
  }
  return root;
}

} // namespace

std::string flamegraph_svg(const std::vector<FlameSample> &samples, const std::string &title_text,
                           const std::string &unit, const FlameStyle &style) {
  Node root = tree(samples, true);
  Node before;
  Writer w;
  w.total = root.count;
  w.unit = unit;
  w.icicle = style.icicle;
  w.depth_of(root, 0);
  std::string title = title_text;
  std::string legend;
  if (style.baseline) {
    before = tree(*style.baseline, false);
    if (before.count && root.count) {
      w.baseline = &before;
      w.baseline_name = style.baseline_name;
      w.largest_of(root, &before);
    }
    title += " against " + style.baseline_name;
    legend = "red: a larger share of the " + unit + " than in " + style.baseline_name + ", blue: a smaller one";
  }
  std::string h = num(w.height());
  std::string out = "<?xml version=\"1.0\" standalone=\"no\"?>\n"
                    "<svg version=\"1.1\" xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                    num(kWidth) + "\" height=\"" + h + "\" viewBox=\"0 0 " + num(kWidth) + " " + h + "\">\n";
  out += "<style>text { font-family: monospace; font-size: 12px; fill: #000; } g.f { cursor: pointer; } "
         "g.f:hover rect { stroke: #000; stroke-width: 0.5; } #title { font-size: 17px; } "
         "#reset, #search, #flip { cursor: pointer; fill: #036; }</style>\n";
  out += "<rect x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" fill=\"rgb(250,250,245)\"/>\n";
  out += "<text id=\"title\" x=\"" + num(kWidth / 2) + "\" y=\"24\" text-anchor=\"middle\">" + markup_escape(title) +
         "</text>\n";
  out += "<text id=\"reset\" x=\"" + num(kPad) + "\" y=\"24\">Reset zoom</text>\n";
  out += "<text id=\"flip\" x=\"" + num(kPad + 100) + "\" y=\"24\">" +
         (style.icicle ? "Flame graph" : "Icicle graph") + "</text>\n";
  if (!legend.empty())
    out += "<text id=\"legend\" x=\"" + num(kWidth / 2) + "\" y=\"42\" text-anchor=\"middle\">" +
           markup_escape(legend) + "</text>\n";
  out += "<text id=\"search\" x=\"" + num(kWidth - kPad) + "\" y=\"24\" text-anchor=\"end\">Search</text>\n";
  out += "<text id=\"matched\" x=\"" + num(kWidth - kPad) + "\" y=\"" + num(w.height() - 10) +
         "\" text-anchor=\"end\"></text>\n";
  out += "<text id=\"details\" x=\"" + num(kPad) + "\" y=\"" + num(w.height() - 10) + "\"> </text>\n";
  out += "<g id=\"kt-total\" data-total=\"" + std::to_string(w.total) + "\" data-unit=\"" + markup_escape(unit) +
         "\" data-depth=\"" + std::to_string(w.max_depth) + "\" data-top=\"" + num(kTop) + "\" data-icicle=\"" +
         (style.icicle ? "1" : "0") + "\">\n";
  out += std::move(w.out);
  if (root.count) {
    w.out.clear();
    w.frame(root, 0, 0, w.baseline);
    out += w.out;
  } else {
    out += "<text x=\"" + num(kWidth / 2) + "\" y=\"" + num(kTop + 10) +
           "\" text-anchor=\"middle\">no stack samples</text>\n";
  }
  out += "</g>\n<script type=\"text/ecmascript\"><![CDATA[" + std::string(kScript) + "]]></script>\n</svg>\n";
  return out;
}

} // namespace kt::runtime
