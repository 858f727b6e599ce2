#include "util/edit_distance.h"

#include <algorithm>

namespace kt {

size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); j++)
    row[j] = j;
  for (size_t i = 1; i <= a.size(); i++) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); j++) {
      size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] != b[j - 1])});
      diag = up;
    }
  }
  return row[b.size()];
}

std::optional<std::string> closest_name(std::string_view word, const std::vector<std::string> &candidates) {
  std::optional<std::string> best;
  size_t best_d = std::min<size_t>(3, (word.size() + 1) / 2 + 1);
  for (const std::string &c : candidates) {
    size_t d = edit_distance(word, c);
    if (d < best_d && c != word) {
      best_d = d;
      best = c;
    }
  }
  return best;
}

} // namespace kt
