// skboutput()'s packets (codegen/builtins/packets.cpp): each file of the
// manifest's skb_output_paths created before anything is loaded (one that
// cannot be is the run's error, with its name), the kt_skb_output perf
// event array read with libbpf's perf buffer alongside the ring buffer
// (RunContext::sources), each sample written as a packet of its file
// (output/pcap_file.h) with the wall-clock time of its nsecs, and at the
// end the files closed and the samples the perf rings had no room for
// reported.
#include <bpf/libbpf.h>

#include <cerrno>
#include <cstring>
#include <memory>
#include <vector>

#include "bpf/abi/skb_output.h"
#include "runtime/families.h"
#include "runtime/output/pcap_file.h"
#include "runtime/run_context.h"

namespace kt::runtime {

namespace {

struct PerfBufferFree {
  void operator()(perf_buffer *pb) const { perf_buffer__free(pb); }
};

struct Packets {
  RunContext *ctx = nullptr;
  std::vector<std::unique_ptr<PcapFile>> files; // by the samples' path id
  std::unique_ptr<perf_buffer, PerfBufferFree> perf;
  uint64_t lost = 0;      // samples the kernel dropped: a CPU's perf ring was full
  uint64_t malformed = 0; // samples shorter than their header says
};

void write_packet(Packets &p, const uint8_t *data, size_t size) {
  struct kt_skb_output h;
  if (size < sizeof h) {
    p.malformed++;
    return;
  }
  std::memcpy(&h, data, sizeof h);
  // The perf ring pads a sample to 8 bytes: `captured` says where the
  // packet's bytes end.
  if (h.path >= p.files.size() || h.offset > h.captured || size - sizeof h < h.captured) {
    p.malformed++;
    return;
  }
  uint32_t kept = h.captured - h.offset;
  if (kept == 0) // an offset at or past the packet's end leaves nothing to write
    return;
  uint32_t len = h.len > h.offset ? h.len - h.offset : kept;
  p.files[h.path]->write(p.ctx->decoder.wall_ns(h.ns), data + sizeof h + h.offset, kept, len);
}

void on_sample(void *state, int, void *data, __u32 size) {
  write_packet(*static_cast<Packets *>(state), static_cast<const uint8_t *>(data), size);
}

void on_lost(void *state, int, __u64 count) { static_cast<Packets *>(state)->lost += count; }

// Every file, created before the program is loaded; not with --dry-run.
Status create_files(RunContext &ctx, RuntimeConfig &) {
  const std::vector<std::string> &paths = ctx.manifest.skb_output_paths;
  if (paths.empty() || ctx.options.dry_run)
    return {};
  Packets &p = ctx.state<Packets>();
  p.ctx = &ctx;
  for (const std::string &path : paths) {
    auto file = PcapFile::create(path);
    if (!file)
      return file.error().wrap("skboutput()");
    p.files.push_back(std::move(*file));
  }
  return {};
}

Status open_perf_buffer(RunContext &ctx) {
  Packets &p = ctx.state<Packets>();
  if (p.files.empty())
    return {};
  int fd = ctx.object->map_fd(KT_SKB_OUTPUT_MAP);
  p.perf.reset(perf_buffer__new(fd, KT_SKB_OUTPUT_PAGES, on_sample, on_lost, &p, nullptr));
  if (!p.perf)
    return Error(std::string("skboutput(): perf buffer of ") + KT_SKB_OUTPUT_MAP + ": " + std::strerror(errno), errno);
  perf_buffer *pb = p.perf.get();
  ctx.sources.push_back({perf_buffer__epoll_fd(pb), [pb] { return perf_buffer__consume(pb); }});
  return {};
}

void close_files(RunContext &ctx) {
  Packets &p = ctx.state<Packets>();
  if (p.perf)
    perf_buffer__consume(p.perf.get());
  for (auto &file : p.files)
    if (Status s = file->close(); !s)
      ctx.out.message("kt: skboutput(): " + s.error().message);
  if (p.lost)
    ctx.out.message("kt: " + std::to_string(p.lost) + " packet" + (p.lost == 1 ? " was" : "s were") +
                    " lost by skboutput(): a CPU's perf buffer was full");
  if (p.malformed)
    ctx.out.message("kt: " + std::to_string(p.malformed) + " skboutput() sample" +
                    (p.malformed == 1 ? " was" : "s were") + " malformed and dropped");
}

const FamilyRegistration kRegistration{{
    .name = "packets",
    .configure = create_files,
    .prepare = open_perf_buffer,
    .finish = close_files,
}};

} // namespace

} // namespace kt::runtime
