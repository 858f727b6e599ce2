// lower_to_ir, part 4: map keys, reads, writes and deletes.
#include <linux/bpf.h>

#include "bpf/abi/records.h"
#include "codegen/builtins/lowering.h"
#include "codegen/lower.h"
#include "sema/infer_types.h"

namespace kt::codegen {

using namespace llvm;
using sema::Type;

const MapDef &ProgramLowering::map_def(const std::string &name) { return m_.maps.at(name); }

// The key bytes: the user's keys laid out as the map's key type, then
// `extra_bytes` for a histogram bucket. A map without keys uses a zero u64
// (a u32 slot index for an aggregation's array; the caller stores a bucket).
Value *ProgramLowering::map_key(const ast::MapRef &m, const MapDef &def, uint32_t extra_bytes) {
  const sema::MapInfo &mi = m_.info.types.maps.at(m.name);
  Value *key = slot(def.key_size);
  if (!mi.keyed) {
    if (def.type == BPF_MAP_TYPE_PERCPU_ARRAY)
      b_.CreateStore(b_.getInt32(0), key);
    else if (!extra_bytes)
      b_.CreateStore(i64(0), key);
    return key;
  }
  if (m.keys.size() == 1) {
    store(key, expr(m.keys[0]), mi.key);
    return key;
  }
  auto offsets = mi.key.tuple_offsets();
  zero(key, mi.key.size);
  for (size_t i = 0; i < m.keys.size(); i++)
    store(offset(key, offsets[i]), expr(m.keys[i]), mi.key.elems[i]);
  return key;
}

Value *ProgramLowering::map_lookup(const MapDef &def, Value *key) {
  return call_helper(BPF_FUNC_map_lookup_elem, PointerType::get(m_.ctx, 0), {map_ptr(def), key});
}

Value *ProgramLowering::map_lookup_percpu(const MapDef &def, Value *key, Value *cpu) {
  return call_helper(BPF_FUNC_map_lookup_percpu_elem, PointerType::get(m_.ctx, 0), {map_ptr(def), key, cpu});
}

// An update that fails (a new key in a full map) is counted; the runtime
// reports the count at exit.
void ProgramLowering::map_write(const MapDef &def, Value *key, Value *value) {
  Value *err = call_helper(BPF_FUNC_map_update_elem, b_.getInt64Ty(), {map_ptr(def), key, value, i64(BPF_ANY)});
  count_failure(err, manifest::kLostMapUpdates, "map_full", "map_written");
}

// A missing element reads as zero (bpftrace's rule).
Val ProgramLowering::map_read(const ast::MapRef &m) {
  const MapDef &def = map_def(m.name);
  const sema::MapInfo &mi = m_.info.types.maps.at(m.name);
  Type t = mi.value;
  Value *key = map_key(m, def, 0);
  if (t.is(sema::TypeKind::Aggregate))
    if (auto *read = lowering_of(*t.builtin).read)
      return {read(*this, def, key), type_of(&m)};
  Value *p = map_lookup(def, key);
  Value *dst = slot(std::max<uint32_t>(t.size, 8));
  BasicBlock *found = BasicBlock::Create(m_.ctx, "map_found", fn_);
  BasicBlock *missing = BasicBlock::Create(m_.ctx, "map_missing", fn_);
  BasicBlock *done = BasicBlock::Create(m_.ctx, "map_done", fn_);
  b_.CreateCondBr(b_.CreateIsNull(p), missing, found);
  b_.SetInsertPoint(found);
  copy(dst, p, std::max<uint32_t>(t.size, 1));
  b_.CreateBr(done);
  b_.SetInsertPoint(missing);
  zero(dst, std::max<uint32_t>(t.size, 8));
  b_.CreateBr(done);
  b_.SetInsertPoint(done);
  return load(dst, t);
}

Value *ProgramLowering::map_delete(const ast::MapRef &m, const ast::Expr *key_expr) {
  const MapDef &def = map_def(m.name);
  const sema::MapInfo &mi = m_.info.types.maps.at(m.name);
  if (def.type == BPF_MAP_TYPE_PERCPU_ARRAY) {
    // An array's slots cannot be deleted, and each CPU has its own: the
    // runtime zeroes them all, as for clear(@).
    emit_fixed_record(KT_REC_CLEAR, static_cast<uint32_t>(def.manifest_index), {});
    return i64(1);
  }
  Value *key;
  if (key_expr) {
    key = slot(def.key_size);
    store(key, expr(key_expr), mi.key);
  } else {
    key = map_key(m, def, 0);
  }
  Value *err = call_helper(BPF_FUNC_map_delete_elem, b_.getInt64Ty(), {map_ptr(def), key});
  return b_.CreateZExt(b_.CreateICmpEQ(err, i64(0)), b_.getInt64Ty());
}

Value *ProgramLowering::has_key(const ast::MapRef &m, const ast::Expr *key_expr) {
  const MapDef &def = map_def(m.name);
  const sema::MapInfo &mi = m_.info.types.maps.at(m.name);
  Value *key = slot(def.key_size);
  store(key, expr(key_expr), mi.key);
  Value *p = map_lookup(def, key);
  return b_.CreateZExt(b_.CreateIsNotNull(p), b_.getInt64Ty());
}

// One lookup: the element's presence, and its bytes (an aggregation's
// value read through its family, its CPUs' parts combined).
Value *ProgramLowering::find(const ast::MapRef &m, const ast::Expr *key_expr, const ast::Variable &var) {
  const MapDef &def = map_def(m.name);
  const sema::MapInfo &mi = m_.info.types.maps.at(m.name);
  Value *key = slot(def.key_size);
  store(key, expr(key_expr), mi.key);
  Value *p = map_lookup(def, key);
  BasicBlock *found = BasicBlock::Create(m_.ctx, "find_found", fn_);
  BasicBlock *done = BasicBlock::Create(m_.ctx, "find_done", fn_);
  Value *present = b_.CreateIsNotNull(p);
  b_.CreateCondBr(present, found, done);
  b_.SetInsertPoint(found);
  const Type &vt = types_.vars.at(var.name);
  Val value;
  if (mi.value.is(sema::TypeKind::Aggregate))
    value = {lowering_of(*mi.value.builtin).read(*this, def, key), sema::value_read(mi.value)};
  else
    value = load(p, mi.value);
  store(variable_slot(var.name, vt), value, vt);
  b_.CreateBr(done);
  b_.SetInsertPoint(done);
  return b_.CreateZExt(present, b_.getInt64Ty());
}

} // namespace kt::codegen
