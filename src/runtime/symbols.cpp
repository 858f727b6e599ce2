#include "runtime/symbols.h"

#include <sys/utsname.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstring>

#include "catalog/elf_lookup.h"
#include "catalog/elf_reader.h"
#include "catalog/kallsyms.h"
#include "catalog/read_file.h"

namespace kt::runtime {

namespace {

std::string hex(uint64_t addr) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%" PRIx64, addr);
  return buf;
}

std::string with(const Symbol &s, bool with_offset) {
  if (!with_offset || s.offset == 0)
    return s.name;
  return s.name + "+" + std::to_string(s.offset);
}

} // namespace

// The running kernel's GNU build ID, in hex, from /sys/kernel/notes (ELF
// notes: namesz, descsz, type, then name and desc, each padded to 4).
std::string kernel_build_id() {
  auto notes = catalog::read_file("/sys/kernel/notes");
  if (!notes)
    return "";
  const std::string &n = *notes;
  auto pad = [](uint32_t x) { return (x + 3) & ~3u; };
  for (size_t off = 0; off + 12 <= n.size();) {
    uint32_t namesz, descsz, type;
    std::memcpy(&namesz, n.data() + off, 4);
    std::memcpy(&descsz, n.data() + off + 4, 4);
    std::memcpy(&type, n.data() + off + 8, 4);
    size_t name = off + 12, desc = name + pad(namesz);
    if (desc + descsz > n.size())
      break;
    if (type == 3 /* NT_GNU_BUILD_ID */ && namesz == 4 && n.compare(name, 3, "GNU") == 0) {
      std::string id;
      for (uint32_t i = 0; i < descsz; i++) {
        char b[3];
        std::snprintf(b, sizeof b, "%02x", static_cast<unsigned char>(n[desc + i]));
        id += b;
      }
      return id;
    }
    off = desc + pad(descsz);
  }
  return "";
}

std::vector<std::string> vmlinux_candidates(const std::string &given) {
  if (!given.empty())
    return {given};
  utsname u{};
  uname(&u);
  std::string rel = u.release;
  return {"/usr/lib/debug/boot/vmlinux-" + rel, "/usr/lib/debug/lib/modules/" + rel + "/vmlinux",
          "/boot/vmlinux-" + rel, "/lib/modules/" + rel + "/vmlinux", "/lib/modules/" + rel + "/build/vmlinux"};
}

namespace {

// Whether `path` is a readable ELF file of the kernel whose build ID is
// `running` ("" takes any), or why not.
Status is_running_vmlinux(const std::string &path, const std::string &running) {
  if (access(path.c_str(), R_OK) != 0)
    return Error(path + ": " + std::strerror(errno));
  auto elf = catalog::ElfReader::open(path);
  if (!elf)
    return elf.error();
  if (std::string id = elf->build_id(); !running.empty() && id != running)
    return Error(path + " is not the running kernel's (build ID " + (id.empty() ? "none" : id) + ", the kernel's " +
                 running + ")");
  return {};
}

} // namespace

Result<std::string> find_vmlinux(const std::string &given) {
  std::string running = kernel_build_id();
  for (const std::string &path : vmlinux_candidates(given)) {
    if (Status s = is_running_vmlinux(path, running); !s) {
      if (!given.empty())
        return s.error();
      continue;
    }
    return path;
  }
  return Error("no vmlinux with DWARF for the running kernel in the usual places "
               "(/usr/lib/debug/boot/vmlinux-RELEASE, ...)");
}

Symbolizer::Symbolizer(SymbolDetail detail) : detail_(detail) {}
Symbolizer::~Symbolizer() = default;

void Symbolizer::set_vmlinux(const std::string &path) {
  vmlinux_path_ = path;
  vmlinux_tried_ = false;
  vmlinux_.reset();
}

void Symbolizer::set_kernel(const std::string &kallsyms_path, const std::string &build_id) {
  kallsyms_path_ = kallsyms_path;
  kernel_build_id_ = build_id;
  kernel_loaded_ = false;
  kernel_.clear();
  set_vmlinux(vmlinux_path_);
}

void Symbolizer::load_kernel() {
  kernel_loaded_ = true;
  auto text = catalog::read_kallsyms(kallsyms_path_);
  if (!text)
    return;
  catalog::parse_kallsyms(*text, [&](const catalog::KallsymsLine &l) {
    if (l.is_code() && l.addr)
      kernel_.push_back({l.addr, std::string(l.name), std::string(l.module)});
  });
  std::stable_sort(kernel_.begin(), kernel_.end(),
                   [](const KernelSym &x, const KernelSym &y) { return x.addr < y.addr; });
}

