// FoldedOutput (-f folded): maps keyed by stacks as folded stacks, the
// input of flame-graph tools (flamegraph.pl, inferno, speedscope):
//
//   @[comm, kstack] = count()   ->   bash;entry_SYSCALL_64;do_syscall_64;ksys_read 12
//
// One line per entry: the key's elements in order, separated by ';', a
// stack root first (its frames' function names, inlined calls included,
// without offsets, so samples in one function add up), then a space and the
// value; an empty stack folds to "[no stack]". Entries of a count or sum
// map that fold to the same line are printed as one, their values added.
// Only maps whose aggregation folds (count, sum, min, max, plain) and whose
// values are integers have a value to fold;
// everything else (printf, other maps, messages) is written in the text
// layout to `err`, so that `out` holds nothing but folded lines.
#include <algorithm>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "runtime/builtins/aggregations.h"
#include "runtime/output/map_order.h"
#include "runtime/output/output.h"
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

void fold(const Value &v, std::string &line) {
  auto add = [&](const std::string &part) {
    if (!line.empty())
      line += ';';
    line += part;
  };
  switch (v.kind) {
  case Value::Kind::Stack:
    // A sample in user space has no kernel stack (and a kernel thread no
    // user stack): it still counts, under a frame of its own.
    if (v.frames.empty())
      add("[no stack]");
    for (auto f = v.frames.rbegin(); f != v.frames.rend(); ++f)
      add(frame_name(*f));
    break;
  case Value::Kind::Tuple:
    for (const Value &e : v.elems)
      fold(e, line);
    break;
  default: {
    std::string text = format_text(v);
    for (char &c : text)
      if (c == ';' || c == '\n')
        c = c == ';' ? ':' : ' ';
    add(text);
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

class FoldedOutput : public Output {
public:
  FoldedOutput(std::ostream &out, std::ostream &err) : out_(out), text_(make_text_output(err, err)) {}

  void printf(const std::string &text) override { text_->printf(text); }
  void report(const Report &r) override { text_->report(r); }
  void value(const Value &v) override { text_->value(v); }
  void exit_maps() override {}
  void flush() override {
    text_->flush();
    out_.flush();
  }
  void attached(size_t probes) override { text_->attached(probes); }
  void lost(uint64_t records) override { text_->lost(records); }
  void message(const std::string &text) override { text_->message(text); }

  void map(const MapData &map, size_t top, uint64_t div) override {
    if (!foldable(map)) {
      text_->map(map, top, div);
      return;
    }
    // Stacks that differ only in offsets within functions fold to the same
    // line: counts and sums add up into one line (as flame-graph tools
    // would add them); min, max and plain values stay one line per entry.
    bool adds = map.aggregation->fold == Fold::Add;
    std::vector<std::pair<std::string, Value>> lines;
    std::unordered_map<std::string, size_t> index;
    for (const MapEntry *e : order_entries(map, adds ? 0 : top)) {
      std::string line;
      for (const Value &k : e->key)
        fold(k, line);
      auto [it, fresh] = index.try_emplace(line, lines.size());
      if (fresh || !adds) {
        lines.emplace_back(std::move(line), e->value.scalar);
        continue;
      }
      Value &sum = lines[it->second].second;
      sum.i += e->value.scalar.i;
      sum.u += e->value.scalar.u;
    }
    if (adds) {
      std::stable_sort(lines.begin(), lines.end(), [](const auto &a, const auto &b) {
        return a.second.kind == Value::Kind::Signed ? a.second.i < b.second.i : a.second.u < b.second.u;
      });
      if (top > 0 && lines.size() > top)
        lines.erase(lines.begin(), lines.end() - static_cast<std::ptrdiff_t>(top));
    }
    for (const auto &[line, value] : lines)
      out_ << line << ' ' << format_text(value, div) << '\n';
    out_.flush();
  }

private:
  std::ostream &out_;
  std::unique_ptr<Output> text_;
};

} // namespace

std::unique_ptr<Output> make_folded_output(std::ostream &out, std::ostream &err) {
  return std::make_unique<FoldedOutput>(out, err);
}

} // namespace kt::runtime
