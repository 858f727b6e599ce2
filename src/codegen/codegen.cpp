#include "codegen/codegen.h"

#include <linux/bpf.h>

#include <algorithm>
#include <regex>
#include <sstream>

#include <llvm/Support/raw_ostream.h>

#include "bpf/abi/session.h"
#include "ast/diagnostics.h"
#include "codegen/emit_object.h"
#include "codegen/lower.h"
#include "sema/kernel_targets.h"

namespace kt::codegen {

namespace {

manifest::ProbeType probe_type(ast::ProbeKind k) {
  using P = manifest::ProbeType;
  switch (k) {
  case ast::ProbeKind::Begin: return P::Begin;
  case ast::ProbeKind::End: return P::End;
  case ast::ProbeKind::Interval: return P::Interval;
  case ast::ProbeKind::Profile: return P::Profile;
  case ast::ProbeKind::Software: return P::Software;
  case ast::ProbeKind::Hardware: return P::Hardware;
  case ast::ProbeKind::Tracepoint: return P::Tracepoint;
  case ast::ProbeKind::RawTracepoint: return P::RawTracepoint;
  case ast::ProbeKind::TpBtf: return P::TpBtf;
  case ast::ProbeKind::Kprobe: return P::Kprobe;
  case ast::ProbeKind::Kretprobe: return P::Kretprobe;
  case ast::ProbeKind::Fentry: return P::Fentry;
  case ast::ProbeKind::Fexit: return P::Fexit;
  case ast::ProbeKind::Uprobe: return P::Uprobe;
  case ast::ProbeKind::Uretprobe: return P::Uretprobe;
  case ast::ProbeKind::Usdt: return P::Usdt;
  case ast::ProbeKind::Self: return P::Signal;
  case ast::ProbeKind::Test: return P::Test;
  case ast::ProbeKind::Bench: return P::Bench;
  case ast::ProbeKind::Iter: return P::Iter;
  case ast::ProbeKind::Watchpoint: return P::Watchpoint;
  default: return P::Begin;
  }
}

manifest::Attach attach_of(const ast::AttachPoint &ap) {
  manifest::Attach a;
  a.target = ap.target;
  a.ns = ap.ns;
  a.func = ap.func;
  a.offset = ap.offset;
  a.address = ap.address;
  a.count = ap.count;
  a.has_offset = ap.has_offset;
  a.has_address = ap.has_address;
  a.has_count = ap.has_count;
  a.wildcard = ap.wildcard;
  a.text = ast::probe_text(ap);
  return a;
}

// Whether a probe on `p`'s functions attaches through one multi link: a
// kprobe on several functions where the kernel has kprobe.multi, a uprobe
// on a wildcard or several functions (without offsets or addresses) where
// it has uprobe.multi.
bool multi_link(const manifest::Probe &p, const manifest::TargetFeatures &target) {
  using manifest::ProbeType;
  if (p.attach.empty())
    return false;
  if (p.type == ProbeType::Kprobe || p.type == ProbeType::Kretprobe)
    return target.kprobe_multi && p.attach.size() > 1 && !p.attach[0].has_offset;
  if (p.type != ProbeType::Uprobe && p.type != ProbeType::Uretprobe)
    return false;
  bool many = p.attach.size() > 1 ||
              std::any_of(p.attach.begin(), p.attach.end(), [](const manifest::Attach &a) { return a.wildcard; });
  bool plain = std::none_of(p.attach.begin(), p.attach.end(),
                            [](const manifest::Attach &a) { return a.has_address || a.has_offset; });
  return target.uprobe_multi && many && plain;
}

manifest::Probe probe_of(const sema::Unit &unit) {
  manifest::Probe p;
  p.program = unit.name;
  p.type = raw_syscall_tracepoint(unit) ? manifest::ProbeType::RawTracepoint : probe_type(unit.kind);
  if (!unit.tracepoints.empty()) {
    for (const std::string &tp : unit.tracepoints) {
      manifest::Attach a;
      size_t colon = tp.find(':');
      a.target = tp.substr(0, colon);
      a.func = tp.substr(colon + 1);
      a.text = "tracepoint:" + tp;
      p.attach.push_back(a);
    }
    return p;
  }
  if (!unit.functions.empty()) {
    for (const sema::KernelFunc &f : unit.functions) {
      manifest::Attach a;
      a.target = f.module;
      a.func = f.name;
      a.btf_id = f.btf_id;
      a.wildcard = f.wildcard;
      a.text = sema::kernel_probe_text(unit.kind, f);
      p.attach.push_back(a);
    }
    return p;
  }
  for (const ast::AttachPoint *ap : unit.attach_points)
    p.attach.push_back(attach_of(*ap));
  return p;
}

// A session's two programs (or its one kprobe.session program: `one`),
// each attached to every function of its sets with the function's cookie,
// and its function table.
void add_session(manifest::Manifest &m, const sema::Unit &unit, bool one, const manifest::TargetFeatures &target) {
  bool user = !unit.session[0].binary.empty();
  manifest::Probe call, ret;
  call.program = unit.name + "_call";
  ret.program = unit.name;
  call.type = user ? manifest::ProbeType::Uprobe : manifest::ProbeType::Kprobe;
  ret.type = one    ? manifest::ProbeType::KprobeSession
             : user ? manifest::ProbeType::Uretprobe
                    : manifest::ProbeType::Kretprobe;
  call.session = ret.session = true;
  for (const sema::SessionFunc &f : unit.session) {
    uint32_t index = static_cast<uint32_t>(m.session_functions.size());
    m.session_functions.push_back(
        {f.name, f.binary, f.module, f.offset, f.entry, static_cast<uint8_t>(f.error_class), f.reads_errno, f.aliases});
    manifest::Attach a;
    a.target = user ? f.binary : f.module;
    a.func = f.name;
    a.wildcard = f.wildcard;
    a.cookie = KT_SESSION_COOKIE(index, static_cast<uint32_t>(f.error_class), f.entry, f.reads_errno);
    a.text = session_probe_text(f);
    if (user)
      a.file_offset = f.offset;
    call.attach.push_back(a);
    ret.attach.push_back(a);
  }
  call.multi = multi_link(call, target);
  ret.multi = one || multi_link(ret, target);
  if (!one)
    m.probes.push_back(std::move(call));
  m.probes.push_back(std::move(ret));
  m.session_denied = unit.session_denied;
}

// A kernel session's programs call the kfunc bpf_session_is_return():
// its id in the kernel's BTF, 0 when the program has no kernel session or
// the kernel no kprobe.session links (or no such kfunc).
uint32_t session_kfunc(const sema::Analysis &info, const manifest::TargetFeatures &target) {
  bool kernel_session = std::any_of(info.names.units.begin(), info.names.units.end(),
                                    [](const sema::Unit &u) { return u.kernel_session(); });
  const btf::Btf *btf = target.kprobe_session && kernel_session ? info.names.records->kernel() : nullptr;
  return btf ? btf->find("bpf_session_is_return", btf::Kind::Func) : 0;
}

// A located diagnostic as an Error, in the text the driver prints.
Error rendered(const Diagnostics &diags) {
  std::ostringstream os;
  diags.render(os);
  std::string text = os.str();
  if (!text.empty() && text.back() == '\n')
    text.pop_back();
  return Error(text);
}

// An error of the BPF backend at an instruction of a kt place (its debug
// line, ModuleBuilder::debug_loc) as a located diagnostic; the error as
// it is when it names no place. The one the backend reports about a kt
// program is a stack over BPF's 512 bytes.
Error locate_backend_error(const ModuleBuilder &mb, const Error &e) {
  // emit_object joins the backend's errors with "; "; the first at a
  // known place is the one reported (an instruction of line 0 has none).
  static const std::regex kAt(R"(kt\.bpf\.c:(\d+):\d+: in function \S+ [^:]*: ([^;]*))");
  for (auto it = std::sregex_iterator(e.message.begin(), e.message.end(), kAt); it != std::sregex_iterator(); ++it) {
    unsigned line = static_cast<unsigned>(std::stoul((*it)[1]));
    for (const auto &[place, n] : mb.place_lines) {
      if (n != line)
        continue;
      auto [file, l, col] = place;
      SourceLocation loc{file, {l, col}, {l, col + 1}};
      Diagnostics diags;
      auto d = diags.error(loc);
      std::string what = (*it)[2];
      if (what.find("stack limit") != std::string::npos) {
        d << "this needs more than the 512 bytes of stack a BPF program has";
        d.hint("keep fewer large values (tuples, records, strings) in scratch variables at once, or store them in "
               "maps");
      } else {
        d << "the BPF backend cannot compile this: " << what;
      }
      return rendered(diags);
    }
  }
  return e;
}

// A per-CPU map's value is at most 32 KiB (the kernel's
// PCPU_MIN_UNIT_SIZE): a probe whose temporaries need more scratch memory
// than that cannot run, and libbpf's "Argument list too long" at the map's
// creation said nothing of why.
constexpr uint32_t kMaxScratch = 32768;

Error scratch_too_large(const sema::Unit &unit, uint32_t bytes) {
  Diagnostics diags;
  SourceLocation loc = unit.probe ? unit.probe->loc : SourceLocation{};
  auto d = diags.error(loc);
  d << "this probe's strings, tuples and map keys need " << bytes
    << " bytes of scratch memory, more than the 32,768 a CPU's share of a BPF map holds";
  d.hint("lower max_strlen, or keep fewer long strings in one expression or map key");
  return rendered(diags);
}

} // namespace

Result<Compiled> compile(const ast::Program &program, const sema::Analysis &info,
                         const manifest::TargetFeatures &target, const Options &opts) {
  llvm::LLVMContext ctx;
  ModuleBuilder mb(ctx, info, &program);
  mb.manifest.session_is_return_btf_id = session_kfunc(info, target);
  mb.define_maps();
  for (size_t i = 0; i < info.names.units.size(); i++) {
    const sema::Unit &unit = info.names.units[i];
    const sema::UnitTypes &types = info.types.units[i];
    ProgramLowering(mb, unit, types).lower();
    if (mb.scratch_size > kMaxScratch)
      return scratch_too_large(unit, mb.scratch_size);
    if (unit.kind == ast::ProbeKind::Entry) {
      // A kernel session where the kernel has kprobe.session: lower() made
      // its one program.
      bool one = mb.kprobe_session() && unit.kernel_session();
      if (!one)
        ProgramLowering(mb, unit, types).lower_session_call();
      add_session(mb.manifest, unit, one, target);
      continue;
    }
    manifest::Probe probe = probe_of(unit);
    probe.multi = multi_link(probe, target);
    probe.args = mb.args_programs.count(probe.program) > 0;
    if (Fanout f = syscall_fanout(unit); f != Fanout::None) {
      std::string map = "kt_sc_" + std::to_string(mb.manifest.probes.size());
      MapDef def = mb.define_map(map, BPF_MAP_TYPE_ARRAY, 4, 8, manifest::kMaxSyscalls);
      ProgramLowering(mb, unit, types, f, &def).lower();
      probe.fanout = manifest::SyscallFanout{unit.name + "_sc", map, f == Fanout::SysExit};
    }
    mb.manifest.probes.push_back(std::move(probe));
  }
  mb.define_scratch();
  mb.finalize();
  if (opts.ir) {
    std::string text;
    llvm::raw_string_ostream os(text);
    mb.module->print(os, nullptr);
    *opts.ir << os.str();
  }
  if (Status s = link_helpers(*mb.module); !s)
    return s.error();
  auto elf = emit_object(*mb.module, opts.ir_opt, opts.assembly);
  if (!elf)
    return locate_backend_error(mb, elf.error());
  Compiled out;
  out.elf = std::move(*elf);
  out.manifest = std::move(mb.manifest);
  out.manifest.needs_unsafe = info.names.unsafe;
  return out;
}

} // namespace kt::codegen
