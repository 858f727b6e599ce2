#include "util/command_words.h"

namespace kt::util {

Result<std::vector<std::string>> command_words(const std::string &cmd) {
  std::vector<std::string> words;
  std::string cur;
  bool in_word = false;
  char quote = 0;
  for (char c : cmd) {
    if (quote) {
      if (c == quote)
        quote = 0;
      else
        cur += c;
    } else if (c == '\'' || c == '"') {
      quote = c;
      in_word = true;
    } else if (c == ' ' || c == '\t') {
      if (in_word)
        words.push_back(cur);
      cur.clear();
      in_word = false;
    } else {
      cur += c;
      in_word = true;
    }
  }
  if (quote)
    return Error(std::string("unterminated ") + quote + " quote in -c command '" + cmd + "'");
  if (in_word)
    words.push_back(cur);
  return words;
}

} // namespace kt::util
