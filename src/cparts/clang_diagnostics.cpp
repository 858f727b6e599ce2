#include "cparts/clang_diagnostics.h"

#include <algorithm>
#include <cctype>
#include <map>

#include "cparts/libclang.h"

namespace kt::cparts {

namespace {
// The first directories of the kernel's include/ tree (and arch/*/include):
// a header under one of them comes with the kernel's headers package.
// (net/ is also glibc's: net/if.h; glibc's are installed, so one not found
// is the kernel's.)
constexpr const char *kKernelDirs[] = {"linux/", "asm/", "asm-generic/", "net/", "uapi/", "generated/",
                                       "trace/", "crypto/", "drm/", "scsi/", "xen/", "acpi/", "keys/",
                                       "media/", "rdma/", "soc/", "sound/", "target/", "vdso/", "video/",
                                       "kvm/", "clocksource/", "misc/", "ras/"};

struct Where {
  unsigned line = 0, column = 0;
  bool in_script = true; // else the chain starts at an --include file
  bool in_import = false; // the chain starts in an imported file's C parts
};

Where where(const Libclang &lc, CXSourceLocation loc, CXFile *file) {
  Where w;
  lc.clang_getSpellingLocation(loc, file, &w.line, &w.column, nullptr);
  return w;
}

// For each header the script includes, directly or not, the script's
// #include line that brought it in (or, for one an --include file brings
// in, in_script false).
std::map<std::string, Where> include_lines(const Libclang &lc, CXTranslationUnit tu, CXFile main,
                                          const std::vector<ImportedC> &imported) {
  struct Walk {
    const Libclang &lc;
    CXFile main;
    const std::vector<ImportedC> &imported;
    std::map<std::string, Where> lines;
  } walk{lc, main, imported, {}};
  lc.clang_getInclusions(
      tu,
      [](CXFile included, CXSourceLocation *stack, unsigned depth, CXClientData data) {
        auto &w = *static_cast<Walk *>(data);
        if (depth == 0)
          return;
        CXFile from = nullptr;
        Where at = where(w.lc, stack[depth - 1], &from);
        at.in_script = from && w.lc.same_file(from, w.main);
        std::string name = from ? w.lc.text(w.lc.clang_getFileName(from)) : "";
        for (const ImportedC &i : w.imported)
          at.in_import |= i.path == name;
        w.lines[w.lc.text(w.lc.clang_getFileName(included))] = at;
      },
      &walk);
  return walk.lines;
}

// The range of what starts at `column` of `line`: a header name, `<...>`
// or `"..."`, or a C name; else its first character.
SourceLocation header_range(const SourceFile &file, unsigned line, unsigned column) {
  SourceLocation at{&file, {line, column}, {line, column + 1}};
  std::string_view text = file.line(line);
  if (column >= 1 && column <= text.size() && (text[column - 1] == '<' || text[column - 1] == '"')) {
    size_t close = text.find(text[column - 1] == '<' ? '>' : '"', column);
    if (close != std::string_view::npos)
      at.end.column = static_cast<uint32_t>(close + 2);
  } else { // a name: all of it
    size_t end = column - 1;
    while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_'))
      end++;
    if (end > column - 1u)
      at.end.column = static_cast<uint32_t>(end + 1);
  }
  return at;
}

bool starts_with(const std::string &s, const char *prefix) { return s.rfind(prefix, 0) == 0; }

// The imported file `in` is, if it is one (Options::imported).
const ImportedC *imported_file(const Libclang &lc, CXFile in, const Options &opts) {
  if (opts.imported.empty())
    return nullptr;
  std::string name = lc.text(lc.clang_getFileName(in));
  for (const ImportedC &i : opts.imported)
    if (i.path == name)
      return &i;
  return nullptr;
}
} // namespace

std::string missing_header_hint(const std::string &name, bool system, const Options &opts, bool &kernel) {
  kernel = false;
  if (!system)
    return "kt looks for it next to the script, then in the -I directories";
  for (const char *dir : kKernelDirs)
    kernel |= starts_with(name, dir);
  if (kernel) {
    std::string release = opts.kernel_release.empty() ? "$(uname -r)" : opts.kernel_release;
    return "the kernel's headers provide it: install Debian's linux-headers-" + release +
           ", or name their tree with KT_KERNEL_SOURCE";
  }
  return "install the package that provides it (Debian's libc6-dev for the C library's), or give its "
         "directory with -I";
}

void report_clang_diagnostics(const Libclang &lc, CXTranslationUnit tu, CXFile main, const SourceFile &file,
                              const std::vector<bool> &c_lines, const Options &opts, Diagnostics &diags) {
  std::map<std::string, Where> includes;
  bool includes_read = false;
  unsigned count = lc.clang_getNumDiagnostics(tu);
  for (unsigned i = 0; i < count; i++) {
    CXDiagnostic d = lc.clang_getDiagnostic(tu, i);
    CXDiagnosticSeverity sev = lc.clang_getDiagnosticSeverity(d);
    std::string message = lc.text(lc.clang_getDiagnosticSpelling(d));
    std::string category = lc.text(lc.clang_getDiagnosticCategoryText(d));
    CXFile in = nullptr;
    Where w = where(lc, lc.clang_getDiagnosticLocation(d), &in);
    lc.clang_disposeDiagnostic(d);
    if (sev < CXDiagnostic_Warning)
      continue;
    bool preprocessor = category == "Lexical or Preprocessor Issue" || category == "User-Defined Issue";
    bool here = in && lc.same_file(in, main);
    if (here && (w.line >= c_lines.size() || !c_lines[w.line]))
      continue; // blanked kt code: nothing there
    if (const ImportedC *imp = in && !here ? imported_file(lc, in, opts) : nullptr) {
      // What the imported file's own run did not see, since it was reported
      // there otherwise (preprocess.h): a clash with another import's C.
      if (sev >= CXDiagnostic_Error && imp->file &&
          w.line <= 1 + std::count(imp->file->text().begin(), imp->file->text().end(), '\n'))
        diags.error(header_range(*imp->file, w.line, w.column)) << message;
      continue;
    }
    if (!here && (!preprocessor || sev < CXDiagnostic_Error))
      continue; // a header's C, or its warnings
    if (category == "User-Defined Issue") // the text of an #error or #warning line
      message = std::string(sev >= CXDiagnostic_Error ? "#error" : "#warning") + ": " + message;
    SourceLocation at{&file, {1, 1}, {1, 1}}; // for what --include brought in: the script's start
    if (!here) {
      if (!includes_read)
        includes = include_lines(lc, tu, main, opts.imported), includes_read = true;
      std::string header = in ? lc.text(lc.clang_getFileName(in)) : "";
      auto it = includes.find(header);
      if (it != includes.end() && it->second.in_import)
        continue; // an imported file's header: its own run reported it
      bool from_script = in && it != includes.end() && it->second.in_script;
      if (in)
        message = "in included file '" + header + ":" + std::to_string(w.line) + "': " + message;
      if (from_script)
        at = header_range(file, it->second.line, it->second.column);
      else // an --include file, or a header it includes
        message = "--include: " + message;
    } else {
      at = header_range(file, w.line, w.column);
    }
    // "'x.h' file not found": say where to get it.
    size_t suffix = message.rfind("' file not found");
    if (here && suffix != std::string::npos && message[0] == '\'') {
      std::string header = message.substr(1, suffix - 1);
      bool system = file.line(w.line).substr(w.column - 1, 1) == "<";
      bool kernel = false;
      std::string hint = missing_header_hint(header, system, opts, kernel);
      if (kernel && opts.kernel_btf) {
        diags.warning(at) << "kernel header '" << header << "' not found; kernel types come from BTF";
        diags.amend_last().hint(hint);
      } else {
        diags.error(at) << "header '" << header << "' not found";
        diags.amend_last().hint(hint);
      }
      continue;
    }
    if (sev >= CXDiagnostic_Error)
      diags.error(at) << message;
    else
      diags.warning(at) << message;
  }
}

} // namespace kt::cparts
