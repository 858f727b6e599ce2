// RunContext: what one run shares with the builtin families' hooks and
// record handlers (families.h): the manifest and options, where results
// and messages go, the symbolizer and decoder, the loaded object and its
// maps, exit()'s state, and one state object per family (printf's parsed
// formats, args()'s types, the perf events a builtin keeps open, ...).
//
// The lifecycle (tracer.h) owns the context; the object and the map reader
// are set once loaded (a test that decodes recorded bytes can leave them
// unset: handlers that need them then do nothing).
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "manifest/manifest.h"
#include "runtime/decode.h"
#include "runtime/maps.h"
#include "runtime/object.h"
#include "runtime/output/routed_output.h"
#include "runtime/output/output.h"
#include "runtime/run.h"
#include "runtime/symbols.h"

namespace kt::runtime {

class Attachments;

class RunContext {
public:
  RunContext(const manifest::Manifest &m, const RunOptions &opts, Output &out, std::ostream &results,
             std::ostream &err);
  RunContext(const RunContext &) = delete;
  RunContext &operator=(const RunContext &) = delete;

  const manifest::Manifest &manifest;
  const RunOptions &options;
  RoutedOutput out;      // results, in the chosen format (the test runner routes them elsewhere)
  std::ostream &results; // the stream under `out` (flushed before system() runs)
  std::ostream &err;     // kt's own messages
  // The names `probe` prints, by index: the manifest's, then those that
  // attaching (and families preparing it) append; cookies index it.
  std::vector<std::string> probe_names;
  Symbolizer symbols;
  Decoder decoder;
  std::unique_ptr<BpfObject> object; // once opened
  std::unique_ptr<MapReader> maps;   // once loaded
  Attachments *links = nullptr;      // once attached (unwatch() detaches watchpoints)

  // What a family reads besides the ring buffer while the run lasts
  // (skboutput()'s perf buffer), added by its prepare hook: the run waits
  // on `fd` with the ring buffer and calls `consume` (which returns a
  // count, or a negative errno) when it is ready and whenever it drains
  // the ring buffer.
  struct EventSource {
    int fd = -1;
    std::function<int()> consume;
  };
  std::vector<EventSource> sources;

  // exit(): the run ends with `code` (the first exit() sets it) and what
  // probes queue after it is dropped (discarding()).
  void exit(int code);
  bool exited() const { return exited_; }
  int exit_code() const { return exit_code_; }
  // errorf() and failed assert()s printed so far (a test that prints one
  // fails).
  void note_error() { errors_++; }
  size_t errors() const { return errors_; }
  // kt --test, --bench: each run starts with no exit() and no error of the
  // run before it.
  void reset_exit() {
    exited_ = discarding_ = false;
    exit_code_ = 0;
    errors_ = 0;
  }
  // Whether records are dropped now (after exit(); the lifecycle also sets
  // it while draining after detach).
  bool discarding() const { return discarding_; }
  void set_discarding(bool on) { discarding_ = on; }
  // Whether this output cuts long values to a column width (text) rather
  // than carrying them whole (JSON): `width`, or 0 for no cut.
  uint32_t value_width(uint32_t width) const { return out.whole_values() ? 0 : width; }

  // The family state of type T (default-constructed on first use), which
  // lives as long as the run: a family keeps what its records need across
  // records there, without the run knowing its type. O(1): a slot per type.
  template <typename T> T &state() {
    static const size_t slot = next_state_slot();
    if (slot >= states_.size())
      states_.resize(slot + 1);
    if (!states_[slot])
      states_[slot] = std::make_shared<T>();
    return *static_cast<T *>(states_[slot].get());
  }

private:
  static size_t next_state_slot();

  std::vector<std::shared_ptr<void>> states_;
  bool exited_ = false;
  bool discarding_ = false;
  int exit_code_ = 0;
  size_t errors_ = 0;
};

} // namespace kt::runtime
