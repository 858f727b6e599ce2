// Addresses to frames: kernel addresses through /proc/kallsyms (modules
// included) and, with a vmlinux that has DWARF, source lines and inlined
// calls; user addresses through the process's mappings (remembered while it
// runs, see ProcessMaps), each file's ELF symbols and its DWARF. Tables load
// on first use and every answer is cached for the run.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "runtime/symbolize/dwarf_unwind.h"
#include "runtime/symbolize/elf_image.h"
#include "runtime/symbolize/process_maps.h"
#include "runtime/value.h"
#include "util/result.h"

namespace kt::runtime {

// How much a stack frame says (config stack_symbols), as retsnoop's
// stacks.symb-mode: the function only, plus its source line, plus the
// inlined calls the address is inside.
enum class SymbolDetail : uint8_t { Names, Lines, Inlines };

// The running kernel's GNU build ID in hex (/sys/kernel/notes), or "".
std::string kernel_build_id();
// Where a vmlinux with DWARF is looked for: `given` (-k) alone, or the
// usual places for the running kernel.
std::vector<std::string> vmlinux_candidates(const std::string &given);
// The first of them that is readable and the running kernel's (same
// build ID); with `given`, why that one is not.
Result<std::string> find_vmlinux(const std::string &given);

class Symbolizer {
public:
  explicit Symbolizer(SymbolDetail detail = SymbolDetail::Inlines);
  ~Symbolizer();

  void set_detail(SymbolDetail d) { detail_ = d; }
  SymbolDetail detail() const { return detail_; }

  // The vmlinux with DWARF for kernel source lines (-k). Without one, the
  // usual places are tried on first use (/usr/lib/debug/boot/vmlinux-REL,
  // /boot/vmlinux-REL, /lib/modules/REL/build/vmlinux, ...).
  void set_vmlinux(const std::string &path);

  // Why the vmlinux given to set_vmlinux() cannot give kernel source lines
  // ("" when it can): not readable, no DWARF, another kernel's build.
  // Loads it now.
  std::string vmlinux_problem();

  // Another kernel's symbols instead of the running one's: its kallsyms
  // text and the build ID its vmlinux must have ("": any). For tests.
  void set_kernel(const std::string &kallsyms_path, const std::string &build_id);

  // Appends the frames of a code address: the inlined calls it is inside
  // (innermost first, when the detail asks for them), then its function.
  // `return_address`: the address follows a call, as every stack frame but
  // the first does; its line is the call's.
  void kernel_frames(uint64_t addr, bool return_address, std::vector<Frame> &out);
  void user_frames(uint32_t pid, uint64_t addr, bool return_address, std::vector<Frame> &out);
  // The same for an address of `image` in the file's own layout.
  void image_frames(ElfImage &image, uint64_t addr, bool return_address, std::vector<Frame> &out);

  // The kernel symbol at or before `addr`.
  std::optional<Symbol> kernel(uint64_t addr);
  // The address of kernel symbol `name`, a function's or a variable's
  // (kaddr()).
  std::optional<uint64_t> kernel_address(const std::string &name);
  // The symbol of `addr` in process `pid`.
  std::optional<Symbol> user(uint32_t pid, uint64_t addr);
  // ustack(build_id)'s frame of `addr` in process `pid`, as bpftrace v0.26
  // prints it: the mapped file's GNU build ID in hex and the address's
  // offset in that file ("4bd6...9e1f 0x1139"); the address in hex,
  // without 0x, when the file or its build ID is not known.
  std::string build_id_frame(uint32_t pid, uint64_t addr);

  // "name+offset" (or "name" when `with_offset` is false and for offset
  // 0), falling back to the address in hex.
  std::string kernel_text(uint64_t addr, bool with_offset);
  std::string user_text(uint32_t pid, uint64_t addr, bool with_offset);

  // Reads process `pid`'s mappings now, while it runs, so that its
  // addresses symbolize after it exits.
  void remember_process(uint32_t pid) { maps_.remember(pid); }

  // dw_ustack: keeps a sample (symbolize/dwarf_unwind.h) until its value
  // prints, and unwinds sample `id` to at most `max` code addresses
  // (empty when the sample was lost or is long gone).
  void keep_ustack_sample(uint64_t id, UstackSample s) { unwinder_.keep(id, std::move(s)); }
  std::vector<uint64_t> unwind_user(uint64_t id, size_t max);

  // The ELF file at `path`, opened once (nullptr when it cannot be read).
  ElfImage *image(const std::string &path);

private:
  struct KernelSym {
    uint64_t addr;
    std::string name;
    std::string module;
  };
  void load_kernel();
  void load_vmlinux();
  std::string open_vmlinux(const std::string &path, const std::string &running, std::optional<uint64_t> stext);
  const KernelSym *kernel_sym(uint64_t addr);
  void add_source(const SourceInfo *src, Frame real, std::vector<Frame> &out);

  SymbolDetail detail_;
  std::string kallsyms_path_ = "/proc/kallsyms";
  std::map<std::string, std::string> build_ids_; // by mapped file ("": none)
  std::optional<std::string> kernel_build_id_; // unset: the running kernel's
  bool kernel_loaded_ = false;
  std::vector<KernelSym> kernel_;
  std::string vmlinux_path_;
  bool vmlinux_tried_ = false;
  std::string vmlinux_problem_;
  std::unique_ptr<DwarfIndex> vmlinux_;
  int64_t kaslr_offset_ = 0; // run-time address - vmlinux address
  ProcessMaps maps_;
  DwarfUnwinder unwinder_;
  std::map<std::string, std::unique_ptr<ElfImage>> images_;
};

} // namespace kt::runtime
