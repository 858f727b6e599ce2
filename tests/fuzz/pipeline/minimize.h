// The pipeline fuzzer's minimizer: the smallest program, by lines, that
// still shows a finding (delta debugging over lines, after one statement
// per line is made of a one-line program).
#pragma once

#include <functional>
#include <string>

namespace kt::fuzz {

// A smaller `text` for which `still_fails` holds (it holds for `text`).
std::string minimize(const std::string &text, const std::function<bool(const std::string &)> &still_fails);

} // namespace kt::fuzz
