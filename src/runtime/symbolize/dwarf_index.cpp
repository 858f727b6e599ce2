#include "runtime/symbolize/dwarf_index.h"

#include <dwarf.h>
#include <elfutils/libdw.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "util/demangle.h"

namespace kt::runtime {

namespace {

// A function with code (DW_TAG_subprogram) or an inlined call of one.
struct Scope {
  Dwarf_Off die;
  int32_t parent; // enclosing scope, -1 for none
  bool inlined;
  uint32_t call_file, call_line; // inlined: where the call is, in the parent
};

struct Segment {
  uint64_t lo, hi;
  uint32_t scope; // the innermost scope covering [lo, hi)
};

// Whether a range is real code: the linker leaves discarded functions at 0
// (or at a tombstone of -1/-2).
bool real_range(Dwarf_Addr lo, Dwarf_Addr hi) { return lo != 0 && hi > lo && lo < ~Dwarf_Addr(0) - 1; }

template <typename F> void for_each_range(Dwarf_Die *die, F f) {
  Dwarf_Addr base, lo, hi;
  ptrdiff_t off = 0;
  while ((off = dwarf_ranges(die, off, &base, &lo, &hi)) > 0)
    if (real_range(lo, hi))
      f(lo, hi);
}

uint32_t udata(Dwarf_Die *die, unsigned attr) {
  Dwarf_Attribute a;
  Dwarf_Word w = 0;
  if (dwarf_attr(die, attr, &a) && dwarf_formudata(&a, &w) == 0)
    return static_cast<uint32_t>(w);
  return 0;
}

} // namespace

struct DwarfIndex::Unit {
  Dwarf_Die die;
  std::string comp_dir;
  bool indexed = false;
  std::vector<Scope> scopes;
  std::vector<Segment> segments; // sorted by lo, disjoint
  std::vector<std::string> names; // per scope, filled on first use
  std::vector<bool> named;
  Dwarf_Files *files = nullptr;
  size_t nfiles = 0;
  bool files_read = false;

  std::string shorten(const char *path) const {
    if (!path)
      return "";
    std::string_view p(path);
    if (!comp_dir.empty() && p.size() > comp_dir.size() + 1 && p.substr(0, comp_dir.size()) == comp_dir &&
        p[comp_dir.size()] == '/')
      p.remove_prefix(comp_dir.size() + 1);
    return std::string(p);
  }

  std::string file(uint32_t index) {
    if (!files_read) {
      files_read = true;
      if (dwarf_getsrcfiles(&die, &files, &nfiles) != 0)
        files = nullptr;
    }
    if (!files || index >= nfiles)
      return "";
    return shorten(dwarf_filesrc(files, index, nullptr, nullptr));
  }

