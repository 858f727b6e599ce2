// kt --metrics in the run: the server is bound in `configure` (a port in
// use fails the run before anything is loaded or started), and the run's
// loop waits on the ring buffer and the server together; a scrape reads
// every map between two batches of records, on kt's one thread.
#include <bpf/libbpf.h>
#include <cerrno>
#include <sys/epoll.h>

#include "runtime/metrics/prometheus_text.h"
#include "runtime/tracer.h"
#include "util/exit_codes.h"

namespace kt::runtime {

StepResult Tracer::start_metrics() {
  if (!ctx_.options.metrics || ctx_.options.dry_run || ctx_.options.mode != RunMode::Trace)
    return {};
  auto server = HttpServer::listen(*ctx_.options.metrics, [this](Exposition format) { return render_metrics(format); });
  if (!server)
    return StepError{server.error(), kExitRuntime};
  metrics_ = std::move(*server);
  ctx_.err << "kt: serving metrics at http://" << metrics_->address() << "/metrics\n";
  return {};
}

int Tracer::poll_ring(int timeout_ms) {
  if (!metrics_)
    return ring_buffer__poll(ring_.get(), timeout_ms);
  if (metrics_poll_ < 0) {
    metrics_poll_ = epoll_create1(EPOLL_CLOEXEC);
    for (int fd : {ring_buffer__epoll_fd(ring_.get()), metrics_->fd()}) {
      epoll_event ev{};
      ev.events = EPOLLIN;
      ev.data.fd = fd;
      if (metrics_poll_ < 0 || epoll_ctl(metrics_poll_, EPOLL_CTL_ADD, fd, &ev) != 0)
        return -errno;
    }
  }
  epoll_event ready[2];
  if (epoll_wait(metrics_poll_, ready, 2, timeout_ms) < 0 && errno == EINTR)
    return -EINTR;
  int n = ring_buffer__consume(ring_.get());
  metrics_->serve();
  return n;
}

std::string Tracer::render_metrics(Exposition format) {
  std::vector<MetricsMap> maps;
  for (const manifest::Map &m : ctx_.manifest.maps)
    if (ctx_.maps)
      if (auto data = ctx_.maps->read(m))
        maps.push_back({&m, std::move(*data)});
  MetricsHealth health;
  health.lost_records = lost(manifest::kLostRecords);
  health.dropped_map_updates = lost(manifest::kLostMapUpdates);
  health.probes_attached = probes_attached_;
  health.run_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - attached_at_).count();
  return prometheus_text(maps, health, format);
}

} // namespace kt::runtime
