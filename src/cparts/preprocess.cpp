#include "cparts/preprocess.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <ostream>
#include <map>
#include <set>

#include "cparts/c_decls.h"
#include "cparts/cache.h"
#include "cparts/clang_diagnostics.h"
#include "cparts/header_types.h"
#include "cparts/libclang.h"
#include "cparts/top_level.h"

namespace kt::cparts {

namespace {
// The unsaved files kt gives Clang besides the script.
constexpr const char *kPreludePath = "/kt/prelude.h";
constexpr const char *kKernelPath = "/kt/kernel-btf.h";

bool name_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
// Where line `n` (0-based) starts, for each line of `text`.
std::vector<size_t> line_starts(std::string_view text) {
  std::vector<size_t> starts{0};
  for (size_t i = 0; i < text.size(); i++)
    if (text[i] == '\n')
      starts.push_back(i + 1);
  return starts;
}

void blank(std::string &text, size_t from, size_t to) {
  for (size_t i = from; i < to && i < text.size(); i++)
    if (text[i] != '\n')
      text[i] = ' ';
}

bool is_include(std::string_view line) {
  size_t at = line.find_first_not_of(" \t");
  if (at == std::string_view::npos || line[at] != '#')
    return false;
  at = line.find_first_not_of(" \t", at + 1);
  return at != std::string_view::npos && line.substr(at, 7) == "include";
}

// The command line Clang preprocesses the script with: C as the host
// compiles it (x86-64 layout, the multiarch /usr/include), the kernel's
// headers first where installed.
std::vector<std::string> clang_args(const std::string &dir, const Options &opts) {
  std::vector<std::string> args = {"-x", "c", "-std=gnu11", "-ferror-limit=0", "-fno-spell-checking"};
  // Debian's libclang finds its own headers (stddef.h) from its real path
  // under /usr/lib/llvm-16; say so in case it was loaded from elsewhere.
  if (std::filesystem::exists("/usr/lib/llvm-16/lib/clang/16/include"))
    args.insert(args.end(), {"-resource-dir", "/usr/lib/llvm-16/lib/clang/16"});
  for (const std::string &d : opts.system_include_dirs)
    args.insert(args.end(), {"-isystem", d});
  args.insert(args.end(), {"-I", dir});
  for (const std::string &d : opts.include_dirs)
    args.insert(args.end(), {"-I", d});
  if (!opts.kconfig.empty())
    args.insert(args.end(), {"-include", opts.kconfig});
  for (const std::string &f : opts.forced_includes)
    args.insert(args.end(), {"-include", f});
  for (const std::string &d : opts.defines)
    args.push_back("-D" + d);
  return args;
}

struct Unit {
  const Libclang &lc;
  CXIndex index = nullptr;
  CXTranslationUnit tu = nullptr;
  ~Unit() {
    if (tu)
      lc.clang_disposeTranslationUnit(tu);
    if (index)
      lc.clang_disposeIndex(index);
  }
};

// Macro definitions in files (not Clang's built-in or command-line ones),
// the last definition of a name winning.
// An imported file's own macros are its own: not the script's.
std::map<std::string, CXCursor, std::less<>> macro_cursors(const Libclang &lc, CXTranslationUnit tu,
                                                           const std::set<std::string> &imports) {
  std::map<std::string, CXCursor, std::less<>> found;
  struct Walk {
    const Libclang &lc;
    std::map<std::string, CXCursor, std::less<>> &found;
    const std::set<std::string> &imports;
  } walk{lc, found, imports};
  lc.clang_visitChildren(
      lc.clang_getTranslationUnitCursor(tu),
      [](CXCursor c, CXCursor, CXClientData data) {
        auto &w = *static_cast<Walk *>(data);
        if (c.kind != CXCursor_MacroDefinition)
          return CXChildVisit_Continue;
        CXFile file = nullptr;
        w.lc.clang_getSpellingLocation(w.lc.clang_getCursorLocation(c), &file, nullptr, nullptr, nullptr);
        if (file && !w.imports.count(w.lc.text(w.lc.clang_getFileName(file))))
          w.found[w.lc.text(w.lc.clang_getCursorSpelling(c))] = c;
        return CXChildVisit_Continue;
      },
      &walk);
  return found;
}

unsigned offset_of(const Libclang &lc, CXSourceLocation loc) {
  unsigned offset = 0;
  lc.clang_getSpellingLocation(loc, nullptr, nullptr, nullptr, &offset);
  return offset;
}

// A definition's tokens: its name, then `( params )` for a function-like
// macro, then the replacement.
Macro read_macro(const Libclang &lc, CXTranslationUnit tu, CXCursor c) {
  Macro m;
  m.name = lc.text(lc.clang_getCursorSpelling(c));
  m.function_like = lc.clang_Cursor_isMacroFunctionLike(c);
  CXToken *tokens = nullptr;
  unsigned count = 0;
  lc.clang_tokenize(tu, lc.clang_getCursorExtent(c), &tokens, &count);
  unsigned i = 1;
  if (m.function_like) {
    std::string previous = "(";
    for (i = 2; i < count; i++) {
      std::string t = lc.text(lc.clang_getTokenSpelling(tu, tokens[i]));
      if (t == ")") {
        i++;
        break;
      }
      if (t == "...") { // `...` is __VA_ARGS__; GNU's `args...` names it
        m.variadic = true;
        if (previous == "," || previous == "(")
          m.params.push_back("__VA_ARGS__");
      } else if (t != ",") {
        m.params.push_back(t);
      }
      previous = t;
    }
  }
  unsigned last_end = 0;
  for (; i < count; i++) {
    CXSourceRange extent = lc.clang_getTokenExtent(tu, tokens[i]);
    unsigned begin = offset_of(lc, lc.clang_getRangeStart(extent));
    m.body.push_back({kt_spelling(lc.text(lc.clang_getTokenSpelling(tu, tokens[i]))), last_end && begin > last_end});
    last_end = offset_of(lc, lc.clang_getRangeEnd(extent));
  }
  lc.clang_disposeTokens(tu, tokens, count);
  return m;
}

// The names in `text` (outside strings: a string's words are not macros).
std::set<std::string> words(std::string_view text) {
  std::set<std::string> out;
  for (size_t i = 0; i < text.size();) {
    if (text[i] == '"') {
      for (i++; i < text.size() && text[i] != '"' && text[i] != '\n'; i++)
        if (text[i] == '\\')
          i++;
      i++;
    } else if (name_start(text[i]) && (i == 0 || !name_char(text[i - 1]))) {
      size_t e = i;
      while (e < text.size() && name_char(text[e]))
        e++;
      out.emplace(text.substr(i, e - i));
      i = e;
    } else {
      i++;
    }
  }
  return out;
}

// The enumerators of the enums the headers define (not the script's own
// nor its imports', which are constants of the program), by name.
std::map<std::string, long long, std::less<>> header_enumerators(const Libclang &lc, CXTranslationUnit tu,
                                                                  CXFile main, const std::set<std::string> &imports) {
  struct Walk {
    const Libclang &lc;
    CXFile main;
    const std::set<std::string> &imports;
    std::map<std::string, long long, std::less<>> values;
  } walk{lc, main, imports, {}};
  lc.clang_visitChildren(
      lc.clang_getTranslationUnitCursor(tu),
      [](CXCursor c, CXCursor, CXClientData data) {
        auto &w = *static_cast<Walk *>(data);
        if (c.kind == CXCursor_EnumConstantDecl) {
          w.values.emplace(w.lc.text(w.lc.clang_getCursorSpelling(c)), w.lc.clang_getEnumConstantDeclValue(c));
          return CXChildVisit_Continue;
        }
        if (c.kind != CXCursor_EnumDecl && c.kind != CXCursor_TypedefDecl)
          return CXChildVisit_Continue;
        CXFile file = nullptr;
        w.lc.clang_getSpellingLocation(w.lc.clang_getCursorLocation(c), &file, nullptr, nullptr, nullptr);
        bool in_header = file && !w.lc.same_file(file, w.main) &&
                         !w.imports.count(w.lc.text(w.lc.clang_getFileName(file)));
        return in_header ? CXChildVisit_Recurse : CXChildVisit_Continue; // typedef enum { ... } name_t;
      },
      &walk);
  return walk.values;
}

// A header's enumerator as the macro kt expands: its value. glibc also
// defines most of its enumerators as macros of their own name
// (`#define SOCK_STREAM SOCK_STREAM`), which then mean the value too.
Macro enumerator_macro(const std::string &name, long long value) {
  std::string text = std::to_string(value);
  Macro m{name, false, {}, false, {}};
  if (value < 0)
    m.body = {{"(", false}, {"-", false}, {text.substr(1), false}, {")", false}};
  else
    m.body = {{text, false}};
  return m;
}

// The macros the script's code may expand: those it names, and those
// their replacements name, transitively, and the headers' enumerators
// among those names. A header set defines a thousand macros or more;
// reading only these keeps the cost to what the script uses.
MacroTable used_macros(const Libclang &lc, CXTranslationUnit tu, CXFile main, const std::set<std::string> &names,
                       const std::set<std::string> &imports) {
  auto cursors = macro_cursors(lc, tu, imports);
  auto enumerators = header_enumerators(lc, tu, main, imports);
  MacroTable table;
  std::set<std::string> todo = names, done;
  while (!todo.empty()) {
    std::string name = *todo.begin();
    todo.erase(todo.begin());
    done.insert(name);
    auto it = cursors.find(name);
    auto e = enumerators.find(name);
    if (it == cursors.end()) {
      if (e != enumerators.end())
        table.define(enumerator_macro(name, e->second));
      continue;
    }
    Macro m = read_macro(lc, tu, it->second);
    if (e != enumerators.end() && !m.function_like && m.body.size() == 1 && m.body[0].text == name)
      m = enumerator_macro(name, e->second);
    for (const MacroToken &t : m.body)
      if (!t.text.empty() && name_start(t.text[0]) && !done.count(t.text))
        todo.insert(t.text);
    table.define(std::move(m));
  }
  return table;
}

// The files Clang read for the script: its headers (not the script, nor
// the prelude and kernel types kt gives it).
std::vector<std::string> headers_read(const Libclang &lc, CXTranslationUnit tu, CXFile main,
                                      const std::set<std::string> &imports) {
  struct Walk {
    const Libclang &lc;
    CXFile main;
    const std::set<std::string> &imports;
    std::vector<std::string> files;
  } walk{lc, main, imports, {}};
  lc.clang_getInclusions(
      tu,
      [](CXFile file, CXSourceLocation *, unsigned, CXClientData data) {
        auto &w = *static_cast<Walk *>(data);
        std::string name = w.lc.text(w.lc.clang_getFileName(file));
        if (!w.lc.same_file(file, w.main) && name != kPreludePath && name != kKernelPath && !w.imports.count(name))
          w.files.push_back(std::move(name));
      },
      &walk);
  return walk.files;
}

// kt's integer type names, as C typedefs before the script (the kernel's
// spellings: its own u64 is `unsigned long long`, and a header that
// defines one again the same way is no error).
constexpr const char *kPrelude = R"(typedef unsigned char u8, uint8;
typedef signed char s8, int8;
typedef unsigned short u16, uint16;
typedef short s16, int16;
typedef unsigned int u32, uint32;
typedef int s32, int32;
typedef unsigned long long u64, uint64;
typedef long long s64, int64;
)";

// What Clang reads as the script: its directive lines and C declarations
// where they are, everything else blanks (newlines kept).
std::string c_only(std::string_view text, const std::vector<bool> &directives,
                   const std::vector<std::pair<size_t, size_t>> &decls) {
  std::string out(text);
  blank(out, 0, out.size());
  std::vector<size_t> starts = line_starts(text);
  for (size_t n = 0; n < starts.size(); n++) {
    size_t end = n + 1 < starts.size() ? starts[n + 1] : text.size();
    if (directives[n + 1])
      out.replace(starts[n], end - starts[n], text.substr(starts[n], end - starts[n]));
  }
  for (auto [from, to] : decls) {
    out.replace(from, to - from, text.substr(from, to - from));
    // kt takes `struct s { ... }` without its ';', as it always has: Clang
    // gets one in the blanks after it.
    size_t after = to;
    while (after < out.size() && out[after] == '\n')
      after++;
    if (to > from && text[to - 1] == '}' && after < out.size() && out[after] == ' ')
      out[after] = ';';
  }
  return out;
}

// The lines (1-based) Clang's diagnostics may concern: directive lines
// and those of C declarations.
std::vector<bool> c_lines(std::string_view text, std::vector<bool> lines,
                          const std::vector<std::pair<size_t, size_t>> &decls) {
  for (auto [from, to] : decls) {
    size_t line = 1 + static_cast<size_t>(std::count(text.begin(), text.begin() + from, '\n'));
    size_t last = line + static_cast<size_t>(std::count(text.begin() + from, text.begin() + to, '\n'));
    for (; line <= last && line < lines.size(); line++)
      lines[line] = true;
  }
  return lines;
}

// The types Clang did not know in the script's declarations, as
// Options::kernel_definitions names them: "unknown type name 'pid_t'",
// "field has incomplete type 'struct sk_buff'".
std::vector<std::string> unknown_types(const Libclang &lc, CXTranslationUnit tu, CXFile main,
                                       const std::set<std::string> &imports) {
  std::set<std::string> names;
  unsigned count = lc.clang_getNumDiagnostics(tu);
  for (unsigned i = 0; i < count; i++) {
    CXDiagnostic d = lc.clang_getDiagnostic(tu, i);
    std::string message = lc.text(lc.clang_getDiagnosticSpelling(d));
    CXFile in = nullptr;
    lc.clang_getSpellingLocation(lc.clang_getDiagnosticLocation(d), &in, nullptr, nullptr, nullptr);
    lc.clang_disposeDiagnostic(d);
    if (!in || (!lc.same_file(in, main) && !imports.count(lc.text(lc.clang_getFileName(in)))))
      continue; // an imported file's own unknown types were its own first run's too, and are needed here
    const std::string unknown = "unknown type name '";
    if (message.rfind(unknown, 0) == 0) {
      names.insert(message.substr(unknown.size(), message.find('\'', unknown.size()) - unknown.size()));
      continue;
    }
    if (message.find("incomplete") == std::string::npos)
      continue;
    for (const char *tag : {"'struct ", "'union ", "'enum "}) { // the last: after "aka"
      size_t at = message.rfind(tag);
      if (at == std::string::npos)
        continue;
      size_t end = message.find('\'', at + 1);
      names.insert(message.substr(at + 1, end - at - 1));
      break;
    }
  }
  return {names.begin(), names.end()};
}

// Parses the script's C as `name`, with the prelude and `kernel` (kernel
// types, when some are needed) included before it.
CXTranslationUnit parse_c(const Libclang &lc, CXIndex index, const std::string &name, const std::string &c_text,
                          std::vector<std::string> args, const std::string &kernel,
                          const std::vector<ImportedC> &imported, CXErrorCode &rc) {
  const std::string prelude = kPreludePath, kernel_h = kKernelPath;
  std::vector<std::string> first = {"-include", prelude};
  if (!kernel.empty())
    first.insert(first.end(), {"-include", kernel_h});
  for (const ImportedC &i : imported) // after the kernel's types, which they may use
    first.insert(first.end(), {"-include", i.path});
  args.insert(args.begin(), first.begin(), first.end());
  std::vector<const char *> argv;
  for (const std::string &a : args)
    argv.push_back(a.c_str());
  std::vector<CXUnsavedFile> unsaved = {
      {name.c_str(), c_text.data(), static_cast<unsigned long>(c_text.size())},
      {prelude.c_str(), kPrelude, static_cast<unsigned long>(std::char_traits<char>::length(kPrelude))}};
  if (!kernel.empty())
    unsaved.push_back({kernel_h.c_str(), kernel.data(), static_cast<unsigned long>(kernel.size())});
  for (const ImportedC &i : imported)
    unsaved.push_back({i.path.c_str(), i.text.data(), static_cast<unsigned long>(i.text.size())});
  unsigned flags = CXTranslationUnit_DetailedPreprocessingRecord | CXTranslationUnit_SkipFunctionBodies |
                   CXTranslationUnit_KeepGoing | CXTranslationUnit_Incomplete;
  CXTranslationUnit tu = nullptr;
  rc = lc.clang_parseTranslationUnit2(index, name.c_str(), argv.data(), static_cast<int>(argv.size()),
                                      unsaved.data(), static_cast<unsigned>(unsaved.size()), flags, &tu);
  return rc == CXError_Success ? tu : nullptr;
}
} // namespace

