// printf() in an iter probe (sema/builtins/output.cpp checks it): the
// kernel formats the text into the iterator's seq_file with
// bpf_seq_printf(seq, fmt, fmt_size, data, data_len), so that it reaches
// whoever reads the iterator: kt, or a reader of the pinned file once kt
// has exited. The format is kt's in the kernel's dialect
// (util/kernel_printf.h); each argument is a u64 in `data`: an integer
// cut to the bits its conversion prints, a string's address.
#include <linux/bpf.h>

#include "codegen/builtins/families.h"
#include "util/kernel_printf.h"

namespace kt::codegen {

using namespace llvm;

void lower_seq_printf(ProgramLowering &l, const ast::Call &c) {
  IRBuilder<> &b = l.b();
  auto parsed = util::parse_printf_format(string_arg(c, 0));
  auto format = parsed ? util::kernel_printf_format(*parsed) : Result<std::string>(parsed.error());
  if (!format)
    return; // sema refused it
  // The seq_file is ctx->meta->seq, loaded directly: the helper takes it as
  // a pointer the verifier followed from the context, not as a number.
  PointerType *ptr = PointerType::get(b.getContext(), 0);
  Value *meta = b.CreateAlignedLoad(ptr, l.ctx_arg(), Align(8), "meta");
  Value *seq = b.CreateAlignedLoad(ptr, meta, Align(8), "seq");
  auto fmt_size = static_cast<uint32_t>((format->size() + 8) / 8 * 8); // NUL-padded
  Value *fmt = l.slot(fmt_size);
  l.store_string(fmt, *format, fmt_size);
  size_t n = parsed->specs.size();
  Value *data = n ? l.slot(static_cast<uint32_t>(8 * n)) : ConstantPointerNull::get(ptr);
  for (size_t i = 0; i < n; i++) {
    const util::FormatSpec &spec = parsed->specs[i];
    Value *word;
    if (spec.conversion == util::Conversion::String) {
      word = b.CreatePtrToInt(l.expr(c.args[i + 1]).v, b.getInt64Ty());
    } else {
      word = l.scalar(c.args[i + 1]);
      int bits = spec.conversion == util::Conversion::Char ? 8 : util::length_bits(spec.length_modifier);
      bool is_signed = spec.conversion == util::Conversion::Decimal || spec.conversion == util::Conversion::Integer;
      if (bits < 64) {
        Value *cut = b.CreateTrunc(word, b.getIntNTy(bits));
        word = is_signed ? b.CreateSExt(cut, b.getInt64Ty()) : b.CreateZExt(cut, b.getInt64Ty());
      }
    }
    b.CreateStore(word, l.offset(data, 8 * i));
  }
  l.call_helper(BPF_FUNC_seq_printf, b.getInt64Ty(),
                {seq, fmt, l.i32(fmt_size), data, l.i32(static_cast<uint32_t>(8 * n))});
}

} // namespace kt::codegen
