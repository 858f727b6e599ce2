// "Did you mean ...?" suggestions.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kt {

// Levenshtein distance between two words.
size_t edit_distance(std::string_view a, std::string_view b);

// The candidate nearest to `word` if it is a near miss (at most 2 edits,
// and fewer edits than half the word's length); nullopt otherwise.
std::optional<std::string> closest_name(std::string_view word, const std::vector<std::string> &candidates);

} // namespace kt
