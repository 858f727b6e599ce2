// The C macros a script's C parts define (its own #define lines and those
// of the headers it includes), as kt's scanner expands them.
//
// Clang defines and tokenizes them (preprocess.h); this file only holds
// their spelling and does what C's expansion does with an invocation's
// arguments: parameters replaced by the arguments' text, `#param` made a
// string, `a ## b` pasted. The result is text the scanner reads again, in
// place of the invocation, with the macro itself no longer expanded
// (C's rule against self-reference) and nesting limited (kMaxDepth).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kt::cparts {

// One token of a replacement: its kt spelling, and whether white space
// came before it in the definition (which expand_names keeps, so that
// `#define TP syscalls:sys_enter_read` stays one attach point).
struct MacroToken {
  std::string text;
  bool space_before = false;
};

struct Macro {
  std::string name;
  bool function_like = false;
  std::vector<std::string> params; // a variadic macro's last is "__VA_ARGS__"
  bool variadic = false;
  std::vector<MacroToken> body;    // the replacement, as kt reads it
};

class MacroTable {
public:
  static constexpr unsigned kMaxDepth = 64;

  void define(Macro m) { std::string name = m.name; macros_[name] = std::move(m); }
  const Macro *find(std::string_view name) const {
    auto it = macros_.find(name);
    return it == macros_.end() ? nullptr : &it->second;
  }
  bool empty() const { return macros_.empty(); }
  size_t size() const { return macros_.size(); }
  const std::map<std::string, Macro, std::less<>> &all() const { return macros_; }

private:
  std::map<std::string, Macro, std::less<>> macros_;
};

// The replacement text of `m` invoked with `args` (each argument's text;
// none for an object-like macro). Null with `error` set when the count of
// arguments is wrong.
std::optional<std::string> expand(const Macro &m, const std::vector<std::string> &args, std::string &error);

// Splits an invocation's argument text (what is between its parentheses)
// at the commas outside nested parentheses, brackets, braces and strings.
std::vector<std::string> split_arguments(std::string_view text);

// A C token's spelling as kt reads it: an integer literal loses its C
// suffix (`10UL` -> `10`); other tokens are unchanged.
std::string kt_spelling(std::string_view token);

// `text` with each name that is an object-like macro replaced by its
// replacement, again and again (at most kMaxDepth times, never a macro
// inside its own replacement): for attach points (`kprobe:FUNC`), which
// the scanner reads as one token.
std::string expand_names(std::string_view text, const MacroTable &macros);

} // namespace kt::cparts
