#include "sema/session_targets.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <tuple>

#include "sema/kernel_targets.h"
#include "sema/libc_errno.h"
#include "util/probe_targets.h"

namespace kt::sema {

using ast::ProbeKind;

ErrorClass error_class(const std::optional<Type> &ret) {
  if (!ret)
    return ErrorClass::Never;
  if (ret->is(TypeKind::Pointer))
    return ErrorClass::Pointer;
  if (ret->is(TypeKind::Bool))
    return ErrorClass::Never;
  if (ret->is_int())
    return !ret->is_signed || ret->size < 4 ? ErrorClass::Never
           : ret->size == 8                 ? ErrorClass::Int64
                                            : ErrorClass::Int32;
  return ErrorClass::Unknown;
}

namespace {

// One glob of a set: from the attach point, or a line of its list file.
struct Spec {
  ProbeKind set;
  const ast::AttachPoint *ap;
  std::string target; // binary path/name, or kernel module ("" any)
  std::string glob;
  bool user = false;
  bool by_source = false; // glob is a source-file glob (user space)
  std::string text; // as written, for messages
  std::string from; // "FILE:LINE" for a line of a list file
};

// A spec in a message: 'entry:GLOB', and where a list file has it.
std::string quoted(const Spec &s) {
  return "'" + s.text + "'" + (s.from.empty() ? "" : " (" + s.from + ")");
}

bool has_wildcard(const std::string &glob) { return glob.find_first_of("*?[") != std::string::npos; }

class Resolver {
public:
  Resolver(TypeSource &types, Diagnostics &diags) : types_(types), diags_(diags) {}

  std::optional<std::vector<SessionFunc>> run(const std::vector<ast::AttachPoint *> &aps,
                                              std::vector<std::string> &denied) {
    std::vector<Spec> specs;
    for (const ast::AttachPoint *ap : aps)
      add_specs(*ap, specs);
    if (failed_)
      return std::nullopt;
    check_domains(specs);
    if (failed_)
      return std::nullopt;
    // key: binary or module, then name
    std::map<std::pair<std::string, std::string>, SessionFunc> entry, allow;
    std::set<std::pair<std::string, std::string>> deny;
    for (const Spec &s : specs) {
      std::vector<SessionFunc> found = expand(s);
      if (failed_)
        continue;
      if (found.empty() && s.set != ProbeKind::Deny && unknown_target(s)) {
        auto d = diags_.error(s.ap->loc);
        d << quoted(s) << ": '" << s.target
          << "' is neither a kernel module with traceable functions nor a library or program";
        d.hint("a user-space target is a path (/usr/bin/app, ./app), a library name found in "
               "/etc/ld.so.cache (libc) or a program on $PATH");
        failed_ = true;
        continue;
      }
      if (found.empty() && s.set != ProbeKind::Deny) {
        auto d = diags_.error(s.ap->loc);
        d << quoted(s) << " matches no function " << (s.user ? "with code in " + s.target : "the kernel can trace");
        d.hint("list candidates with kt -l '" + std::string(ast::probe_kind_name(s.set)) + ":" +
               (s.user ? s.target + ":" : std::string(s.target.empty() ? "" : s.target + ":")) + "*'");
        failed_ = true;
        continue;
      }
      for (SessionFunc &f : found) {
        auto key = std::make_pair(f.binary.empty() ? f.module : f.binary, f.name);
        if (s.set == ProbeKind::Deny) {
          deny.insert(key);
          deny_funcs_.emplace(key, f);
        }
        else
          (s.set == ProbeKind::Entry ? entry : allow).try_emplace(key, std::move(f)).first->second.wildcard &= f.wildcard;
      }
    }
    if (failed_)
      return std::nullopt;
    for (const auto &key : deny)
      if (entry.count(key) || allow.count(key))
        denied.push_back(key.first.empty() ? key.second : key.first + ":" + key.second);
    // One traced function per address: aliases (glibc's open, open64 and
    // __libc_open64; a versioned name) are one function, probed once (two
    // uprobes at one address enter the session twice and it never
    // closes). Denying one name denies the code.
    std::set<std::pair<std::string, uint64_t>> denied_code;
    for (const auto &[key, f] : deny_funcs_)
      if (!f.binary.empty())
        denied_code.insert({f.binary, f.offset});
    std::vector<SessionFunc> out;
    std::map<std::pair<std::string, uint64_t>, size_t> at_address;
    auto add = [&](SessionFunc &f) {
      if (f.binary.empty()) {
        out.push_back(f);
        return;
      }
      std::pair<std::string, uint64_t> code{f.binary, f.offset};
      if (denied_code.count(code))
        return;
      auto [it, fresh] = at_address.try_emplace(code, out.size());
      if (fresh) {
        out.push_back(f);
        return;
      }
      SessionFunc &kept = out[it->second];
      std::string other = f.name;
      if (kept.entry == f.entry && primary_first(f, kept)) { // an entry name is never replaced by an allow one
        other = kept.name;
        kept.name = f.name;
        kept.global = f.global;
      }
      // The C library's convention, known by one of its names (open, not
      // glibc's internal __GI___libc_open64), holds for the code.
      if (f.reads_errno && !kept.reads_errno) {
        kept.error_class = f.error_class;
        kept.reads_errno = true;
      }
      auto at = std::lower_bound(kept.aliases.begin(), kept.aliases.end(), other);
      if (other != kept.name && (at == kept.aliases.end() || *at != other))
        kept.aliases.insert(at, other);
      kept.wildcard &= f.wildcard;
    };
    for (auto &[key, f] : entry)
      if (!deny.count(key)) {
        f.entry = true;
        add(f);
      }
    if (out.empty()) {
      auto d = diags_.error(first_entry(aps)->loc);
      d << "every entry function of this probe is denied";
      return std::nullopt;
    }
    for (auto &[key, f] : allow)
      if (!deny.count(key) && !entry.count(key))
        add(f);
    return out;
  }

private:
  // Which of two names of one address names it: a global symbol, then one
  // without a leading underscore, then one without a symbol version, then
  // the shorter, then the first in order.
  static bool primary_first(const SessionFunc &a, const SessionFunc &b) {
    auto rank = [](const SessionFunc &f) {
      return std::make_tuple(!f.global, f.name.starts_with("_"), f.name.find('@') != std::string::npos,
                             f.name.size(), f.name);
    };
    return rank(a) < rank(b);
  }

