// Names in the Prometheus exposition format, shared by sema (label names
// from key expressions, sema/map_labels.h) and the runtime's metrics text
// (record fields, runtime/metrics/prometheus_text.h).
#pragma once

#include <string>
#include <string_view>

namespace kt::util {

// `s` as a label name: letters, digits and '_' kept, other bytes '_', no
// leading "__" (Prometheus reserves it), '_' before a leading digit; ""
// when nothing but '_' is left.
std::string prometheus_label_name(std::string_view s);

} // namespace kt::util
