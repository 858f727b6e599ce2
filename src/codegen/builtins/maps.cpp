// Whole-map functions (sema/builtins/maps.cpp): delete(), has_key() and
// find() are map helper calls, len() a map loop (lower_loops.cpp); clear() and zero()
// ask the runtime, which holds the map's fd, with a control record.
#include "bpf/abi/records.h"
#include "codegen/builtins/families.h"

namespace kt::codegen {
namespace {

constexpr sema::BuiltinForm F = sema::BuiltinForm::Function;

const ast::MapRef &map_arg(const ast::Node &n) { return static_cast<const ast::MapRef &>(*call(n).args[0]); }

Val delete_(ProgramLowering &l, const ast::Node &n) {
  return {l.map_delete(map_arg(n), call(n).args.size() == 2 ? call(n).args[1] : nullptr), type(l, n)};
}

Val control_record(ProgramLowering &l, const ast::Node &n, unsigned kind) {
  l.emit_fixed_record(kind, static_cast<uint32_t>(l.map_def(map_arg(n).name).manifest_index), {});
  return {nullptr, {}};
}

Val clear(ProgramLowering &l, const ast::Node &n) { return control_record(l, n, KT_REC_CLEAR); }
Val zero(ProgramLowering &l, const ast::Node &n) { return control_record(l, n, KT_REC_ZERO); }
Val has_key(ProgramLowering &l, const ast::Node &n) { return {l.has_key(map_arg(n), call(n).args[1]), type(l, n)}; }
Val len(ProgramLowering &l, const ast::Node &n) {
  const ast::Expr *arg = call(n).args[0];
  if (!ast::as<ast::MapRef>(arg)) // a stack (sema)
    return {stack_len(l, arg), type(l, n)};
  return {l.map_len(map_arg(n)), type(l, n)};
}
Val find(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  return {l.find(map_arg(n), c.args[1], static_cast<const ast::Variable &>(*c.args[2])), type(l, n)};
}

} // namespace

FamilyLowering maps_lowering() {
  return {"maps",
          {
              {"delete", F, delete_},
              {"clear", F, clear},
              {"zero", F, zero},
              {"has_key", F, has_key},
              {"find", F, find},
              {"len", F, len},
          }};
}

} // namespace kt::codegen
