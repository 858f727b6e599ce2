#include "driver/system_types.h"

#include <fcntl.h>
#include <linux/bpf.h>
#include <linux/magic.h>
#include <sys/statfs.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>

#include "catalog/binary_globs.h"
#include "catalog/btf_answers_cache.h"
#include "catalog/elf_lookup.h"
#include "catalog/elf_symbols.h"
#include "catalog/uprobe_entry.h"
#include "runtime/dwarf_types.h"
#include "runtime/features.h"
#include "runtime/pin_path.h"
#include "sema/records.h"
#include "util/glob.h"
#include "catalog/libraries.h"
#include "catalog/usdt.h"
#include "util/edit_distance.h"
#include "runtime/symbols.h"

namespace kt::driver {

using sema::Type;

Result<catalog::Tracefs *> SystemTypes::tracefs() {
  if (!tracefs_) {
    auto fs = catalog::Tracefs::open();
    if (!fs)
      return fs.error();
    tracefs_.emplace(std::move(*fs));
  }
  return &*tracefs_;
}

const std::vector<std::string> *SystemTypes::all_tracepoints() {
  if (!all_) {
    auto fs = tracefs();
    if (!fs)
      return nullptr;
    auto list = (*fs)->tracepoints();
    if (!list)
      return nullptr;
    all_ = std::move(*list);
  }
  return &*all_;
}

std::vector<std::string> SystemTypes::match_tracepoints(const std::string &category, const std::string &name) {
  if (!all_tracepoints())
    return {};
  std::vector<std::string> out;
  for (const std::string &tp : *all_) {
    size_t colon = tp.find(':');
    if (colon != std::string::npos && glob_match(category, tp.substr(0, colon)) &&
        glob_match(name, tp.substr(colon + 1)))
      out.push_back(tp);
  }
  std::sort(out.begin(), out.end());
  return out;
}

Result<std::shared_ptr<const sema::Record>> SystemTypes::tracepoint_args(const std::string &category,
                                                                         const std::string &name) {
  auto fs = tracefs();
  if (!fs)
    return fs.error().wrap("tracepoint '" + category + ":" + name + "'");
  auto format = (*fs)->format(category, name); // its errors name the tracepoint
  if (!format)
    return format.error();
  return tracepoint_record(category, *format, max_strlen_, [this] { return kernel_btf(); });
}

namespace {

// The file name of a library `path` links (DT_NEEDED) that has function
// `func`, or "": where a program linking `path` finds `func` when `path`
// lacks it (libpthread.so.0 -> libc.so.6 since glibc 2.34).
std::string linked_library_with(const std::string &path, const std::string &func) {
  std::vector<std::string> linked = catalog::linked_binaries(path); // path first, then its libraries
  for (size_t i = 1; i < linked.size(); i++) {
    auto table = catalog::SymbolTable::shared(linked[i]);
    if (table && (*table)->find(func))
      return std::filesystem::path(linked[i]).filename().string();
  }
  return "";
}

// DWARF types (runtime::CType) as sema types; records memoized so that
// self-referencing structs terminate.
class CTypeConverter {
public:
  Type convert(const runtime::CType *t) {
    using K = runtime::CType::Kind;
    if (!t)
      return Type::integer(1, false);
    switch (t->kind) {
    case K::Int:
    case K::Enum: {
      uint32_t size = t->size == 1 || t->size == 2 || t->size == 4 ? t->size : 8;
      return Type::integer(size, t->is_signed);
    }
    case K::Pointer: {
      const runtime::CType *to = t->target.get();
      if (!to || to->kind == K::Other)
        return Type::pointer(Type::integer(1, false), true);
      return Type::pointer(convert(to), true);
    }
    case K::Struct:
    case K::Union: return Type::record_of(record(t));
    case K::Array: {
      if (t->target && t->target->is_char && t->target->is_signed)
        return Type::string(t->count);
      return Type::array(convert(t->target.get()), t->count);
    }
    default: return Type::u64();
    }
  }

private:
  std::shared_ptr<const sema::Record> record(const runtime::CType *t) {
    if (auto it = done_.find(t); it != done_.end())
      return it->second;
    auto rec = std::make_shared<sema::FixedRecord>();
    rec->name = t->name;
    rec->is_union = t->kind == runtime::CType::Kind::Union;
    rec->size = t->size;
    done_[t] = rec;
    for (const runtime::CMember &m : t->members) {
      sema::Field f;
      f.name = m.name;
      f.offset = m.offset;
      f.bit_offset = m.bit_offset;
      f.bit_size = m.bit_size;
      f.type = convert(m.type.get());
      rec->fields.push_back(f);
    }
    return rec;
  }

