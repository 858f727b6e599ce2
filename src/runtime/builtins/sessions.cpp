// The session family at run time: print(stack()) and print(calls()) in a
// session probe, decoded (session_stack.h) and printed through the output
// as reports (session_format.h; session_timeline.h for the outputs that
// draw them as timelines), with the arguments stack(args)
// and calls(args) sent ahead of them (args_capture.h); and --dry-run -v's
// list of the functions a session attaches to.
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <map>
#include <memory>

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "bpf/abi/records.h"
#include "bpf/abi/session.h"
#include "catalog/errno_tls.h"
#include "runtime/builtins/args_capture.h"
#include "runtime/families.h"
#include "runtime/builtins/session_format.h"
#include "runtime/run_context.h"
#include "runtime/builtins/session_stack.h"
#include "runtime/builtins/session_timeline.h"
#include "runtime/uprobe_multi.h"

namespace kt::runtime {

namespace {

using StackReport = FormattedReport<SessionStack, format_session_text, format_session_json, chain_timeline>;
using CallsReport = FormattedReport<SessionCalls, format_calls_text, format_calls_json, calls_timeline>;

ArgsMode args_mode(const RunContext &ctx) { return static_cast<ArgsMode>(ctx.manifest.config.args_format); }

void print_stack(RunContext &ctx, const Record &r) {
  SessionStack s = decode_session_stack(r.body(), r.body_size(), ctx.manifest, ctx.symbols);
  ctx.state<ArgsTypes>().attach_session_args(s, args_mode(ctx), ctx.value_width(ctx.manifest.config.args_width));
  ctx.out.report(StackReport("session", std::move(s)));
}

void print_calls(RunContext &ctx, const Record &r) {
  SessionCalls c = decode_session_calls(r.body(), r.body_size(), ctx.manifest);
  ctx.state<ArgsTypes>().attach_call_args(c, args_mode(ctx), ctx.value_width(ctx.manifest.config.args_width));
  ctx.out.report(CallsReport("session_calls", std::move(c)));
}

void keep_stack_args(RunContext &ctx, const Record &r) { ctx.state<ArgsTypes>().session_args(r.body(), r.body_size()); }

void keep_call_args(RunContext &ctx, const Record &r) { ctx.state<ArgsTypes>().call_args(r.body(), r.body_size()); }

// How a session's programs attach, as BpfObject::load set them up
// (`first`: the session's first program).
std::string attach_plan(RunContext &ctx, const manifest::Probe &first) {
  using manifest::ProbeType;
  auto type = static_cast<uint32_t>(bpf_program__expected_attach_type(ctx.object->program(first.program)));
  if (first.type == ProbeType::KprobeSession)
    return "one program at calls and returns, through kprobe.session links";
  if (first.type == ProbeType::Kprobe)
    return type == BPF_TRACE_KPROBE_MULTI
               ? "a call and a return program, through kprobe.multi and kretprobe.multi links"
               : "a call and a return program, through a kprobe and a kretprobe per function";
  return type == kAttachUprobeMulti
             ? "a call and a return program, through uprobe.multi and uretprobe.multi links"
             : "a call and a return program, through a uprobe and a uretprobe per function";
}

// --dry-run -v: the functions a session probe attaches to, each written
// as its set names it ("entry:/bin/app:api_request"), then how many each
// set has and how they would attach.
void describe_session(RunContext &ctx) {
  const manifest::Manifest &m = ctx.manifest;
  if (m.session_functions.empty())
    return;
  size_t entries = 0;
  for (const manifest::SessionFunction &f : m.session_functions)
    entries += f.entry;
  auto call = std::find_if(m.probes.begin(), m.probes.end(), [](const manifest::Probe &p) { return p.session; });
  // The attach points are in the function table's order (codegen's add_session).
  for (size_t i = 0; i < call->attach.size(); i++) {
    ctx.results << call->attach[i].text;
    const std::vector<std::string> &aliases = m.session_functions[i].aliases;
    for (size_t j = 0; j < aliases.size(); j++)
      ctx.results << (j ? ", " : " (also ") << aliases[j] << (j + 1 == aliases.size() ? ")" : "");
    ctx.results << "\n";
  }
  for (const std::string &d : m.session_denied)
    ctx.results << "deny:" << d << "\n";
  ctx.results.flush();
  ctx.err << "kt: session: " << entries << " entry function" << (entries == 1 ? "" : "s") << ", "
          << m.session_functions.size() - entries << " allowed, " << m.session_denied.size() << " denied\n";
  ctx.err << "kt: session: " << attach_plan(ctx, *call) << "\n";
}

// The C library's errors in errno: for each function that leaves them there, the distance
// from its address to the GOT slot with errno's thread-pointer offset
// (catalog/errno_tls.h), which kt_session_errno_enter reads at its calls.
// A binary without the slot leaves its functions' errors as "-1".
Status prepare_errno(RunContext &ctx) {
  const manifest::Manifest &m = ctx.manifest;
  if (!m.session_errno)
    return {};
  int fd = ctx.object->map_fd("kt_session_errno_slots");
  if (fd < 0)
    return Error("sessions: the program has no kt_session_errno_slots map");
  std::map<std::string, std::optional<std::pair<std::shared_ptr<catalog::ElfReader>, uint64_t>>> binaries;
  for (uint32_t i = 0; i < m.session_functions.size(); i++) {
    const manifest::SessionFunction &f = m.session_functions[i];
    if (!f.reads_errno || f.binary.empty())
      continue;
    auto [it, fresh] = binaries.try_emplace(f.binary);
    if (fresh)
      if (auto elf = catalog::ElfReader::open(f.binary))
        if (auto slot = catalog::errno_tpoff_slot(*elf))
          it->second.emplace(std::make_shared<catalog::ElfReader>(std::move(*elf)), *slot);
    if (!it->second)
      continue;
    auto at = catalog::load_address(*it->second->first, f.offset);
    if (!at)
      continue;
    int64_t delta = static_cast<int64_t>(it->second->second - *at);
    if (bpf_map_update_elem(fd, &i, &delta, BPF_ANY) != 0)
      return Error("sessions: write kt_session_errno_slots: " + std::string(std::strerror(errno)), errno);
  }
  return {};
}

const FamilyRegistration kRegistration{{
    .name = "sessions",
    .records =
        {
            {.kind = KT_REC_SESSION_STACK, .handle = print_stack},
            {.kind = KT_REC_SESSION_CALLS, .handle = print_calls},
            {.kind = KT_REC_SESSION_ARGS, .handle = keep_stack_args},
            {.kind = KT_REC_CALL_ARGS, .handle = keep_call_args},
        },
    .prepare = prepare_errno,
    .describe = describe_session,
}};

} // namespace

} // namespace kt::runtime
