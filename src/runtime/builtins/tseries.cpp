// The tseries() graph. The layout and its arithmetic are bpftrace v0.26's
// (read from its text output; see tests/unit/runtime/output/tseries_test.cpp),
// so that the same data prints the same bytes: positions are computed in
// single-precision float and truncated, the header pads by bytes (so
// "hh:mm:ss.μs" is one column short, as in bpftrace), and a graph whose
// values are all equal widens its range by one on each side.
#include "runtime/builtins/tseries.h"

#include <ctime>

#include <algorithm>
#include <limits>

namespace kt::runtime {

namespace {

constexpr int kGraphWidth = 53;
constexpr size_t kMinColumn = 21; // the header's min, left-aligned in these columns

// A value of the series: the bits of an s64 or a u64.
struct Point {
  uint64_t bits = 0;
  bool is_signed = false;

  bool less(const Point &o) const {
    return is_signed ? static_cast<int64_t>(bits) < static_cast<int64_t>(o.bits) : bits < o.bits;
  }
  std::string text() const {
    return is_signed ? std::to_string(static_cast<int64_t>(bits)) : std::to_string(bits);
  }
};

// a - b, wrapping, as bpftrace's distance() computes it.
int64_t distance(uint64_t a, uint64_t b) { return static_cast<int64_t>(a - b); }

void widen(Point &min, Point &max) {
  uint64_t lowest = min.is_signed ? static_cast<uint64_t>(std::numeric_limits<int64_t>::min()) : 0;
  uint64_t highest = max.is_signed ? static_cast<uint64_t>(std::numeric_limits<int64_t>::max())
                                   : std::numeric_limits<uint64_t>::max();
  if (min.bits != lowest)
    min.bits--;
  if (max.bits != highest)
    max.bits++;
}

// The fraction of a second the labels show, by the interval between rows:
// its digits and the header's name for it.
struct TimeUnit {
  int digits;
  const char *name;
};
TimeUnit unit_of(uint64_t interval_ns) {
  if (interval_ns >= 1000000000)
    return {0, ""};
  if (interval_ns >= 1000000)
    return {3, "ms"};
  if (interval_ns >= 1000)
    return {6, "\u03bcs"};
  return {9, "ns"};
}

std::string pad_right(std::string s, size_t width) {
  if (s.size() < width)
    s.append(width - s.size(), ' ');
  return s;
}
std::string pad_left(const std::string &s, size_t width) {
  return s.size() < width ? std::string(width - s.size(), ' ') + s : s;
}

std::string fraction(uint64_t ns, int digits) {
  if (digits == 0)
    return "";
  uint64_t scaled = ns;
  for (int d = digits; d < 9; d++)
    scaled /= 10;
  std::string s = std::to_string(scaled);
  return "." + std::string(static_cast<size_t>(digits) - std::min(s.size(), static_cast<size_t>(digits)), '0') + s;
}

std::string clock_text(uint64_t start_ns, const char *format, bool utc) {
  time_t secs = static_cast<time_t>(start_ns / 1000000000);
  struct tm tm {};
  if (utc)
    gmtime_r(&secs, &tm);
  else
    localtime_r(&secs, &tm);
  char buf[64];
  size_t n = strftime(buf, sizeof buf, format, &tm);
  return std::string(buf, n);
}

// The header's and footer's "min ... max" line, after the label column.
std::string bounds_line(const std::string &min, const std::string &max) {
  return pad_right(min, kMinColumn) + pad_left(max, kGraphWidth - kMinColumn) + "\n";
}

} // namespace

std::vector<TSeriesRow> tseries_rows(const std::map<uint64_t, uint64_t> &series, uint64_t first, uint64_t last,
                                     uint64_t interval_ns) {
  std::vector<TSeriesRow> rows;
  if (last == 0)
    return rows;
  uint64_t from = last;
  for (const auto &[number, _] : series)
    if (number >= first)
      from = std::min(from, number);
  for (uint64_t number = from; number <= last; number++) {
    TSeriesRow row{.start_ns = number * interval_ns};
    if (auto it = series.find(number); it != series.end())
      row.value = it->second;
    rows.push_back(row);
  }
  return rows;
}

std::string tseries_text(const std::vector<TSeriesRow> &rows, bool is_signed) {
  if (rows.empty())
    return "<no data>\n";
  std::optional<Point> min, max;
  for (const TSeriesRow &r : rows) {
    if (!r.value)
      continue;
    Point p{*r.value, is_signed};
    if (!min || p.less(*min))
      min = p;
    if (!max || max->less(p))
      max = p;
  }
  if (min && min->bits == max->bits)
    widen(*min, *max);
  std::string min_text = min ? min->text() : "null", max_text = max ? max->text() : "null";

  uint64_t interval = (rows.back().start_ns - rows.front().start_ns) / (rows.size() > 1 ? rows.size() - 1 : 1);
  TimeUnit unit = unit_of(interval);
  std::string time_format = "hh:mm:ss";
  if (unit.digits > 0)
    time_format += std::string(".") + unit.name;
  size_t label_width = 8 + (unit.digits > 0 ? 1 + static_cast<size_t>(unit.digits) : 0);
  std::string margin(label_width + 1, ' ');

  std::string out = margin + bounds_line(min_text, max_text);
  out += pad_right(time_format, label_width + 1) + "|" + std::string(kGraphWidth - 2, '_') + "|\n";

  int zero = 0;
  if (min && distance(min->bits, 0) < 0 && distance(0, max->bits) < 0)
    zero = static_cast<int>(static_cast<float>(kGraphWidth) * static_cast<float>(distance(min->bits, 0)) /
                            static_cast<float>(distance(min->bits, max->bits)));
  for (const TSeriesRow &r : rows) {
    std::string line(kGraphWidth, ' ');
    line.front() = '|';
    line.back() = '|';
    if (zero > 0)
      line[static_cast<size_t>(zero)] = '.';
    out += clock_text(r.start_ns, "%H:%M:%S", false) + fraction(r.start_ns % 1000000000, unit.digits) + " ";
    if (!r.value) {
      out += line + " -\n";
      continue;
    }
    int at = kGraphWidth / 2;
    if (min->bits != max->bits)
      at = static_cast<int>(static_cast<float>(kGraphWidth - 1) * static_cast<float>(distance(min->bits, *r.value)) /
                            static_cast<float>(distance(min->bits, max->bits)));
    line[static_cast<size_t>(std::clamp(at, 0, kGraphWidth - 1))] = '*';
    out += line + " " + Point{*r.value, is_signed}.text() + "\n";
  }

  std::string bottom(kGraphWidth, '_');
  bottom.front() = 'v';
  bottom.back() = 'v';
  out += margin + bottom + "\n";
  out += margin + bounds_line(min_text, max_text);
  return out;
}

std::string tseries_json(const std::vector<TSeriesRow> &rows, bool is_signed) {
  std::string out = "[";
  for (const TSeriesRow &r : rows) {
    if (!r.value)
      continue;
    if (out.size() > 1)
      out += ",";
    out += "{\"interval_start\":\"" + clock_text(r.start_ns, "%Y-%m-%d %H:%M:%S", true) +
           fraction(r.start_ns % 1000000000, 9) + "\",\"value\":" + Point{*r.value, is_signed}.text() + "}";
  }
  return out + "]";
}

} // namespace kt::runtime
