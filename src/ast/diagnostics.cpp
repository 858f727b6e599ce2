#include "ast/diagnostics.h"

#include <cstdio>

#include <algorithm>
#include <iomanip>

namespace kt {

DiagnosticBuilder &DiagnosticBuilder::note(const SourceLocation &loc) {
  Diagnostic n;
  n.severity = Severity::Note;
  n.loc = loc;
  n.point = loc.begin;
  diags_.diags_[index_].notes.push_back(std::move(n));
  in_note_ = true;
  return *this;
}

DiagnosticBuilder &DiagnosticBuilder::hint(std::string text) {
  diags_.diags_[index_].hints.push_back(std::move(text));
  return *this;
}

Diagnostic &DiagnosticBuilder::target() {
  Diagnostic &d = diags_.diags_[index_];
  return in_note_ ? d.notes.back() : d;
}

void DiagnosticBuilder::append(const std::string &text) { target().message += text; }

DiagnosticBuilder Diagnostics::add(Severity sev, const SourceLocation &range, SourcePos point) {
  Diagnostic d;
  d.severity = sev;
  d.loc = range;
  d.point = point;
  diags_.push_back(std::move(d));
  if (sev == Severity::Error)
    errors_++;
  return DiagnosticBuilder(*this, diags_.size() - 1);
}

void Diagnostics::render(std::ostream &os, bool color) const {
  for (const Diagnostic &d : diags_)
    render_diagnostic(os, d, color);
}

namespace {

constexpr int kTabStop = 8;

const char *severity_name(Severity s) {
  switch (s) {
  case Severity::Error: return "error";
  case Severity::Warning: return "warning";
  case Severity::Note: return "note";
  }
  return "error";
}

const char *severity_color(Severity s) {
  switch (s) {
  case Severity::Error: return "\033[1;31m";
  case Severity::Warning: return "\033[1;35m";
  case Severity::Note: return "\033[1;36m";
  }
  return "";
}

// Expands tabs; `columns` maps each byte offset to its display column. A
// UTF-8 sequence takes one column; control characters print as spaces.
std::string expand_tabs(std::string_view line, std::vector<size_t> &columns) {
  std::string out;
  size_t width = 0;
  columns.clear();
  for (char ch : line) {
    unsigned char c = static_cast<unsigned char>(ch);
    bool continuation = (c & 0xc0) == 0x80;
    columns.push_back(continuation && width > 0 ? width - 1 : width);
    if (c == '\t') {
      size_t n = kTabStop - width % kTabStop;
      out.append(n, ' ');
      width += n;
    } else if (c < 0x20 || c == 0x7f) {
      out.push_back(' ');
      width++;
    } else {
      out.push_back(ch);
      width += continuation ? 0 : 1;
    }
  }
  columns.push_back(width);
  return out;
}

void render_source(std::ostream &os, const Diagnostic &d, bool color) {
  const SourceLocation &loc = d.loc;
  if (!loc.file || loc.begin.line == 0)
    return;
  std::string_view raw = loc.file->line(loc.begin.line);
  std::vector<size_t> cols;
  std::string line = expand_tabs(raw, cols);

  auto display = [&](uint32_t column) {
    size_t byte = column == 0 ? 0 : column - 1;
    return byte < cols.size() ? cols[byte] : cols.back() + (byte - (cols.size() - 1));
  };
  size_t first = display(loc.begin.column);
  size_t last = loc.end.line == loc.begin.line ? display(loc.end.column) : cols.back();
  last = std::max(last, first + 1);
  size_t point = d.point.line == loc.begin.line ? display(d.point.column) : first;

  std::string marks(last, ' ');
  std::fill(marks.begin() + first, marks.end(), '~');
  if (point < marks.size())
    marks[point] = '^';
  else
    marks.append(point - marks.size(), ' ').push_back('^');

  os << std::setw(5) << loc.begin.line << " | " << line << "\n";
  os << "      | " << (color ? "\033[1;32m" : "") << marks << (color ? "\033[0m" : "") << "\n";
}

// A message on one line: a control character the program wrote (a
// string literal's "\n" quoted back, as in reg("%s\n")) is shown escaped,
// as it was written, and cannot break the message in two.
std::string one_line(const std::string &message) {
  std::string out;
  for (unsigned char c : message) {
    if (c == '\n')
      out += "\\n";
    else if (c == '\t')
      out += "\\t";
    else if (c < 0x20 || c == 0x7f) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", c);
      out += hex;
    } else
      out += static_cast<char>(c);
  }
  return out;
}

void render_one(std::ostream &os, const Diagnostic &d, bool color) {
  if (color)
    os << "\033[1m";
  // LINE:COL is the caret's place (GCC's and Clang's convention, kt(1)
  // DIAGNOSTICS): an operator inside the range it underlines, as in
  // '$a + "b"', is where the error is. A diagnostic with no place in the
  // program (a named argument, an environment variable) is one of kt's
  // other messages, which start with "kt:", an error's without "error:".
  const SourcePos &at = d.point.line == d.loc.begin.line ? d.point : d.loc.begin;
  if (d.loc.file)
    os << d.loc.file->name() << ":" << at.line << ":" << at.column << ": ";
  else
    os << "kt:";
  if (d.loc.file || d.severity != Severity::Error) {
    if (color)
      os << severity_color(d.severity);
    os << (d.loc.file ? "" : " ") << severity_name(d.severity) << ":";
    if (color)
      os << "\033[0m\033[1m";
  }
  os << " " << one_line(d.message);
  if (color)
    os << "\033[0m";
  os << "\n";
  render_source(os, d, color);
}

bool same_place(const SourceLocation &a, const SourceLocation &b) {
  return a.file == b.file && a.begin == b.begin;
}

// "'lib.kt' is imported here" at each import that led to `file`, unless
// the diagnostic has these notes already (the parser adds them).
void render_import_notes(std::ostream &os, const Diagnostic &d, bool color) {
  const SourceFile *file = d.loc.file;
  if (!file || !file->imported_at())
    return;
  for (const Diagnostic &n : d.notes)
    if (same_place(n.loc, *file->imported_at()))
      return;
  for (; file && file->imported_at(); file = file->imported_at()->file) {
    Diagnostic n;
    n.severity = Severity::Note;
    n.loc = *file->imported_at();
    n.point = n.loc.begin;
    n.message = "'" + file->name() + "' is imported here";
    render_one(os, n, color);
  }
}

} // namespace

void render_diagnostic(std::ostream &os, const Diagnostic &d, bool color) {
  render_one(os, d, color);
  for (const Diagnostic &n : d.notes)
    render_one(os, n, color);
  render_import_notes(os, d, color);
  for (const std::string &h : d.hints)
    os << "hint: " << h << "\n";
}

} // namespace kt
