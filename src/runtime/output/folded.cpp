#include "runtime/output/folded.h"

#include <algorithm>
#include <unordered_map>

#include "runtime/builtins/aggregations.h"
#include "runtime/output/map_order.h"
#include "runtime/output/value_format.h"

namespace kt::runtime {

namespace {

// A frame name cannot hold the separator; C++ names hardly ever do.
std::string frame_name(const Frame &f) {
  std::string name = f.name.empty() ? format_frame(f, StackStyle::Raw, false) : f.name;
  for (char &c : name)
    if (c == ';')
      c = ':';
  return name;
}

void fold(const Value &v, std::vector<FoldedFrame> &path) {
  switch (v.kind) {
  case Value::Kind::Stack: {
    // A sample in user space has no kernel stack (and a kernel thread no
    // user stack): it still counts, under a frame of its own.
    if (v.frames.empty())
      path.push_back({"[no stack]", FoldedFrame::Kind::Other});
    FoldedFrame::Kind kind = v.user_stack ? FoldedFrame::Kind::User : FoldedFrame::Kind::Kernel;
    for (auto f = v.frames.rbegin(); f != v.frames.rend(); ++f)
      path.push_back({frame_name(*f), f->inlined ? FoldedFrame::Kind::Inlined : kind});
    break;
  }
  case Value::Kind::Tuple:
    for (const Value &e : v.elems)
      fold(e, path);
    break;
  default: {
    std::string text = format_text(v);
    for (char &c : text)
      if (c == ';' || c == '\n')
        c = c == ';' ? ':' : ' ';
    path.push_back({std::move(text), FoldedFrame::Kind::Other});
  }
  }
}

bool has_stack(const Value &v) {
  if (v.kind == Value::Kind::Stack)
    return true;
  for (const Value &e : v.elems)
    if (has_stack(e))
      return true;
  return false;
}

} // namespace

bool foldable(const MapData &map) {
  if (map.aggregation->fold == Fold::None || map.entries.empty())
    return false;
  for (const MapEntry &e : map.entries) {
    Value::Kind k = e.value.scalar.kind;
    bool stack_key = false;
    for (const Value &v : e.key)
      stack_key |= has_stack(v);
    if (!stack_key || (k != Value::Kind::Signed && k != Value::Kind::Unsigned))
      return false;
  }
  return true;
}

std::string folded_line(const std::vector<FoldedFrame> &path) {
  std::string line;
  for (const FoldedFrame &f : path) {
    if (!line.empty())
      line += ';';
    line += f.name;
  }
  return line;
}

std::vector<FoldedEntry> fold_map(const MapData &map, size_t top) {
  // Stacks that differ only in offsets within functions fold to the same
  // path: counts and sums add up into one (as flame-graph tools would add
  // them); min, max and plain values stay one per entry.
  bool adds = map.aggregation->fold == Fold::Add;
  std::vector<FoldedEntry> out;
  std::unordered_map<std::string, size_t> index;
  for (const MapEntry *e : order_entries(map, adds ? 0 : top)) {
    FoldedEntry entry;
    for (const Value &k : e->key)
      fold(k, entry.path);
    entry.value = e->value.scalar;
    auto [it, fresh] = index.try_emplace(folded_line(entry.path), out.size());
    if (fresh || !adds) {
      out.push_back(std::move(entry));
      continue;
    }
    Value &sum = out[it->second].value;
    sum.i += entry.value.i;
    sum.u += entry.value.u;
  }
  if (adds) {
    std::stable_sort(out.begin(), out.end(), [](const FoldedEntry &a, const FoldedEntry &b) {
      return a.value.kind == Value::Kind::Signed ? a.value.i < b.value.i : a.value.u < b.value.u;
    });
    if (top > 0 && out.size() > top)
      out.erase(out.begin(), out.end() - static_cast<std::ptrdiff_t>(top));
  }
  return out;
}

std::vector<FoldedEntry> fold_timeline(const Timeline &t) {
  // Each call's self time: its duration less its callees'. `open` holds
  // the calls the next one may be inside, outermost first.
  std::vector<FoldedEntry> out;
  std::unordered_map<std::string, size_t> index;
  std::vector<std::pair<size_t, uint64_t>> open; // entry in out, self time so far
  std::vector<FoldedFrame> path;
  auto close_to = [&](size_t depth) {
    while (open.size() > depth) {
      out[open.back().first].value.u += open.back().second;
      open.pop_back();
      path.pop_back();
    }
  };
  for (const TimelineSlice &s : t.slices) {
    close_to(std::min<size_t>(s.depth, open.size()));
    if (!open.empty())
      open.back().second -= std::min(open.back().second, s.duration_ns);
    std::string name = s.name;
    std::replace(name.begin(), name.end(), ';', ':');
    path.push_back({std::move(name), FoldedFrame::Kind::Other});
    auto [it, fresh] = index.try_emplace(folded_line(path), out.size());
    if (fresh)
      out.push_back({path, Value::make_unsigned(0)});
    open.push_back({it->second, s.duration_ns});
  }
  close_to(0);
  return out;
}

} // namespace kt::runtime
