// Source files and locations.
//
// The AST owns SourceLocation; Bison is configured to use it directly
// (api.location.type), so no parser type leaks out of src/parser.
#pragma once

#include <cstdint>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>

namespace kt {

struct SourceLocation;

// One unit of program text: a script file, `-e` text or stdin.
// `name` is what diagnostics print before the line number.
class SourceFile {
public:
  SourceFile(std::string name, std::string text)
      : name_(std::move(name)), text_(std::move(text)) {}

  const std::string &name() const { return name_; }
  const std::string &text() const { return text_; }

  // The text of 1-based line `line`, without its newline; empty past the end.
  std::string_view line(uint32_t line) const;

  // For an imported file, the `import` that loaded it (in the importing
  // file, which may be imported in turn); null for the main file.
  const SourceLocation *imported_at() const { return imported_at_.get(); }
  void set_imported_at(const SourceLocation &loc);

private:
  std::string name_;
  std::string text_;
  std::shared_ptr<const SourceLocation> imported_at_;
};

// A 1-based line and byte column.
struct SourcePos {
  uint32_t line = 1;
  uint32_t column = 1;

  friend bool operator==(const SourcePos &, const SourcePos &) = default;
};

// A half-open range [begin, end) in one file. Bison's default location
// merge reads `begin` and `end`.
struct SourceLocation {
  const SourceFile *file = nullptr;
  SourcePos begin;
  SourcePos end;

  // Extend this range to cover `other` (same file).
  SourceLocation to(const SourceLocation &other) const {
    return {file, begin, other.end};
  }
};

std::ostream &operator<<(std::ostream &os, const SourceLocation &loc);

} // namespace kt