// The vmlinux's DWARF, if one is found that is the running kernel's (same
// build ID), and the KASLR offset: where _stext is now minus where the
// vmlinux puts it.
void Symbolizer::load_vmlinux() {
  vmlinux_tried_ = true;
  std::vector<std::string> candidates = vmlinux_candidates(vmlinux_path_);
  std::string running = kernel_build_id_ ? *kernel_build_id_ : kernel_build_id();
  auto now = kernel_address("_stext");
  for (const std::string &path : candidates) {
    vmlinux_problem_ = open_vmlinux(path, running, now);
    if (vmlinux_problem_.empty())
      return;
  }
  if (vmlinux_path_.empty())
    vmlinux_problem_.clear(); // none of the usual places: nothing to report
}

// Opens `path`'s DWARF as the running kernel's and sets the KASLR offset
// from `stext` (_stext's address now), or says why it cannot.
std::string Symbolizer::open_vmlinux(const std::string &path, const std::string &running,
                                     std::optional<uint64_t> stext) {
  if (Status s = is_running_vmlinux(path, running); !s)
    return s.error().message;
  auto linked = catalog::find_elf_symbol(path, "_stext");
  if (!linked)
    return path + " has no _stext symbol: not a vmlinux";
  if (!stext)
    return "/proc/kallsyms gives no address for _stext (kptr_restrict? run as root)";
  auto dw = DwarfIndex::open(path);
  if (!dw)
    return dw.error().message + " (a vmlinux with debug information comes in linux-image-" +
           "$(uname -r)-dbg, as /usr/lib/debug/boot/vmlinux-$(uname -r))";
  vmlinux_ = std::move(*dw);
  kaslr_offset_ = static_cast<int64_t>(*stext - linked->value);
  return "";
}

std::string Symbolizer::vmlinux_problem() {
  if (!vmlinux_tried_)
    load_vmlinux();
  return vmlinux_problem_;
}

// The kallsyms symbol at or before `addr`. kallsyms has no sizes: an
// address more than kMaxKernelSymbol past the symbol is in something
// kallsyms does not list (a BPF program without bpf_jit_kallsyms, a
// trampoline), not in that symbol.
const Symbolizer::KernelSym *Symbolizer::kernel_sym(uint64_t addr) {
  constexpr uint64_t kMaxKernelSymbol = 1 << 20;
  if (!kernel_loaded_)
    load_kernel();
  auto it = std::upper_bound(kernel_.begin(), kernel_.end(), addr,
                             [](uint64_t a, const KernelSym &s) { return a < s.addr; });
  if (it == kernel_.begin() || addr - std::prev(it)->addr > kMaxKernelSymbol)
    return nullptr;
  return &*--it;
}

std::optional<Symbol> Symbolizer::kernel(uint64_t addr) {
  const KernelSym *k = kernel_sym(addr);
  if (!k)
    return std::nullopt;
  return Symbol{k->name, addr - k->addr};
}

// Code symbols are in the symbolizer's table; a variable (kaddr("avenrun"))
// is looked up in the file, which lists variables only in kernels built
// with CONFIG_KALLSYMS_ALL.
std::optional<uint64_t> Symbolizer::kernel_address(const std::string &name) {
  if (!kernel_loaded_)
    load_kernel();
  for (const KernelSym &s : kernel_)
    if (s.name == name)
      return s.addr;
  auto text = catalog::read_kallsyms(kallsyms_path_);
  std::optional<uint64_t> found;
  if (text)
    catalog::parse_kallsyms(*text, [&](const catalog::KallsymsLine &l) {
      if (!found && l.addr && l.name == name)
        found = l.addr;
    });
  return found;
}

ElfImage *Symbolizer::image(const std::string &path) {
  auto it = images_.find(path);
  if (it == images_.end()) {
    auto img = ElfImage::open(path);
    it = images_.emplace(path, img ? std::move(*img) : nullptr).first;
  }
  return it->second.get();
}

