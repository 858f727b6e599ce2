#include "catalog/elf_symbols.h"

#include <cxxabi.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>

#include "catalog/elf_reader.h"
#include "util/glob.h"

namespace kt::catalog {
namespace {

bool is_function(const GElf_Sym &sym) {
  int type = GELF_ST_TYPE(sym.st_info);
  return (type == STT_FUNC || type == STT_GNU_IFUNC) && sym.st_shndx != SHN_UNDEF && sym.st_value != 0;
}

// Appends the functions of one symbol table section.
// `elf` holds the table; `layout` maps addresses to file offsets.
void read_table(const ElfReader &elf, const ElfReader &layout, Elf_Scn *scn, const GElf_Shdr &shdr,
                std::vector<FunctionSymbol> &out) {
  if (shdr.sh_entsize == 0)
    return;
  for (Elf_Data *data = elf_getdata(scn, nullptr); data; data = elf_getdata(scn, data)) {
    size_t count = data->d_size / shdr.sh_entsize;
    for (size_t i = 0; i < count; i++) {
      GElf_Sym sym;
      if (!gelf_getsym(data, static_cast<int>(i), &sym) || !is_function(sym))
        continue;
      const char *name = elf_strptr(elf.elf(), shdr.sh_link, sym.st_name);
      if (!name || !*name)
        continue;
      int bind = GELF_ST_BIND(sym.st_info);
      out.push_back({name, sym.st_value, sym.st_size, layout.file_offset(sym.st_value),
                     bind == STB_GLOBAL || bind == STB_WEAK});
    }
  }
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

// The separate debug file of `path` (Debian's *-dbg/-dbgsym packages), as
// gdb finds it: by build ID under /usr/lib/debug/.build-id, else by the
// .gnu_debuglink name next to the file, in .debug/, or under /usr/lib/debug.
// Its .symtab holds the local functions the stripped file lost.
std::string find_debug_file(const std::string &path, const ElfReader &elf) {
  constexpr const char *kDebugDir = "/usr/lib/debug";
  std::string id = elf.build_id();
  if (id.size() > 2) {
    std::string by_id =
        std::string(kDebugDir) + "/.build-id/" + id.substr(0, 2) + "/" + id.substr(2) + ".debug";
    if (exists(by_id))
      return by_id;
  }
  std::string link = elf.debuglink();
  if (link.empty())
    return "";
  size_t slash = path.rfind('/');
  std::string dir = slash == std::string::npos ? "." : path.substr(0, slash);
  for (const std::string &candidate :
       {dir + "/.debug/" + link, kDebugDir + dir + "/" + link, dir + "/" + link})
    if (candidate != path && exists(candidate))
      return candidate;
  return "";
}

} // namespace

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

std::vector<std::string> SymbolTable::match(std::string_view glob) const {
  std::vector<std::string> names;
  for (const FunctionSymbol &f : functions_)
    if ((names.empty() || names.back() != f.name) && !is_split_part(f.name) && glob_match(glob, f.name))
      names.push_back(f.name);
  return names;
}

namespace {

// Whether C++ function `mangled` is `name` demangled: in full
// ("ns::f(int)"), or without its parameters when `name` has none
// ("ns::f"), as uprobe:BIN:cpp:"ns::f" names it.
bool demangles_to(const std::string &mangled, std::string_view name) {
  if (!mangled.starts_with("_Z"))
    return false;
  int status = 0;
  char *d = abi::__cxa_demangle(mangled.c_str(), nullptr, nullptr, &status);
  if (!d)
    return false;
  std::string_view full(d);
  bool same = full == name ||
              (name.find('(') == std::string_view::npos && full.starts_with(name) && full.size() > name.size() &&
               full[name.size()] == '(');
  std::free(d);
  return same;
}

} // namespace

Result<FunctionSymbol> SymbolTable::find(std::string_view name) const {
  auto first = std::lower_bound(functions_.begin(), functions_.end(), name,
                                [](const FunctionSymbol &f, std::string_view n) { return f.name < n; });
  auto last = first;
  while (last != functions_.end() && last->name == name)
    last++;
  // A C++ name (with "::"): the function whose mangled name demangles to it.
  if (first == last && name.find("::") != std::string_view::npos) {
    std::vector<std::string> mangled;
    for (const FunctionSymbol &f : functions_)
      if ((mangled.empty() || mangled.back() != f.name) && demangles_to(f.name, name))
        mangled.push_back(f.name);
    if (mangled.size() == 1)
      return find(mangled.front());
    if (mangled.size() > 1)
      return Error("function '" + std::string(name) + "' is ambiguous in " + path_ + ": " +
                       std::to_string(mangled.size()) + " overloads; name its parameters, e.g. '" + std::string(name) +
                       "(int)'",
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
