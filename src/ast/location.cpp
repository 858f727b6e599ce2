#include "ast/location.h"

namespace kt {

std::string_view SourceFile::line(uint32_t line) const {
  std::string_view text = text_;
  for (uint32_t n = 1; n < line; n++) {
    size_t nl = text.find('\n');
    if (nl == std::string_view::npos)
      return {};
    text.remove_prefix(nl + 1);
  }
  size_t nl = text.find('\n');
  if (nl != std::string_view::npos)
    text = text.substr(0, nl);
  if (!text.empty() && text.back() == '\r')
    text.remove_suffix(1);
  return text;
}

void SourceFile::set_imported_at(const SourceLocation &loc) {
  imported_at_ = std::make_shared<const SourceLocation>(loc);
}

std::ostream &operator<<(std::ostream &os, const SourceLocation &loc) {
  if (loc.file)
    os << loc.file->name() << ":";
  return os << loc.begin.line << ":" << loc.begin.column;
}

} // namespace kt