// Whether a block comment is still open at the end of `line`, given whether
// one was at its start; string literals and // comments hide "/*".
bool comment_open_after(std::string_view line, bool open) {
  for (size_t i = 0; i < line.size(); i++) {
    if (open) {
      if (line.substr(i, 2) == "*/") {
        open = false;
        i++;
      }
    } else if (line.substr(i, 2) == "//") {
      return false;
    } else if (line.substr(i, 2) == "/*") {
      open = true;
      i++;
    } else if (line[i] == '"') {
      for (i++; i < line.size() && line[i] != '"'; i++)
        if (line[i] == '\\')
          i++;
    }
  }
  return open;
}

std::vector<bool> directive_lines(std::string_view text) {
  std::vector<size_t> starts = line_starts(text);
  std::vector<bool> lines(starts.size() + 1, false);
  bool continued = false, in_comment = false;
  for (size_t n = 0; n < starts.size(); n++) {
    size_t end = n + 1 < starts.size() ? starts[n + 1] - 1 : text.size();
    std::string_view line = text.substr(starts[n], end - starts[n]);
    size_t at = line.find_first_not_of(" \t");
    // A '#' line inside a block comment is comment (gethostlatency.bt's
    // " # need modifications ..."), as C reads it.
    bool directive = continued || (!in_comment && at != std::string_view::npos && line[at] == '#' &&
                                   !(n == 0 && line.substr(at, 2) == "#!"));
    in_comment = comment_open_after(line, in_comment);
    lines[n + 1] = directive;
    size_t last = line.find_last_not_of(" \t\r");
    continued = directive && last != std::string_view::npos && line[last] == '\\';
  }
  return lines;
}

