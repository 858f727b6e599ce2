#include "runtime/builtins/args_capture.h"

#include <bpf/bpf.h>

#include <algorithm>
#include <cstddef>
#include <cstring>

#include "bpf/abi/args.h"
#include "bpf/abi/records.h"
#include "bpf/abi/session.h"
#include "catalog/elf_symbols.h"
#include "catalog/kernel_btf.h"
#include "catalog/libraries.h"
#include "runtime/attach.h"
#include "runtime/btf_ctypes.h"
#include "runtime/families.h"
#include "runtime/builtins/session_format.h"
#include "runtime/output/value_format.h"
#include "runtime/run_context.h"

namespace kt::runtime {

using manifest::ProbeType;

std::vector<ArgSpec> arg_specs(const std::vector<CParam> &params, bool user, uint32_t max_arg,
                               uint32_t max_total) {
  std::vector<ArgSpec> specs;
  uint32_t left = max_total; // the call's budget, spent in argument order
  for (size_t i = 0; i < params.size() && i < KT_ARGS_MAX; i++) {
    ArgSpec s;
    s.memory = user ? KT_ARG_USER : KT_ARG_EITHER;
    const CType *t = params[i].type.get();
    const CType *to = t && t->kind == CType::Kind::Pointer ? t->target.get() : nullptr;
    if (to && to->kind == CType::Kind::Int && to->is_char && to->size == 1) {
      s.kind = KT_ARG_STR;
      s.size = std::min(max_arg, left);
    } else if (to && to->size > 0 && to->kind != CType::Kind::Other) {
      s.kind = KT_ARG_MEM;
      s.size = std::min({to->size, max_arg, left});
    }
    if (s.size == 0)
      s.kind = KT_ARG_VALUE;
    left -= s.size;
    specs.push_back(s);
  }
  return specs;
}

namespace {

// One call's arguments from its capture: the raw register values, the
// length read behind each (or KT_ARG_READ_FAILED), and the bytes read,
// argument i's at i * slot. args() records and session frames differ only
// in the slot size and the number of arguments.
std::vector<ArgCapture> captures_of(const uint64_t *raw, const uint32_t *len, uint32_t nargs, std::string_view data,
                                    size_t slot) {
  std::vector<ArgCapture> out;
  for (uint32_t i = 0; i < nargs; i++) {
    ArgCapture a;
    a.raw = raw[i];
    if (len[i] & KT_ARG_READ_FAILED) {
      a.read_failed = true;
    } else if (len[i]) {
      size_t at = static_cast<size_t>(i) * slot;
      size_t n = std::min<size_t>({len[i], slot, at < data.size() ? data.size() - at : 0});
      a.data = data.substr(std::min(at, data.size()), n);
    }
    out.push_back(a);
  }
  return out;
}

} // namespace

std::vector<ArgCapture> decode_args_record(const uint8_t *body, size_t size, uint32_t &index) {
  struct kt_args_record r;
  if (size < sizeof r)
    return {};
  std::memcpy(&r, body, sizeof r);
  index = r.index;
  std::string_view data(reinterpret_cast<const char *>(body + sizeof r), size - sizeof r);
  return captures_of(r.raw, r.len, std::min<uint32_t>(r.nargs, KT_ARGS_MAX), data, r.slot);
}

namespace {

// One attach point of an args() probe: its probe name, binary (user
// space) or module, and function.
struct Site {
  std::string name;
  std::string binary;
  std::string module;
  std::string function;
};

Result<std::vector<Site>> sites_of(const manifest::Probe &p) {
  std::vector<Site> out;
  for (const manifest::Attach &a : p.attach) {
    if (p.type != ProbeType::Uprobe) {
      out.push_back({a.text, "", a.target, a.func});
      continue;
    }
    auto path = catalog::resolve_binary(a.target);
    if (!path)
      return path.error();
    if (!a.wildcard) {
      out.push_back({a.text, *path, "", a.has_address ? "" : a.func});
      continue;
    }
    auto symbols = catalog::SymbolTable::shared(*path);
    if (!symbols)
      return symbols.error();
    for (const std::string &f : (*symbols)->match(a.func))
      out.push_back({uprobe_site_name(a, false, *path, f), *path, "", f});
  }
  return out;
}

} // namespace

Result<std::vector<CParam>> ArgsTypes::params_of(const std::string &binary, const std::string &module,
                                                  const std::string &function, catalog::KernelBtf &btf) {
  if (function.empty())
    return Error("no function name (an address)");
  if (!binary.empty())
    return function_params(binary, function);
  const btf::Btf *types = module.empty() || module == "vmlinux" ? btf.vmlinux() : btf.module(module);
  if (!types)
    return Error("no BTF for " + (module.empty() ? std::string("the kernel") : module));
  return btf_function_params(*types, function);
}

// Reads `f`'s types into it and writes its capture spec under `key`; a
// function without types keeps why, and has no spec (its calls are then
// captured without arguments).
void ArgsTypes::write_spec(int fd, uint32_t key, Function &f, bool user, const manifest::Config &cfg,
                           Status &status) {
  struct kt_args_spec spec {};
  std::vector<ArgSpec> specs = arg_specs(f.params, user, cfg.args_max_arg, cfg.args_max_total);
  spec.nargs = static_cast<uint32_t>(specs.size());
  f.limits.clear();
  for (size_t i = 0; i < specs.size(); i++) {
    spec.args[i] = {specs[i].kind, specs[i].size, specs[i].memory, 0};
    f.limits.push_back(specs[i].size);
  }
  if (bpf_map_update_elem(fd, &key, &spec, BPF_ANY) != 0 && status)
    status = Error("args(): cannot store the capture spec of '" + f.name + "': " + std::strerror(errno));
}

Status ArgsTypes::prepare(BpfObject &obj, const manifest::Manifest &m, std::vector<std::string> &probe_names) {
  int fd = -1;
  catalog::KernelBtf btf;
  Status status;
  for (const manifest::Probe &p : m.probes) {
    if (!p.args)
      continue;
    if (fd < 0 && (fd = obj.map_fd("kt_args_specs")) < 0)
      return Error("args(): the program has no kt_args_specs map");
    auto sites = sites_of(p);
    if (!sites)
      return sites.error().wrap("args()");
    bool user = p.type == ProbeType::Uprobe;
    for (const Site &s : *sites) {
      auto index = static_cast<uint32_t>(probe_index(probe_names, s.name));
      Function &f = functions_[index];
      f.name = s.function;
      auto params = params_of(s.binary, s.module, s.function, btf);
      if (!params) {
        f.missing = params.error().message;
        continue;
      }
      f.params = std::move(*params);
      write_spec(fd, index, f, user, m.config, status);
    }
  }
  if (!status)
    return status;
  return m.session_args ? prepare_sessions(obj, m, btf) : Status{};
}

// stack(args): every session function's spec, by its index in the table
// (the low half of its cookie).
Status ArgsTypes::prepare_sessions(BpfObject &obj, const manifest::Manifest &m, catalog::KernelBtf &btf) {
  int fd = obj.map_fd("kt_session_args_specs");
  if (fd < 0)
    return Error("stack(args): the program has no kt_session_args_specs map");
  Status status;
  manifest::Config cfg = m.config;
  cfg.args_max_arg = std::min<uint32_t>(cfg.args_max_arg, KT_SESSION_ARG_SLOT);
  for (uint32_t i = 0; i < m.session_functions.size(); i++) {
    const manifest::SessionFunction &sf = m.session_functions[i];
    Function &f = session_functions_[i];
    f.name = sf.name;
    auto params = params_of(sf.binary, sf.binary.empty() ? sf.module : "", sf.name, btf);
    if (!params) {
      f.missing = params.error().message;
      continue;
    }
    f.params = std::move(*params);
    write_spec(fd, i, f, !sf.binary.empty(), cfg, status);
  }
  return status;
}

void ArgsTypes::session_args(const uint8_t *body, size_t size) {
  // The record holds the chain's frames in use (kt_session_args_record_size);
  // the rest reads as zeros.
  constexpr size_t kFront = offsetof(struct kt_session_args, live) - sizeof(struct kt_record_header);
  if (size < sizeof(uint64_t))
    return;
  uint64_t pid_tgid;
  std::memcpy(&pid_tgid, body, sizeof pid_tgid);
  std::string bytes(reinterpret_cast<const char *>(body), std::min(size, kFront));
  bytes.resize(kFront, '\0');
  pending_[static_cast<uint32_t>(pid_tgid)] = std::move(bytes);
}

void ArgsTypes::attach_session_args(SessionStack &stack, ArgsMode mode, uint32_t width) {
  auto it = pending_.find(stack.tid);
  if (it == pending_.end())
    return;
  std::string bytes = std::move(it->second);
  pending_.erase(it);
  const char *chain = bytes.data() + offsetof(struct kt_session_args, chain) - sizeof(struct kt_record_header);
  for (size_t i = 0; i < stack.calls.size() && i < KT_SESSION_MAX_DEPTH; i++) {
    struct kt_frame_args fa;
    std::memcpy(&fa, chain + i * sizeof fa, sizeof fa);
    stack.calls[i].args = frame_args(fa, stack.calls[i].func, mode, width);
  }
}

// `captures` formatted with `f`'s types, a string that filled its
// capture marked as cut.
FormattedArgs ArgsTypes::formatted(const Function &f, std::vector<ArgCapture> &captures, ArgsMode mode,
                                   uint32_t width) {
  for (size_t i = 0; i < captures.size() && i < f.limits.size(); i++)
    captures[i].limit = f.limits[i];
  return format_args(f.name, f.params, captures, mode, width);
}

// One session call's captured arguments, formatted with its function's
// types.
FormattedArgs ArgsTypes::frame_args(const ::kt_frame_args &fa, uint32_t func, ArgsMode mode,
                                    uint32_t width) const {
  std::vector<ArgCapture> captures = captures_of(fa.raw, fa.len, std::min<uint32_t>(fa.nargs, KT_ARGS_REGS),
                                                 std::string_view(fa.data, sizeof fa.data), KT_SESSION_ARG_SLOT);
  auto fn = session_functions_.find(func);
  if (fn == session_functions_.end())
    return FormattedArgs{};
  FormattedArgs f = formatted(fn->second, captures, mode, width);
  if (!fn->second.missing.empty())
    f.note = "no types: " + fn->second.missing;
  return f;
}

void ArgsTypes::call_args(const uint8_t *body, size_t size) {
  // The record holds the data slots of the function's arguments
  // (kt_calls_args_record_size); the rest reads as zeros.
  constexpr size_t kBody = sizeof(struct kt_call_args_record) - sizeof(struct kt_record_header);
  constexpr size_t kFront = offsetof(struct kt_call_args_record, args.data) - sizeof(struct kt_record_header);
  if (size < kFront)
    return;
  struct kt_call_args_record r;
  std::memset(&r, 0, sizeof r);
  std::memcpy(reinterpret_cast<char *>(&r) + sizeof r.header, body, std::min(size, kBody));
  PendingCalls &calls = pending_calls_[static_cast<uint32_t>(r.pid_tgid)];
  if (r.seq == 0) { // a new session on this thread
    calls.events.clear();
    calls.started = ++sessions_started_;
  }
  calls.events[r.seq] = std::string(reinterpret_cast<const char *>(&r.args), sizeof r.args);
  if (pending_calls_.size() > kMaxPendingThreads)
    pending_calls_.erase(std::min_element(pending_calls_.begin(), pending_calls_.end(), [](const auto &a, const auto &b) {
      return a.second.started < b.second.started;
    }));
}

void ArgsTypes::attach_call_args(SessionCalls &calls, ArgsMode mode, uint32_t width) {
  auto it = pending_calls_.find(calls.tid);
  if (it == pending_calls_.end())
    return;
  for (SessionEvent &e : calls.events) {
    if (e.kind == SessionEvent::Return)
      continue;
    auto a = it->second.events.find(e.seq);
    if (a == it->second.events.end())
      continue;
    struct kt_frame_args fa;
    std::memcpy(&fa, a->second.data(), sizeof fa);
    e.args = frame_args(fa, e.func, mode, width);
  }
  pending_calls_.erase(it);
}

FormattedArgs ArgsTypes::format(const uint8_t *body, size_t size, ArgsMode mode, uint32_t width) const {
  uint32_t index = 0;
  std::vector<ArgCapture> captures = decode_args_record(body, size, index);
  auto it = functions_.find(index);
  if (it == functions_.end()) {
    FormattedArgs f;
    f.mode = mode;
    f.note = "arguments not captured: unknown attach point";
    return f;
  }
  FormattedArgs f = formatted(it->second, captures, mode, width);
  if (!it->second.missing.empty())
    f.note = "no types for " + it->second.name + ": " + it->second.missing;
  return f;
}

namespace {

// print(args()) as text (args_text) or as JSON:
// {"function": ..., "args": [{"name": ..., "value": ...}], "note": ...}.
std::string args_report_text(const FormattedArgs &a) { return args_text(a) + "\n"; }

std::string args_report_json(const FormattedArgs &a) {
  std::string body = "{\"function\":\"" + json_escape(a.function) + "\",\"args\":" + format_args_json(a);
  if (!a.note.empty())
    body += ",\"note\":\"" + json_escape(a.note) + "\"";
  return body + "}";
}

using ArgsReport = FormattedReport<FormattedArgs, args_report_text, args_report_json>;

void print_args(RunContext &ctx, const Record &r) {
  const manifest::Config &cfg = ctx.manifest.config;
  ctx.out.report(ArgsReport("args", ctx.state<ArgsTypes>().format(r.body(), r.body_size(),
                                                                   static_cast<ArgsMode>(cfg.args_format),
                                                                   ctx.value_width(cfg.args_width))));
}

Status prepare_specs(RunContext &ctx) {
  return ctx.state<ArgsTypes>().prepare(*ctx.object, ctx.manifest, ctx.probe_names);
}

const FamilyRegistration kRegistration{{
    .name = "args_capture",
    .records = {{.kind = KT_REC_ARGS, .handle = print_args}},
    .prepare = prepare_specs,
}};

} // namespace

} // namespace kt::runtime
