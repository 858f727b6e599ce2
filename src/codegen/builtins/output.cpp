// Output (sema/builtins/output.cpp): printf() and the like send their
// arguments packed after a format's index, print() a map's index or a
// value, time() a format's index, join() the strings it read. The runtime
// formats and prints them in order.
#include <sstream>

#include "bpf/abi/records.h"
#include "codegen/builtins/families.h"
#include "sema/enums.h"
#include "util/printf_format.h"

namespace kt::codegen {
namespace {

using namespace llvm;
using sema::Type;
using Wakeup = ProgramLowering::Wakeup;
constexpr sema::BuiltinForm F = sema::BuiltinForm::Function;

// The arguments %gr prints get the kernel's GFP flag names (sema checked
// that its BTF has them). The kernel's BTF is read only for a format that
// has %gr: loading it costs every printf() some 5 MiB of memory.
void name_gfp_flags(ProgramLowering &l, manifest::Format &f) {
  auto parsed = util::parse_printf_format(f.format);
  if (!parsed)
    return;
  const btf::Btf *kernel = nullptr;
  for (size_t i = 0; i < parsed->specs.size() && i < f.args.size(); i++) {
    if (parsed->specs[i].conversion != util::Conversion::GfpFlags)
      continue;
    if (!kernel && !(kernel = l.module().info.names.records->kernel()))
      return;
    f.args[i].symbols = sema::gfp_flag_names(*kernel);
    f.args[i].flags = true;
  }
}

// `format` in `table`, then the values it prints.
void send_format(ProgramLowering &l, std::string format, std::vector<const ast::Expr *> args, unsigned kind,
                 std::vector<manifest::Format> &table) {
  manifest::Format f;
  f.format = std::move(format);
  uint32_t id = static_cast<uint32_t>(table.size());
  table.push_back(f);
  // emit_record fills the layouts into a local copy; `table` may grow
  // while arguments are lowered (a nested call cannot print, but keep it safe).
  manifest::Format filled = f;
  l.emit_record(kind, id, args, &filled);
  name_gfp_flags(l, filled);
  table[id] = std::move(filled);
}

// A format (the first argument) in `table`, then the values it prints.
void printf_like(ProgramLowering &l, const ast::Call &c, unsigned kind, std::vector<manifest::Format> &table) {
  send_format(l, string_arg(c, 0), {c.args.begin() + 1, c.args.end()}, kind, table);
}

// errorf() and the like: "FILE:LINE:COL: LEVEL: " (its % doubled), then `format`.
void message(ProgramLowering &l, const ast::Call &c, const char *level, const std::string &format,
             std::vector<const ast::Expr *> args) {
  std::ostringstream place;
  place << c.loc;
  std::string prefix;
  for (char ch : place.str())
    prefix += ch == '%' ? std::string("%%") : std::string(1, ch);
  send_format(l, prefix + ": " + level + ": " + format, std::move(args), KT_REC_MESSAGE, l.module().manifest.messages);
}

Val errorf(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  message(l, c, "error", string_arg(n, 0), {c.args.begin() + 1, c.args.end()});
  return {nullptr, {}};
}

Val warnf(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  message(l, c, "warning", string_arg(n, 0), {c.args.begin() + 1, c.args.end()});
  return {nullptr, {}};
}

// assert(cond, msg): unless cond, "assert failed: msg" and exit(1), which
// ends the probe's run as exit() does.
Val assert_(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  IRBuilder<> &b = l.b();
  BasicBlock *failed = BasicBlock::Create(b.getContext(), "assert_failed", l.function());
  BasicBlock *ok = BasicBlock::Create(b.getContext(), "assert_ok", l.function());
  b.CreateCondBr(l.truth(c.args[0]), ok, failed);
  b.SetInsertPoint(failed);
  message(l, c, "error", "assert failed: %s", {c.args[1]});
  l.emit_fixed_record(KT_REC_EXIT, 0, {l.i64(1)});
  b.CreateBr(l.exit_block());
  b.SetInsertPoint(ok);
  return {nullptr, {}};
}

Val printf_(ProgramLowering &l, const ast::Node &n) {
  if (l.unit().kind == ast::ProbeKind::Iter) {
    lower_seq_printf(l, call(n));
    return {nullptr, {}};
  }
  printf_like(l, call(n), KT_REC_PRINTF, l.module().manifest.printfs);
  return {nullptr, {}};
}

Val system_(ProgramLowering &l, const ast::Node &n) {
  printf_like(l, call(n), KT_REC_SYSTEM, l.module().manifest.systems);
  return {nullptr, {}};
}

Val cat(ProgramLowering &l, const ast::Node &n) {
  printf_like(l, call(n), KT_REC_CAT, l.module().manifest.cats);
  return {nullptr, {}};
}

// print(@map [, top, div]) asks the runtime to print the map now;
// print(x()) of a print-only value is x()'s own record; print(value) sends
// the value with its layout.
Val print(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  if (auto *m = ast::as<ast::MapRef>(c.args[0]); m && m->keys.empty()) {
    Value *top = c.args.size() > 1 ? l.scalar(c.args[1]) : l.i64(0);
    Value *div = c.args.size() > 2 ? l.scalar(c.args[2]) : l.i64(1);
    l.emit_fixed_record(KT_REC_PRINT_MAP, static_cast<uint32_t>(l.map_def(m->name).manifest_index), {top, div});
    return {nullptr, {}};
  }
  Type t = l.type_of(c.args[0]);
  if (t.is(sema::TypeKind::Printed)) {
    lowering_of(*t.builtin).print(l, static_cast<const ast::Call &>(*c.args[0]));
    return {nullptr, {}};
  }
  auto &layouts = l.module().manifest.print_layouts;
  uint32_t id = static_cast<uint32_t>(layouts.size());
  layouts.push_back(layout_of(ProgramLowering::record_type(t)));
  layouts.back().hex = t.is(sema::TypeKind::Pointer); // sent as an integer, printed as a pointer
  l.emit_record(KT_REC_PRINT_VALUE, id, {c.args[0]}, nullptr);
  return {nullptr, {}};
}

Val time(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  std::string fmt = c.args.empty() ? "%H:%M:%S\n" : string_arg(n, 0);
  uint32_t id = ModuleBuilder::intern(l.module().manifest.time_formats, fmt);
  l.emit_fixed_record(KT_REC_TIME, id, {}, Wakeup::Batched);
  return {nullptr, {}};
}

// join(argv [, sep]): up to kJoinArgs strings of an array of pointers,
// read until a null pointer; the runtime prints them separated by `sep`.
Val join(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  IRBuilder<> &b = l.b();
  uint32_t len = l.module().info.names.config.max_strlen;
  uint32_t size = sizeof(kt_record_header) + manifest::kJoinArgs * len;
  std::string sep = c.args.size() == 2 ? string_arg(n, 1) : " ";
  Value *rec = l.zeroed_slot(size);
  b.CreateStore(l.i32(KT_REC_JOIN), rec);
  b.CreateStore(l.i32(ModuleBuilder::intern(l.module().manifest.join_separators, sep)), l.offset(rec, 4));
  Value *array = l.scalar(c.args[0]);
  Type at = l.type_of(c.args[0]);
  Value *ptr = l.slot(8);
  BasicBlock *done = BasicBlock::Create(b.getContext(), "join_done", l.function());
  for (uint32_t i = 0; i < manifest::kJoinArgs; i++) {
    l.call_helper(l.buffer_read_helper(at), b.getInt64Ty(), {ptr, l.i32(8), b.CreateAdd(array, l.i64(8 * i))});
    Value *p = b.CreateLoad(b.getInt64Ty(), ptr);
    BasicBlock *next = BasicBlock::Create(b.getContext(), "join_arg", l.function());
    b.CreateCondBr(b.CreateICmpEQ(p, l.i64(0)), done, next);
    b.SetInsertPoint(next);
    l.call_helper(l.string_read_helper(at), b.getInt64Ty(),
                  {l.offset(rec, sizeof(kt_record_header) + i * len), l.i32(len), p});
  }
  b.CreateBr(done);
  b.SetInsertPoint(done);
  l.submit(rec, size, Wakeup::Batched);
  return {nullptr, {}};
}

} // namespace

FamilyLowering output_lowering() {
  return {"output",
          {
              {"printf", F, printf_},
              {"print", F, print},
              {"time", F, time},
              {"join", F, join},
              {"errorf", F, errorf},
              {"warnf", F, warnf},
              {"assert", F, assert_},
              {"cat", F, cat},
              {"system", F, system_},
          }};
}

} // namespace kt::codegen