size_t first_lost_directive(std::string_view text) {
  std::vector<bool> lines = directive_lines(text);
  std::vector<size_t> starts = line_starts(text);
  for (size_t n = 1; n < lines.size() && n <= starts.size(); n++) {
    size_t end = n < starts.size() ? starts[n] : text.size();
    if (lines[n] && !is_include(text.substr(starts[n - 1], end - starts[n - 1])))
      return n;
  }
  return 0;
}

std::string imported_c_text(std::string_view text) {
  std::vector<bool> directives = directive_lines(text);
  std::string out = c_only(text, directives, top_level_c_decls(text));
  std::vector<size_t> starts = line_starts(text);
  for (size_t n = 0; n < starts.size(); n++) {
    if (!directives[n + 1])
      continue;
    std::string_view line = text.substr(starts[n]);
    line = line.substr(0, line.find('\n'));
    size_t at = line.find_first_not_of(" \t");
    if (at == std::string_view::npos || line[at] != '#') // a continuation line
      continue;
    at = line.find_first_not_of(" \t", at + 1);
    if (at == std::string_view::npos || line.substr(at, 6) != "define")
      continue;
    size_t from = line.find_first_not_of(" \t", at + 6);
    if (from == at + 6 || from == std::string_view::npos || !name_start(line[from]))
      continue;
    size_t to = from;
    while (to < line.size() && name_char(line[to]))
      to++;
    out += "\n#undef " + std::string(line.substr(from, to - from));
  }
  return out + "\n";
}