  static const ast::AttachPoint *first_entry(const std::vector<ast::AttachPoint *> &aps) {
    for (const ast::AttachPoint *ap : aps)
      if (ap->probe == ProbeKind::Entry)
        return ap;
    return aps.front();
  }

  void add_specs(const ast::AttachPoint &ap, std::vector<Spec> &specs) {
    if (!ap.source.empty()) { // /path/bin::src/*.c, or ::kernel/bpf/*.c (the vmlinux's DWARF)
      specs.push_back({ap.probe, &ap, ap.target, ap.source, !ap.target.empty(), true, ap.raw, ""});
      return;
    }
    if (ap.listfile.empty()) {
      specs.push_back({ap.probe, &ap, ap.target, ap.func, user_target(ap.target), false, ap.raw, ""});
      return;
    }
    // @FILE: one glob per line, as after the set's colon (GLOB,
    // MODULE:GLOB, /path/bin:GLOB); '#' starts a comment.
    std::ifstream in(ap.listfile);
    if (!in) {
      diags_.error(ap.loc) << "cannot read function list '" << ap.listfile << "'";
      failed_ = true;
      return;
    }
    std::string line;
    size_t before = specs.size();
    bool bad_line = false;
    for (size_t number = 1; std::getline(in, line); number++) {
      if (size_t hash = line.find('#'); hash != std::string::npos)
        line.erase(hash);
      size_t b = line.find_first_not_of(" \t\r"), e = line.find_last_not_of(" \t\r");
      if (b == std::string::npos)
        continue;
      line = line.substr(b, e - b + 1);
      std::string from = ap.listfile + ":" + std::to_string(number);
      if (line.find_first_of(" \t") != std::string::npos || line[0] == '@') {
        auto d = diags_.error(ap.loc);
        d << from << ": '" << line << "' is not a function glob";
        d.hint(line[0] == '@' ? "a function list cannot name another list"
                              : "a line holds one glob: GLOB, MODULE:GLOB, BINARY:GLOB or BINARY::SOURCE_GLOB");
        failed_ = bad_line = true;
        continue;
      }
      Spec s{ap.probe, &ap, "", line, false, false, std::string(ast::probe_kind_name(ap.probe)) + ":" + line, from};
      if (size_t sep = line.find("::"); sep != std::string::npos) { // BINARY::SOURCE_GLOB, or ::SOURCE_GLOB
        s.target = line.substr(0, sep);
        s.glob = line.substr(sep + 2);
        s.user = !s.target.empty();
        s.by_source = true;
      } else if (size_t colon = line.rfind(':'); colon != std::string::npos) {
        s.target = line.substr(0, colon);
        s.glob = line.substr(colon + 1);
        s.user = user_target(s.target);
      }
      specs.push_back(std::move(s));
    }
    if (specs.size() == before && !bad_line) {
      diags_.error(ap.loc) << "function list '" << ap.listfile << "' names no function";
      failed_ = true;
    }
  }

