// Stacks: `kstack`/`ustack`/`dw_ustack`, and kstack([mode,] [limit]) /
// ustack(...) / dw_ustack(...) with bpftrace's modes (bpftrace, perf, raw)
// and a frame limit. Lowered in codegen/builtins/stacks.cpp; the runtime
// symbolizes them.
//
// A user stack is unwound with frame pointers (the kernel walks them) or
// with DWARF CFI (bpf/abi/ustack.h: the probe copies registers and stack,
// kt unwinds with libdw): dw_ustack always does the latter; ustack does
// where config ustack_mode says (auto: in uprobe and USDT probes on a
// binary without frame pointers, Unit::user_code_without_frame_pointers;
// dwarf: in every uprobe and USDT probe; fp: never). Only those probes
// interrupt user code with its registers in their context. A map key or
// value keeps frame pointers (infer_types turns a `ustack` written there
// back): a DWARF stack is a sample the runtime unwinds when it prints,
// which a map does not keep.
#include <algorithm>

#include "bpf/abi/ustack.h"
#include "sema/builtins/families.h"
#include "util/edit_distance.h"

namespace kt::sema {
namespace {

constexpr BuiltinForm V = BuiltinForm::Variable;
constexpr BuiltinForm F = BuiltinForm::Function;
constexpr ProbeMask kUserCodeProbes =
    probe_bit(ast::ProbeKind::Uprobe) | probe_bit(ast::ProbeKind::Uretprobe) | probe_bit(ast::ProbeKind::Usdt);

// Numbered as Type::stack_mode and runtime::StackStyle: bpftrace 0, perf 1,
// raw 2, build_id 3 (user stacks only: bpftrace v0.26).
const std::vector<std::string> kStackModes = {"bpftrace", "perf", "raw", "build_id"};
uint8_t stack_mode_number(const std::string &name) {
  auto it = std::find(kStackModes.begin(), kStackModes.end(), name);
  return it == kStackModes.end() ? 0 : static_cast<uint8_t>(it - kStackModes.begin());
}
constexpr uint8_t kBuildIdMode = 3;

bool is_stack_mode(const ast::Expr *e) {
  auto *id = ast::as<ast::Identifier>(e);
  return id && std::find(kStackModes.begin(), kStackModes.end(), id->name) != kStackModes.end();
}

enum UstackMode : uint64_t { kUstackAuto, kUstackFp, kUstackDwarf }; // config ustack_mode

const std::string &name_of(const ast::Node &n) {
  auto *id = ast::as<ast::Identifier>(&n);
  return id ? id->name : static_cast<const ast::Call &>(n).name;
}

bool user(const ast::Node &n) { return name_of(n) != "kstack"; }

bool user_code_probe(ast::ProbeKind k) {
  return k == ast::ProbeKind::Uprobe || k == ast::ProbeKind::Uretprobe || k == ast::ProbeKind::Usdt;
}

// kstack, or a user stack unwound as the file's comment says.
// The printing mode is config stack_mode's (bpftrace v0.26) unless the
// call names one.
Type stack(InferContext &ctx, const ast::Node &n) {
  uint8_t printing = static_cast<uint8_t>(ctx.config().family_value("stack_mode"));
  if (!user(n)) {
    Type k = Type::simple(TypeKind::KStack);
    k.stack_mode = printing == kBuildIdMode ? 0 : printing; // build_id is for user stacks
    return k;
  }
  Type st = Type::simple(TypeKind::UStack);
  st.stack_mode = printing;
  const Unit &u = ctx.unit();
  uint64_t mode = ctx.config().family_value("ustack_mode");
  if (name_of(n) == "dw_ustack")
    st.unwind = Type::Unwind::DwarfAsked;
  else if (user_code_probe(u.kind) &&
           (mode == kUstackDwarf || (mode == kUstackAuto && u.user_code_without_frame_pointers)))
    st.unwind = Type::Unwind::DwarfChosen;
  return st;
}

// kstack(perf, 8): the mode and the limit go in the type.
Type stack_call(InferContext &ctx, const ast::Node &n) {
  Type st = stack(ctx, n);
  for (const ast::Expr *a : static_cast<const ast::Call &>(n).args) {
    if (auto *id = ast::as<ast::Identifier>(a))
      st.stack_mode = stack_mode_number(id->name);
    else if (auto *lim = ast::as<ast::Integer>(a))
      st.count = static_cast<uint32_t>(lim->value);
  }
  return st;
}

// The mode is a word, not a value: a name is a mode, or no frame limit
// (check_stack_call says which), never resolved as a value.
void mode_word(ResolveContext &ctx, ast::Call &n, BuiltinUse &) {
  for (ast::Expr *a : n.args)
    if (!ast::as<ast::Identifier>(a))
      ctx.value(a);
}

void check_stack_call(CheckContext &ctx, ast::Node &node) {
  auto &n = static_cast<ast::Call &>(node);
  size_t i = 0;
  if (i < n.args.size() && ast::as<ast::Identifier>(n.args[i])) {
    auto *id = ast::as<ast::Identifier>(n.args[i]);
    if (!is_stack_mode(id)) {
      auto d = ctx.error(id->loc);
      d << "unknown stack mode '" << id->name << "'; use bpftrace, perf, raw or build_id";
      if (auto near = closest_name(id->name, kStackModes))
        d.hint("did you mean '" + *near + "'?");
    } else if (id->name == "build_id" && !user(n)) {
      ctx.error(id->loc) << "stack mode 'build_id' is for user stacks (ustack); a kernel stack has bpftrace, "
                            "perf or raw";
    }
    i++;
  }
  if (i < n.args.size()) {
    auto *lim = ast::as<ast::Integer>(n.args[i]);
    if (!lim || lim->value < 1 || lim->value > ctx.config().stack_depth)
      ctx.error(n.args[i]->loc) << "'" << n.name << "()'s frame limit must be an integer literal from 1 to "
                                << ctx.config().stack_depth;
    i++;
  }
  if (i < n.args.size())
    ctx.error(n.args[i]->loc) << "'" << n.name << "()' takes a mode and a frame limit";
}

} // namespace

BuiltinFamily stacks_family() {
  return {"stacks",
          {
              {.name = "kstack", .form = V, .summary = "the kernel stack", .varies = true, .infer = stack},
              {.name = "ustack", .form = V, .summary = "the user stack", .varies = true, .infer = stack},
              {.name = "kstack",
               .form = F,
               .max_args = 2,
               .summary = "the kernel stack",
               .resolve = mode_word,
               .infer = stack_call,
               .check = check_stack_call},
              {.name = "ustack",
               .form = F,
               .max_args = 2,
               .summary = "the user stack",
               .resolve = mode_word,
               .infer = stack_call,
               .check = check_stack_call},
              {.name = "dw_ustack",
               .form = V,
               .probes = kUserCodeProbes,
               .summary = "the user stack unwound with DWARF",
               .varies = true,
               .infer = stack},
              {.name = "dw_ustack",
               .form = F,
               .max_args = 2,
               .probes = kUserCodeProbes,
               .summary = "the user stack unwound with DWARF",
               .resolve = mode_word,
               .infer = stack_call,
               .check = check_stack_call},
          },
          {
              {"ustack_mode", ConfigKey::Kind::Choice, 0, 2, kUstackAuto, {"auto", "fp", "dwarf"}},
              {"stack_mode", ConfigKey::Kind::Choice, 0, 3, 0, {"bpftrace", "perf", "raw", "build_id"}},
              {"ustack_bytes", ConfigKey::Kind::Int, 512, KT_USTACK_MAX_BYTES, KT_USTACK_DEFAULT_BYTES},
          }};
}

} // namespace kt::sema
