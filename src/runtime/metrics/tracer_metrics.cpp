// kt --metrics in the run: the server is bound in `configure` (a port in
// use fails the run before anything is loaded or started), and the run's
// loop waits on the ring buffer and the server together (Tracer::poll_ring);
// a scrape reads every map between two batches of records, on kt's one
// thread.
#include <bpf/libbpf.h>

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
