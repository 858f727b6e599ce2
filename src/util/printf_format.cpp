#include "util/printf_format.h"

#include <algorithm>
#include <optional>

namespace kt::util {

namespace {

std::string escape_byte(char c) {
  switch (c) {
  case '\n': return "\\n";
  case '\t': return "\\t";
  case '\r': return "\\r";
  case '\0': return "\\0";
  default: break;
  }
  auto u = static_cast<unsigned char>(c);
  if (u >= 0x20 && u < 0x7f)
    return std::string(1, c);
  static constexpr char kHex[] = "0123456789abcdef";
  return std::string{'\\', 'x', kHex[u >> 4], kHex[u & 0xf]};
}

// Quotes specifier text for a message, escaping bytes that would break the
// diagnostic's line.
std::string quote(std::string_view text) {
  std::string out = "'";
  for (char c : text)
    out += escape_byte(c);
  return out + "'";
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

bool is_float_conversion(char c) { return std::string_view("eEfFgGaA").find(c) != std::string_view::npos; }

std::optional<Conversion> conversion_of(char c) {
  switch (c) {
  case 'd': return Conversion::Decimal;
  case 'i': return Conversion::Integer;
  case 'u': return Conversion::Unsigned;
  case 'o': return Conversion::Octal;
  case 'x': return Conversion::Hex;
  case 'X': return Conversion::HexUpper;
  case 'c': return Conversion::Char;
  case 'p': return Conversion::Pointer;
  case 's': return Conversion::String;
  case 'r': return Conversion::Buffer;
  default: return std::nullopt;
  }
}

std::string_view length_name(LengthModifier m) {
  switch (m) {
  case LengthModifier::None: return "";
  case LengthModifier::Char: return "hh";
  case LengthModifier::Short: return "h";
  case LengthModifier::Long: return "l";
  case LengthModifier::LongLong: return "ll";
  case LengthModifier::IntMax: return "j";
  case LengthModifier::Size: return "z";
  case LengthModifier::PtrDiff: return "t";
  }
  return "";
}

// Parses one specifier starting at the '%' at `start`. On failure `span`
// covers the specifier up to and including the offending byte.
class SpecParser {
public:
  SpecParser(std::string_view fmt, size_t start) : fmt_(fmt), start_(start), pos_(start + 1) {}

  Result<FormatSpec> parse() {
    parse_flags();
    if (auto e = parse_number("width", spec_.width); !e.ok())
      return e.error();
    if (at('.')) {
      ++pos_;
      spec_.precision = 0;
      if (auto e = parse_number("precision", spec_.precision); !e.ok())
        return e.error();
    }
    if (auto e = parse_length(); !e.ok())
      return e.error();
    if (auto e = parse_conversion(); !e.ok())
      return e.error();
    spec_.offset = start_;
    spec_.length = pos_ - start_;
    return spec_;
  }

  FormatSpan span() const { return span_; }

private:
  bool at(char c) const { return pos_ < fmt_.size() && fmt_[pos_] == c; }

  // The specifier so far, through the byte at pos_ when there is one.
  std::string_view text() const {
    size_t end = std::min(pos_ + 1, fmt_.size());
    return fmt_.substr(start_, end - start_);
  }

  Error fail(std::string message) {
    span_ = FormatSpan{start_, text().size()};
    return Error(std::move(message));
  }

  Error fail_incomplete() {
    return fail("incomplete conversion " + quote(text()) + " at end of format string");
  }

  void parse_flags() {
    for (; pos_ < fmt_.size(); ++pos_) {
      switch (fmt_[pos_]) {
      case '-': spec_.flags.left = true; break;
      case '+': spec_.flags.plus = true; break;
      case ' ': spec_.flags.space = true; break;
      case '#': spec_.flags.alternate = true; break;
      case '0': spec_.flags.zero = true; break;
      default: return;
      }
    }
  }

  // Reads digits into `out` (left unchanged when there are none).
  Status parse_number(const char *what, int &out) {
    if (at('*'))
      return fail(std::string("'*' ") + what + " is not supported");
    if (pos_ >= fmt_.size() || !is_digit(fmt_[pos_]))
      return {};
    long value = 0;
    size_t begin = pos_;
    for (; pos_ < fmt_.size() && is_digit(fmt_[pos_]); ++pos_)
      value = std::min<long>(value * 10 + (fmt_[pos_] - '0'), kMaxFieldWidth + 1L);
    if (value > kMaxFieldWidth) {
      --pos_; // the span ends at the last digit
      return fail(std::string(what) + " " + std::string(fmt_.substr(begin, pos_ + 1 - begin)) +
                  " is too large (at most " + std::to_string(kMaxFieldWidth) + ")");
    }
    out = static_cast<int>(value);
    return {};
  }

  Status parse_length() {
    auto take = [&](LengthModifier m, size_t n) {
      spec_.length_modifier = m;
      pos_ += n;
    };
    std::string_view rest = fmt_.substr(std::min(pos_, fmt_.size()));
    if (rest.starts_with("hh"))
      take(LengthModifier::Char, 2);
    else if (rest.starts_with("h"))
      take(LengthModifier::Short, 1);
    else if (rest.starts_with("ll"))
      take(LengthModifier::LongLong, 2);
    else if (rest.starts_with("l"))
      take(LengthModifier::Long, 1);
    else if (rest.starts_with("j"))
      take(LengthModifier::IntMax, 1);
    else if (rest.starts_with("z"))
      take(LengthModifier::Size, 1);
    else if (rest.starts_with("t"))
      take(LengthModifier::PtrDiff, 1);
    else if (rest.starts_with("L") && rest.size() > 1 && !is_float_conversion(rest[1]))
      return fail("length modifier 'L' is not supported");
    else if (rest.starts_with("L"))
      ++pos_; // reported with the floating-point conversion that follows
    return {};
  }

  Status parse_conversion() {
    if (pos_ >= fmt_.size())
      return fail_incomplete();
    char c = fmt_[pos_];
    if (c == '%')
      return fail("'%%' takes no flags, width, precision or length modifier");
    if (c == 'g' && pos_ + 1 < fmt_.size() && fmt_[pos_ + 1] == 'r') {
      spec_.conversion = Conversion::GfpFlags;
      pos_ += 2;
      return check_length_applies();
    }
    if (is_float_conversion(c))
      return fail("floating-point conversion " + quote(text()) +
                  " is not supported: kt has no floating-point values");
    auto conversion = conversion_of(c);
    if (!conversion)
      return fail("unknown conversion " + quote(text()) + " in format string");
    spec_.conversion = *conversion;
    if (c == 'r' && pos_ + 1 < fmt_.size() && (fmt_[pos_ + 1] == 'x' || fmt_[pos_ + 1] == 'h')) {
      ++pos_;
      spec_.conversion = fmt_[pos_] == 'x' ? Conversion::BufferHex : Conversion::BufferHexBytes;
    }
    ++pos_;
    return check_length_applies();
  }

  // Length modifiers size integer arguments; C's %lc and %ls mean wide
  // characters, which kt does not have.
  Status check_length_applies() {
    switch (spec_.conversion) {
    case Conversion::Char:
    case Conversion::String:
    case Conversion::Buffer:
    case Conversion::BufferHex:
    case Conversion::BufferHexBytes:
    case Conversion::GfpFlags: break;
    default: return {};
    }
    if (spec_.length_modifier == LengthModifier::None)
      return {};
    --pos_; // the span ends at the conversion
    return fail("length modifier '" + std::string(length_name(spec_.length_modifier)) +
                "' cannot be used with '%" + std::string(conversion_name(spec_.conversion)) + "'");
  }

  std::string_view fmt_;
  size_t start_;
  size_t pos_;
  FormatSpec spec_;
  FormatSpan span_;
};

} // namespace

Result<ParsedFormat> parse_printf_format(std::string_view fmt, FormatSpan *error_span) {
  ParsedFormat parsed;
  size_t i = 0;
  while (i < fmt.size()) {
    if (fmt[i] != '%') {
      parsed.literals.back() += fmt[i++];
      continue;
    }
    if (i + 1 < fmt.size() && fmt[i + 1] == '%') {
      parsed.literals.back() += '%';
      i += 2;
      continue;
    }
    SpecParser parser(fmt, i);
    auto spec = parser.parse();
    if (!spec) {
      if (error_span)
        *error_span = parser.span();
      return spec.error();
    }
    i = spec->offset + spec->length;
    parsed.specs.push_back(*spec);
    parsed.literals.emplace_back();
  }
  return parsed;
}

ArgClass arg_class(const FormatSpec &spec) {
  switch (spec.conversion) {
  case Conversion::Pointer: return ArgClass::Pointer;
  case Conversion::String: return ArgClass::String;
  case Conversion::Buffer:
  case Conversion::BufferHex:
  case Conversion::BufferHexBytes: return ArgClass::Buffer;
  default: return ArgClass::Integer;
  }
}

std::string_view conversion_name(Conversion conversion) {
  switch (conversion) {
  case Conversion::Decimal: return "d";
  case Conversion::Integer: return "i";
  case Conversion::Unsigned: return "u";
  case Conversion::Octal: return "o";
  case Conversion::Hex: return "x";
  case Conversion::HexUpper: return "X";
  case Conversion::Char: return "c";
  case Conversion::Pointer: return "p";
  case Conversion::String: return "s";
  case Conversion::Buffer: return "r";
  case Conversion::BufferHex: return "rx";
  case Conversion::BufferHexBytes: return "rh";
  case Conversion::GfpFlags: return "gr";
  }
  return "?";
}

// ---- formatting -------------------------------------------------------------

int length_bits(LengthModifier m) {
  switch (m) {
  case LengthModifier::None: return 32;
  case LengthModifier::Char: return 8;
  case LengthModifier::Short: return 16;
  default: return 64;
  }
}

namespace {

uint64_t raw_bits(const FormatArg &arg) {
  if (const auto *s = std::get_if<int64_t>(&arg))
    return static_cast<uint64_t>(*s);
  if (const auto *n = std::get_if<Symbolic>(&arg))
    return n->bits;
  return std::get<uint64_t>(arg);
}

bool is_integer(const FormatArg &arg) { return !std::holds_alternative<std::string>(arg); }

std::string to_base(uint64_t value, unsigned base, bool upper) {
  const char *digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  std::string out;
  do {
    out += digits[value % base];
    value /= base;
  } while (value != 0);
  std::reverse(out.begin(), out.end());
  return out;
}

// Pads `body` to the spec's width with spaces, on the right for '-'.
void append_padded(std::string &out, const FormatSpec &spec, std::string_view body) {
  size_t width = spec.width > 0 ? static_cast<size_t>(spec.width) : 0;
  size_t pad = width > body.size() ? width - body.size() : 0;
  if (!spec.flags.left)
    out.append(pad, ' ');
  out += body;
  if (spec.flags.left)
    out.append(pad, ' ');
}

// A formatted number: sign, then prefix ("0x"), then digits.
struct NumberParts {
  std::string sign;
  std::string prefix;
  std::string digits;
};

// Applies precision (minimum digits) and then width, where '0' pads between
// the prefix and the digits unless '-' or a precision overrides it.
void append_number(std::string &out, const FormatSpec &spec, NumberParts parts, uint64_t magnitude) {
  if (spec.precision == 0 && magnitude == 0)
    parts.digits.clear();
  if (spec.precision > 0 && parts.digits.size() < static_cast<size_t>(spec.precision))
    parts.digits.insert(0, spec.precision - parts.digits.size(), '0');
  if (spec.conversion == Conversion::Octal && spec.flags.alternate &&
      (parts.digits.empty() || parts.digits[0] != '0'))
    parts.digits.insert(0, "0");
  size_t used = parts.sign.size() + parts.prefix.size() + parts.digits.size();
  if (spec.flags.zero && !spec.flags.left && spec.precision < 0 &&
      static_cast<size_t>(std::max(spec.width, 0)) > used)
    parts.digits.insert(0, spec.width - used, '0');
  append_padded(out, spec, parts.sign + parts.prefix + parts.digits);
}

std::string sign_for(const FormatSpec &spec, bool negative) {
  if (negative)
    return "-";
  if (spec.flags.plus)
    return "+";
  if (spec.flags.space)
    return " ";
  return "";
}

void append_signed(std::string &out, const FormatSpec &spec, uint64_t raw) {
  int bits = length_bits(spec.length_modifier);
  int64_t value = static_cast<int64_t>(raw << (64 - bits)) >> (64 - bits);
  uint64_t magnitude = value < 0 ? 0 - static_cast<uint64_t>(value) : static_cast<uint64_t>(value);
  append_number(out, spec, {sign_for(spec, value < 0), "", to_base(magnitude, 10, false)}, magnitude);
}

void append_unsigned(std::string &out, const FormatSpec &spec, uint64_t raw) {
  int bits = length_bits(spec.length_modifier);
  uint64_t value = bits == 64 ? raw : raw & ((uint64_t{1} << bits) - 1);
  bool upper = spec.conversion == Conversion::HexUpper;
  bool hex = upper || spec.conversion == Conversion::Hex;
  unsigned base = hex ? 16 : spec.conversion == Conversion::Octal ? 8 : 10;
  std::string prefix;
  if (hex && spec.flags.alternate && value != 0)
    prefix = upper ? "0X" : "0x";
  append_number(out, spec, {"", prefix, to_base(value, base, upper)}, value);
}

// glibc: "(nil)" for 0, otherwise %#lx that still honours '+' and ' '.
void append_pointer(std::string &out, const FormatSpec &spec, uint64_t raw) {
  if (raw == 0)
    return append_padded(out, spec, "(nil)");
  append_number(out, spec, {sign_for(spec, false), "0x", to_base(raw, 16, false)}, raw);
}

// bpftrace 0.17 builds each conversion as a C string, so a NUL character
// ends it: only padding to its left survives.
void append_char(std::string &out, const FormatSpec &spec, uint64_t raw) {
  std::string piece;
  append_padded(piece, spec, std::string(1, static_cast<char>(raw & 0xff)));
  out += std::string_view(piece).substr(0, piece.find('\0'));
}

std::string_view text_of(const FormatArg &arg, std::string &scratch) {
  if (const auto *s = std::get_if<std::string>(&arg))
    return *s;
  if (const auto *n = std::get_if<Symbolic>(&arg))
    return n->name;
  if (const auto *v = std::get_if<int64_t>(&arg))
    scratch = std::to_string(*v);
  else
    scratch = std::to_string(std::get<uint64_t>(arg));
  return scratch;
}

void append_string(std::string &out, const FormatSpec &spec, const FormatArg &arg) {
  std::string scratch;
  std::string_view text = text_of(arg, scratch);
  text = text.substr(0, text.find('\0'));
  if (spec.precision >= 0)
    text = text.substr(0, static_cast<size_t>(spec.precision));
  append_padded(out, spec, text);
}

// bpftrace's buffer rendering: %r keeps printable ASCII (0x20..0x7e) and
// escapes the rest as \xNN, %rx escapes every byte, %rh writes "NN NN".
std::string render_buffer(Conversion conversion, std::string_view bytes) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (size_t i = 0; i < bytes.size(); ++i) {
    auto u = static_cast<unsigned char>(bytes[i]);
    if (conversion == Conversion::Buffer && u >= 0x20 && u <= 0x7e) {
      out += static_cast<char>(u);
      continue;
    }
    if (conversion == Conversion::BufferHexBytes) {
      if (i != 0)
        out += ' ';
    } else {
      out += "\\x";
    }
    out += kHex[u >> 4];
    out += kHex[u & 0xf];
  }
  return out;
}

void append_buffer(std::string &out, const FormatSpec &spec, const FormatArg &arg) {
  const auto *bytes = std::get_if<std::string>(&arg);
  if (!bytes)
    return append_string(out, spec, arg);
  append_padded(out, spec, render_buffer(spec.conversion, *bytes));
}

void append_integer(std::string &out, const FormatSpec &spec, uint64_t raw) {
  switch (spec.conversion) {
  case Conversion::Decimal:
  case Conversion::Integer: return append_signed(out, spec, raw);
  case Conversion::Char: return append_char(out, spec, raw);
  case Conversion::Pointer: return append_pointer(out, spec, raw);
  default: return append_unsigned(out, spec, raw);
  }
}

void append_conversion(std::string &out, const FormatSpec &spec, const FormatArg &arg) {
  if (spec.conversion == Conversion::GfpFlags)
    return append_string(out, spec, arg);
  switch (arg_class(spec)) {
  case ArgClass::String: return append_string(out, spec, arg);
  case ArgClass::Buffer: return append_buffer(out, spec, arg);
  case ArgClass::Integer:
  case ArgClass::Pointer:
    if (!is_integer(arg))
      return append_string(out, spec, arg);
    return append_integer(out, spec, raw_bits(arg));
  }
}

} // namespace

std::string format_printf(const ParsedFormat &parsed, const std::vector<FormatArg> &args) {
  std::string out;
  for (size_t i = 0; i < parsed.literals.size(); ++i) {
    out += parsed.literals[i];
    if (i < parsed.specs.size() && i < args.size())
      append_conversion(out, parsed.specs[i], args[i]);
  }
  return out;
}

} // namespace kt::util
