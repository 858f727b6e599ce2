// Aggregations (sema/builtins/aggregations.cpp): per-CPU maps updated in
// place. A CPU's value of each, as the runtime reads it:
//   count, sum           s64 or u64 (a sum without keys: then a u64 "set" flag)
//   min, max             s64 value, u64 "set" flag
//   avg, stats           s64 sum, u64 count
//   hist, lhist          u64 count; the key ends with a u64 bucket index
//                        (kt_log2_bucket, kt_log2_bits_bucket, kt_linear_bucket:
//                        bpf/helpers/histograms.bpf.c)
// An aggregation without keys has a fixed set of slots (one, or one per
// bucket): a per-CPU array, whose lookup the verifier inlines and which
// costs nothing to create, where a hash preallocates max_map_keys entries
// on every CPU. Its slots always exist, so a sum also keeps a "set" word
// to tell an unused @ from a sum of 0.
#include <linux/bpf.h>

#include <unistd.h>

#include <algorithm>

#include "codegen/builtins/families.h"

namespace kt::codegen {
namespace {

using namespace llvm;
constexpr sema::BuiltinForm A = sema::BuiltinForm::Aggregation;

// ---- map shapes ----

// `value_size` per CPU; hist-like values add a bucket to the key, and
// have `slots(mi)` slots without keys.
template <uint32_t value_size, bool bucketed = false, uint32_t (*slots)(const sema::MapInfo &) = nullptr>
MapShape shape(const sema::MapInfo &mi, const sema::Config &cfg) {
  MapShape s;
  s.per_cpu = true;
  s.value_size = value_size;
  if (mi.keyed) {
    s.type = BPF_MAP_TYPE_PERCPU_HASH;
    s.key_size = mi.key.size + (bucketed ? 8 : 0);
    s.max_entries = bucketed ? static_cast<uint32_t>(std::min<uint64_t>(uint64_t{cfg.max_map_keys} * 16, 1u << 20))
                             : cfg.max_map_keys;
    return s;
  }
  s.type = BPF_MAP_TYPE_PERCPU_ARRAY;
  s.array = true;
  s.key_size = 4;
  if constexpr (slots != nullptr)
    s.max_entries = slots(mi);
  else
    s.max_entries = 1;
  return s;
}

uint32_t log2_slots(const sema::MapInfo &mi) { return manifest::log2_buckets(manifest::log2_bits(mi.agg_params)); }
uint32_t linear_slots(const sema::MapInfo &mi) {
  const auto &p = mi.agg_params; // min, max, step
  return static_cast<uint32_t>((p[1] - p[0]) / p[2] + 2);
}

// A sum's map: a keyless one keeps a "set" word after the sum.
MapShape sum_shape(const sema::MapInfo &mi, const sema::Config &cfg) {
  MapShape s = shape<8>(mi, cfg);
  if (s.array)
    s.value_size = 16;
  return s;
}

// tseries(): one slot per interval of the ring and key, {value, meta,
// interval number}, per CPU. A keyed map has a slot for up to every
// interval of max_map_keys keys (at most 2^20 slots).
MapShape tseries_shape(const sema::MapInfo &mi, const sema::Config &cfg) {
  MapShape s = shape<24, true>(mi, cfg);
  uint64_t intervals = mi.agg_params.size() > 1 ? static_cast<uint64_t>(mi.agg_params[1]) : 1;
  if (s.array)
    s.max_entries = static_cast<uint32_t>(intervals);
  else
    s.max_entries = static_cast<uint32_t>(std::min<uint64_t>(uint64_t{cfg.max_map_keys} * intervals, 1u << 20));
  return s;
}

// ---- updates ----

using Bucket = Value *(*)(ProgramLowering &, const sema::MapInfo &, Value *v);
using Found = void (*)(ProgramLowering &, Value *p, Value *v, bool array);
using Init = void (*)(ProgramLowering &, Value *init, Value *v);

Value *log2_bucket(ProgramLowering &l, const sema::MapInfo &mi, Value *v) {
  if (uint32_t bits = manifest::log2_bits(mi.agg_params))
    return l.b().CreateCall(l.module().bpf_helper("kt_log2_bits_bucket"), {v, l.i64(bits)});
  return l.b().CreateCall(l.module().bpf_helper("kt_log2_bucket"), {v});
}

Value *linear_bucket(ProgramLowering &l, const sema::MapInfo &mi, Value *v) {
  const auto &p = mi.agg_params; // min, max, step
  return l.b().CreateCall(l.module().bpf_helper("kt_linear_bucket"), {v, l.i64(p[0]), l.i64(p[1]), l.i64(p[2])});
}

Value *load(ProgramLowering &l, Value *p) { return l.b().CreateLoad(l.b().getInt64Ty(), p); }

void add_one(ProgramLowering &l, Value *p, Value *, bool) { l.b().CreateStore(l.b().CreateAdd(load(l, p), l.i64(1)), p); }

void add_value(ProgramLowering &l, Value *p, Value *v, bool array) {
  l.b().CreateStore(l.b().CreateAdd(load(l, p), v), p);
  if (array)
    l.b().CreateStore(l.i64(1), l.offset(p, 8)); // set
}

// {value, set}: replace when unset or better.
template <bool smallest> void keep_best(ProgramLowering &l, Value *p, Value *v, bool) {
  IRBuilder<> &b = l.b();
  Value *cur = load(l, p);
  Value *set = load(l, l.offset(p, 8));
  Value *better = smallest ? b.CreateICmpSLT(v, cur) : b.CreateICmpSGT(v, cur);
  Value *take = b.CreateOr(b.CreateICmpEQ(set, l.i64(0)), better);
  b.CreateStore(b.CreateSelect(take, v, cur), p);
  b.CreateStore(l.i64(1), l.offset(p, 8));
}

// {sum, count}.
void add_and_count(ProgramLowering &l, Value *p, Value *v, bool) {
  l.b().CreateStore(l.b().CreateAdd(load(l, p), v), p);
  l.b().CreateStore(l.b().CreateAdd(load(l, l.offset(p, 8)), l.i64(1)), l.offset(p, 8));
}

void init_one(ProgramLowering &l, Value *init, Value *) { l.b().CreateStore(l.i64(1), init); }
void init_value(ProgramLowering &l, Value *init, Value *v) { l.b().CreateStore(v, init); }
void init_value_once(ProgramLowering &l, Value *init, Value *v) {
  l.b().CreateStore(v, init);
  l.b().CreateStore(l.i64(1), l.offset(init, 8));
}

// @m[k] = agg(v, ...): update this CPU's value in place, or insert it.
template <Found found_update, Init first_value, Bucket bucket_of = nullptr>
void aggregate(ProgramLowering &l, const ast::MapRef &m, const ast::Call &call) {
  IRBuilder<> &b = l.b();
  const MapDef &def = l.map_def(m.name);
  const sema::MapInfo &mi = l.module().info.types.maps.at(m.name);
  Value *v = call.args.empty() ? l.i64(1) : l.scalar(call.args[0]);
  Value *bucket = nullptr;
  if constexpr (bucket_of != nullptr)
    bucket = bucket_of(l, mi, v);
  bool array = def.type == BPF_MAP_TYPE_PERCPU_ARRAY;
  Value *key = l.map_key(m, def, bucket ? 8 : 0);
  if (bucket && array)
    b.CreateStore(b.CreateTrunc(bucket, b.getInt32Ty()), key);
  else if (bucket)
    b.CreateStore(bucket, l.offset(key, def.key_size - 8));

  Value *p = l.map_lookup(def, key);
  BasicBlock *found = BasicBlock::Create(b.getContext(), "agg_found", l.function());
  BasicBlock *missing = BasicBlock::Create(b.getContext(), "agg_new", l.function());
  BasicBlock *done = BasicBlock::Create(b.getContext(), "agg_done", l.function());
  b.CreateCondBr(b.CreateIsNull(p), missing, found);

  // Found: update this CPU's copy (per-CPU maps need no atomics).
  b.SetInsertPoint(found);
  found_update(l, p, v, array);
  b.CreateBr(done);

  // Missing: insert the first value. (An array's slots always exist; the
  // verifier still wants the lookup's NULL checked.)
  b.SetInsertPoint(missing);
  if (!array) {
    Value *init = l.zeroed_slot(def.value_size);
    first_value(l, init, v);
    l.map_write(def, key, init);
  }
  b.CreateBr(done);
  b.SetInsertPoint(done);
}

// @m[k] = tseries(v, interval, n[, agg]): the slot of interval number
// `now / interval` (TAI, as bpftrace v0.26 reads it: the runtime prints
// it as wall-clock time) is `number % n` of the key's ring. A slot last
// written in an older interval starts again (its value and meta reset)
// for avg, max, min and sum; without agg, the value is replaced and meta
// keeps when it was written, so that the runtime takes the latest of the
// CPUs' copies. The runtime reads the number to tell stale slots.
void tseries_update(ProgramLowering &l, const ast::MapRef &m, const ast::Call &call) {
  IRBuilder<> &b = l.b();
  const MapDef &def = l.map_def(m.name);
  const sema::MapInfo &mi = l.module().info.types.maps.at(m.name);
  const auto &p = mi.agg_params; // interval, intervals[, agg]
  manifest::TSeriesAgg agg = manifest::tseries_agg(p);
  bool is_signed = mi.value.is_signed;
  Value *v = l.scalar(call.args[0]);
  Value *now = l.call_helper(BPF_FUNC_ktime_get_tai_ns, b.getInt64Ty(), {});
  Value *number = b.CreateUDiv(now, l.i64(static_cast<uint64_t>(p[0])));
  Value *slot = b.CreateURem(number, l.i64(static_cast<uint64_t>(p[1])));
  bool array = def.type == BPF_MAP_TYPE_PERCPU_ARRAY;
  Value *key = l.map_key(m, def, 8);
  if (array)
    b.CreateStore(b.CreateTrunc(slot, b.getInt32Ty()), key);
  else
    b.CreateStore(slot, l.offset(key, def.key_size - 8));

  // {value, meta} from what the slot holds (cur, meta) and v.
  auto update = [&](Value *ptr, Value *cur, Value *meta) {
    Value *value = v, *new_meta = now;
    switch (agg) {
    case manifest::TSeriesAgg::Last:
      break;
    case manifest::TSeriesAgg::Sum:
      value = b.CreateAdd(cur, v);
      new_meta = meta;
      break;
    case manifest::TSeriesAgg::Avg:
      value = b.CreateAdd(cur, v);
      new_meta = b.CreateAdd(meta, l.i64(1));
      break;
    case manifest::TSeriesAgg::Min:
    case manifest::TSeriesAgg::Max: {
      bool min = agg == manifest::TSeriesAgg::Min;
      Value *better = min ? (is_signed ? b.CreateICmpSLT(v, cur) : b.CreateICmpULT(v, cur))
                          : (is_signed ? b.CreateICmpSGT(v, cur) : b.CreateICmpUGT(v, cur));
      value = b.CreateSelect(b.CreateOr(b.CreateICmpEQ(meta, l.i64(0)), better), v, cur);
      new_meta = l.i64(1);
      break;
    }
    }
    b.CreateStore(value, ptr);
    b.CreateStore(new_meta, l.offset(ptr, 8));
    b.CreateStore(number, l.offset(ptr, 16));
  };

  Value *ptr = l.map_lookup(def, key);
  BasicBlock *found = BasicBlock::Create(b.getContext(), "tseries_found", l.function());
  BasicBlock *missing = BasicBlock::Create(b.getContext(), "tseries_new", l.function());
  BasicBlock *done = BasicBlock::Create(b.getContext(), "tseries_done", l.function());
  b.CreateCondBr(b.CreateIsNull(ptr), missing, found);

  b.SetInsertPoint(found);
  Value *stale = b.CreateICmpNE(load(l, l.offset(ptr, 16)), number);
  Value *cur = b.CreateSelect(stale, l.i64(0), load(l, ptr));
  Value *meta = b.CreateSelect(stale, l.i64(0), load(l, l.offset(ptr, 8)));
  update(ptr, cur, meta);
  b.CreateBr(done);

  b.SetInsertPoint(missing);
  if (!array) {
    Value *init = l.zeroed_slot(def.value_size);
    update(init, l.i64(0), l.i64(0));
    l.map_write(def, key, init);
  }
  b.CreateBr(done);
  b.SetInsertPoint(done);
}

// ---- reads ----

// How a read combines the CPUs' parts of an element, as the runtime does
// to print it: a count or sum adds them, min and max keep the best set
// one, avg divides the sums by the counts.
enum class Combine : uint8_t { Sum, Min, Max, Avg };

// The element's value, from each CPU's part (bpf_map_lookup_percpu_elem,
// Linux 5.19), in a loop bounded by the machine's CPUs; 0 if it has none.
template <Combine how> Value *read(ProgramLowering &l, const MapDef &def, Value *key) {
  IRBuilder<> &b = l.b();
  LLVMContext &ctx = b.getContext();
  static const uint64_t cpus = std::max<long>(sysconf(_SC_NPROCESSORS_CONF), 1);
  Value *acc = l.zeroed_slot(16); // {value or sum, set or count}
  BasicBlock *entry = b.GetInsertBlock();
  BasicBlock *loop = BasicBlock::Create(ctx, "agg_read_cpu", l.function());
  BasicBlock *found = BasicBlock::Create(ctx, "agg_read_found", l.function());
  BasicBlock *next = BasicBlock::Create(ctx, "agg_read_next", l.function());
  BasicBlock *done = BasicBlock::Create(ctx, "agg_read_done", l.function());
  b.CreateBr(loop);
  b.SetInsertPoint(loop);
  PHINode *cpu = b.CreatePHI(b.getInt64Ty(), 2);
  cpu->addIncoming(l.i64(0), entry);
  Value *p = l.map_lookup_percpu(def, key, b.CreateTrunc(cpu, b.getInt32Ty()));
  b.CreateCondBr(b.CreateIsNull(p), next, found);
  b.SetInsertPoint(found);
  Value *v = load(l, p), *cur = load(l, acc), *second = l.offset(acc, 8);
  if constexpr (how == Combine::Sum) {
    b.CreateStore(b.CreateAdd(cur, v), acc);
  } else if constexpr (how == Combine::Avg) {
    b.CreateStore(b.CreateAdd(cur, v), acc);
    b.CreateStore(b.CreateAdd(load(l, second), load(l, l.offset(p, 8))), second);
  } else {
    Value *used = b.CreateICmpNE(load(l, l.offset(p, 8)), l.i64(0));
    Value *first = b.CreateICmpEQ(load(l, second), l.i64(0));
    Value *better = how == Combine::Min ? b.CreateICmpSLT(v, cur) : b.CreateICmpSGT(v, cur);
    Value *take = b.CreateAnd(used, b.CreateOr(first, better));
    b.CreateStore(b.CreateSelect(take, v, cur), acc);
    b.CreateStore(b.CreateSelect(used, l.i64(1), load(l, second)), second);
  }
  b.CreateBr(next);
  b.SetInsertPoint(next);
  Value *after = b.CreateAdd(cpu, l.i64(1));
  cpu->addIncoming(after, next);
  b.CreateCondBr(b.CreateICmpULT(after, l.i64(cpus)), loop, done);
  b.SetInsertPoint(done);
  if constexpr (how == Combine::Avg) {
    // The sum by the count, truncated toward 0 (0 without values); BPF
    // divides only unsigned: the magnitude, then the sign.
    Value *sum = load(l, acc), *n = load(l, l.offset(acc, 8));
    Value *neg = b.CreateICmpSLT(sum, l.i64(0));
    Value *q = b.CreateUDiv(b.CreateSelect(neg, b.CreateNeg(sum), sum),
                            b.CreateSelect(b.CreateICmpEQ(n, l.i64(0)), l.i64(1), n));
    return b.CreateSelect(neg, b.CreateNeg(q), q);
  }
  return load(l, acc);
}

} // namespace

FamilyLowering aggregations_lowering() {
  return {"aggregations",
          {
              {"count", A, nullptr, nullptr, shape<8>, aggregate<add_one, init_one>, read<Combine::Sum>},
              {"sum", A, nullptr, nullptr, sum_shape, aggregate<add_value, init_value>, read<Combine::Sum>},
              {"avg", A, nullptr, nullptr, shape<16>, aggregate<add_and_count, init_value_once>, read<Combine::Avg>},
              {"min", A, nullptr, nullptr, shape<16>, aggregate<keep_best<true>, init_value_once>, read<Combine::Min>},
              {"max", A, nullptr, nullptr, shape<16>, aggregate<keep_best<false>, init_value_once>, read<Combine::Max>},
              {"stats", A, nullptr, nullptr, shape<16>, aggregate<add_and_count, init_value_once>},
              {"hist", A, nullptr, nullptr, shape<8, true, log2_slots>, aggregate<add_one, init_one, log2_bucket>},
              {"lhist", A, nullptr, nullptr, shape<8, true, linear_slots>,
               aggregate<add_one, init_one, linear_bucket>},
              {"tseries", A, nullptr, nullptr, tseries_shape, tseries_update},
          }};
}

} // namespace kt::codegen