  std::map<const runtime::CType *, std::shared_ptr<sema::FixedRecord>> done_;
};

} // namespace

Result<std::shared_ptr<const sema::Record>> SystemTypes::uprobe_args(const std::string &binary,
                                                                     const std::string &func) {
  binaries_.insert(binary);
  auto path = catalog::resolve_binary(binary);
  if (!path)
    return path.error();
  auto params = runtime::function_params(*path, func);
  if (!params)
    return params.error();
  auto rec = std::make_shared<sema::FixedRecord>();
  rec->name = func + "()";
  CTypeConverter conv;
  for (size_t i = 0; i < params->size(); i++) {
    const runtime::CParam &p = (*params)[i];
    sema::Field f;
    f.name = p.name;
    f.arg = static_cast<int16_t>(i);
    f.offset = static_cast<uint32_t>(8 * i);
    // Arrays decay to pointers; structs passed by value are beyond kt.
    bool by_value = p.type && (p.type->kind == runtime::CType::Kind::Struct ||
                               p.type->kind == runtime::CType::Kind::Union);
    f.type = by_value ? Type::u64() : conv.convert(p.type.get());
    if (f.type.is(sema::TypeKind::Array) || f.type.is(sema::TypeKind::String))
      f.type = Type::pointer(f.type.elems.empty() ? Type::integer(1, true) : f.type.elems[0], true);
    rec->fields.push_back(f);
  }
  rec->size = static_cast<uint32_t>(8 * params->size());
  return std::shared_ptr<const sema::Record>(rec);
}

const btf::Btf *SystemTypes::kernel_btf() { return btf_.vmlinux(); }

// Asked of the BTF when it is read anyway; otherwise answered from the
// per-boot cache, which asks the BTF once per set of names.
std::vector<bool> SystemTypes::kernel_has_types(const std::vector<sema::CTypeName> &types) {
  if (btf_.loaded())
    return TypeSource::kernel_has_types(types);
  std::vector<std::string> questions;
  for (const sema::CTypeName &t : types)
    questions.push_back(std::string(1, t.tag) + " " + t.name);
  return catalog::cached_btf_answers(btf_.path(), questions, [&] { return TypeSource::kernel_has_types(types); });
}

const btf::Btf *SystemTypes::module_btf(const std::string &module) { return btf_.module(module); }

Result<std::vector<sema::KernelFunc>> SystemTypes::kernel_functions(const std::string &module_glob,
                                                                    const std::string &glob) {
  if (!functions_) {
    auto list = catalog::KernelFunctions::load_cached(kernel_btf());
    if (!list)
      return list.error();
    functions_.emplace(std::move(*list));
  }
  std::vector<sema::KernelFunc> out;
  for (const catalog::KernelFunction &f : functions_->match(module_glob, glob))
    out.push_back({f.module, f.name});
  return out;
}

Result<sema::UserFunctions> SystemTypes::user_function_list(
    const std::string &binary,
    const std::function<Result<std::vector<std::string>>(const std::string &, const catalog::SymbolTable &)> &names) {
  auto path = catalog::resolve_binary(binary);
  if (!path)
    return path.error();
  auto table = catalog::SymbolTable::shared(*path);
  if (!table)
    return table.error();
  auto wanted = names(*path, **table);
  if (!wanted)
    return wanted.error();
  auto returns = runtime::function_return_types(*path);
  CTypeConverter conv;
  catalog::EntryBytes entries(*path);
  sema::UserFunctions out;
  out.path = *path;
  for (const std::string &name : *wanted) {
    auto sym = (*table)->find(name);
    if (!sym)
      continue; // ambiguous local functions, or no symbol: a glob skips them
    sema::UserFunc f;
    f.name = name;
    f.offset = sym->file_offset;
    f.global = sym->global;
    f.unsafe = entries.refusal(sym->file_offset).value_or("");
    if (auto r = returns.find(name); r != returns.end()) {
      f.known_ret = true;
      if (r->second)
        f.ret = conv.convert(r->second.get());
    }
    out.functions.push_back(std::move(f));
  }
  return out;
}

Result<sema::UserFunctions> SystemTypes::user_functions(const std::string &binary, const std::string &glob) {
  binaries_.insert(binary);
  return user_function_list(binary, [&](const std::string &, const catalog::SymbolTable &table)
                                        -> Result<std::vector<std::string>> { return table.match(glob); });
}

Result<sema::UserFunctions> SystemTypes::user_functions_in_sources(const std::string &binary, const std::string &glob) {
  binaries_.insert(binary);
  return user_function_list(binary, [&](const std::string &path, const catalog::SymbolTable &)
                                        -> Result<std::vector<std::string>> {
    return runtime::functions_in_sources(path, glob);
  });
}

Result<std::vector<std::string>> SystemTypes::kernel_functions_in_sources(const std::string &glob) {
  auto path = runtime::find_vmlinux(vmlinux_);
  auto names = path ? runtime::functions_in_sources(*path, glob) : Result<std::vector<std::string>>(path.error());
  if (!names)
    return Error(names.error().message + "; kernel source-file globs need the kernel's vmlinux with DWARF "
                                         "(Debian: linux-image-$(uname -r)-dbg), given with -k PATH");
  return names;
}

std::optional<std::string> SystemTypes::missing_user_function(const std::string &binary, const std::string &func,
                                                             std::string &near, std::string &linked) {
  binaries_.insert(binary);
  auto path = catalog::resolve_binary(binary);
  if (!path)
    return std::nullopt;
  auto table = catalog::SymbolTable::shared(*path);
  if (!table)
    return std::nullopt;
  if (has_wildcard(func)) { // as the attach would say (runtime/attach.cpp)
    if (!(*table)->match(func).empty())
      return std::nullopt;
    return "no function of " + *path + " matches '" + func + "'";
  }
  auto found = (*table)->find(func);
  if (found)
    return std::nullopt;
  if (found.error().code == ENOENT) {
    near = closest_name(func, (*table)->match("*")).value_or("");
    linked = linked_library_with(*path, func);
  }
  return found.error().message;
}

std::optional<std::string> SystemTypes::unusable_user_binary(const std::string &binary) {
  binaries_.insert(binary);
  auto path = catalog::resolve_binary(binary);
  if (!path) {
    switch (path.error().code) {
    case ENOENT:
      if (binary.find('/') == std::string::npos)
        return "no library or executable named '" + binary +
               "' (looked in /etc/ld.so.cache, the library directories and $PATH)";
      return "binary '" + binary + "' does not exist";
    case ENOTDIR: return "binary '" + binary + "' does not exist: a part of its path is not a directory";
    case EINVAL: return "binary '" + binary + "' is not a regular file";
    default: return std::nullopt; // EACCES and the like: the attach says why
    }
  }
  int fd = ::open(path->c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return std::nullopt;
  char magic[4] = {};
  ssize_t n = ::read(fd, magic, sizeof magic);
  ::close(fd);
  if (n != sizeof magic || std::memcmp(magic, "\x7f" "ELF", 4) != 0)
    return "binary '" + binary + "' is not an ELF file";
  return std::nullopt;
}

std::optional<std::string> SystemTypes::unusable_pin(const std::string &pin) {
  asked_the_moment_ = true;
  std::string path = runtime::pin_path(pin);
  auto why = runtime::pin_refusal(path);
  return why ? std::optional<std::string>("cannot pin at " + path + ": " + *why) : std::nullopt;
}

std::optional<std::vector<std::string>> SystemTypes::usdt_probes(const std::string &binary) {
  binaries_.insert(binary);
  auto path = catalog::resolve_binary(binary);
  if (!path)
    return std::nullopt;
  auto probes = catalog::read_usdt_probes(*path);
  if (!probes)
    return std::nullopt;
  std::vector<std::string> names;
  for (const catalog::UsdtProbe &p : *probes)
    names.push_back(p.provider + ":" + p.name);
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

Result<uint64_t> SystemTypes::user_symbol_size(const std::string &binary, const std::string &name) {
  binaries_.insert(binary);
  auto path = catalog::resolve_binary(binary);
  if (!path)
    return path.error();
  auto sym = catalog::find_elf_symbol(*path, name);
  if (!sym)
    return sym.error();
  return sym->size;
}

// A cgroup v2 directory's id is its kernfs node id, which is the file
// handle name_to_handle_at() gives (cgroup v1 hierarchies give none that
// bpf_get_current_cgroup_id() returns).
Result<uint64_t> SystemTypes::cgroup_id(const std::string &path) {
  asked_the_moment_ = true;
  struct statfs fs {};
  if (statfs(path.c_str(), &fs) != 0)
    return Error("cannot read '" + path + "': " + std::strerror(errno));
  if (fs.f_type != CGROUP2_SUPER_MAGIC)
    return Error("'" + path + "' is not in a cgroup v2 hierarchy");
  alignas(file_handle) char bytes[sizeof(file_handle) + sizeof(uint64_t)] = {};
  auto *fh = reinterpret_cast<file_handle *>(bytes);
  fh->handle_bytes = sizeof(uint64_t);
  int mount_id = 0;
  if (name_to_handle_at(AT_FDCWD, path.c_str(), fh, &mount_id, 0) != 0)
    return Error("cannot get the cgroup id of '" + path + "': " + std::strerror(errno));
  uint64_t id = 0;
  std::memcpy(&id, bytes + sizeof(file_handle), sizeof id);
  return id;
}

namespace {

// The program type the probe kind's programs have (codegen's sections).
bpf_prog_type program_type(ast::ProbeKind kind) {
  using K = ast::ProbeKind;
  switch (kind) {
  case K::Tracepoint: return BPF_PROG_TYPE_TRACEPOINT;
  case K::Interval:
  case K::Profile:
  case K::Software:
  case K::Hardware: return BPF_PROG_TYPE_PERF_EVENT;
  case K::Kprobe:
  case K::Kretprobe:
  case K::Uprobe:
  case K::Uretprobe:
  case K::Usdt:
  case K::Entry: return BPF_PROG_TYPE_KPROBE;
  case K::Fentry:
  case K::Fexit:
  case K::TpBtf: return BPF_PROG_TYPE_TRACING;
  default: return BPF_PROG_TYPE_RAW_TRACEPOINT; // BEGIN, END, self, rawtracepoint
  }
}

// `enum NAME`: the kernel's enum, if BTF has it, so that %s prints a
// value by its name (kfree_skb's `reason`).
std::optional<Type> enum_type(const std::string &c_type, const std::function<const btf::Btf *()> &get_btf) {
  if (c_type.rfind("enum ", 0) != 0 || c_type.find_first_of("*[") != std::string::npos)
    return std::nullopt;
  const btf::Btf *b = get_btf();
  std::string name = c_type.substr(5);
  for (btf::Kind kind : {btf::Kind::Enum, btf::Kind::Enum64})
    if (btf::TypeId id = b ? b->find(name, kind) : 0)
      return sema::btf_type(*b, id, false);
  return std::nullopt;
}

} // namespace

// Asked of the kernel for the kfunc's FUNC in its BTF; TRACING programs
// load as tp_btf on sched_switch, which every kernel has.
Result<bool> SystemTypes::kfunc_allowed(const std::string &name, ast::ProbeKind kind) {
  const btf::Btf *b = kernel_btf();
  if (!b)
    return Error("this machine has no kernel BTF");
  btf::TypeId func = b->find(name, btf::Kind::Func);
  if (!func)
    return false;
  auto allowed = runtime::kfunc_allowed(func, program_type(kind),
                                        b->find(std::string(btf::kTracepointPrefix) + "sched_switch", btf::Kind::Typedef));
  if (!allowed)
    return allowed.error().wrap("cannot ask the kernel whether '" + name + "' is allowed");
  return *allowed;
}

// `struct NAME *` (maybe const): a pointer to the kernel's struct, if BTF
// has it.
// BTF is loaded only when a field needs it.
std::optional<Type> struct_pointer(const std::string &c_type, const std::function<const btf::Btf *()> &get_btf,
                                   bool user) {
  std::string t = c_type;
  if (t.rfind("const ", 0) == 0)
    t = t.substr(6);
  if (t.rfind("struct ", 0) != 0 || t.back() != '*' || t.find('*') != t.size() - 1)
    return std::nullopt;
  const btf::Btf *btf = get_btf();
  if (!btf)
    return std::nullopt;
  std::string name = t.substr(7, t.size() - 8);
  while (!name.empty() && name.back() == ' ')
    name.pop_back();
  btf::TypeId id = btf->find(name, btf::Kind::Struct);
  if (!id)
    return std::nullopt;
  return Type::pointer(sema::btf_type(*btf, id, user), user);
}

std::shared_ptr<const sema::Record> tracepoint_record(const std::string &category,
                                                      const catalog::TracepointFormat &format,
                                                      uint32_t max_strlen,
                                                      const std::function<const btf::Btf *()> &btf) {
  auto rec = std::make_shared<sema::FixedRecord>();
  rec->name = category + ":" + format.name;
  // Syscall tracepoints carry the syscall's own arguments: pointers into
  // the calling process.
  bool user = category == "syscalls";
  uint32_t end = 0;
  for (const catalog::TracepointField &f : format.fields) {
    end = std::max(end, f.offset + f.size);
    if (f.is_common)
      continue;
    sema::Field field;
    field.name = f.name;
    field.offset = f.offset;
    bool is_char = f.base_type == "char" || f.base_type == "unsigned char" || f.base_type == "const char";
    if (f.is_dynamic()) {
      field.data_loc = true;
      field.type = is_char ? Type::string(max_strlen) : Type::u64();
    } else if (f.is_array && is_char && f.array_length) {
      field.type = Type::string(f.array_length);
    } else if (f.is_array && f.array_length) {
      uint32_t elem = f.size / f.array_length;
      field.type = Type::array(sema::type_from_c_name(f.base_type, elem, f.is_signed, user), f.array_length);
    } else if (auto sp = struct_pointer(f.type, btf, user)) {
      field.type = *sp;
    } else if (auto e = enum_type(f.type, btf)) {
      field.type = *e;
    } else {
      field.type = sema::type_from_c_name(f.type, f.size, f.is_signed, user);
    }
    rec->fields.push_back(std::move(field));
  }
  rec->size = end;
  return rec;
}

} // namespace kt::driver
