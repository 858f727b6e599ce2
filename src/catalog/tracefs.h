// tracefs: where the kernel lists its tracepoints and describes their
// records. kt reads it directly (no libbpf): `available_events` for the
// names, `events/CATEGORY/NAME/format` for a record's fields and event ID.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "catalog/tracepoint_format.h"
#include "util/result.h"

namespace kt::catalog {

class Tracefs {
public:
  // This machine's tracefs: /sys/kernel/tracing, else /sys/kernel/debug/tracing.
  // When neither is mounted and kt runs as root, kt mounts tracefs at
  // /sys/kernel/tracing itself. Errors say what failed and what to do
  // (run as root; mount it by hand), with errno in Error::code (EACCES when
  // tracefs is there but not readable).
  static Result<Tracefs> open();

  // A tracefs-shaped directory: tests point this at fixtures.
  explicit Tracefs(std::string root) : root_(std::move(root)) {}

  const std::string &root() const { return root_; }

  // Every tracepoint as "category:name", in the kernel's order, from
  // available_events (or, if that cannot be read, from the events/ tree).
  Result<std::vector<std::string>> tracepoints() const;

  // Whether events/CATEGORY/NAME exists.
  bool has_tracepoint(std::string_view category, std::string_view name) const;

  // The parsed format file of CATEGORY:NAME. Errors name the tracepoint and
  // the file: "tracepoint 'sched:nope': open /sys/.../format: No such file or directory".
  Result<TracepointFormat> format(std::string_view category, std::string_view name) const;

  // events/CATEGORY/NAME (the directory holding `format`, `id`, `enable`).
  std::string event_dir(std::string_view category, std::string_view name) const;

private:
  Result<std::vector<std::string>> walk_events() const;

  std::string root_;
};

} // namespace kt::catalog