  const std::string &name(Dwarf *dw, uint32_t s) {
    if (!named[s]) {
      named[s] = true;
      Dwarf_Die d;
      Dwarf_Attribute a;
      if (dwarf_offdie(dw, scopes[s].die, &d)) {
        const char *n = nullptr;
        if (dwarf_attr_integrate(&d, DW_AT_linkage_name, &a) || dwarf_attr_integrate(&d, DW_AT_MIPS_linkage_name, &a))
          n = dwarf_formstring(&a);
        if (n)
          names[s] = util::demangle(n);
        else if (dwarf_attr_integrate(&d, DW_AT_name, &a) && (n = dwarf_formstring(&a)))
          names[s] = n;
      }
    }
    return names[s];
  }
};

DwarfIndex::DwarfIndex(int fd, void *dwarf) : fd_(fd), dwarf_(dwarf) {}

DwarfIndex::~DwarfIndex() {
  if (dwarf_)
    dwarf_end(static_cast<Dwarf *>(dwarf_));
  if (fd_ >= 0)
    close(fd_);
}

Result<std::unique_ptr<DwarfIndex>> DwarfIndex::open(const std::string &path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return Error("open " + path + ": " + std::strerror(errno), errno);
  Dwarf *dw = dwarf_begin(fd, DWARF_C_READ);
  if (!dw) {
    close(fd);
    return Error(path + ": no DWARF");
  }
  std::unique_ptr<DwarfIndex> idx(new DwarfIndex(fd, dw));
  Dwarf_CU *cu = nullptr;
  Dwarf_Half version;
  uint8_t unit_type;
  Dwarf_Die cudie, subdie;
  while (dwarf_get_units(dw, cu, &cu, &version, &unit_type, &cudie, &subdie) == 0) {
    if (unit_type != DW_UT_compile && unit_type != DW_UT_partial)
      continue;
    auto u = std::make_unique<Unit>();
    u->die = cudie;
    Dwarf_Attribute a;
    if (const char *dir = dwarf_formstring(dwarf_attr(&cudie, DW_AT_comp_dir, &a)))
      u->comp_dir = dir;
    uint32_t n = static_cast<uint32_t>(idx->units_.size());
    for_each_range(&cudie, [&](uint64_t lo, uint64_t hi) { idx->ranges_.push_back({lo, hi, n}); });
    idx->units_.push_back(std::move(u));
  }
  if (idx->units_.empty())
    return Error(path + ": no DWARF");
  std::sort(idx->ranges_.begin(), idx->ranges_.end(), [](const Range &a, const Range &b) { return a.lo < b.lo; });
  return idx;
}

// One walk of the unit's DIEs: every function with code and every inlined
// call, with its ranges; then the ranges cut into disjoint segments, each
// naming the innermost scope that covers it.
void DwarfIndex::index(Unit &u) {
  u.indexed = true;
  struct Entry {
    uint64_t lo, hi;
    uint32_t scope, depth;
  };
  std::vector<Entry> entries;
  auto walk = [&](auto &self, Dwarf_Die *parent_die, int32_t parent, uint32_t depth) -> void {
    Dwarf_Die child;
    if (dwarf_child(parent_die, &child) != 0)
      return;
    do {
      switch (dwarf_tag(&child)) {
      case DW_TAG_subprogram:
      case DW_TAG_inlined_subroutine: {
        bool inlined = dwarf_tag(&child) == DW_TAG_inlined_subroutine;
        uint32_t s = static_cast<uint32_t>(u.scopes.size());
        bool any = false;
        for_each_range(&child, [&](uint64_t lo, uint64_t hi) {
          entries.push_back({lo, hi, s, depth});
          any = true;
        });
        if (!any)
          break; // a declaration or an abstract instance: no code of its own
        u.scopes.push_back({dwarf_dieoffset(&child), parent, inlined, inlined ? udata(&child, DW_AT_call_file) : 0,
                            inlined ? udata(&child, DW_AT_call_line) : 0});
        self(self, &child, static_cast<int32_t>(s), depth + 1);
        break;
      }
      case DW_TAG_lexical_block:
      case DW_TAG_try_block:
      case DW_TAG_catch_block:
      case DW_TAG_namespace:
      case DW_TAG_class_type:
      case DW_TAG_structure_type:
      case DW_TAG_union_type:
      case DW_TAG_module: self(self, &child, parent, depth); break;
      default: break;
      }
    } while (dwarf_siblingof(&child, &child) == 0);
  };
  walk(walk, &u.die, -1, 0);
  u.names.resize(u.scopes.size());
  u.named.assign(u.scopes.size(), false);

  // Nested ranges, outer first where they start together (an inlined call
  // can cover exactly its caller's range: GCC's cold parts do).
  std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
    return a.lo != b.lo ? a.lo < b.lo : a.hi != b.hi ? a.hi > b.hi : a.depth < b.depth;
  });
  std::vector<Entry> open;
  uint64_t cur = 0;
  auto emit = [&](uint64_t lo, uint64_t hi, uint32_t s) {
    if (lo < hi)
      u.segments.push_back({lo, hi, s});
  };
  auto close_until = [&](uint64_t limit) {
    while (!open.empty() && open.back().hi <= limit) {
      emit(cur, open.back().hi, open.back().scope);
      cur = std::max(cur, open.back().hi);
      open.pop_back();
    }
  };
  for (Entry e : entries) {
    close_until(e.lo);
    if (!open.empty()) {
      emit(cur, e.lo, open.back().scope);
      e.hi = std::min(e.hi, open.back().hi); // a child past its parent's end is cut
    }
    cur = e.lo;
    open.push_back(e);
  }
  close_until(~uint64_t(0));
}

SourceInfo DwarfIndex::resolve(Unit &u, uint64_t addr) {
  auto *dw = static_cast<Dwarf *>(dwarf_);
  SourceInfo info;
  SourceLine cur;
  if (Dwarf_Line *l = dwarf_getsrc_die(&u.die, addr)) {
    int line = 0;
    dwarf_lineno(l, &line);
    cur.line = static_cast<uint32_t>(line);
    cur.file = u.shorten(dwarf_linesrc(l, nullptr, nullptr));
  }
  if (!u.indexed)
    index(u);
  auto seg = std::upper_bound(u.segments.begin(), u.segments.end(), addr,
                              [](uint64_t a, const Segment &s) { return a < s.lo; });
  int32_t s = -1;
  if (seg != u.segments.begin() && addr < std::prev(seg)->hi)
    s = static_cast<int32_t>(std::prev(seg)->scope);
  while (s >= 0 && u.scopes[s].inlined) {
    info.inlined.push_back({u.name(dw, s), cur});
    cur = {u.file(u.scopes[s].call_file), u.scopes[s].call_line};
    s = u.scopes[s].parent;
  }
  info.line = cur;
  if (s >= 0)
    info.function = u.name(dw, s);
  return info;
}

const SourceInfo *DwarfIndex::lookup(uint64_t addr) {
  auto [it, fresh] = cache_.try_emplace(addr);
  if (!fresh)
    return it->second.get();
  auto r = std::upper_bound(ranges_.begin(), ranges_.end(), addr, [](uint64_t a, const Range &x) { return a < x.lo; });
  // Compile units' ranges rarely overlap; look back over a few in case.
  for (int i = 0; i < 4 && r != ranges_.begin(); i++) {
    --r;
    if (addr < r->hi) {
      it->second = std::make_unique<SourceInfo>(resolve(*units_[r->unit], addr));
      break;
    }
  }
  return it->second.get();
}

} // namespace kt::runtime