// `real` (the function's frame) with its line, after the inlined calls the
// address is inside, as the detail asks.
void Symbolizer::add_source(const SourceInfo *src, Frame real, std::vector<Frame> &out) {
  if (src && detail_ != SymbolDetail::Names) {
    if (detail_ == SymbolDetail::Inlines)
      for (const InlinedCall &c : src->inlined) {
        Frame f;
        f.addr = real.addr;
        f.name = c.function;
        f.file = c.at.file;
        f.line = c.at.line;
        f.inlined = true;
        f.object = real.object;
        out.push_back(std::move(f));
      }
    real.file = src->line.file;
    real.line = src->line.line;
    if (real.name.empty())
      real.name = src->function;
  }
  out.push_back(std::move(real));
}

void Symbolizer::kernel_frames(uint64_t addr, bool return_address, std::vector<Frame> &out) {
  uint64_t at = return_address && addr ? addr - 1 : addr; // in the call instruction
  Frame real;
  real.addr = addr;
  const KernelSym *k = kernel_sym(at);
  if (k) {
    real.name = k->name;
    real.offset = addr - k->addr;
    real.object = k->module;
  }
  const SourceInfo *src = nullptr;
  if (detail_ != SymbolDetail::Names && (!k || k->module.empty())) {
    if (!vmlinux_tried_)
      load_vmlinux();
    if (vmlinux_)
      src = vmlinux_->lookup(at - static_cast<uint64_t>(kaslr_offset_));
  }
  add_source(src, std::move(real), out);
}

void Symbolizer::image_frames(ElfImage &image, uint64_t addr, bool return_address, std::vector<Frame> &out) {
  uint64_t at = return_address && addr ? addr - 1 : addr;
  Frame real;
  real.addr = addr;
  real.object = image.path();
  if (auto s = image.symbol(at)) {
    real.name = s->name;
    real.offset = s->offset + (addr - at);
  }
  add_source(detail_ == SymbolDetail::Names ? nullptr : image.source(at), std::move(real), out);
}

void Symbolizer::user_frames(uint32_t pid, uint64_t addr, bool return_address, std::vector<Frame> &out) {
  const Mapping *m = maps_.find(pid, addr);
  ElfImage *img = m ? image(m->path) : nullptr;
  std::optional<uint64_t> at = img ? img->address(addr - m->start + m->offset) : std::nullopt;
  if (!at) {
    Frame f;
    f.addr = addr;
    if (m)
      f.object = m->path;
    out.push_back(std::move(f));
    return;
  }
  size_t first = out.size();
  image_frames(*img, *at, return_address, out);
  for (size_t i = first; i < out.size(); i++)
    out[i].addr = addr; // the process's address, not the file's
}

// The mappings are re-read once when the sample's address is in none of
// them (a library loaded since), and the unwinder starts over with them.
std::vector<uint64_t> Symbolizer::unwind_user(uint64_t id, size_t max) {
  const UstackSample *s = unwinder_.sample(id);
  if (!s)
    return {};
  maps_.find(s->pid, s->regs[KT_USTACK_IP]);
  return unwinder_.unwind(*s, maps_.mappings(s->pid), max);
}

std::optional<Symbol> Symbolizer::user(uint32_t pid, uint64_t addr) {
  const Mapping *m = maps_.find(pid, addr);
  ElfImage *img = m ? image(m->path) : nullptr;
  if (!img)
    return std::nullopt;
  auto at = img->address(addr - m->start + m->offset);
  return at ? img->symbol(*at) : std::nullopt;
}

std::string Symbolizer::build_id_frame(uint32_t pid, uint64_t addr) {
  char text[64];
  const Mapping *m = maps_.find(pid, addr);
  auto [it, fresh] = m ? build_ids_.try_emplace(m->path) : std::pair{build_ids_.end(), false};
  if (fresh)
    if (auto elf = catalog::ElfReader::open(m->path))
      it->second = elf->build_id();
  if (!m || it->second.empty()) {
    std::snprintf(text, sizeof text, "%llx", static_cast<unsigned long long>(addr));
    return text;
  }
  std::snprintf(text, sizeof text, " 0x%llx", static_cast<unsigned long long>(addr - m->start + m->offset));
  return it->second + text;
}

std::string Symbolizer::kernel_text(uint64_t addr, bool with_offset) {
  auto s = kernel(addr);
  return s ? with(*s, with_offset) : hex(addr);
}

std::string Symbolizer::user_text(uint32_t pid, uint64_t addr, bool with_offset) {
  auto s = user(pid, addr);
  return s ? with(*s, with_offset) : hex(addr);
}

} // namespace kt::runtime
