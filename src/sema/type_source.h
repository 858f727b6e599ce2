// Where sema learns about the system's types: tracepoint formats, kernel
// BTF. The driver passes the machine's; tests pass fixtures. Sema itself
// never reads /sys (compilation is deterministic given these inputs).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ast/decl.h"
#include "btf/btf.h"
#include "sema/types.h"
#include "util/result.h"

namespace kt::sema {

// A kernel function: its name and module ("" for vmlinux).
struct KernelFunc {
  std::string module;
  std::string name;
  uint32_t btf_id = 0; // its FUNC in the kernel's (or module's) BTF; 0 if unknown
  bool wildcard = false; // matched by a wildcard (the runtime may skip it if it cannot attach)
};

// A user-space function with code, for a session's function sets.
struct UserFunc {
  std::string name;
  uint64_t offset = 0;     // where a uprobe attaches (file offset)
  std::optional<Type> ret; // the DWARF return type; nullopt: void, or `known_ret` false
  bool known_ret = false;  // DWARF describes the function
  bool global = false;     // a global symbol (names the function first among aliases)
  std::string unsafe;      // why no uprobe may go on it (catalog/uprobe_entry.h), or ""
};
struct UserFunctions {
  std::string path; // the file the binary name resolved to
  std::vector<UserFunc> functions;
};

// A C type as the program defines it: tag 's' struct, 'u' union, 'e'
// enum, 't' typedef (ast::Program::CDeclared), and its name.
struct CTypeName {
  char tag = 't';
  std::string name;
};

class TypeSource {
public:
  virtual ~TypeSource() = default;

