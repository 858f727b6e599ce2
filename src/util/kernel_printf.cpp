#include "util/kernel_printf.h"

#include <cctype>

namespace kt::util {
namespace {

// The text between conversions: the kernel refuses anything but printable
// ASCII and white space, and reads '%%' as a '%'.
Result<std::string> literal(const std::string &text) {
  std::string out;
  for (char c : text) {
    auto u = static_cast<unsigned char>(c);
    if (u >= 0x80 || (!std::isprint(u) && !std::isspace(u)))
      return Error("the kernel's printf takes printable ASCII text only");
    out += c == '%' ? std::string("%%") : std::string(1, c);
  }
  return out;
}

// One conversion: its flags and width as written, the kernel's conversion.
Result<std::string> conversion(const FormatSpec &spec) {
  if (spec.flags.alternate)
    return Error("the kernel's printf has no '#' flag");
  if (spec.precision >= 0)
    return Error("the kernel's printf has no precision ('.N')");
  std::string out = "%";
  if (spec.flags.left)
    out += '-';
  if (spec.flags.plus)
    out += '+';
  if (spec.flags.space)
    out += ' ';
  if (spec.flags.zero)
    out += '0';
  if (spec.width >= 0)
    out += std::to_string(spec.width);
  switch (spec.conversion) {
  case Conversion::Decimal:
  case Conversion::Integer: return out + "lld";
  case Conversion::Unsigned: return out + "llu";
  case Conversion::Hex: return out + "llx";
  case Conversion::HexUpper: return out + "llX";
  case Conversion::Char: return out + "c";
  case Conversion::String: return out + "s";
  default: return Error("the kernel's printf has no '%" + std::string(conversion_name(spec.conversion)) + "' conversion");
  }
}

} // namespace

Result<std::string> kernel_printf_format(const ParsedFormat &parsed, size_t *bad_spec) {
  auto at = [&](size_t i) {
    if (bad_spec)
      *bad_spec = i;
  };
  if (parsed.specs.size() > kKernelPrintfMaxArgs) {
    at(parsed.specs.size());
    return Error("the kernel's printf takes at most " + std::to_string(kKernelPrintfMaxArgs) + " arguments");
  }
  std::string out;
  for (size_t i = 0; i < parsed.literals.size(); i++) {
    auto text = literal(parsed.literals[i]);
    if (!text) {
      at(parsed.specs.size());
      return text.error();
    }
    out += *text;
    if (i >= parsed.specs.size())
      break;
    auto conv = conversion(parsed.specs[i]);
    if (!conv) {
      at(i);
      return conv.error();
    }
    out += *conv;
  }
  return out;
}

} // namespace kt::util
