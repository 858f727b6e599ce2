// Symbols and addresses (sema/builtins/symbols.cpp): ksym() and usym()
// keep the address (and the process) for the runtime to symbolize;
// kaddr() and uaddr() read the address the runtime resolved into the
// program's config before load (manifest::SymbolAddress); percpu_kaddr()
// names the kernel's variable, which libbpf resolves when it loads.
#include <linux/bpf.h>

#include <algorithm>

#include "codegen/builtins/families.h"

namespace kt::codegen {
namespace {

using namespace llvm;
using ast::ProbeKind;
constexpr sema::BuiltinForm F = sema::BuiltinForm::Function;

Val ksym(ProgramLowering &l, const ast::Node &n) { return {l.scalar(call(n).args[0]), type(l, n)}; }

// uptr(), kptr(): the same value, typed anew.
Val marked(ProgramLowering &l, const ast::Node &n) { return {l.scalar(call(n).args[0]), type(l, n)}; }

Val usym(ProgramLowering &l, const ast::Node &n) {
  Value *p = l.slot(16);
  l.b().CreateStore(l.scalar(call(n).args[0]), p);
  l.b().CreateStore(l.user_pid(), l.offset(p, 8));
  return {p, type(l, n)};
}

// The address's slot in the manifest's table, shared by equal requests.
size_t address_slot(ModuleBuilder &m, const manifest::SymbolAddress &a) {
  auto &list = m.manifest.addresses;
  auto it = std::find_if(list.begin(), list.end(), [&](const manifest::SymbolAddress &x) {
    return x.kernel == a.kernel && x.binary == a.binary && x.name == a.name && x.relative == a.relative &&
           x.site == a.site && x.offset == a.offset && x.has_address == a.has_address && x.address == a.address;
  });
  size_t index = it - list.begin();
  if (it == list.end())
    list.push_back(a);
  return index;
}

Val address(ProgramLowering &l, const ast::Node &n, bool kernel) {
  manifest::SymbolAddress a;
  a.kernel = kernel;
  a.name = string_arg(n, 0);
  const sema::Unit &u = l.unit();
  const ast::AttachPoint &ap = *u.attach_points.front();
  if (!a.kernel) {
    a.binary = ap.target;
    a.relative = (u.kind == ProbeKind::Uprobe || u.kind == ProbeKind::Uretprobe) && u.attach_points.size() == 1 &&
                 !ap.wildcard;
    if (a.relative) {
      a.site = ap.func;
      a.offset = ap.offset;
      a.has_address = ap.has_address;
      a.address = ap.address;
    }
  }
  size_t index = address_slot(l.module(), a);
  Value *slot_value = l.config_field(static_cast<ConfigField>(manifest::kConfigAddresses + index));
  sema::Type t = type(l, n);
  if (a.relative) // the probed address in this process, plus the symbol's distance from it
    return {l.b().CreateAdd(l.call_helper(BPF_FUNC_get_func_ip, l.b().getInt64Ty(), {l.ctx_arg()}), slot_value), t};
  return {slot_value, t};
}

Val kaddr(ProgramLowering &l, const ast::Node &n) { return address(l, n, true); }

// percpu_kaddr(): this CPU's copy of the variable (bpf_this_cpu_ptr), or
// CPU `cpu`'s (bpf_per_cpu_ptr: NULL for a CPU the machine lacks).
Val percpu_kaddr(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  IRBuilder<> &b = l.b();
  const btf::Btf &kernel = *l.module().info.names.records->kernel(); // sema checked
  GlobalVariable *var = l.module().kernel_variable(kernel, kernel.percpu_variable(string_arg(n, 0)));
  llvm::Type *ptr = PointerType::get(b.getContext(), 0);
  Value *p = c.args.size() == 2
                 ? l.call_helper(BPF_FUNC_per_cpu_ptr, ptr, {var, b.CreateTrunc(l.scalar(c.args[1]), b.getInt32Ty())})
                 : l.call_helper(BPF_FUNC_this_cpu_ptr, ptr, {var});
  return {b.CreatePtrToInt(p, b.getInt64Ty()), type(l, n)};
}
Val uaddr(ProgramLowering &l, const ast::Node &n) { return address(l, n, false); }

} // namespace

FamilyLowering symbols_lowering() {
  return {"symbols",
          {
              {"ksym", F, ksym},
              {"uptr", F, marked},
              {"kptr", F, marked},
              {"usym", F, usym},
              {"kaddr", F, kaddr},
              {"percpu_kaddr", F, percpu_kaddr},
              {"uaddr", F, uaddr},
          }};
}

} // namespace kt::codegen
