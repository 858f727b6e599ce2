#include "codegen/codegen.h"

#include <linux/bpf.h>

#include <llvm/Support/raw_ostream.h>

#include "bpf/abi/session.h"
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
  size_t colon = ap.raw.find(':');
  a.text = std::string(ast::probe_kind_name(ap.probe)) + (colon == std::string::npos ? "" : ap.raw.substr(colon));
  return a;
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
void add_session(manifest::Manifest &m, const sema::Unit &unit, bool one) {
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
    m.session_functions.push_back({f.name, f.binary, f.module, f.offset, f.entry, static_cast<uint8_t>(f.error_class)});
    manifest::Attach a;
    a.target = user ? f.binary : f.module;
    a.func = f.name;
    a.wildcard = f.wildcard;
    a.cookie = KT_SESSION_COOKIE(index, static_cast<uint32_t>(f.error_class), f.entry);
    a.text = session_probe_text(f);
    call.attach.push_back(a);
    ret.attach.push_back(a);
  }
  if (!one)
    m.probes.push_back(std::move(call));
  m.probes.push_back(std::move(ret));
  m.session_denied = unit.session_denied;
}

} // namespace

Result<Compiled> compile(const ast::Program &program, const sema::Analysis &info, const Options &opts) {
  llvm::LLVMContext ctx;
  ModuleBuilder mb(ctx, info);
  mb.kprobe_session = opts.session_is_return_btf_id != 0;
  mb.manifest.session_is_return_btf_id = opts.session_is_return_btf_id;
  mb.define_maps();
  for (size_t i = 0; i < info.names.units.size(); i++) {
    const sema::Unit &unit = info.names.units[i];
    const sema::UnitTypes &types = info.types.units[i];
    ProgramLowering(mb, unit, types).lower();
    if (unit.kind == ast::ProbeKind::Entry) {
      // A kernel session where the kernel has kprobe.session: lower() made
      // its one program.
      bool one = mb.kprobe_session && unit.kernel_session();
      if (!one)
        ProgramLowering(mb, unit, types).lower_session_call();
      add_session(mb.manifest, unit, one);
      continue;
    }
    manifest::Probe probe = probe_of(unit);
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
    return elf.error();
  Compiled out;
  out.elf = std::move(*elf);
  out.manifest = std::move(mb.manifest);
  out.manifest.needs_unsafe = info.names.unsafe;
  (void)program;
  return out;
}

} // namespace kt::codegen
