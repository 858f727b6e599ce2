// Packets to files: skboutput(path, skb, length, offset) writes a socket
// buffer's bytes to a pcap file, as bpftrace v0.26 does. The kernel's
// bpf_skb_output() is a helper of BTF-typed tracing programs only
// (tracing_prog_func_proto: tp_btf, fentry, fexit; an iterator hands out
// no socket buffer) and takes the struct sk_buff pointer as the probe's
// arguments give it (ARG_PTR_TO_BTF_ID). Lowered in
// codegen/builtins/packets.cpp; the runtime writes the files
// (runtime/builtins/packets.cpp).
#include "sema/builtins/families.h"

namespace kt::sema {
namespace {

using ast::ProbeKind;

constexpr ProbeMask kSkbPrograms =
    probe_bit(ProbeKind::TpBtf) | probe_bit(ProbeKind::Fentry) | probe_bit(ProbeKind::Fexit);

bool is_kernel_skb(const Type &t) {
  return t.is(TypeKind::Pointer) && !t.user && t.elems[0].is(TypeKind::Record) && t.elems[0].record->btf &&
         t.elems[0].record->name == "sk_buff";
}

void check_skboutput(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  ctx.expect_string_literal(n, 0);
  if (auto *path = ast::as<ast::String>(n.args[0]); path && path->value.empty())
    ctx.error(path->loc) << "'skboutput()' needs the name of the pcap file to write";
  ast::Expr *skb = n.args[1];
  ctx.value(skb);
  Type t = ctx.type(skb);
  if (!t.is_none() && !is_kernel_skb(t)) {
    auto d = ctx.error(skb->loc);
    d << "'skboutput()' takes a kernel 'struct sk_buff *', not '" << to_string(t) << "'";
    d.hint("pass the socket buffer of the probe's arguments, as args.skb in tp_btf:net_dev_queue");
  }
  ctx.expect_int(n.args[2], "skboutput()'s length");
  ctx.expect_int(n.args[3], "skboutput()'s offset");
}

} // namespace

BuiltinFamily packets_family() {
  return {"packets",
          {
              {.name = "skboutput",
               .form = BuiltinForm::Function,
               .min_args = 4,
               .max_args = 4,
               .probes = kSkbPrograms,
               .summary = "write a socket buffer's bytes to a pcap file",
               .infer = infer_s64,
               .check = check_skboutput},
          }};
}

} // namespace kt::sema
