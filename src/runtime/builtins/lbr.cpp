#include "runtime/builtins/lbr.h"

#include <linux/perf_event.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstring>

#include "bpf/abi/lbr.h"
#include "bpf/abi/records.h"
#include "catalog/pmu.h"
#include "runtime/attach.h"
#include "runtime/families.h"
#include "runtime/run_context.h"
#include "runtime/output/value_format.h"
#include "util/perf_events.h"

namespace kt::runtime {

namespace {

constexpr const char *kLbrHint =
    "LBR needs an Intel CPU (or an AMD one from Zen 4 on), on bare metal or in a VM that passes its "
    "PMU and LBR through";

} // namespace

Result<std::vector<int>> open_lbr_events(int mode) {
  std::string name(perf::kLbrModes[mode].name);
  catalog::PmuStatus pmu = catalog::detect_hardware_pmu();
  if (!pmu.available)
    return Error("lbr(" + name + "): no last branch records: this machine has no hardware PMU (" + pmu.reason +
                     "); " + kLbrHint,
                 ENODEV, true);
  std::vector<int> fds;
  for (int cpu : online_cpus()) {
    perf_event_attr attr{};
    attr.size = sizeof attr;
    attr.type = PERF_TYPE_HARDWARE;
    attr.config = PERF_COUNT_HW_CPU_CYCLES;
    attr.sample_type = PERF_SAMPLE_BRANCH_STACK;
    attr.branch_sample_type = PERF_SAMPLE_BRANCH_KERNEL | perf::kLbrModes[mode].branch_type;
    int fd = static_cast<int>(syscall(__NR_perf_event_open, &attr, -1, cpu, -1, PERF_FLAG_FD_CLOEXEC));
    if (fd < 0) {
      int err = errno;
      for (int f : fds)
        close(f);
      bool missing = err == ENOENT || err == EOPNOTSUPP || err == EINVAL || err == ENODEV;
      return Error("lbr(" + name + "): no last branch records: perf_event_open of a branch-stack event on CPU " +
                       std::to_string(cpu) + " failed: " + std::strerror(err) +
                       (missing ? std::string(": the CPU or its virtualization records no branches; ") + kLbrHint
                                : std::string()),
                   err, missing);
    }
    fds.push_back(fd);
  }
  return fds;
}

Branches decode_lbr_record(const uint8_t *body, size_t size, uint32_t max_count, Symbolizer &symbols) {
  Branches b;
  struct kt_lbr_record r;
  if (size < sizeof r) {
    b.error = "short record";
    return b;
  }
  std::memcpy(&r, body, sizeof r);
  if (r.bytes < 0) {
    b.error = std::string("bpf_get_branch_snapshot: ") + std::strerror(static_cast<int>(-r.bytes));
    return b;
  }
  size_t n = std::min<size_t>(static_cast<size_t>(r.bytes) / sizeof(struct kt_lbr_entry), KT_LBR_MAX);
  n = std::min<size_t>(n, max_count);
  // entries[0] is the most recent branch: print the oldest first.
  for (size_t i = n; i-- > 0;) {
    const struct kt_lbr_entry &e = r.entries[i];
    Branch br;
    br.from = e.from;
    br.to = e.to;
    br.mispredicted = e.flags & 1;
    for (auto [addr, frame] : {std::pair{e.from, &br.from_frame}, std::pair{e.to, &br.to_frame}}) {
      std::vector<Frame> frames;
      symbols.kernel_frames(addr, false, frames);
      if (frames.empty()) {
        frame->addr = addr;
        continue;
      }
      // The function the address is in (the last, outermost frame) with
      // the innermost source line (an inlined call's, if any).
      *frame = frames.back();
      frame->file = frames.front().file;
      frame->line = frames.front().line;
    }
    b.entries.push_back(std::move(br));
  }
  return b;
}

namespace {

std::string place(const Frame &f) {
  char off[32];
  std::string s;
  if (f.name.empty()) {
    std::snprintf(off, sizeof off, "0x%" PRIx64, f.addr);
    return off;
  }
  std::snprintf(off, sizeof off, "+0x%" PRIx64, f.offset);
  return f.name + off;
}

std::string source(const Frame &f) {
  if (f.file.empty())
    return "";
  std::string file = f.file.substr(f.file.rfind('/') == std::string::npos ? 0 : f.file.rfind('/') + 1);
  return "(" + file + ":" + std::to_string(f.line) + ")";
}

std::string frame_json(const Frame &f) {
  return "{\"address\":" + std::to_string(f.addr) + ",\"function\":\"" + json_escape(f.name) +
         "\",\"offset\":" + std::to_string(f.offset) + ",\"file\":\"" + json_escape(f.file) +
         "\",\"line\":" + std::to_string(f.line) + "}";
}

} // namespace

std::string format_branches_text(const Branches &b) {
  if (!b.error.empty())
    return "lbr: " + b.error + "\n";
  if (b.entries.empty())
    return "lbr: no branches recorded\n";
  size_t w_from = 0, w_src = 0, w_to = 0;
  for (const Branch &br : b.entries) {
    w_from = std::max(w_from, place(br.from_frame).size());
    w_src = std::max(w_src, source(br.from_frame).size());
    w_to = std::max(w_to, place(br.to_frame).size());
  }
  std::string out;
  for (size_t i = 0; i < b.entries.size(); i++) {
    const Branch &br = b.entries[i];
    char idx[16];
    std::snprintf(idx, sizeof idx, "[#%02zu] ", b.entries.size() - 1 - i);
    std::string from = place(br.from_frame), src = source(br.from_frame), to = place(br.to_frame);
    std::string line = idx + from + std::string(w_from - from.size(), ' ') + "  " + src +
                       std::string(w_src - src.size(), ' ') + "  ->  " + to;
    std::string dst = source(br.to_frame);
    if (!dst.empty())
      line += std::string(w_to - to.size(), ' ') + "  " + dst;
    if (br.mispredicted)
      line += "  (mispredicted)";
    out += line + "\n";
  }
  return out;
}

std::string format_branches_json(const Branches &b) {
  std::string list;
  for (const Branch &br : b.entries)
    list += (list.empty() ? "" : ",") + std::string("{\"from\":") + frame_json(br.from_frame) +
            ",\"to\":" + frame_json(br.to_frame) + ",\"mispredicted\":" + (br.mispredicted ? "true" : "false") + "}";
  std::string out = "{\"branches\":[" + list + "]";
  if (!b.error.empty())
    out += ",\"error\":\"" + json_escape(b.error) + "\"";
  return out + "}";
}

namespace {

// The branch-stack perf events, one per CPU, open while the run lasts.
struct LbrEvents {
  std::vector<int> fds;
  LbrEvents() = default;
  LbrEvents(const LbrEvents &) = delete;
  LbrEvents &operator=(const LbrEvents &) = delete;
  ~LbrEvents() {
    for (int fd : fds)
      close(fd);
  }
};

// The CPU records branches while these events are open; without LBR kt
// stops here and says what is missing.
Status open_events(RunContext &ctx, RuntimeConfig &) {
  int mode = ctx.manifest.config.lbr_mode;
  if (mode < 0 || ctx.options.dry_run)
    return {};
  auto fds = open_lbr_events(mode);
  if (!fds)
    return fds.error();
  ctx.state<LbrEvents>().fds = std::move(*fds);
  return {};
}

using BranchesReport = FormattedReport<Branches, format_branches_text, format_branches_json>;

void print_branches(RunContext &ctx, const Record &r) {
  ctx.out.report(BranchesReport(
      "lbr", decode_lbr_record(r.body(), r.body_size(), ctx.manifest.config.lbr_max_count, ctx.symbols)));
}

const FamilyRegistration kRegistration{{
    .name = "lbr",
    .records = {{.kind = KT_REC_LBR, .handle = print_branches}},
    .configure = open_events,
}};

} // namespace

} // namespace kt::runtime