bool has_c_parts(std::string_view text) {
  for (bool d : directive_lines(text))
    if (d)
      return true;
  return !top_level_c_decls(text).empty();
}

std::optional<CParts> preprocess(const SourceFile &file, const std::string &path, const Options &opts,
                                 Diagnostics &diags) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path abs = path.empty() ? fs::current_path(ec) / "<stdin>.c" : fs::absolute(path, ec);
  std::string name = abs.string();
  std::vector<std::string> args = clang_args(abs.parent_path().string(), opts);
  std::vector<std::string> key = args; // what Clang reads besides the script: its imports' C parts too
  std::set<std::string> imports;
  for (const ImportedC &i : opts.imported) {
    key.insert(key.end(), {"\x01import", i.path, i.text});
    imports.insert(i.path);
  }
  std::string cached = cache_path(file.text(), name, key);
  if (!cached.empty())
    if (auto parts = read_cached(cached)) {
      if (opts.log)
        *opts.log << "kt: the C parts of " << file.name() << " from the cache (" << cached << ")\n";
      return parts;
    }

  std::string why;
  const Libclang *lc = Libclang::get(why);
  std::vector<bool> directives = directive_lines(file.text());
  if (!lc) {
    SourceLocation at{&file, {1, 1}, {1, 2}};
    for (size_t n = 1; n < directives.size(); n++)
      if (directives[n]) {
        at.begin = {static_cast<uint32_t>(n), 1};
        at.end = {static_cast<uint32_t>(n), 2};
        break;
      }
    diags.error(at) << "C preprocessor directives need libclang: " << why;
    diags.amend_last().hint("install Debian's libclang1-16");
    return std::nullopt;
  }

  std::vector<std::pair<size_t, size_t>> decls = top_level_c_decls(file.text());
  std::string c_text = c_only(file.text(), directives, decls);
  Unit unit{*lc};
  unit.index = lc->clang_createIndex(0, 0);
  CXErrorCode rc = CXError_Success;
  unit.tu = parse_c(*lc, unit.index, name, c_text, args, "", opts.imported, rc);
  // Types the declarations use that Clang does not know: the kernel's
  // (BTF) definitions, and the file read again, as often as new ones
  // are missing.
  std::string kernel;
  std::set<std::string> asked;
  for (int round = 0; unit.tu && opts.kernel_definitions && round < 4; round++) {
    std::vector<std::string> unknown;
    for (std::string &n : unknown_types(*lc, unit.tu, lc->clang_getFile(unit.tu, name.c_str()), imports))
      if (asked.insert(n).second)
        unknown.push_back(std::move(n));
    std::string more = unknown.empty() ? "" : opts.kernel_definitions(unknown);
    if (more.empty())
      break;
    kernel += more;
    lc->clang_disposeTranslationUnit(unit.tu);
    unit.tu = parse_c(*lc, unit.index, name, c_text, args, kernel, opts.imported, rc);
  }
  if (!unit.tu) {
    diags.error(SourceLocation{&file, {1, 1}, {1, 2}}) << "libclang could not preprocess the script (error "
                                                       << static_cast<int>(rc) << ")";
    return std::nullopt;
  }
  CXFile main = lc->clang_getFile(unit.tu, name.c_str());
  size_t reported = diags.all().size();
  report_clang_diagnostics(*lc, unit.tu, main, file, c_lines(file.text(), directives, decls), opts, diags);

  CParts out;
  out.text = file.text();
  CXSourceRangeList *skipped = lc->clang_getSkippedRanges(unit.tu, main);
  for (unsigned i = 0; skipped && i < skipped->count; i++)
    blank(out.text, offset_of(*lc, lc->clang_getRangeStart(skipped->ranges[i])),
          offset_of(*lc, lc->clang_getRangeEnd(skipped->ranges[i])));
  if (skipped)
    lc->clang_disposeSourceRangeList(skipped);
  std::vector<size_t> starts = line_starts(out.text);
  for (size_t n = 0; n < starts.size(); n++) {
    size_t end = n + 1 < starts.size() ? starts[n + 1] : out.text.size();
    if (directives[n + 1] && !is_include(std::string_view(out.text).substr(starts[n], end - starts[n])))
      blank(out.text, starts[n], end);
  }
  std::set<std::string> names = words(out.text);
  out.macros = used_macros(*lc, unit.tu, main, names, imports);
  out.types = header_types(*lc, unit.tu, main, lc->clang_getFile(unit.tu, kKernelPath), names);
  if (!cached.empty() && diags.all().size() == reported) {
    write_cached(cached, out, headers_read(*lc, unit.tu, main, imports));
    if (opts.log)
      *opts.log << "kt: the C parts of " << file.name() << " kept in the cache (" << cached << ")\n";
  }
  return out;
}

} // namespace kt::cparts
