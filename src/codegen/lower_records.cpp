// lower_to_ir, part 6: ring-buffer records, which the builtin families
// (printf, print, exit, ...) send.
#include <linux/bpf.h>

#include "bpf/abi/records.h"
#include "codegen/lower.h"
#include "manifest/manifest.h"
#include "sema/infer_types.h"

namespace kt::codegen {

using namespace llvm;
using sema::Type;

// How an argument travels in a record: integers as 8 bytes; a bool as a
// bool, so that print(true) says true, as a map of bools does (printf's %d
// still reads it as 1).
Type ProgramLowering::record_type(const Type &t) {
  if (t.is_int())
    return sema::widened(t);
  if (t.is(sema::TypeKind::Pointer))
    return Type::integer(8, t.is_signed);
  return sema::storage_type(t);
}

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

} // namespace kt::codegen
