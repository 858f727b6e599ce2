// Diagnostics for user-program errors.
//
//   diags.error(node->loc) << "cannot add '" << a << "' and '" << b << "'";
//   diags.error(loc).note(other) << "assigned here";
//   diags.error(loc) << "unknown builtin"; ... .hint("use str()");
//
// Diagnostics are collected, then rendered GCC/Clang style:
//
//   prog.kt:3:18: error: expected expression, found ';'
//       3 |   @bytes = ;
//         |            ^
//
// Messages start lower-case, have no trailing period, and quote names in '...'.
#pragma once

#include <deque>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "ast/location.h"

namespace kt {

enum class Severity { Error, Warning, Note };

struct Diagnostic {
  Severity severity = Severity::Error;
  SourceLocation loc;   // the range underlined with '~'
  SourcePos point;      // where the caret goes (inside loc)
  std::string message;
  std::vector<Diagnostic> notes;
  std::vector<std::string> hints;
};

class Diagnostics;

// Streams text into a diagnostic (or into its last note, after note()).
class DiagnosticBuilder {
public:
  DiagnosticBuilder(Diagnostics &diags, size_t index) : diags_(diags), index_(index) {}

  template <typename T> DiagnosticBuilder &operator<<(const T &value) {
    std::ostringstream os;
    os << value;
    append(os.str());
    return *this;
  }
  // Adds a note at `loc`; following << go to the note.
  DiagnosticBuilder &note(const SourceLocation &loc);
  // Adds an unprefixed "hint: ..." line.
  DiagnosticBuilder &hint(std::string text);

private:
  void append(const std::string &text);
  Diagnostic &target();

  Diagnostics &diags_;
  size_t index_;
  bool in_note_ = false;
};

class Diagnostics {
public:
  DiagnosticBuilder error(const SourceLocation &loc) { return add(Severity::Error, loc, loc.begin); }
  DiagnosticBuilder error(const SourceLocation &range, SourcePos point) {
    return add(Severity::Error, range, point);
  }
  DiagnosticBuilder warning(const SourceLocation &loc) { return add(Severity::Warning, loc, loc.begin); }
  // A note of its own (not attached to an error or warning): information,
  // never a failure; kt --no-warnings drops it with the warnings.
  DiagnosticBuilder note(const SourceLocation &loc) { return add(Severity::Note, loc, loc.begin); }

  // The most recent diagnostic, to add notes or hints to it.
  DiagnosticBuilder amend_last() { return DiagnosticBuilder(*this, diags_.size() - 1); }

  bool has_errors() const { return errors_ > 0; }
  size_t error_count() const { return errors_; }
  const std::deque<Diagnostic> &all() const { return diags_; }
  void clear() { diags_.clear(); errors_ = 0; }
  // Forgets the warnings and notes of their own (kt --no-warnings).
  void drop_warnings() {
    std::erase_if(diags_, [](const Diagnostic &d) { return d.severity != Severity::Error; });
  }

  // Prints every diagnostic, in the order reported. `color` adds ANSI
  // colours (callers pass true only for a terminal).
  void render(std::ostream &os, bool color = false) const;

private:
  friend class DiagnosticBuilder;
  DiagnosticBuilder add(Severity sev, const SourceLocation &range, SourcePos point);

  std::deque<Diagnostic> diags_;
  size_t errors_ = 0;
};

// Renders one diagnostic (and its notes and hints).
void render_diagnostic(std::ostream &os, const Diagnostic &d, bool color);

} // namespace kt
