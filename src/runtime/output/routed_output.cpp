#include "runtime/output/routed_output.h"

#include "runtime/maps.h"

namespace kt::runtime {
void DeferredOutput::replay(Output &to) const {
  for (const auto &call : calls_)
    call(to);
}

void DeferredOutput::printf(const std::string &text) {
  calls_.push_back([text](Output &o) { o.printf(text); });
}

void DeferredOutput::report(const Report &r) {
  // As it renders now: the bytes a family's report refers to last only as
  // long as its report() call.
  calls_.push_back([held = PreparedReport(r.json_type(), r.text(), r.json(), r.timeline())](Output &o) { o.report(held); });
}

void DeferredOutput::map(const MapData &map, size_t top, uint64_t div) {
  calls_.push_back([map, top, div](Output &o) { o.map(map, top, div); });
}

void DeferredOutput::value(const Value &v) {
  calls_.push_back([v](Output &o) { o.value(v); });
}

void DeferredOutput::exit_maps() {
  calls_.push_back([](Output &o) { o.exit_maps(); });
}

void DeferredOutput::lost(uint64_t records) {
  calls_.push_back([records](Output &o) { o.lost(records); });
}

void DeferredOutput::message(const std::string &text) {
  calls_.push_back([text](Output &o) { o.message(text); });
}

} // namespace kt::runtime
