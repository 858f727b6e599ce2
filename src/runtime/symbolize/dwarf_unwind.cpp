#include "runtime/symbolize/dwarf_unwind.h"

#include <elfutils/libdwfl.h>

#include <cstring>
#include <set>
#include <string>

namespace kt::runtime {

bool parse_ustack_sample(const uint8_t *p, size_t size, uint64_t &id, UstackSample &out) {
  kt_ustack_sample h;
  if (size < sizeof h)
    return false;
  std::memcpy(&h, p, sizeof h);
  if (h.size > size - sizeof h)
    return false;
  id = h.id;
  out.pid = static_cast<uint32_t>(h.pid);
  std::memcpy(out.regs, h.regs, sizeof out.regs);
  out.stack.assign(p + sizeof h, p + sizeof h + h.size);
  return true;
}

namespace {

// x86-64's DWARF register numbers (the psABI's table): rbx 3, rbp 6,
// rsp 7, r12-r15 12-15; the return address column is 16.
constexpr int kDwarfBx = 3, kDwarfBp = 6, kDwarfR12 = 12;

char *debuginfo_path = nullptr;
const Dwfl_Callbacks kCallbacks = {
    .find_elf = dwfl_build_id_find_elf,
    .find_debuginfo = dwfl_standard_find_debuginfo,
    .section_address = dwfl_offline_section_address,
    .debuginfo_path = &debuginfo_path,
};

} // namespace

// A process's Dwfl and the sample being unwound, which the thread
// callbacks read (libdw calls them back during dwfl_getthread_frames).
struct DwarfUnwinder::Process {
  Dwfl *dwfl = nullptr;
  uint32_t pid = 0;
  size_t mappings = 0; // how many the modules were reported from
  bool attached = false;
  const UstackSample *sample = nullptr;
  std::vector<uint64_t> pcs;
  size_t max = 0;

  ~Process() {
    if (dwfl)
      dwfl_end(dwfl);
  }

  static pid_t next_thread(Dwfl *, void *arg, void **thread_arg) {
    if (*thread_arg)
      return 0;
    *thread_arg = arg;
    return static_cast<Process *>(arg)->pid;
  }

  // Stack words come from the copy; anything else is unknown (the unwind
  // ends there, as perf's does for memory it did not copy).
  static bool memory_read(Dwfl *, Dwarf_Addr addr, Dwarf_Word *result, void *arg) {
    const UstackSample &s = *static_cast<Process *>(arg)->sample;
    uint64_t sp = s.regs[KT_USTACK_SP];
    if (addr < sp || addr - sp + sizeof(Dwarf_Word) > s.stack.size())
      return false;
    std::memcpy(result, s.stack.data() + (addr - sp), sizeof(Dwarf_Word));
    return true;
  }

  static bool set_initial_registers(Dwfl_Thread *thread, void *arg) {
    const uint64_t *r = static_cast<Process *>(arg)->sample->regs;
    Dwarf_Word bx = r[KT_USTACK_BX];
    Dwarf_Word bp_sp[] = {r[KT_USTACK_BP], r[KT_USTACK_SP]};
    Dwarf_Word r12_15[] = {r[KT_USTACK_R12], r[KT_USTACK_R13], r[KT_USTACK_R14], r[KT_USTACK_R15]};
    if (!dwfl_thread_state_registers(thread, kDwarfBx, 1, &bx) ||
        !dwfl_thread_state_registers(thread, kDwarfBp, 2, bp_sp) ||
        !dwfl_thread_state_registers(thread, kDwarfR12, 4, r12_15))
      return false;
    dwfl_thread_state_register_pc(thread, r[KT_USTACK_IP]);
    return true;
  }

  static int frame(Dwfl_Frame *state, void *arg) {
    auto &p = *static_cast<Process *>(arg);
    Dwarf_Addr pc;
    if (!dwfl_frame_pc(state, &pc, nullptr) || pc == 0)
      return DWARF_CB_ABORT;
    p.pcs.push_back(pc);
    return p.pcs.size() < p.max ? DWARF_CB_OK : DWARF_CB_ABORT;
  }

  // Reports each mapped binary once, at its load bias (where the mapping
  // of its code puts file offset 0: start - offset, the file's code
  // segment having p_vaddr == p_offset, as linkers lay them out).
  bool open(const std::vector<Mapping> &maps) {
    static const Dwfl_Thread_Callbacks kThread = {
        .next_thread = next_thread,
        .get_thread = nullptr,
        .memory_read = memory_read,
        .set_initial_registers = set_initial_registers,
        .detach = nullptr,
        .thread_detach = nullptr,
    };
    mappings = maps.size();
    dwfl = dwfl_begin(&kCallbacks);
    if (!dwfl)
      return false;
    dwfl_report_begin(dwfl);
    std::set<std::string> reported;
    for (const Mapping &m : maps)
      if (reported.insert(m.path).second)
        dwfl_report_elf(dwfl, m.path.c_str(), m.path.c_str(), -1, m.start - m.offset, true);
    dwfl_report_end(dwfl, nullptr, nullptr);
    attached = dwfl_attach_state(dwfl, nullptr, static_cast<pid_t>(pid), &kThread, this);
    return attached;
  }
};

DwarfUnwinder::DwarfUnwinder() = default;
DwarfUnwinder::~DwarfUnwinder() = default;

void DwarfUnwinder::keep(uint64_t id, UstackSample s) {
  if (samples_.insert_or_assign(id, std::move(s)).second)
    order_.push_back(id);
  while (order_.size() > kKeptSamples) {
    samples_.erase(order_.front());
    order_.pop_front();
  }
}

const UstackSample *DwarfUnwinder::sample(uint64_t id) const {
  auto it = samples_.find(id);
  return it == samples_.end() ? nullptr : &it->second;
}

std::vector<uint64_t> DwarfUnwinder::unwind(const UstackSample &s, const std::vector<Mapping> &maps, size_t max) {
  auto &slot = processes_[s.pid];
  if (!slot || slot->mappings != maps.size()) {
    slot = std::make_unique<Process>();
    slot->pid = s.pid;
    slot->open(maps);
  }
  Process &p = *slot;
  p.pcs.clear();
  if (!p.attached || max == 0)
    return {s.regs[KT_USTACK_IP]};
  p.sample = &s;
  p.max = max;
  dwfl_getthread_frames(p.dwfl, static_cast<pid_t>(s.pid), Process::frame, &p);
  p.sample = nullptr;
  if (p.pcs.empty())
    p.pcs.push_back(s.regs[KT_USTACK_IP]);
  return p.pcs;
}

} // namespace kt::runtime
