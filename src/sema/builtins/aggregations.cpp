// Aggregations: values only a map holds (@x = count(), @h[k] = lhist(v, 0,
// 100, 10)), kept per CPU and combined when printed. Lowered (map shapes,
// updates) in codegen/builtins/aggregations.cpp; read and printed by the
// runtime's aggregation table.
#include <iterator>
#include <string>

#include "sema/builtins/families.h"

namespace kt::sema {
namespace {

constexpr BuiltinForm A = BuiltinForm::Aggregation;

const BuiltinInfo &self(InferContext &ctx, const ast::Node &n) { return *ctx.use(n).info; }

// count(), hist(), lhist(): counts.
Type count(InferContext &ctx, const ast::Node &n) { return Type::aggregate(self(ctx, n), Type::u64()); }
Type signed_value(InferContext &ctx, const ast::Node &n) { return Type::aggregate(self(ctx, n), Type::s64()); }

// sum() keeps the sign of what it adds up.
Type sum(InferContext &ctx, const ast::Node &n) {
  Type v = ctx.type(call_arg(n, 0));
  return Type::aggregate(self(ctx, n), v.is_int() ? Type::integer(8, v.is_signed) : Type::s64());
}

// A read of the value (a loop over the map): a count is unsigned, a sum
// what it adds up.
Type counted(const Type &) { return Type::u64(); }
Type summed(const Type &agg) { return agg.elems.empty() ? Type::s64() : agg.elems[0]; }

bool literal(const ast::Expr *e) {
  auto *u = ast::as<ast::Unary>(e);
  return ast::as<ast::Integer>(e) || (u && ast::as<ast::Integer>(u->operand));
}

// lhist(value, min, max, step): the bounds make the buckets, so they are
// literals, and there are not too many buckets.
void check_lhist(CheckContext &ctx, ast::Node &node) {
  auto &n = static_cast<ast::Call &>(node);
  for (size_t i = 1; i < 4; i++)
    if (!literal(n.args[i]))
      ctx.error(n.args[i]->loc) << "lhist()'s min, max and step must be integer literals";
  auto *lo = ast::as<ast::Integer>(n.args[1]), *hi = ast::as<ast::Integer>(n.args[2]),
       *step = ast::as<ast::Integer>(n.args[3]);
  if (step && step->value == 0)
    ctx.error(step->loc) << "lhist()'s step must be greater than zero";
  else if (lo && hi && hi->value <= lo->value)
    ctx.error(hi->loc) << "lhist()'s max must be greater than its min";
  else if (lo && hi && step && (hi->value - lo->value) / step->value > 1000)
    ctx.error(n.loc) << "lhist() would have more than 1000 buckets";
}

// hist(value, bits): 2^bits buckets for each power of two, bits from 0 to
// 5 (bpftrace's bounds); the buckets are made when the program is, so the
// bits are a literal.
void check_hist(CheckContext &ctx, ast::Node &node) {
  auto &n = static_cast<ast::Call &>(node);
  if (n.args.size() < 2)
    return;
  auto *bits = ast::as<ast::Integer>(n.args[1]);
  if (!literal(n.args[1])) {
    ctx.error(n.args[1]->loc) << "hist()'s bits must be an integer literal from 0 to 5";
  } else if (!bits || bits->value > 5) {
    auto *negated = bits ? nullptr : ast::as<ast::Integer>(static_cast<ast::Unary *>(n.args[1])->operand);
    ctx.error(n.args[1]->loc) << "hist()'s bits must be from 0 to 5, not "
                              << (bits ? std::to_string(bits->value) : "-" + std::to_string(negated->value));
  }
}

// tseries(value, interval, intervals[, "avg"|"max"|"min"|"sum"]): how
// values combine within an interval, as MapInfo::agg_params keeps it
// (none: the last value recorded stays), numbered as manifest::TSeriesAgg
// is (avg 1, max 2, min 3, sum 4), which codegen and the runtime read.
constexpr std::string_view kTSeriesAggs[] = {"avg", "max", "min", "sum"};

std::optional<int64_t> tseries_agg(const ast::Expr *arg) {
  auto *s = ast::as<ast::String>(arg);
  if (!s)
    return std::nullopt;
  for (size_t i = 0; i < std::size(kTSeriesAggs); i++)
    if (s->value == kTSeriesAggs[i])
      return static_cast<int64_t>(i + 1);
  return -1; // an unknown name: check_tseries says so
}

// bpftrace v0.26's checks: an interval of at least 1ns, 1 to 1000000
// intervals (bpftrace's message says "< 1000000", its test lets 1000000
// pass), and one of the four ways to combine values.
void check_tseries(CheckContext &ctx, ast::Node &node) {
  auto &n = static_cast<ast::Call &>(node);
  auto *interval = ast::as<ast::Integer>(n.args[1]), *count = ast::as<ast::Integer>(n.args[2]);
  if (!literal(n.args[1]))
    ctx.error(n.args[1]->loc) << "tseries()'s interval must be an integer literal or a duration, e.g. 100ms";
  else if (!interval || interval->value == 0)
    ctx.error(n.args[1]->loc) << "tseries()'s interval must be at least 1 (nanosecond)";
  if (!literal(n.args[2]))
    ctx.error(n.args[2]->loc) << "tseries()'s number of intervals must be an integer literal";
  else if (!count || count->value == 0)
    ctx.error(n.args[2]->loc) << "tseries()'s number of intervals must be at least 1";
  else if (count->value > 1000000)
    ctx.error(n.args[2]->loc) << "tseries()'s number of intervals must be at most 1000000, not " << count->value;
  if (n.args.size() < 4)
    return;
  auto *agg = ast::as<ast::String>(n.args[3]);
  if (!agg)
    ctx.error(n.args[3]->loc) << "tseries()'s aggregation must be a string literal: \"avg\", \"max\", \"min\" or \"sum\"";
  else if (tseries_agg(agg) == -1)
    ctx.error(n.args[3]->loc) << "tseries()'s aggregation must be \"avg\", \"max\", \"min\" or \"sum\", not \""
                              << agg->value << "\"";
}

BuiltinInfo aggregation(std::string_view name, int args, std::string_view summary,
                        Type (*infer)(InferContext &, const ast::Node &)) {
  return {.name = name, .form = A, .min_args = args, .max_args = args, .summary = summary, .infer = infer};
}

} // namespace

BuiltinFamily aggregations_family() {
  BuiltinInfo count_info = aggregation("count", 0, "count events", count);
  count_info.aggregate_value = counted;
  BuiltinInfo sum_info = aggregation("sum", 1, "sum values", sum);
  sum_info.aggregate_value = summed;
  BuiltinInfo hist = aggregation("hist", 1, "a log2 histogram", count);
  hist.max_args = 2;
  hist.bucketed = true;
  hist.check = check_hist;
  hist.param_default = 0;
  hist.params_name = "bits";
  BuiltinInfo lhist = aggregation("lhist", 4, "a linear histogram", count);
  lhist.bucketed = true;
  lhist.check = check_lhist;
  BuiltinInfo tseries = aggregation("tseries", 3, "a time series", sum);
  tseries.max_args = 4;
  tseries.bucketed = true;
  tseries.value_name = "time series";
  tseries.check = check_tseries;
  tseries.aggregate_param = tseries_agg;
  return {"aggregations",
          {
              count_info,
              sum_info,
              aggregation("avg", 1, "average values", signed_value),
              aggregation("min", 1, "the smallest value", signed_value),
              aggregation("max", 1, "the largest value", signed_value),
              aggregation("stats", 1, "count, average and total", signed_value),
              hist,
              lhist,
              tseries,
          }};
}

} // namespace kt::sema
