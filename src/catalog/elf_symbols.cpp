#include "catalog/elf_symbols.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <tuple>

#include "catalog/elf_reader.h"
#include "util/demangle.h"
#include "util/glob.h"

namespace kt::catalog {
namespace {

bool is_function(const GElf_Sym &sym) {
  int type = GELF_ST_TYPE(sym.st_info);
  return (type == STT_FUNC || type == STT_GNU_IFUNC) && sym.st_shndx != SHN_UNDEF && sym.st_value != 0;
}

// Calls fn(sym, name) for each named function of one symbol table section
// (`elf` holds it).
template <typename Fn> void for_each_function(const ElfReader &elf, Elf_Scn *scn, const GElf_Shdr &shdr, Fn fn) {
  if (shdr.sh_entsize == 0)
    return;
  for (Elf_Data *data = elf_getdata(scn, nullptr); data; data = elf_getdata(scn, data)) {
    size_t count = data->d_size / shdr.sh_entsize;
    for (size_t i = 0; i < count; i++) {
      GElf_Sym sym;
      if (!gelf_getsym(data, static_cast<int>(i), &sym) || !is_function(sym))
        continue;
      const char *name = elf_strptr(elf.elf(), shdr.sh_link, sym.st_name);
      if (name && *name)
        fn(sym, name);
    }
  }
}

// Appends the functions of one symbol table section.
// `elf` holds the table; `layout` maps addresses to file offsets.
void read_table(const ElfReader &elf, const ElfReader &layout, Elf_Scn *scn, const GElf_Shdr &shdr,
                std::vector<FunctionSymbol> &out) {
  if (shdr.sh_entsize)
    out.reserve(out.size() + shdr.sh_size / shdr.sh_entsize); // an upper bound: libc's debug .symtab has ~10,000
  for_each_function(elf, scn, shdr, [&](const GElf_Sym &sym, const char *name) {
    int bind = GELF_ST_BIND(sym.st_info);
    out.push_back({name, sym.st_value, sym.st_size, layout.file_offset(sym.st_value),
                   bind == STB_GLOBAL || bind == STB_WEAK});
  });
}

// Sorts by (name, address) and merges the copies .symtab and .dynsym both hold.
void merge_duplicates(std::vector<FunctionSymbol> &syms) {
  std::sort(syms.begin(), syms.end(), [](const FunctionSymbol &a, const FunctionSymbol &b) {
    return a.name != b.name ? a.name < b.name : a.address < b.address;
  });
  std::vector<FunctionSymbol> merged;
  merged.reserve(syms.size());
  for (FunctionSymbol &s : syms) {
    if (!merged.empty() && merged.back().name == s.name && merged.back().address == s.address) {
      merged.back().global |= s.global;
      merged.back().size = std::max(merged.back().size, s.size);
      continue;
    }
    merged.push_back(std::move(s));
  }
  syms = std::move(merged);
}

// "f.part.0": a piece GCC split off f (-fpartial-inlining), not a function
// anyone calls by name; wildcards skip them, as bpftrace's do.
// GCC's pieces of a function, not functions a glob means: split-off parts
// (f.part.0), cold paths (f.cold), and clones specialised by
// interprocedural optimisation (f.isra.0, f.constprop.0), which enter the
// function's code elsewhere than at its start. Named in full, they probe.
bool is_split_part(const std::string &name) {
  for (const char *piece : {".part.", ".cold", ".isra.", ".constprop.", ".lto_priv."})
    if (name.find(piece) != std::string::npos)
      return true;
  return false;
}

bool exists(const std::string &path) { return ::access(path.c_str(), F_OK) == 0; }

// The directories searched for separate debug files: those of
// KT_DEBUGINFO_PATH (colon-separated; a relative one is taken from the
// binary's directory), then /usr/lib/debug.
std::vector<std::string> debug_dirs(const std::string &binary_dir) {
  std::vector<std::string> dirs;
  if (const char *env = std::getenv("KT_DEBUGINFO_PATH"))
    for (std::string_view rest = env; !rest.empty();) {
      size_t colon = rest.find(':');
      std::string dir(rest.substr(0, colon));
      rest = colon == std::string_view::npos ? "" : rest.substr(colon + 1);
      if (!dir.empty())
        dirs.push_back(dir[0] == '/' ? dir : binary_dir + "/" + dir);
    }
  dirs.push_back("/usr/lib/debug");
  return dirs;
}

// The separate debug file of `path` (Debian's *-dbg/-dbgsym packages), as
// gdb finds it: by build ID under DIR/.build-id for each debug directory
// DIR, else by the .gnu_debuglink name in the file's .debug/, under a
// debug directory (DIR/FILE'S-DIR/LINK, DIR/LINK) or next to the file. Its .symtab
// holds the local functions the stripped file lost, and its DWARF the
// types and lines.
std::string find_debug_file(const std::string &path, const ElfReader &elf) {
  size_t slash = path.rfind('/');
  std::string dir = slash == std::string::npos ? "." : path.substr(0, slash);
  std::vector<std::string> dirs = debug_dirs(dir);
  std::string id = elf.build_id();
  if (id.size() > 2)
    for (const std::string &d : dirs)
      if (std::string by_id = d + "/.build-id/" + id.substr(0, 2) + "/" + id.substr(2) + ".debug"; exists(by_id))
        return by_id;
  std::string link = elf.debuglink();
  if (link.empty())
    return "";
  std::vector<std::string> candidates = {dir + "/.debug/" + link};
  for (const std::string &d : dirs)
    for (const std::string &candidate : {d + dir + "/" + link, d + "/" + link})
      candidates.push_back(candidate);
  candidates.push_back(dir + "/" + link);
  for (const std::string &candidate : candidates)
    if (candidate != path && exists(candidate))
      return candidate;
  return "";
}

} // namespace

Result<uint64_t> own_function_offset(const std::string &path, std::string_view name) {
  auto elf = ElfReader::open(path);
  if (!elf)
    return elf.error();
  // Compared where they lie, not copied out: bash's .dynsym alone is
  // some 1,500 names, on the way to an early uprobe (early_uprobes.h).
  std::optional<uint64_t> found;
  bool several = false;
  elf->for_each_section([&](Elf_Scn *scn, const GElf_Shdr &shdr, std::string_view) {
    if (shdr.sh_type == SHT_SYMTAB || shdr.sh_type == SHT_DYNSYM)
      for_each_function(*elf, scn, shdr, [&](const GElf_Sym &sym, const char *sym_name) {
        if (sym_name != name)
          return;
        several |= found && *found != sym.st_value;
        found = sym.st_value;
      });
  });
  if (several)
    return Error(std::string(name) + ": several functions of that name in " + path);
  if (!found)
    return Error(std::string(name) + ": no such function in " + path + "'s own tables");
  return elf->file_offset(*found);
}

std::string debug_file_of(const std::string &path) {
  auto elf = ElfReader::open(path);
  return elf ? find_debug_file(path, *elf) : "";
}

Result<SymbolTable> SymbolTable::read(const std::string &path) {
  auto elf = ElfReader::open(path);
  if (!elf)
    return elf.error();
  SymbolTable table;
  table.path_ = path;
  elf->for_each_section([&](Elf_Scn *scn, const GElf_Shdr &shdr, std::string_view) {
    if (shdr.sh_type == SHT_SYMTAB || shdr.sh_type == SHT_DYNSYM)
      read_table(*elf, *elf, scn, shdr, table.functions_);
  });
  if (std::string debug = find_debug_file(path, *elf); !debug.empty()) {
    // Its addresses are the stripped file's; offsets come from the stripped
    // file's segments, the ones the kernel maps.
    if (auto dbg = ElfReader::open(debug)) {
      dbg->for_each_section([&](Elf_Scn *scn, const GElf_Shdr &shdr, std::string_view) {
        if (shdr.sh_type == SHT_SYMTAB)
          read_table(*dbg, *elf, scn, shdr, table.functions_);
      });
      table.debug_file_ = debug;
    }
  }
  merge_duplicates(table.functions_);
  return table;
}

Result<std::shared_ptr<const SymbolTable>> SymbolTable::shared(const std::string &path) {
  using Identity = std::tuple<dev_t, ino_t, off_t, int64_t, long>;
  struct Entry {
    Identity id;
    std::shared_ptr<const SymbolTable> table;
  };
  static std::map<std::string, Entry> cache;
  // Early uprobes (runtime/early_uprobes.h) read tables on a thread of
  // their own while sema reads them on the main one.
  static std::mutex lock;
  std::lock_guard<std::mutex> held(lock);
  struct stat st;
  if (stat(path.c_str(), &st) != 0)
    return read(path).error(); // read's own "open PATH: ..." error
  Identity id{st.st_dev, st.st_ino, st.st_size, st.st_mtim.tv_sec, st.st_mtim.tv_nsec};
  if (auto it = cache.find(path); it != cache.end() && it->second.id == id)
    return it->second.table;
  auto table = read(path);
  if (!table)
    return table.error();
  auto p = std::make_shared<const SymbolTable>(std::move(*table));
  cache[path] = {id, p};
  return p;
}

const std::string &SymbolTable::demangled(size_t i) const {
  if (demangled_.size() != functions_.size()) {
    demangled_.clear();
    demangled_.reserve(functions_.size());
    for (const FunctionSymbol &f : functions_)
      demangled_.push_back(util::demangle(f.name));
    by_demangled_.resize(functions_.size());
    for (uint32_t k = 0; k < by_demangled_.size(); k++)
      by_demangled_[k] = k;
    std::sort(by_demangled_.begin(), by_demangled_.end(),
              [&](uint32_t a, uint32_t b) { return demangled_[a] < demangled_[b]; });
  }
  return demangled_[i];
}

namespace {

bool is_cxx(const std::string &symbol) { return symbol.starts_with("_Z"); }

// A demangled name without the return type a function template's name
// carries ("int ns::twice<ns::W>(ns::W&, int)" -> "ns::twice<ns::W>(ns::W&,
// int)"): the text after the last space outside brackets before the
// parameter list (the last parenthesised group).
std::string_view without_return_type(std::string_view d) {
  int depth = 0;
  size_t params = std::string_view::npos;
  for (size_t i = d.size(); i-- > 0;) {
    if (d[i] == ')' || d[i] == '>')
      depth++;
    else if ((d[i] == '(' || d[i] == '<') && --depth == 0 && d[i] == '(') {
      params = i;
      break;
    }
  }
  if (params == std::string_view::npos || d.substr(0, params).find("operator") != std::string_view::npos)
    return d;
  depth = 0;
  for (size_t i = params; i-- > 0;) {
    if (d[i] == ')' || d[i] == '>')
      depth++;
    else if (d[i] == '(' || d[i] == '<')
      depth--;
    else if (d[i] == ' ' && depth == 0) {
      // Not a type: a special name's words ("transaction clone for f()",
      // "non-virtual thunk to C::f()"), which name other code than f's.
      std::string_view before = d.substr(0, i);
      return before.ends_with(" for") || before.ends_with(" to") ? d : d.substr(i + 1);
    }
  }
  return d;
}

// Whether a C++ function demangled as `full` is `name`: in full
// ("ns::f(int)"), without a template's return type, or without its
// parameters when `name` has none ("ns::f"), as uprobe:BIN:cpp:"ns::f"
// names it.
bool demangles_to(std::string_view full, std::string_view name) {
  std::string_view q = without_return_type(full);
  return full == name || q == name ||
         (name.find('(') == std::string_view::npos && q.starts_with(name) && q.size() > name.size() &&
          (q[name.size()] == '(' || q[name.size()] == '<'));
}

// Orders indexes into `names` against a name, for equal_range.
struct Demangled {
  const std::vector<std::string> &names;
  bool operator()(uint32_t i, std::string_view n) const { return names[i] < n; }
  bool operator()(std::string_view n, uint32_t i) const { return n < names[i]; }
};

} // namespace

std::vector<std::string> SymbolTable::match(std::string_view glob) const {
  std::vector<std::string> names;
  for (size_t i = 0; i < functions_.size(); i++) {
    const std::string &symbol = functions_[i].name;
    if (is_split_part(symbol))
      continue;
    if (!is_cxx(symbol)) {
      if (glob_match(glob, symbol))
        names.push_back(symbol);
      continue;
    }
    const std::string &shown = demangled(i);
    if (glob_match(glob, shown) || glob_match(glob, without_return_type(shown)) || glob_match(glob, symbol))
      names.push_back(shown);
  }
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

Result<FunctionSymbol> SymbolTable::find(std::string_view name) const {
  auto first = std::lower_bound(functions_.begin(), functions_.end(), name,
                                [](const FunctionSymbol &f, std::string_view n) { return f.name < n; });
  auto last = first;
  while (last != functions_.end() && last->name == name)
    last++;
  // A C++ name (with "::"): the function whose symbol demangles to it.
  if (first == last && name.find("::") != std::string_view::npos) {
    std::vector<size_t> hits;
    std::set<std::string_view> overloads;
    auto hit = [&](size_t i) {
      if (is_cxx(functions_[i].name) && !is_split_part(functions_[i].name)) {
        hits.push_back(i);
        overloads.insert(demangled(i));
      }
    };
    // A name as match() gives it is a demangled name in full, found in the
    // sorted index (a glob's names are found one by one); the shorter
    // forms take a walk over every function.
    if (!functions_.empty())
      demangled(0);
    auto [lo, hi] = std::equal_range(by_demangled_.begin(), by_demangled_.end(), name,
                                     Demangled{demangled_});
    for (auto it = lo; it != hi; ++it)
      hit(*it);
    if (hits.empty())
      for (size_t i = 0; i < functions_.size(); i++)
        if (demangles_to(demangled(i), name))
          hit(i);
    // One name at several addresses: a constructor's or destructor's
    // variants (C1/C2 complete and base object, D0 deleting); the complete
    // object's is the function (the others by their symbols).
    if (overloads.size() == 1 && hits.size() > 1)
      for (size_t i : hits)
        if (functions_[i].name.find("C1E") != std::string::npos || functions_[i].name.find("D1E") != std::string::npos) {
          hits = {i};
          break;
        }
    auto elsewhere = [&](size_t i) { return functions_[i].address != functions_[hits[0]].address; };
    if (!hits.empty() && std::none_of(hits.begin(), hits.end(), elsewhere)) {
      auto global = std::find_if(hits.begin(), hits.end(), [&](size_t i) { return functions_[i].global; });
      return functions_[global != hits.end() ? *global : hits[0]];
    }
    if (overloads.size() > 1)
      return Error("function '" + std::string(name) + "' is ambiguous in " + path_ + ": " +
                       std::to_string(overloads.size()) + " overloads; name its parameters, e.g. '" +
                       std::string(*overloads.begin()) + "'",
                   EINVAL);
    if (!hits.empty())
      return Error("function '" + std::string(name) + "' is ambiguous in " + path_ + ": " +
                       std::to_string(hits.size()) + " functions of that name at different addresses",
                   EINVAL);
  }
  if (first == last)
    return Error("function '" + std::string(name) + "' not found in " + path_, ENOENT);
  if (last - first == 1)
    return *first;
  auto global = std::find_if(first, last, [](const FunctionSymbol &f) { return f.global; });
  if (global != last)
    return *global;
  return Error("function '" + std::string(name) + "' is ambiguous in " + path_ + ": " +
                   std::to_string(last - first) + " local functions of that name",
               EINVAL);
}

Result<uint64_t> SymbolTable::offset_of(std::string_view name) const {
  auto f = find(name);
  if (!f)
    return f.error();
  return f->file_offset;
}

} // namespace kt::catalog
