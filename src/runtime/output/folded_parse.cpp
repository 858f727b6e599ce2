#include "runtime/output/folded_parse.h"

#include <charconv>
#include <optional>

#include "util/lines.h"

namespace kt::runtime {

namespace {

// The count after the line's last space; a sum map's can be negative.
Result<uint64_t> parse_count(std::string_view text) {
  bool negative = !text.empty() && text[0] == '-';
  std::string_view digits = negative ? text.substr(1) : text;
  uint64_t v = 0;
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
  if (digits.empty() || end != digits.data() + digits.size() || ec == std::errc::invalid_argument)
    return Error("the count '" + std::string(text) + "' is not an integer");
  if (ec == std::errc::result_out_of_range)
    return Error("the count '" + std::string(text) + "' is out of range (at most 2^64-1)");
  return negative ? 0 : v;
}

Result<FlameSample> parse_line(std::string_view line) {
  size_t space = line.rfind(' ');
  if (space == std::string_view::npos)
    return Error("expected 'FRAME;FRAME;... COUNT' (a line of kt -f folded), found no count");
  auto count = parse_count(line.substr(space + 1));
  if (!count)
    return count.error();
  std::string_view path = line.substr(0, space);
  if (path.empty())
    return Error("no frames before the count");
  FlameSample s;
  s.count = *count;
  for (size_t from = 0;;) {
    size_t semi = path.find(';', from);
    s.path.push_back({std::string(path.substr(from, semi - from)), FoldedFrame::Kind::Other});
    if (semi == std::string_view::npos)
      break;
    from = semi + 1;
  }
  return s;
}

} // namespace

Result<std::vector<FlameSample>> parse_folded(std::string_view text, const std::string &name) {
  std::vector<FlameSample> out;
  std::optional<Error> error;
  size_t number = 0;
  for_each_line(text, [&](std::string_view line) {
    number++;
    if (line.empty())
      return true;
    auto s = parse_line(line);
    if (!s) {
      error = Error(name + ":" + std::to_string(number) + ": error: " + s.error().message);
      return false;
    }
    out.push_back(std::move(*s));
    return true;
  });
  if (error)
    return *error;
  if (out.empty())
    return Error(name + ": error: no folded stacks in it (the lines kt -f folded writes)");
  return out;
}

} // namespace kt::runtime
