#include <algorithm>
#include <cctype>
#include <linux/bpf.h>
#include <stdexcept>
#include <type_traits>

#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/Transforms/Utils/ModuleUtils.h>

#include "bpf/abi/records.h"
#include "codegen/builtins/lowering.h"
#include "codegen/helper_prototypes.h"
#include "ast/visitor.h"
#include "codegen/lower.h"

namespace kt::codegen {

using namespace llvm;

namespace {

// Every node's place in the program, in source order, each once.
class Places : public ast::Visitor {
public:
  explicit Places(std::map<std::tuple<const SourceFile *, uint32_t, uint32_t>, unsigned> &lines) : lines_(lines) {}
  std::string text; // line N of the debug info's file: place N

  using ast::Visitor::visit;
#define KT_VISIT(name)                                                                                                 \
  void visit(ast::name &n) override {                                                                                  \
    if (placed<ast::name>())                                                                                           \
      add(n.loc);                                                                                                      \
    ast::Visitor::visit(n);                                                                                            \
  }
  KT_AST_NODES(KT_VISIT)
#undef KT_VISIT

private:
  // The nodes code is lowered at: probes, statements, expressions (not
  // attach points: a probe of 300 tracepoints is one place).
  template <typename T> static constexpr bool placed() {
    return std::is_same_v<T, ast::Probe> || std::is_base_of_v<ast::Stmt, T> || std::is_base_of_v<ast::Expr, T>;
  }

  // A long line (a one-liner of many statements) keeps only a window
  // around the place: its text is in the BTF once per place.
  static constexpr size_t kBefore = 40, kWindow = 160;

  void add(const SourceLocation &loc) {
    if (!loc.file || loc.begin.line == 0)
      return;
    auto key = std::make_tuple(loc.file, loc.begin.line, loc.begin.column);
    if (lines_.count(key))
      return;
    lines_[key] = static_cast<unsigned>(lines_.size() + 1);
    std::string_view line = loc.file->line(loc.begin.line);
    size_t skip = 0;
    if (line.size() > kWindow) {
      size_t at = loc.begin.column > 0 ? loc.begin.column - 1 : 0;
      skip = at > kBefore ? std::min(at - kBefore, line.size() - kWindow) : 0;
      line = line.substr(skip, kWindow);
    }
    std::string source(line);
    for (char &c : source)
      if (c == '\t' || c == '\r' || c == '\n')
        c = ' ';
    // FILE:LINE:COL:SKIP: where SKIP is how many bytes of the line the
    // window leaves out before it (runtime/verifier_log.h).
    text += loc.file->name() + ":" + std::to_string(loc.begin.line) + ":" + std::to_string(loc.begin.column) + ":" +
            std::to_string(skip) + ": " + source + "\n";
  }

