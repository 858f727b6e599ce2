// Aggregations: values that only make sense as a map's value.
#include "sema/builtins.h"

namespace kt::sema {

using B = BuiltinId;
constexpr BuiltinForm A = BuiltinForm::Aggregation;

std::vector<BuiltinInfo> aggregation_builtins() {
  return {
      {"count", B::Count, A, 0, 0, kAnyProbe, false, false, "count events"},
      {"sum", B::Sum, A, 1, 1, kAnyProbe, false, false, "sum values"},
      {"avg", B::Avg, A, 1, 1, kAnyProbe, false, false, "average values"},
      {"min", B::Min, A, 1, 1, kAnyProbe, false, false, "the smallest value"},
      {"max", B::Max, A, 1, 1, kAnyProbe, false, false, "the largest value"},
      {"stats", B::Stats, A, 1, 1, kAnyProbe, false, false, "count, average and total"},
      {"hist", B::Hist, A, 1, 1, kAnyProbe, false, false, "a log2 histogram"},
      {"lhist", B::Lhist, A, 4, 4, kAnyProbe, false, false, "a linear histogram"},
  };
}

} // namespace kt::sema
