#include "minimize.h"

#include <sstream>
#include <vector>

namespace kt::fuzz {
namespace {

// A line break after each '{' and ';' and before each '}', outside string
// literals and comments: a mutated one-liner becomes one statement a line.
std::string one_statement_a_line(const std::string &s) {
  std::string out;
  bool in_string = false;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (in_string) {
      out += c;
      if (c == '\\' && i + 1 < s.size())
        out += s[++i];
      else if (c == '"')
        in_string = false;
      continue;
    }
    if (c == '/' && i + 1 < s.size() && s[i + 1] == '/') { // a comment: to the end of the line
      size_t end = s.find('\n', i);
      out += s.substr(i, end == std::string::npos ? std::string::npos : end - i);
      i = end == std::string::npos ? s.size() : end - 1;
      continue;
    }
    if (c == '"')
      in_string = true;
    if (c == '}')
      out += '\n';
    out += c;
    if (c == '{' || c == ';')
      out += '\n';
  }
  return out;
}

std::vector<std::string> lines_of(const std::string &s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string l; std::getline(in, l);)
    if (l.find_first_not_of(" \t") != std::string::npos)
      out.push_back(l);
  return out;
}

std::string join(const std::vector<std::string> &lines) {
  std::string out;
  for (const std::string &l : lines)
    out += l + "\n";
  return out;
}

} // namespace

std::string minimize(const std::string &text, const std::function<bool(const std::string &)> &still_fails) {
  std::string start = text;
  std::string split = one_statement_a_line(text);
  if (split != text && still_fails(split))
    start = split;
  std::vector<std::string> lines = lines_of(start);
  // Remove chunks of lines, halving the chunk until single lines; repeat
  // while something could be removed.
  for (bool progress = true; progress;) {
    progress = false;
    for (size_t chunk = lines.size() / 2; chunk >= 1; chunk /= 2) {
      for (size_t at = 0; at + chunk <= lines.size();) {
        std::vector<std::string> fewer(lines.begin(), lines.begin() + at);
        fewer.insert(fewer.end(), lines.begin() + at + chunk, lines.end());
        if (!fewer.empty() && still_fails(join(fewer))) {
          lines = fewer;
          progress = true;
        } else {
          at += chunk;
        }
      }
    }
  }
  return join(lines);
}

} // namespace kt::fuzz
