#include "runtime/args_capture.h"

#include <bpf/bpf.h>

#include <algorithm>
#include <cstring>

#include "bpf/abi/args.h"
#include "catalog/elf_symbols.h"
#include "catalog/kernel_btf.h"
#include "catalog/libraries.h"
#include "runtime/attach.h"
#include "runtime/btf_ctypes.h"

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

std::vector<ArgCapture> decode_args_record(const uint8_t *body, size_t size, uint32_t &index) {
  struct kt_args_record r;
  if (size < sizeof r)
    return {};
  std::memcpy(&r, body, sizeof r);
  index = r.index;
  std::string_view data(reinterpret_cast<const char *>(body + sizeof r), size - sizeof r);
  std::vector<ArgCapture> out;
  for (uint32_t i = 0; i < r.nargs && i < KT_ARGS_MAX; i++) {
    ArgCapture a;
    a.raw = r.raw[i];
    if (r.len[i] & KT_ARG_READ_FAILED) {
      a.read_failed = true;
    } else if (r.len[i]) {
      size_t at = static_cast<size_t>(i) * r.slot;
      size_t n = std::min<size_t>({r.len[i], r.slot, at < data.size() ? data.size() - at : 0});
      a.data = data.substr(std::min(at, data.size()), n);
    }
    out.push_back(a);
  }
  return out;
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
    auto symbols = catalog::SymbolTable::read(*path);
    if (!symbols)
      return symbols.error();
    for (const std::string &f : symbols->match(a.func))
      out.push_back({"uprobe:" + *path + ":" + f, *path, "", f});
  }
  return out;
}

} // namespace

Status ArgsTypes::prepare(BpfObject &obj, const manifest::Manifest &m, std::vector<std::string> &probe_names) {
  int fd = -1;
  catalog::KernelBtf btf;
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
      uint32_t index = static_cast<uint32_t>(probe_index(probe_names, s.name));
      Function &f = functions_[index];
      f.name = s.function;
      Result<std::vector<CParam>> params = Error("no function name (an address)");
      if (user && !s.function.empty()) {
        params = function_params(s.binary, s.function);
      } else if (!user) {
        const btf::Btf *types = s.module.empty() || s.module == "vmlinux" ? btf.vmlinux() : btf.module(s.module);
        params = types ? btf_function_params(*types, s.function)
                       : Result<std::vector<CParam>>(Error("no BTF for " + (s.module.empty() ? "the kernel" : s.module)));
      }
      if (!params) {
        f.missing = params.error().message;
        continue;
      }
      f.params = std::move(*params);
      struct kt_args_spec spec {};
      std::vector<ArgSpec> specs = arg_specs(f.params, user, m.config.args_max_arg, m.config.args_max_total);
      spec.nargs = static_cast<uint32_t>(specs.size());
      for (size_t i = 0; i < specs.size(); i++)
        spec.args[i] = {specs[i].kind, specs[i].size, specs[i].memory, 0};
      if (bpf_map_update_elem(fd, &index, &spec, BPF_ANY) != 0)
        return Error("args(): cannot store the capture spec of '" + s.function + "': " + std::strerror(errno));
    }
  }
  return {};
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
  FormattedArgs f = format_args(it->second.name, it->second.params, captures, mode, width);
  if (!it->second.missing.empty())
    f.note = "no types for " + it->second.name + ": " + it->second.missing;
  return f;
}

} // namespace kt::runtime
