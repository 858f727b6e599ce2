// lower_to_ir, part 6: ring-buffer records (printf, print, exit, ...).
#include <linux/bpf.h>

#include "bpf/abi/records.h"
#include "codegen/lower.h"
#include "manifest/manifest.h"
#include "sema/infer_types.h"

namespace kt::codegen {

using namespace llvm;
using sema::Type;

namespace {

// How an argument travels in a record: integers as 8 bytes; a bool as a
// bool, so that print(true) says true, as a map of bools does (printf's %d
// still reads it as 1).
Type record_type(const Type &t) {
  if (t.is_int() || t.is(sema::TypeKind::Pointer))
    return Type::integer(8, t.is_signed);
  return sema::storage_type(t);
}

} // namespace

// Copies a record to the ring buffer; when it is full, counts the record
// as lost (the runtime reports the count).
void ProgramLowering::submit(Value *rec, uint32_t size, Wakeup wakeup) { submit(rec, i64(size), wakeup); }

void ProgramLowering::submit(Value *rec, Value *size, Wakeup wakeup) {
  Value *flags = i64(BPF_RB_FORCE_WAKEUP);
  if (wakeup == Wakeup::Batched && m_.manifest.config.ringbuf_size >= KT_RINGBUF_NO_QUERY_SIZE) {
    flags = i64(BPF_RB_NO_WAKEUP);
  } else if (wakeup == Wakeup::Batched) {
    // NO_WAKEUP (1), or FORCE_WAKEUP (2) once a good part of the ring waits.
    Value *waiting = call_helper(BPF_FUNC_ringbuf_query, b_.getInt64Ty(), {m_.ringbuf.global, i64(BPF_RB_AVAIL_DATA)});
    uint64_t threshold = m_.manifest.config.ringbuf_size / KT_RINGBUF_WAKE_FRACTION;
    flags = b_.CreateAdd(i64(BPF_RB_NO_WAKEUP), b_.CreateZExt(b_.CreateICmpUGE(waiting, i64(threshold)), b_.getInt64Ty()));
  }
  Value *err = call_helper(BPF_FUNC_ringbuf_output, b_.getInt64Ty(), {m_.ringbuf.global, rec, size, flags});
  count_failure(err, manifest::kLostRecords, "rb_lost", "rb_done");
}

void ProgramLowering::emit_record(unsigned kind, uint32_t id, const std::vector<const ast::Expr *> &args,
                                  manifest::Format *format) {
  std::vector<Type> types;
  std::vector<uint32_t> offsets;
  uint32_t at = sizeof(kt_record_header);
  for (const ast::Expr *a : args) {
    Type t = record_type(type_of(a));
    uint32_t align = std::min<uint32_t>(t.align(), 8);
    at = (at + align - 1) / align * align;
    offsets.push_back(at);
    types.push_back(t);
    at += t.size;
  }
  uint32_t size = (at + 7) / 8 * 8;
  Value *rec = slot(size);
  b_.CreateStore(i32(kind), rec);
  b_.CreateStore(i32(id), offset(rec, 4));
  for (size_t i = 0; i < args.size(); i++) {
    store(offset(rec, offsets[i]), expr(args[i]), types[i]);
    if (format) {
      format->args.push_back(layout_of(types[i]));
      format->offsets.push_back(offsets[i]);
    }
  }
  submit(rec, size, Wakeup::Batched);
}

void ProgramLowering::emit_fixed_record(unsigned kind, uint32_t id, const std::vector<Value *> &u64s, Wakeup wakeup) {
  uint32_t size = sizeof(kt_record_header) + 8 * static_cast<uint32_t>(u64s.size());
  Value *rec = slot(size);
  b_.CreateStore(i32(kind), rec);
  b_.CreateStore(i32(id), offset(rec, 4));
  for (size_t i = 0; i < u64s.size(); i++)
    b_.CreateStore(u64s[i], offset(rec, 8 + 8 * i));
  submit(rec, size, wakeup);
}

void ProgramLowering::printf_like(const ast::Call &c, unsigned kind, std::vector<manifest::Format> &table) {
  manifest::Format f;
  f.format = static_cast<const ast::String *>(c.args[0])->value;
  std::vector<const ast::Expr *> args(c.args.begin() + 1, c.args.end());
  uint32_t id = static_cast<uint32_t>(table.size());
  table.push_back(f);
  // emit_record fills the layouts into a local copy; `table` may grow
  // while arguments are lowered (a nested call cannot print, but keep it safe).
  manifest::Format filled = f;
  emit_record(kind, id, args, &filled);
  table[id] = std::move(filled);
}

// join(argv [, sep]): up to kJoinArgs strings of an array of pointers,
// read until a null pointer; the runtime prints them separated by `sep`.
void ProgramLowering::join(const ast::Call &c) {
  uint32_t len = m_.info.config.max_strlen;
  uint32_t size = sizeof(kt_record_header) + manifest::kJoinArgs * len;
  std::string sep = c.args.size() == 2 ? static_cast<const ast::String *>(c.args[1])->value : " ";
  Value *rec = zeroed_slot(size);
  b_.CreateStore(i32(KT_REC_JOIN), rec);
  b_.CreateStore(i32(ModuleBuilder::intern(m_.manifest.join_separators, sep)), offset(rec, 4));
  Value *array = scalar(c.args[0]);
  Type at = type_of(c.args[0]);
  Value *ptr = slot(8);
  BasicBlock *done = BasicBlock::Create(m_.ctx, "join_done", fn_);
  for (uint32_t i = 0; i < manifest::kJoinArgs; i++) {
    call_helper(buffer_read_helper(at), b_.getInt64Ty(), {ptr, i32(8), b_.CreateAdd(array, i64(8 * i))});
    Value *p = b_.CreateLoad(b_.getInt64Ty(), ptr);
    BasicBlock *next = BasicBlock::Create(m_.ctx, "join_arg", fn_);
    b_.CreateCondBr(b_.CreateICmpEQ(p, i64(0)), done, next);
    b_.SetInsertPoint(next);
    call_helper(string_read_helper(at), b_.getInt64Ty(), {offset(rec, sizeof(kt_record_header) + i * len), i32(len), p});
  }
  b_.CreateBr(done);
  b_.SetInsertPoint(done);
  submit(rec, size, Wakeup::Batched);
}

void ProgramLowering::print(const ast::Call &c) {
  if (auto *m = ast::as<ast::MapRef>(c.args[0]); m && m->keys.empty()) {
    Value *top = c.args.size() > 1 ? scalar(c.args[1]) : i64(0);
    Value *div = c.args.size() > 2 ? scalar(c.args[2]) : i64(1);
    emit_fixed_record(KT_REC_PRINT_MAP, static_cast<uint32_t>(map_def(m->name).manifest_index), {top, div});
    return;
  }
  if (type_of(c.args[0]).is(sema::TypeKind::Args)) {
    print_args();
    return;
  }
  if (type_of(c.args[0]).is(sema::TypeKind::Branches)) {
    print_lbr();
    return;
  }
  if (type_of(c.args[0]).is(sema::TypeKind::Session)) {
    auto it = m_.info.builtins.find(c.args[0]);
    if (it != m_.info.builtins.end() && it->second->id == sema::BuiltinId::Calls)
      print_session_calls();
    else
      print_session_stack(!ast::as<ast::Call>(c.args[0])->args.empty());
    return;
  }
  Type t = record_type(type_of(c.args[0]));
  uint32_t id = static_cast<uint32_t>(m_.manifest.print_layouts.size());
  m_.manifest.print_layouts.push_back(layout_of(t));
  emit_record(KT_REC_PRINT_VALUE, id, {c.args[0]}, nullptr);
}

} // namespace kt::codegen
