// Outputs that stand between the run and the chosen output, for kt --test
// and --bench (tests_benchmarks.cpp): a test's output is shown only when
// the test fails (bpftrace v0.26's rule), a benchmark's never.
//
// RoutedOutput sends everything to the output it is routed to (the chosen
// one unless route() says otherwise): the run context holds one, so that
// the families' handlers write to whatever the runner wants now.
// DeferredOutput keeps what it is given, to replay() on another output or
// to drop.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "runtime/output/output.h"

namespace kt::runtime {

class RoutedOutput final : public Output {
public:
  explicit RoutedOutput(Output &chosen) : chosen_(chosen), to_(&chosen) {}
  // Where output goes from now on; null: the chosen output again.
  void route(Output *to) { to_ = to ? to : &chosen_; }
  Output &chosen() { return chosen_; }

  void printf(const std::string &text) override { to_->printf(text); }
  void report(const Report &r) override { to_->report(r); }
  void map(const MapData &map, size_t top = 0, uint64_t div = 1) override { to_->map(map, top, div); }
  void value(const Value &v) override { to_->value(v); }
  bool whole_values() const override { return to_->whole_values(); }
  void flush() override { to_->flush(); }
  void exit_maps() override { to_->exit_maps(); }
  void attached(size_t probes) override { to_->attached(probes); }
  void lost(uint64_t records) override { to_->lost(records); }
  void message(const std::string &text) override { to_->message(text); }

private:
  Output &chosen_;
  Output *to_;
};

class DeferredOutput final : public Output {
public:
  // `whole_values`: as the output the capture may be replayed on.
  explicit DeferredOutput(bool whole_values) : whole_values_(whole_values) {}
  // What was captured, in order, written to `to`.
  void replay(Output &to) const;
  bool empty() const { return calls_.empty(); }

  void printf(const std::string &text) override;
  void report(const Report &r) override;
  void map(const MapData &map, size_t top, uint64_t div) override;
  void value(const Value &v) override;
  bool whole_values() const override { return whole_values_; }
  void flush() override {}
  void exit_maps() override;
  void attached(size_t) override {}
  void lost(uint64_t records) override;
  void message(const std::string &text) override;

private:
  bool whole_values_;
  std::vector<std::function<void(Output &)>> calls_;
};

} // namespace kt::runtime