  std::map<std::tuple<const SourceFile *, uint32_t, uint32_t>, unsigned> &lines_;
};

} // namespace

DILocation *ModuleBuilder::debug_loc(const SourceLocation &loc, DIScope *scope) {
  auto it = place_lines.find(std::make_tuple(loc.file, loc.begin.line, loc.begin.column));
  unsigned line = it == place_lines.end() ? 0 : it->second;
  return DILocation::get(ctx, line, std::min<uint32_t>(loc.begin.column, 1023), scope);
}

ModuleBuilder::ModuleBuilder(LLVMContext &c, const sema::Analysis &i, const ast::Program *program)
    : ctx(c), module(std::make_unique<Module>("kt", c)), di(*module), info(i) {
  module->setTargetTriple("bpf");
  module->setDataLayout("e-m:e-p:64:64-i64:64-i128:128-n32:64-S128");
  module->addModuleFlag(Module::Warning, "Debug Info Version", DEBUG_METADATA_VERSION);
  module->addModuleFlag(Module::Warning, "Dwarf Version", 5);
  std::optional<StringRef> source;
  Places places(place_lines);
  if (program) {
    places.visit(const_cast<ast::Program *>(program));
    source = places.text;
  }
  // The BTF line info of the kernel's verifier log reads this file's text
  // (see debug_loc).
  file = di.createFile("kt.bpf.c", "/", std::nullopt, source);
  cu = di.createCompileUnit(dwarf::DW_LANG_C99, file, "kt", true, "", 0, "",
                            DICompileUnit::DebugEmissionKind::FullDebug);
  define_config();
  define_license();
}

uint32_t ModuleBuilder::intern(std::vector<std::string> &table, const std::string &s) {
  for (size_t i = 0; i < table.size(); i++)
    if (table[i] == s)
      return static_cast<uint32_t>(i);
  table.push_back(s);
  return static_cast<uint32_t>(table.size() - 1);
}

// `int (*)[n]`: how BTF-defined maps encode a number (libbpf's __uint()).
DIType *ModuleBuilder::int_array_ptr(uint64_t n) {
  DIType *int_ty = di.createBasicType("int", 32, dwarf::DW_ATE_signed);
  DINodeArray subs = di.getOrCreateArray({di.getOrCreateSubrange(0, static_cast<int64_t>(n))});
  DIType *arr = di.createArrayType(32 * n, 32, int_ty, subs);
  return di.createPointerType(arr, 64);
}

MapDef ModuleBuilder::declare_map(const std::string &name, unsigned type) {
  unsigned n = type == BPF_MAP_TYPE_RINGBUF ? 2 : 4;
  std::vector<Type *> members(n, PointerType::get(ctx, 0));
  auto *sty = StructType::get(ctx, members);
  auto *gv = new GlobalVariable(*module, sty, false, GlobalValue::ExternalLinkage, ConstantAggregateZero::get(sty),
                                name);
  gv->setSection(".maps");
  gv->setAlignment(Align(8));
  MapDef def;
  def.global = gv;
  def.type = type;
  return def;
}

void ModuleBuilder::describe_map(const MapDef &def) {
  std::vector<std::pair<const char *, uint64_t>> fields = {{"type", def.type}, {"max_entries", def.max_entries}};
  if (def.type != BPF_MAP_TYPE_RINGBUF) {
    fields.push_back({"key_size", def.key_size});
    fields.push_back({"value_size", def.value_size});
  }
  std::vector<Metadata *> elems;
  for (size_t i = 0; i < fields.size(); i++)
    elems.push_back(di.createMemberType(cu, fields[i].first, file, 0, 64, 64, 64 * i, DINode::FlagZero,
                                        int_array_ptr(fields[i].second)));
  DICompositeType *st = di.createStructType(cu, "", file, 0, 64 * fields.size(), 64, DINode::FlagZero, nullptr,
                                            di.getOrCreateArray(elems));
  std::string name = def.global->getName().str();
  def.global->addDebugInfo(di.createGlobalVariableExpression(cu, name, name, file, 0, st, false));
}

MapDef ModuleBuilder::define_map(const std::string &name, unsigned type, uint32_t key_size,
                                 uint32_t value_size, uint32_t max_entries) {
  MapDef def = declare_map(name, type);
  def.key_size = key_size;
  def.value_size = value_size;
  def.max_entries = max_entries;
  describe_map(def);
  return def;
}

void ModuleBuilder::define_config() {
  // const volatile struct { u64 target_pid, start_ns, child_pid, ncpus, addresses...; } kt_config;
  auto *arr = ArrayType::get(Type::getInt64Ty(ctx), kCfgCount);
  config = new GlobalVariable(*module, arr, true, GlobalValue::ExternalLinkage, ConstantAggregateZero::get(arr),
                              "kt_config");
  config->setSection(".rodata");
  config->setAlignment(Align(8));
  DIType *u64 = di.createBasicType("unsigned long long", 64, dwarf::DW_ATE_unsigned);
  std::vector<Metadata *> elems;
  for (unsigned i = 0; i < kCfgCount; i++) {
    std::string name = i == kCfgTargetPid ? "target_pid"
                       : i == kCfgStartNs ? "start_ns"
                       : i == kCfgChildPid ? "child_pid"
                       : i == kCfgNcpus    ? "ncpus"
                                           : "address" + std::to_string(i - manifest::kConfigAddresses);
    elems.push_back(di.createMemberType(cu, name, file, 0, 64, 64, 64 * i, DINode::FlagZero, u64));
  }
  DIType *st = di.createStructType(cu, "kt_config", file, 0, 64 * kCfgCount, 64, DINode::FlagZero, nullptr,
                                   di.getOrCreateArray(elems));
  DIType *cst = di.createQualifiedType(dwarf::DW_TAG_volatile_type, di.createQualifiedType(dwarf::DW_TAG_const_type, st));
  config->addDebugInfo(di.createGlobalVariableExpression(cu, "kt_config", "kt_config", file, 0, cst, false));
}

GlobalVariable *ModuleBuilder::name_table(const std::string &name, const std::vector<std::string> &names,
                                          uint32_t width) {
  if (GlobalVariable *gv = module->getNamedGlobal(name))
    return gv;
  std::string bytes(names.size() * width, '\0');
  for (size_t i = 0; i < names.size(); i++)
    bytes.replace(i * width, std::min<size_t>(names[i].size(), width - 1), names[i], 0, width - 1);
  auto *row = ArrayType::get(Type::getInt8Ty(ctx), width);
  auto *arr = ArrayType::get(row, names.size());
  std::vector<Constant *> rows;
  for (size_t i = 0; i < names.size(); i++)
    rows.push_back(ConstantDataArray::getString(ctx, StringRef(bytes.data() + i * width, width), false));
  auto *gv = new GlobalVariable(*module, arr, true, GlobalValue::ExternalLinkage, ConstantArray::get(arr, rows), name);
  gv->setSection(".rodata.kt_names");
  gv->setAlignment(Align(8));
  DIType *ch = di.createBasicType("char", 8, dwarf::DW_ATE_signed_char);
  DIType *dt = di.createArrayType(uint64_t(8) * width * names.size(), 8, ch,
                                  di.getOrCreateArray({di.getOrCreateSubrange(0, int64_t(names.size())),
                                                       di.getOrCreateSubrange(0, int64_t(width))}));
  DIType *cdt = di.createQualifiedType(dwarf::DW_TAG_const_type, dt);
  gv->addDebugInfo(di.createGlobalVariableExpression(cu, name, name, file, 0, cdt, false));
  return gv;
}

void ModuleBuilder::define_license() {
  auto *init = ConstantDataArray::getString(ctx, "GPL", true);
  auto *gv = new GlobalVariable(*module, init->getType(), true, GlobalValue::ExternalLinkage, init, "_license");
  gv->setSection("license");
  DIType *ch = di.createBasicType("char", 8, dwarf::DW_ATE_signed_char);
  DIType *arr = di.createArrayType(32, 8, ch, di.getOrCreateArray({di.getOrCreateSubrange(0, 4)}));
  gv->addDebugInfo(di.createGlobalVariableExpression(cu, "_license", "_license", file, 0, arr, false));
}

namespace {

// Whether the program streams output through the ring buffer (printf() and
// the like, possibly once per event), rather than only sending the odd
// control record (exit(), print(@map), a process seen for the first time).
bool streams_output(const sema::Resolution &names) {
  for (const auto &[node, use] : names.builtins)
    if (use.info->streams_output)
      return true;
  return false;
}

// Whether a program unwinds a user stack with DWARF: each such event sends
// a sample of ustack_bytes (bpf/abi/ustack.h).
bool sends_stack_samples(const sema::Typing &types) {
  for (const sema::UnitTypes &u : types.units)
    for (const auto &[e, t] : u.exprs)
      if (t.is(sema::TypeKind::UStack) && t.dwarf())
        return true;
  return false;
}

} // namespace

void ModuleBuilder::define_maps() {
  const sema::Config &cfg = info.names.config;
  // The ring buffer's pages are locked kernel memory, mapped into kt twice
  // over (4 MiB of kt's RSS for the 2 MiB default): programs that print
  // nothing per event get a small one, those that send stack samples a
  // bigger one.
  bool streams = streams_output(info.names);
  uint32_t rb = cfg.ringbuf_size                 ? cfg.ringbuf_size
                : sends_stack_samples(info.types) ? KT_RINGBUF_STACK_SAMPLES_SIZE
                : streams                         ? KT_RINGBUF_DEFAULT_SIZE
                                                  : KT_RINGBUF_CONTROL_SIZE;
  ringbuf = define_map(manifest::kRingbufMap, BPF_MAP_TYPE_RINGBUF, 0, 0, rb);
  lost = define_map(manifest::kLostMap, BPF_MAP_TYPE_PERCPU_ARRAY, 4, 8, manifest::kLostCounters);
  manifest.config.ringbuf_size = rb;
  manifest.config.output_records = streams;
  manifest.config.max_strlen = cfg.max_strlen;
  manifest.config.stack_depth = cfg.stack_depth;
  manifest.config.print_maps_on_exit = cfg.print_maps_on_exit;
  manifest.config.stack_symbols = cfg.stack_symbols;
  manifest.config.args_format = cfg.args_format;
  manifest.config.args_width = cfg.args_width;
  manifest.config.args_max_arg = cfg.args_max_arg;
  manifest.config.args_max_total = cfg.args_max_total;
  manifest.config.missing_probes = static_cast<uint8_t>(cfg.missing_probes);

  for (const auto &[name, mi] : info.types.maps)
    if (!mi.value.is_none())
      define_user_map(name, mi);

  for (const FamilyLowering &f : family_lowerings())
    if (f.module && info.names.uses(*f.sema))
      f.module(*this);

  // libbpf attaches USDT probes only to objects that have its spec maps
  // (bpf/helpers/usdt.bpf.c): declare them so linking the helpers brings
  // them in, and keep them even if no program reads an argument.
  bool usdt = false;
  for (const sema::Unit &u : info.names.units)
    usdt |= u.kind == ast::ProbeKind::Usdt;
  if (usdt) {
    std::vector<Constant *> keep;
    for (const char *name : {"__bpf_usdt_specs", "__bpf_usdt_ip_to_spec_id"})
      keep.push_back(new GlobalVariable(*module, Type::getInt8Ty(ctx), false, GlobalValue::ExternalLinkage, nullptr,
                                        name));
    appendToCompilerUsed(*module, {cast<GlobalValue>(keep[0]), cast<GlobalValue>(keep[1])});
  }
}

// A plain map is a hash of the program's keys (one 8-byte key without
// them); an aggregation's is what its family lays out.
void ModuleBuilder::define_user_map(const std::string &name, const sema::MapInfo &mi) {
  const sema::Config &cfg = info.names.config;
  manifest::Map mm;
  mm.name = "@" + name;
  mm.bpf_name = name.empty() ? "m__" : "m_" + name;
  // An imported file's private map, `file::name`: its ELF (and kernel)
  // name must be an identifier, and one no user map's `m_NAME` can be.
  if (name.find("::") != std::string::npos) {
    mm.bpf_name = "mp" + std::to_string(manifest.maps.size()) + "_";
    for (char c : name)
      mm.bpf_name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  }
  mm.keyed = mi.keyed;
  mm.key = layout_of(mi.keyed ? mi.key : sema::Type{});
  mm.key_labels = mi.key_labels;
  // A declared map (`let @m = lruhash(100);`) has its size and, when it
  // is a hash, its LRU flavour; sema checked that the per-CPU part agrees.
  auto decl = info.names.map_decls.find(name);
  sema::Config sized = cfg;
  if (decl != info.names.map_decls.end()) {
    sized.max_map_keys = decl->second.max_entries;
    mm.help = decl->second.help;
  }
  MapShape shape{BPF_MAP_TYPE_HASH, mi.keyed ? mi.key.size : 8, mi.value.size, sized.max_map_keys};
  if (mi.value.is(sema::TypeKind::Aggregate)) {
    shape = lowering_of(*mi.value.builtin).map_shape(mi, sized);
    mm.aggregation = mi.value.builtin->name;
    mm.params = mi.agg_params;
  } else {
    mm.value = layout_of(mi.value);
  }
  if (mi.value.is_signed)
    mm.value.is_signed = true;
  if (decl != info.names.map_decls.end() && decl->second.lru) {
    if (shape.type == BPF_MAP_TYPE_HASH)
      shape.type = BPF_MAP_TYPE_LRU_HASH;
    else if (shape.type == BPF_MAP_TYPE_PERCPU_HASH)
      shape.type = BPF_MAP_TYPE_LRU_PERCPU_HASH;
  }
  mm.per_cpu = shape.per_cpu;
  mm.array = shape.array;
  mm.key_size = shape.key_size;
  mm.value_size = shape.value_size;
  mm.max_entries = shape.max_entries;
  MapDef def = define_map(mm.bpf_name, shape.type, shape.key_size, shape.value_size, shape.max_entries);
  def.agg = mi.value.is(sema::TypeKind::Aggregate) ? mi.value.builtin : nullptr;
  def.manifest_index = static_cast<int>(manifest.maps.size());
  manifest.maps.push_back(std::move(mm));
  maps[name] = def;
}

MapDef &ModuleBuilder::stack_map() {
  if (!stacks.global)
    stacks = define_map(manifest::kStackMap, BPF_MAP_TYPE_STACK_TRACE, 4, 8 * info.names.config.stack_depth, 4096);
  return stacks;
}

MapDef &ModuleBuilder::scratch_map() {
  if (!scratch.global)
    scratch = declare_map(manifest::kScratchMap, BPF_MAP_TYPE_PERCPU_ARRAY);
  return scratch;
}

MapDef &ModuleBuilder::pids_seen_map() {
  if (!pids_seen.global)
    pids_seen = define_map(manifest::kPidsSeenMap, BPF_MAP_TYPE_LRU_HASH, 4, 1, manifest::kPidsSeenEntries);
  return pids_seen;
}

void ModuleBuilder::define_scratch() {
  if (!scratch.global)
    return;
  scratch.key_size = 4;
  scratch.value_size = (scratch_size + 7) / 8 * 8;
  scratch.max_entries = std::max<uint32_t>(scratch_entries, 1);
  describe_map(scratch);
}

void ModuleBuilder::describe_function(Function *fn) {
  DIType *int_ty = di.createBasicType("int", 32, dwarf::DW_ATE_signed);
  DIType *ptr = di.createPointerType(nullptr, 64);
  DISubroutineType *ty = di.createSubroutineType(di.getOrCreateTypeArray({int_ty, ptr}));
  DISubprogram *sp = di.createFunction(cu, fn->getName(), fn->getName(), file, 0, ty, 0, DINode::FlagPrototyped,
                                       DISubprogram::SPFlagDefinition);
  DILocalVariable *arg = di.createParameterVariable(sp, "ctx", 1, file, 0, ptr, true);
  (void)arg;
  fn->setSubprogram(sp);
}

void ModuleBuilder::describe_callback(Function *fn) {
  DIType *long_ty = di.createBasicType("long", 64, dwarf::DW_ATE_signed);
  DIType *ptr = di.createPointerType(nullptr, 64);
  DISubroutineType *ty = di.createSubroutineType(di.getOrCreateTypeArray({long_ty, ptr, ptr, ptr, ptr}));
  DISubprogram *sp = di.createFunction(cu, fn->getName(), fn->getName(), file, 0, ty, 0, DINode::FlagPrototyped,
                                       DISubprogram::SPFlagDefinition | DISubprogram::SPFlagLocalToUnit);
  const char *names[] = {"map", "key", "value", "ctx"};
  for (unsigned i = 0; i < 4; i++)
    di.createParameterVariable(sp, names[i], i + 1, file, 0, ptr, true);
  fn->setSubprogram(sp);
}

// Declared with the type the helper's C source gives it (the build reads it
// from the helper bitcode); calling one that does not exist is a kt bug.
Function *ModuleBuilder::bpf_helper(const std::string &name) {
  FunctionType *ty = helper_prototype(ctx, name);
  if (!ty)
    throw std::logic_error("codegen: no C helper '" + name + "' in bpf/helpers");
  return cast<Function>(module->getOrInsertFunction(name, ty).getCallee());
}

void ModuleBuilder::finalize() { di.finalize(); }

} // namespace kt::codegen
