// kaddr() and uaddr() at run time: each address the manifest names
// (manifest::SymbolAddress) resolved before load, into the program's
// read-only config (slot kConfigAddresses + its index). A kernel symbol
// comes from /proc/kallsyms, a user one from its binary's ELF symbols.
#include "catalog/elf_lookup.h"
#include "catalog/elf_reader.h"
#include "catalog/libraries.h"
#include "runtime/families.h"
#include "runtime/run_context.h"

namespace kt::runtime {

namespace {

Result<uint64_t> kernel_address(RunContext &ctx, const manifest::SymbolAddress &a) {
  auto addr = ctx.symbols.kernel_address(a.name);
  if (!addr)
    return Error("kaddr(\"" + a.name + "\"): no such kernel symbol in /proc/kallsyms");
  return *addr;
}

// uaddr() in a uprobe with one site: the symbol's distance from the
// probed address (see manifest::SymbolAddress).
Result<uint64_t> relative_address(const manifest::SymbolAddress &a, const std::string &path, uint64_t symbol) {
  uint64_t site = a.address;
  if (!a.has_address) {
    auto f = catalog::find_elf_symbol(path, a.site);
    if (!f)
      return f.error().wrap("uaddr(\"" + a.name + "\")");
    site = f->value + a.offset;
  }
  return symbol - site;
}

Result<uint64_t> user_address(const manifest::SymbolAddress &a) {
  auto path = catalog::resolve_binary(a.binary);
  auto sym = path ? catalog::find_elf_symbol(*path, a.name) : Result<catalog::ElfSymbol>(path.error());
  if (!sym)
    return sym.error().wrap("uaddr(\"" + a.name + "\")");
  if (a.relative)
    return relative_address(a, *path, sym->value);
  // A file address is the run-time one only in a fixed-address executable.
  auto elf = catalog::ElfReader::open(*path);
  GElf_Ehdr eh;
  if (elf && gelf_getehdr(elf->elf(), &eh) && eh.e_type != ET_EXEC)
    return Error("uaddr(\"" + a.name + "\"): " + *path +
                     " is position-independent, so where the symbol is depends on the process; "
                     "use uaddr() in a uprobe or uretprobe with one attach point, which finds it",
                 0, true);
  return sym->value;
}

Status resolve_addresses(RunContext &ctx, RuntimeConfig &config) {
  for (const manifest::SymbolAddress &a : ctx.manifest.addresses) {
    auto addr = a.kernel ? kernel_address(ctx, a) : user_address(a);
    if (!addr)
      return addr.error();
    config.addresses.push_back(*addr);
  }
  return {};
}

const FamilyRegistration kRegistration{{.name = "symbols", .configure = resolve_addresses}};

} // namespace

} // namespace kt::runtime
