// Symbols and addresses: ksym() and usym() print an address as a symbol,
// kaddr() and uaddr() give a symbol's address, percpu_kaddr() a per-CPU
// variable's, uptr() and kptr() mark the
// address space of a pointer. Lowered in
// codegen/builtins/symbols.cpp.
#include "sema/builtins/families.h"

namespace kt::sema {
namespace {

using ast::ProbeKind;
constexpr BuiltinForm F = BuiltinForm::Function;

Type ksym(InferContext &, const ast::Node &) { return Type::simple(TypeKind::KSym); }
Type usym(InferContext &, const ast::Node &) { return Type::simple(TypeKind::USym); }

// A pointer to an integer of the symbol's size (bpftrace's rule).
Type uaddr(InferContext &ctx, const ast::Node &n) {
  int64_t size = ctx.use(n).datum;
  uint32_t bytes = size == 1 || size == 2 || size == 4 ? static_cast<uint32_t>(size) : 8;
  return Type::pointer(Type::integer(bytes, true), true);
}

// uaddr("sym"): the symbol is looked up in the probe's binary now, so
// that the pointer it returns has the symbol's size (the use's datum).
void symbol_size(ResolveContext &ctx, ast::Call &n, BuiltinUse &use) {
  for (ast::Expr *a : n.args)
    ctx.value(a);
  auto *name = n.args.size() == 1 ? ast::as<ast::String>(n.args[0]) : nullptr;
  if (!name)
    return; // check_types reports it
  const ast::AttachPoint *binary = nullptr;
  for (const ast::AttachPoint *ap : ctx.probe().attach_points)
    if (ap->probe == ProbeKind::Uprobe || ap->probe == ProbeKind::Uretprobe || ap->probe == ProbeKind::Usdt)
      binary = binary ? binary : ap;
  if (!binary || binary != ctx.probe().attach_points.front()) {
    ctx.diags().error(n.loc) << "uaddr() needs a uprobe or usdt probe: it finds the symbol in the probe's binary";
    return;
  }
  auto size = ctx.types().user_symbol_size(binary->target, name->value);
  if (!size) {
    ctx.diags().error(name->loc) << "uaddr(): " << size.error().message;
    return;
  }
  use.datum = static_cast<int64_t>(*size);
}

// kaddr("sym"): the address is resolved when the program loads; a name
// the kernel's symbols lack is reported here, at the name, instead.
void kernel_symbol(ResolveContext &ctx, ast::Call &n, BuiltinUse &) {
  for (ast::Expr *a : n.args)
    ctx.value(a);
  auto *name = n.args.size() == 1 ? ast::as<ast::String>(n.args[0]) : nullptr;
  if (!name || ctx.types().kernel_address_known(name->value))
    return;
  std::string printable;
  for (unsigned char c : name->value)
    printable += c >= 0x20 && c < 0x7f ? std::string(1, static_cast<char>(c)) : "?";
  ctx.diags().error(name->loc) << "kaddr(): the kernel has no symbol '" << printable << "' in /proc/kallsyms";
}

void check_address(CheckContext &ctx, ast::Node &n) { ctx.expect_int(call(n).args[0], "an address"); }

// uptr(p), kptr(p): `p` marked as an address of user or kernel memory
// (what its fields' and str()'s reads use); other values pass unchanged.
Type uptr(InferContext &ctx, const ast::Node &n) {
  Type t = ctx.type(call_arg(n, 0));
  if (t.is(TypeKind::Pointer))
    t.user = true;
  return t;
}
Type kptr(InferContext &ctx, const ast::Node &n) {
  Type t = ctx.type(call_arg(n, 0));
  if (t.is(TypeKind::Pointer))
    t.user = false;
  return t;
}
void check_name(CheckContext &ctx, ast::Node &n) { ctx.expect_string_literal(call(n), 0); }

// percpu_kaddr("sym" [, cpu]): a per-CPU variable the kernel's BTF has.
void check_percpu(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  ctx.expect_string_literal(n, 0);
  if (n.args.size() == 2)
    ctx.expect_int(n.args[1], "a CPU");
  auto *name = ast::as<ast::String>(n.args[0]);
  const btf::Btf *kernel = ctx.records().kernel();
  if (name && !kernel)
    ctx.error(name->loc) << "percpu_kaddr() finds the variable in the kernel's BTF, which this machine lacks";
  else if (name && !kernel->percpu_variable(name->value))
    ctx.error(name->loc) << "the kernel's BTF has no per-CPU variable '" << name->value << "'";
}

// A pointer to kernel memory, as bpftrace's uint64 *.
Type percpu_address(InferContext &, const ast::Node &) { return Type::pointer(Type::u64(), false); }

} // namespace

BuiltinFamily symbols_family() {
  return {"symbols",
          {
              {.name = "ksym",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "a kernel symbol",
               .infer = ksym,
               .check = check_address},
              {.name = "usym",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "a user symbol",
               .infer = usym,
               .check = check_address},
              {.name = "kaddr",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "a kernel symbol's address",
               .resolve = kernel_symbol,
               .infer = infer_u64,
               .check = check_name},
              {.name = "percpu_kaddr",
               .form = F,
               .min_args = 1,
               .max_args = 2,
               .summary = "a kernel per-CPU variable's address on this or another CPU",
               .infer = percpu_address,
               .check = check_percpu},
              {.name = "uaddr",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "a user symbol's address",
               .resolve = symbol_size,
               .infer = uaddr,
               .check = check_name},
              {.name = "uptr",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "a pointer to user memory",
               .infer = uptr,
               .check = check_address},
              {.name = "kptr",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "a pointer to kernel memory",
               .infer = kptr,
               .check = check_address},
          }};
}

} // namespace kt::sema
