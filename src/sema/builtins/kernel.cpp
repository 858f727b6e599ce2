// Kernel helpers that act on the traced code or read kernel objects the
// kernel hands out only to some programs: write_user() writes the traced
// process's memory and override() makes a kprobed function return at once
// (both unsafe); socket_cookie() is a socket's cookie and path() the name
// of a struct path (fentry, fexit; socket_cookie() tp_btf too). Lowered in
// codegen/builtins/kernel.cpp, which also tells the runtime how to explain
// the verifier's refusals of their helper calls.
#include "sema/builtins/families.h"

#include <algorithm>

namespace kt::sema {
namespace {

using ast::ProbeKind;
constexpr BuiltinForm F = BuiltinForm::Function;

// bpf_get_socket_cookie() and bpf_d_path() are helpers of BTF-typed tracing
// programs only (the kernel's tracing_prog_func_proto); bpf_d_path() also
// checks the traced function, which a tp_btf program has not, and allows
// every iterator (bpf_d_path_allowed: BPF_TRACE_ITER).
constexpr ProbeMask kTracingPrograms =
    probe_bit(ProbeKind::Fentry) | probe_bit(ProbeKind::Fexit) | probe_bit(ProbeKind::TpBtf);
constexpr ProbeMask kPathPrograms =
    probe_bit(ProbeKind::Fentry) | probe_bit(ProbeKind::Fexit) | probe_bit(ProbeKind::Iter);

// The largest path() reads (the kernel's PATH_MAX).
constexpr int64_t kMaxPath = 4096;

// The bytes of a value kt holds that write_user() can write: 0 if it has none.
uint32_t written_bytes(const Type &t) {
  if (t.is(TypeKind::Buffer))
    return t.size - 4; // after its length
  if (t.is_integral() || t.is(TypeKind::String) || t.is(TypeKind::Array) || t.is(TypeKind::Tuple) ||
      is_copyable_record(t))
    return t.size;
  return 0;
}

// write_user(dst, src, len): dst a user address, src bytes kt holds, len
// at least one of them and no more than src has.
void check_write_user(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  if (refuse_in_kt_process(ctx, n))
    return;
  ctx.value(n.args[0]);
  Type dst = ctx.type(n.args[0]);
  if (dst.is(TypeKind::Pointer) && !dst.user) {
    auto d = ctx.error(n.args[0]->loc);
    d << "'write_user()' writes user memory, and " << "'" << to_string(dst) << "' points to kernel memory";
    d.hint("if it holds a user address, write uptr(...) around it");
  } else if (!dst.is_int() && !dst.is(TypeKind::Pointer) && !dst.is_none()) {
    ctx.error(n.args[0]->loc) << "'write_user()' writes to a user address, not '" << to_string(dst) << "'";
  }
  ctx.value(n.args[1]);
  Type src = ctx.type(n.args[1]);
  uint32_t have = written_bytes(src);
  if (!have && !src.is_none()) {
    auto d = ctx.error(n.args[1]->loc);
    d << "'write_user()' writes the bytes of a string, integer, buffer, array, struct or tuple, not '"
      << to_string(src) << "'";
    if (src.is(TypeKind::Pointer))
      d.hint("read the memory it points to first: str(), buf() or '*'");
  }
  ctx.expect_int(n.args[2], "a length");
  auto *len = ast::as<ast::Integer>(n.args[2]);
  if (len && len->value == 0)
    ctx.error(len->loc) << "'write_user()' writes at least one byte";
  else if (len && have && len->value > have)
    ctx.error(len->loc) << "'write_user()' can write at most " << have << " bytes of '" << to_string(src)
                        << "', not " << len->value;
}

// override(rc) in kprobes on functions of the kernel's error-injection
// list, at their entry: the kernel refuses to attach any other (and
// ignores an override at an offset).
void resolve_override(ResolveContext &ctx, ast::Call &n, BuiltinUse &) {
  for (ast::Expr *a : n.args)
    ctx.value(a);
  std::optional<Result<std::vector<KernelFunc>>> list;
  for (const Unit *u : ctx.units()) {
    if (u->kind != ProbeKind::Kprobe)
      continue; // check_probe_kind reported it
    for (const ast::AttachPoint *ap : u->attach_points)
      if (ap->has_offset) {
        auto d = ctx.diags().error(n.loc);
        d << "'override()' makes a function return at its entry, and '" << ap->raw << "' is inside it";
        d.note(ap->loc) << "the probe's attach point";
        return;
      }
    if (!list)
      list = ctx.types().error_injection_functions();
    if (!*list) {
      auto d = ctx.diags().error(n.loc);
      d << "'override()' needs the kernel's error-injection list: " << list->error().message;
      return;
    }
    for (const KernelFunc &f : u->functions) {
      bool listed = std::any_of((*list)->begin(), (*list)->end(), [&](const KernelFunc &e) {
        return e.name == f.name && (f.module.empty() || e.module == f.module);
      });
      if (listed)
        continue;
      auto d = ctx.diags().error(n.loc);
      d << "'override()' cannot make '" << f.name << "' return: it is not on the kernel's error-injection list";
      d.hint("the kernel lets a kprobe override only functions marked ALLOW_ERROR_INJECTION, which "
             "/sys/kernel/debug/error_injection/list names (should_failslab, for one)");
      return;
    }
  }
}

void check_override(CheckContext &ctx, ast::Node &n) { ctx.expect_int(call(n).args[0], "a return value"); }

// Whether record `r` starts with a struct sock_common (as struct sock,
// inet_sock, tcp_sock, ... do): what the kernel's
// bpf_get_socket_cookie() takes.
bool is_socket(const Record &r) {
  const Record *at = &r;
  std::shared_ptr<const Record> held; // a BTF record's fields are made on demand
  for (int depth = 0; at && depth < 8; depth++) {
    if (at->name == "sock_common")
      return true;
    auto names = at->field_names();
    auto first = names.empty() ? std::nullopt : at->field(names[0]);
    if (!first || first->offset != 0 || !first->type.is(TypeKind::Record))
      return false;
    held = first->type.record;
    at = held.get();
  }
  return false;
}

void check_socket_cookie(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  ctx.value(n.args[0]);
  Type t = ctx.type(n.args[0]);
  if (t.is_none())
    return;
  bool kernel_struct = t.is(TypeKind::Pointer) && t.elems[0].is(TypeKind::Record) && t.elems[0].record->btf;
  if (kernel_struct && !t.user && is_socket(*t.elems[0].record))
    return;
  auto d = ctx.error(n.args[0]->loc);
  d << "'socket_cookie()' takes a kernel 'struct sock *', not '" << to_string(t) << "'";
  if (kernel_struct && t.user)
    d.hint("the socket must be the kernel's pointer the probe's arguments give, as args.sk");
}

// path(p [, size]): a string of `size` bytes (a literal) or max_strlen.
Type path(InferContext &ctx, const ast::Node &n) {
  auto *size = ast::as<ast::Integer>(call_arg(n, 1));
  if (size && size->value > 0 && size->value <= kMaxPath)
    return Type::string(static_cast<uint32_t>(size->value));
  return Type::string(ctx.config().max_strlen);
}

// Whether struct value `e` is reached through a kernel pointer
// (args.file->f_path, (*p).f, *p), so that its address is known: what
// codegen's kernel_address() finds.
bool in_kernel_memory(CheckContext &ctx, const ast::Expr *e) {
  if (auto *f = ast::as<ast::FieldAccess>(e)) {
    Type base = ctx.type(f->base);
    if (base.is(TypeKind::Pointer))
      return !base.user;
    return base.is(TypeKind::Record) && in_kernel_memory(ctx, f->base);
  }
  auto *u = ast::as<ast::Unary>(e);
  if (!u || u->op != ast::UnaryOp::Deref)
    return false;
  Type pt = ctx.type(u->operand);
  return pt.is(TypeKind::Pointer) && !pt.user;
}

// The struct path: a kernel pointer to one, or one reached through a
// kernel pointer (args.file->f_path), whose address is passed.
void check_path(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  ast::Expr *p = n.args[0];
  ctx.value(p);
  Type t = ctx.type(p);
  auto is_path = [](const Type &r) { return r.is(TypeKind::Record) && r.record->btf && r.record->name == "path"; };
  bool pointer = t.is(TypeKind::Pointer) && is_path(t.elems[0]);
  if ((pointer && !t.user) || (is_path(t) && in_kernel_memory(ctx, p))) {
    // the kernel's struct path
  } else if (pointer || is_path(t)) {
    auto d = ctx.error(p->loc);
    d << "'path()' needs a struct path in kernel memory, "
      << (pointer ? "not through a user pointer" : "reached through a kernel pointer");
    d.hint("pass a pointer the probe's arguments give (args.path), or a field through one (args.file->f_path)");
  } else if (!t.is_none()) {
    ctx.error(p->loc) << "'path()' takes a kernel 'struct path *' (or a struct path field through one), not '"
                      << to_string(t) << "'";
  }
  if (n.args.size() < 2)
    return;
  auto *size = ast::as<ast::Integer>(n.args[1]);
  if (!size)
    ctx.error(n.args[1]->loc) << "'path()' takes its size as an integer literal";
  else if (size->value < 1 || size->value > kMaxPath)
    ctx.error(size->loc) << "'path()' reads 1 to " << kMaxPath << " bytes, not " << size->value;
}

} // namespace

BuiltinFamily kernel_family() {
  return {"kernel",
          {
              {.name = "write_user",
               .form = F,
               .min_args = 3,
               .max_args = 3,
               .summary = "write the traced process's memory",
               .unsafe = true,
               .infer = infer_bool,
               .check = check_write_user},
              {.name = "override",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .probes = probe_bit(ProbeKind::Kprobe),
               .summary = "return from the probed function at once",
               .unsafe = true,
               .statement_only = true,
               .resolve = resolve_override,
               .check = check_override},
              {.name = "socket_cookie",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .probes = kTracingPrograms,
               .summary = "a socket's cookie",
               .infer = infer_u64,
               .check = check_socket_cookie},
              {.name = "path",
               .form = F,
               .min_args = 1,
               .max_args = 2,
               .probes = kPathPrograms,
               .summary = "the name of a struct path",
               .infer = path,
               .check = check_path},
          }};
}

} // namespace kt::sema