  // Tracepoints matching category and name globs, as "category:name", sorted.
  virtual std::vector<std::string> match_tracepoints(const std::string &category,
                                                     const std::string &name) = 0;
  // Every tracepoint of this machine, as "category:name" (kept by the
  // source); null when they cannot be listed (tracefs unreadable), and
  // then names are left to the attach to check.
  virtual const std::vector<std::string> *all_tracepoints() { return nullptr; }
  // The args record of one tracepoint (its format file's fields, without
  // the common_ ones).
  virtual Result<std::shared_ptr<const Record>> tracepoint_args(const std::string &category,
                                                                const std::string &name) = 0;
  // The size in bytes of symbol `name` in a user binary (a path or a
  // library name, as uprobes take them), for uaddr()'s pointer type.
  virtual Result<uint64_t> user_symbol_size(const std::string &binary, const std::string &name) = 0;
  // A user function's parameters as a record (each field's `arg` is its
  // position), from the binary's DWARF: a uprobe's `args`.
  virtual Result<std::shared_ptr<const Record>> uprobe_args(const std::string &binary, const std::string &func) = 0;
  // The kernel's BTF, or null when this machine has none.
  virtual const btf::Btf *kernel_btf() = 0;
  // For each type, whether the kernel's BTF has a type of that kind and
  // name (an enum: ENUM or ENUM64); all false without BTF. The default
  // asks kernel_btf(); the driver's keeps the answers (catalog/btf_answers_cache.h).
  virtual std::vector<bool> kernel_has_types(const std::vector<CTypeName> &types);
  // A kernel module's BTF (split on the kernel's), or null.
  virtual const btf::Btf *module_btf(const std::string &module) {
    (void)module;
    return nullptr;
  }
  // The kernel functions fentry/fexit and kprobes can attach to whose name
  // matches `glob`, in modules matching `module_glob` ("" = any, vmlinux
  // included), sorted by name. The default lists the FUNCs of kernel_btf()
  // (fixtures); the driver's lists what this kernel can trace.
  virtual Result<std::vector<KernelFunc>> kernel_functions(const std::string &module_glob, const std::string &glob);
  // The functions with code in user binary `binary` (a path or a library
  // name) whose names match `glob`, sorted by name, with their return
  // types. The default (fixtures) has none.
  virtual Result<UserFunctions> user_functions(const std::string &binary, const std::string &glob);
  // The same for the functions defined in source files matching `glob`
  // (the binary's DWARF).
  virtual Result<UserFunctions> user_functions_in_sources(const std::string &binary, const std::string &glob);
  // The kernel functions the DWARF of the running kernel's vmlinux (-k,
  // or the usual places) says source files matching `glob` define.
  // The default (fixtures) has no vmlinux.
  virtual Result<std::vector<std::string>> kernel_functions_in_sources(const std::string &glob) {
    (void)glob;
    return Error("no vmlinux with DWARF");
  }
  // Why a uprobe cannot take function `func` of user binary `binary` (a
  // path or a library name): it has no such function, or several, or no
  // function matches `func` when it is a wildcard; with the nearest name
  // it has in `near` when one is close (never for a wildcard), and in
  // `linked` the soname of a library it links (DT_NEEDED) that has the
  // function (glibc 2.34 moved pthread_create from libpthread.so.0 into
  // libc.so.6). Nullopt when it can, or when the binary cannot be read
  // here (the attach says why). The default (fixtures): nullopt.
  virtual std::optional<std::string> missing_user_function(const std::string &binary, const std::string &func,
                                                           std::string &near, std::string &linked) {
    (void)binary, (void)func, (void)near, (void)linked;
    return std::nullopt;
  }
  // The USDT probes of user binary `binary`, as "provider:name", each
  // once; nullopt when the binary cannot be read here. The default
  // (fixtures): nullopt.
  virtual std::optional<std::vector<std::string>> usdt_probes(const std::string &binary) {
    (void)binary;
    return std::nullopt;
  }
  // Whether user binary `binary` (a path or a library name) keeps frame
  // pointers, so that `ustack` in its probes can walk them
  // (catalog/frame_pointers.h says how that is told). The default
  // (fixtures): yes.
  virtual bool keeps_frame_pointers(const std::string &binary) {
    (void)binary;
    return true;
  }
  // Why user binary `binary` (a path or a library name) cannot be probed:
  // it does not exist, is not a regular file or is not an ELF file. Nullopt
  // when it can, or when it cannot be read here (the attach says why).
  // The default (fixtures): nullopt.
  virtual std::optional<std::string> unusable_user_binary(const std::string &binary) {
    (void)binary;
    return std::nullopt;
  }
  // Why an iter probe cannot pin its iterator at `pin` (iter:NAME:PIN),
  // as "cannot pin at PATH: WHY". Nullopt when it can. The default
  // (fixtures): nullopt.
  virtual std::optional<std::string> unusable_pin(const std::string &pin) {
    (void)pin;
    return std::nullopt;
  }
  // Whether `name` names a user-space file a uprobe can take: a library
  // by name (`libc`) or an executable on $PATH. The default (fixtures):
  // none.
  virtual bool user_binary_exists(const std::string &name) {
    (void)name;
    return false;
  }
  // Whether the kernel has code named `name` (kallsyms), traceable or not,
  // in `module` when it is not empty ("vmlinux": the core kernel): a kprobe
  // can attach where BTF has no FUNC. The default (fixtures) knows only BTF.
  virtual bool kernel_symbol_exists(const std::string &name, const std::string &module) {
    (void)name;
    (void)module;
    return false;
  }
  // Whether kaddr("name") can find `name`, code or data, in the running
  // kernel's symbols: false only when they are known and lack it. The
  // default (fixtures) does not know.
  virtual bool kernel_address_known(const std::string &name) {
    (void)name;
    return true;
  }
  // The functions the kernel lets a kprobe's program make return at once
  // (override()): its error-injection list, the functions marked
  // ALLOW_ERROR_INJECTION. An error says why there is none (a kernel
  // built without it). The default (fixtures): no list.
  virtual Result<std::vector<KernelFunc>> error_injection_functions() {
    return Error("there is no error-injection list in fixtures");
  }
  // Whether a program of probe kind `kind` may call the kernel's kfunc
  // `name` (bpftrace's kfunc_allowed()): the kernel's answer, which the
  // driver asks by loading a test program. The default (fixtures): not
  // known.
  virtual Result<bool> kfunc_allowed(const std::string &name, ast::ProbeKind kind) {
    (void)name;
    (void)kind;
    return Error("kfunc permissions are not known in fixtures");
  }
  // The id of the cgroup v2 directory `path` (what cgroup gives for its
  // tasks), for cgroupid(). The default (fixtures): the path's inode
  // cannot be known.
  virtual Result<uint64_t> cgroup_id(const std::string &path) {
    (void)path;
    return Error("cgroup ids are not available in fixtures");
  }
};

} // namespace kt::sema
