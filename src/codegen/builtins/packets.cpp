// skboutput(path, skb, length, offset) (sema/builtins/packets.cpp):
// bpf_skb_output() of the socket buffer's bytes up to offset + length (no
// more than skb->len, which the helper refuses to pass) into the module's
// one perf event array, kt_skb_output, behind a struct kt_skb_output that
// names the file, the offset, the bytes captured, the packet's length and
// the time (bpf/abi/skb_output.h). The runtime skips the offset's bytes
// and writes the rest to the file (runtime/builtins/packets.cpp). Its value
// is the helper's: 0, or a negative errno.
#include <linux/bpf.h>

#include <cstddef>

#include "bpf/abi/skb_output.h"
#include "codegen/builtins/families.h"

namespace kt::codegen {
namespace {

using namespace llvm;

Value *smaller(IRBuilder<> &b, Value *x, Value *y) { return b.CreateSelect(b.CreateICmpULT(x, y), x, y); }

Val skboutput(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  IRBuilder<> &b = l.b();
  uint32_t path = ModuleBuilder::intern(l.module().manifest.skb_output_paths, string_arg(n, 0));
  Value *skb = l.scalar(c.args[1]);
  Value *length = l.scalar(c.args[2]);
  Value *offset = l.scalar(c.args[3]);
  sema::Type skb_type = l.type_of(c.args[1]);
  Value *len = b.CreateZExtOrTrunc(l.kernel_field(skb, *skb_type.elems[0].record, "len", sema::Type::integer(4, false)).v,
                            b.getInt64Ty());
  // Bytes 0..end of the data are captured and offset..end written; a
  // length or offset past the packet's end stops at it.
  Value *off = smaller(b, offset, len);
  Value *room = b.CreateSub(len, off);
  Value *end = b.CreateAdd(off, smaller(b, length, room));
  Value *meta = l.slot(sizeof(struct kt_skb_output));
  auto put = [&](size_t at, Value *v) { b.CreateStore(v, l.offset(meta, at)); };
  put(offsetof(struct kt_skb_output, path), l.i32(path));
  put(offsetof(struct kt_skb_output, offset), b.CreateTrunc(off, b.getInt32Ty()));
  put(offsetof(struct kt_skb_output, captured), b.CreateTrunc(end, b.getInt32Ty()));
  put(offsetof(struct kt_skb_output, len), b.CreateTrunc(len, b.getInt32Ty()));
  put(offsetof(struct kt_skb_output, ns), l.call_helper(BPF_FUNC_ktime_get_ns, b.getInt64Ty(), {}));
  Value *flags = b.CreateOr(b.CreateShl(end, 32), l.i64(BPF_F_CURRENT_CPU));
  GlobalVariable *map = l.module().module->getNamedGlobal(KT_SKB_OUTPUT_MAP);
  explain_refusals(l, c, "bpf_skb_output",
                   {{"expected=",
                     "the kernel takes a socket buffer for skboutput() only as the probe's arguments give it",
                     {"pass the probe's argument itself (args.skb): one read from memory or cast from an integer "
                      "is not one the kernel trusts"}},
                    refused_arguments(c)});
  Value *r = l.call_helper(BPF_FUNC_skb_output, b.getInt64Ty(),
                           {skb, map, flags, meta, l.i64(sizeof(struct kt_skb_output))});
  return {r, type(l, n)};
}

// One perf event array for every skboutput() of the module.
void module(ModuleBuilder &m) {
  m.define_map(KT_SKB_OUTPUT_MAP, BPF_MAP_TYPE_PERF_EVENT_ARRAY, sizeof(uint32_t), sizeof(uint32_t), 0);
}

} // namespace

FamilyLowering packets_lowering() { return {"packets", {{"skboutput", sema::BuiltinForm::Function, skboutput}}, module}; }

} // namespace kt::codegen