  // Whether a set's target is a user-space file: a path (any '/' or '.':
  // kernel module names have neither), or a name that is no kernel module
  // with traceable functions but is a library or an executable on $PATH
  // (`entry:libc:malloc`, `entry:bash:*`).
  bool user_target(const std::string &t) {
    if (t.empty())
      return false;
    if (util::looks_like_path(t))
      return true;
    if (has_wildcard(t) || t == "vmlinux")
      return false;
    if (auto k = types_.kernel_functions(t, "*"); k && !k->empty())
      return false;
    return types_.user_binary_exists(t);
  }

  // A kernel spec naming a module that has no traceable function (and
  // no user-space file either: user_target() said so).
  bool unknown_target(const Spec &s) {
    if (s.user || s.target.empty() || has_wildcard(s.target) || s.target == "vmlinux")
      return false;
    auto k = types_.kernel_functions(s.target, "*");
    return k && k->empty();
  }

  // ::kernel/bpf/*.c: the functions the vmlinux's DWARF puts in matching
  // source files that the kernel can trace (vmlinux's own: modules have
  // their own debug files).
  Result<std::vector<KernelFunc>> kernel_functions_in_sources(const Spec &s) {
    auto names = types_.kernel_functions_in_sources(s.glob);
    if (!names)
      return names.error();
    auto all = types_.kernel_functions("", "*");
    if (!all)
      return all.error();
    std::set<std::string> wanted(names->begin(), names->end());
    std::vector<KernelFunc> out;
    for (const KernelFunc &k : *all)
      if (k.module.empty() && wanted.count(k.name))
        out.push_back(k);
    return out;
  }

  // One session traces the kernel or user space, not both.
  void check_domains(const std::vector<Spec> &specs) {
    const Spec *user = nullptr, *kernel = nullptr;
    for (const Spec &s : specs) {
      const Spec *&first = s.user ? user : kernel;
      if (!first)
        first = &s;
    }
    if (user && kernel) {
      auto d = diags_.error(kernel->ap->loc);
      d << "a session traces kernel or user-space functions, not both: " << quoted(*kernel) << " and " << quoted(*user);
      failed_ = true;
    }
  }

  std::vector<SessionFunc> expand(const Spec &s) {
    std::vector<SessionFunc> out;
    if (s.user) {
      auto fns = s.by_source ? types_.user_functions_in_sources(s.target, s.glob)
                             : types_.user_functions(s.target, s.glob);
      if (!fns) {
        diags_.error(s.ap->loc) << quoted(s) << ": " << fns.error().message;
        failed_ = true;
        return out;
      }
      bool glob = has_wildcard(s.glob) || s.by_source;
      std::map<std::string, std::vector<std::string>> unsafe; // reason -> functions a glob left out
      for (const UserFunc &u : fns->functions) {
        if (util::left_out_of_session_globs(u.name) && (glob || s.set == ProbeKind::Deny))
          continue;
        if (!u.unsafe.empty() && s.set != ProbeKind::Deny) {
          if (!glob) {
            auto d = diags_.error(s.ap->loc);
            d << quoted(s) << ": '" << u.name << "' has " << u.unsafe;
            d.hint("a session probes a function at its first instruction; leave it out of the set");
            failed_ = true;
          } else {
            unsafe[u.unsafe].push_back(u.name);
          }
          continue;
        }
        SessionFunc f;
        f.name = u.name;
        f.binary = fns->path;
        f.offset = u.offset;
        f.global = u.global;
        f.error_class = c_library_class(f.binary, f.name, u.known_ret ? error_class(u.ret) : ErrorClass::Unknown,
                                        f.reads_errno);
        f.wildcard = s.by_source || has_wildcard(s.glob);
        out.push_back(std::move(f));
      }
      for (const auto &[why, names] : unsafe)
        diags_.warning(s.ap->loc) << quoted(s) << ": " << util::skipped_functions(why, names);
      return out;
    }
    auto fns = s.by_source ? kernel_functions_in_sources(s) : types_.kernel_functions(s.target, s.glob);
    if (!fns) {
      diags_.error(s.ap->loc) << quoted(s) << ": " << fns.error().message;
      failed_ = true;
      return out;
    }
    for (const KernelFunc &k : *fns) {
      SessionFunc f;
      f.name = k.name;
      f.module = k.module;
      f.wildcard = s.by_source || has_wildcard(s.glob);
      if (s.set != ProbeKind::Deny)
        if (auto sig = kernel_signature(k, types_))
          f.error_class = error_class(kernel_return_type(*sig));
      out.push_back(std::move(f));
    }
    return out;
  }

  TypeSource &types_;
  Diagnostics &diags_;
  bool failed_ = false;
  std::map<std::pair<std::string, std::string>, SessionFunc> deny_funcs_;
};

} // namespace

std::optional<std::vector<SessionFunc>> session_targets(const std::vector<ast::AttachPoint *> &aps,
                                                        TypeSource &types, Diagnostics &diags,
                                                        std::vector<std::string> &denied) {
  return Resolver(types, diags).run(aps, denied);
}

} // namespace kt::sema
