// Internal to codegen: the state of one compilation (ModuleBuilder) and of
// one BPF program being lowered (ProgramLowering). The pass lower_to_ir is
// ProgramLowering; its methods are split by concept across lower_*.cpp.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <memory>
#include <string>
#include <vector>

#include <llvm/IR/DIBuilder.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "ast/ast.h"
#include "bpf/abi/pt_regs.h"
#include "manifest/manifest.h"
#include "sema/analysis.h"

namespace kt::codegen {

// Offsets in x86-64's struct pt_regs, the context of kprobes and uprobes
// (bpf/abi/pt_regs.h): the argument registers in order, the result, the
// instruction and stack pointers.
constexpr uint32_t kRegOffsets[] = {KT_PT_REGS_ARG0, KT_PT_REGS_ARG1, KT_PT_REGS_ARG2,
                                    KT_PT_REGS_ARG3, KT_PT_REGS_ARG4, KT_PT_REGS_ARG5};
constexpr uint32_t kRegAx = KT_PT_REGS_AX;
constexpr uint32_t kRegIp = KT_PT_REGS_IP;
constexpr uint32_t kRegSp = KT_PT_REGS_SP;

// A BPF map defined in the module.
struct MapDef {
  llvm::GlobalVariable *global = nullptr;
  unsigned type = 0; // BPF_MAP_TYPE_*
  uint32_t key_size = 0, value_size = 0, max_entries = 0;
  int manifest_index = -1; // user maps: index in manifest.maps
  const sema::BuiltinInfo *agg = nullptr; // an aggregation's map: the aggregation
};

// Offsets of the knobs in the read-only `kt_config` global (.rodata), u64
// each. The runtime writes them before load (RuntimeConfig, in this order).
enum ConfigField : unsigned {
  kCfgTargetPid = 0,
  kCfgStartNs,
  kCfgChildPid,
  kCfgNcpus,
  kCfgCount = kCfgNcpus + 1 + manifest::kMaxAddresses, // then kaddr()/uaddr() addresses
};

class ModuleBuilder {
public:
  // `program`, when given, numbers its nodes' places for the debug
  // locations (debug_loc).
  ModuleBuilder(llvm::LLVMContext &ctx, const sema::Analysis &info, const ast::Program *program = nullptr);

  // The debug location of kt source place `loc` in `scope`. The debug
  // info's file is not the kt source: its line N holds the text
  // "FILE:LINE:COL:SKIP: SOURCE LINE" of the N-th place of the program
  // (SKIP: bytes of a long line left out before the text), so that
  // the kernel's verifier log, which quotes the line of the instruction it
  // stops at ("; TEXT @ kt.bpf.c:N"), names the kt place itself, column
  // included (runtime/verifier_log.h reads it back). Line 0 for a place
  // the table lacks.
  llvm::DILocation *debug_loc(const SourceLocation &loc, llvm::DIScope *scope);

  llvm::LLVMContext &ctx;
  std::unique_ptr<llvm::Module> module;
  llvm::DIBuilder di;
  llvm::DICompileUnit *cu = nullptr;
  llvm::DIFile *file = nullptr;
  std::map<std::tuple<const SourceFile *, uint32_t, uint32_t>, unsigned> place_lines; // see debug_loc
  const sema::Analysis &info;
  manifest::Manifest manifest;

  std::map<std::string, MapDef> maps; // user maps, by name without '@'
  MapDef ringbuf, lost, stacks, scratch, pids_seen;
  llvm::GlobalVariable *config = nullptr;
  uint32_t scratch_size = 0; // bytes per CPU, the largest any program needs
  // Programs with scratch memory so far: each has its own entry of the
  // scratch map, so that a program interrupting another on the same CPU
  // (a perf event's, in NMI) never writes over the other's values.
  uint32_t scratch_entries = 0;
  std::set<std::string> args_programs; // programs that use args() (manifest::Probe::args)
  // A kernel session is one kprobe.session program: the kernel has the
  // links (TargetFeatures) and its BTF the kfunc they call.
  bool kprobe_session() const { return manifest.session_is_return_btf_id != 0; }

  // Defines every map the program uses and the fixed ones, and runs the
  // module hooks of the builtin families the program uses.
  void define_maps();
  // kt_stacks (manifest::kStackMap), defined on first use.
  MapDef &stack_map();
  void define_user_map(const std::string &name, const sema::MapInfo &mi);
  // The per-CPU scratch map (declared on first use); define_scratch()
  // describes it once every program's needs are known.
  MapDef &scratch_map();
  void define_scratch();
  // kt_pids_seen (manifest::kPidsSeenMap), defined on first use.
  MapDef &pids_seen_map();
  // BPF_MAP_TYPE_*, key and value sizes, entries: a BTF-defined map in ".maps".
  MapDef define_map(const std::string &name, unsigned type, uint32_t key_size, uint32_t value_size,
                    uint32_t max_entries);
  MapDef declare_map(const std::string &name, unsigned type);
  void describe_map(const MapDef &def);
  // A function's debug info (BTF needs it for the program's func info).
  void describe_function(llvm::Function *fn);
  // The same for a bpf_for_each_map_elem callback: long (map, key, value, ctx).
  void describe_callback(llvm::Function *fn);
  llvm::Function *count_callback = nullptr; // len()'s, shared by all programs
  // A C helper from bpf/helpers (declared here, linked in later).
  llvm::Function *bpf_helper(const std::string &name);
  // Index of a string in a manifest table, added if new.
  static uint32_t intern(std::vector<std::string> &table, const std::string &s);
  void finalize();
  // The debug-info type that describes BTF type `id` (typedefs and
  // qualifiers resolved, pointers as void *) to LLVM's BPF backend, which
  // writes it into the object's BTF for CO-RE relocations (core_access.cpp).
  llvm::DIType *btf_ditype(const btf::Btf &btf, uint32_t id);
  uint32_t passthrough_seq = 0; // llvm.bpf.passthrough calls' sequence numbers
  // The kernel variable `var` (a VAR of `btf`) as an extern in ".ksyms",
  // declared once, with its type described: libbpf finds it in the running
  // kernel's BTF and loads its address as a BTF id the verifier checks.
  llvm::GlobalVariable *kernel_variable(const btf::Btf &btf, uint32_t var);
  // A read-only table of NUL-padded names, `width` bytes each (entry i is
  // names[i]), in its own ".rodata.kt_names" section so that kt_config
  // stays alone at the start of ".rodata". Defined once per name.
  llvm::GlobalVariable *name_table(const std::string &name, const std::vector<std::string> &names, uint32_t width);

private:
  std::map<std::pair<const btf::Btf *, uint32_t>, llvm::DIType *> btf_ditypes_;
  llvm::DIType *int_array_ptr(uint64_t n);
  void define_config();
  void define_license();
};

// Where a value lives while a program runs: scalars (integers, bools,
// pointers, stack ids, addresses, probe indexes) are i64 values; the rest
// (strings, buffers, tuples, records, ...) are pointers to their bytes.
struct Val {
  llvm::Value *v = nullptr;
  sema::Type type;
  bool in_memory() const;
};

// "entry:/bin/app:api_request", "allow:vfs_read": a session function as an
// attach point (`probe`, and the runtime's messages).
std::string session_probe_text(const sema::SessionFunc &f);

// Whether a unit's syscall tracepoints can be served by one raw tracepoint
// (manifest::SyscallFanout), and which one.
enum class Fanout : uint8_t { None, SysEnter, SysExit };
Fanout syscall_fanout(const sema::Unit &unit);
// tracepoint:raw_syscalls:sys_enter/sys_exit whose body does not read
// `args`: the same kernel tracepoints, attached as raw tracepoints. Each
// event skips the perf-event record, and detaching skips the RCU grace
// period that removing a perf-event tracepoint waits for (~60 ms). One
// attach point per probe.
bool raw_syscall_tracepoint(const sema::Unit &unit);

struct SessionHook; // codegen/builtins/lowering.h

class ProgramLowering {
public:
  // `fanout` != None lowers the unit's body as a raw_tp program for
  // sys_enter/sys_exit that keeps only the syscalls in `fanout_map`.
  ProgramLowering(ModuleBuilder &m, const sema::Unit &unit, const sema::UnitTypes &types,
                  Fanout fanout = Fanout::None, const MapDef *fanout_map = nullptr);
  llvm::Function *lower();
  // A session probe's call program: kt_session_enter() on every call of
  // its functions (lower() makes the return program, which runs the body;
  // with kprobe.session, lower() makes one program of both).
  llvm::Function *lower_session_call();

  // ---- for the builtin families (codegen/builtins/) ----
  // What they lower with: the module, the unit, the builder, the program.
  ModuleBuilder &module() { return m_; }
  const sema::Unit &unit() const { return unit_; }
  llvm::IRBuilder<> &b() { return b_; }
  llvm::Function *function() const { return fn_; }
  llvm::Value *ctx_arg() { return ctx_; }
  llvm::BasicBlock *exit_block() { return exit_; }
  sema::Type type_of(const ast::Expr *e) const;
  Val expr(const ast::Expr *e);
  Val expression(const ast::Expr *e); // expr() without the debug location
  Val string_literal(const std::string &s, uint32_t size); // a constant string of `size` bytes
  llvm::Value *scalar(const ast::Expr *e); // an i64 (bools 0/1)
  llvm::Value *scalar(const Val &v);      // the same of a value already lowered
  llvm::Value *truth(const ast::Expr *e);  // an i1
  llvm::Value *i64(uint64_t v) { return b_.getInt64(v); }
  llvm::Value *i32(uint32_t v) { return b_.getInt32(v); }
  llvm::Value *offset(llvm::Value *ptr, uint64_t bytes);
  // Uninitialised bytes for one value: a small one on the stack while the
  // budget lasts, a larger one (or past the budget) in the per-CPU scratch
  // map. `at` places the address computation (default: the current
  // insertion point).
  llvm::Value *slot(uint32_t size, llvm::IRBuilder<> *at = nullptr);
  llvm::Value *zeroed_slot(uint32_t size); // zero-filled bytes
  void zero(llvm::Value *ptr, uint32_t size);
  void copy(llvm::Value *dst, llvm::Value *src, uint32_t size);
  // Writes `s` into the `size` bytes at `dst` as immediates, eight bytes
  // at a time, NUL-padded (or only its bytes when `zeroed`: dst is 0s).
  void store_string(llvm::Value *dst, const std::string &s, uint32_t size, bool zeroed = false);
  llvm::Value *call_helper(unsigned id, llvm::Type *ret, std::vector<llvm::Value *> args);
  llvm::Value *config_field(ConfigField f);
  // `align`: what the address is known to be aligned to. Contexts whose
  // fields the verifier checks by offset and size (fentry's u64 array,
  // pt_regs) need aligned loads, which the BPF backend never splits.
  llvm::Value *load_int(llvm::Value *ptr, uint32_t size, bool is_signed, uint32_t align = 1);
  // Writes `v` into `dst` laid out as `as` (integers narrowed, strings and
  // tuples copied with zero padding).
  void store(llvm::Value *dst, const Val &v, const sema::Type &as);
  // The process and thread ids, one helper call per program run.
  llvm::Value *pid_tgid();
  // The current process's pid, for a user stack or address the runtime
  // will symbolize (see lower_context.cpp).
  llvm::Value *user_pid();
  // Function argument n of a kprobe/uprobe/fentry/tp_btf (registers, then
  // the stack).
  llvm::Value *function_arg(int n);
  // The return register (fexit: bpf_get_func_ret), whole.
  llvm::Value *return_register();
  // The `probe` builtin: an index into the manifest's probe names.
  Val probe_name();
  // Field `name` of the kernel struct `rec` at kernel address `base`, read
  // as `t` (its offset relocated to the running kernel's layout).
  Val kernel_field(llvm::Value *base, const sema::Record &rec, const std::string &name, const sema::Type &t);
  // The kernel address of a struct reached through a kernel pointer
  // (args.file->f_path, *p), for helpers that take it; null if `e` is not one.
  llvm::Value *kernel_address(const ast::Expr *e);
  // Whether values of `t` are read from user memory, and the helpers str()
  // and buf() read `t`'s memory with (see lower_context.cpp).
  bool reads_user_memory(const sema::Type &t) const;
  unsigned string_read_helper(const sema::Type &t) const;
  unsigned buffer_read_helper(const sema::Type &t) const;
  // A session probe's return program: the ended session's record
  // (struct kt_session *; null elsewhere), a field of it, and the index of
  // the session's first function name in manifest.probe_names.
  llvm::Value *session() const { return session_; }
  llvm::Value *session_field(uint64_t offset, uint32_t size);
  uint64_t session_names() const { return session_names_; }
  // Values a family computed in this program's function (a map loop's
  // body is another function, where they are not): null when none.
  llvm::Value *family_value(const std::string &key) const;
  void set_family_value(const std::string &key, llvm::Value *v);

  // Ring-buffer records (lower_records.cpp): header {kind, id}, then
  // `args` at layout offsets.
  void emit_record(unsigned kind, uint32_t id, const std::vector<const ast::Expr *> &args,
                   manifest::Format *format);
  // How a record's type travels: integers as 8 bytes, the rest stored.
  static sema::Type record_type(const sema::Type &t);
  // Control records (exit(), clear(), print(@map), ...) wake kt at once;
  // output records wait for its next drain (see KT_OUTPUT_POLL_MS).
  enum class Wakeup { Batched, Now };
  void emit_fixed_record(unsigned kind, uint32_t id, const std::vector<llvm::Value *> &u64s,
                         Wakeup wakeup = Wakeup::Now);
  void submit(llvm::Value *rec, uint32_t size, Wakeup wakeup);
  // The same for a record whose size is known at run time only (the
  // caller bounds it for the verifier).
  void submit(llvm::Value *rec, llvm::Value *size, Wakeup wakeup);
  // The record a BPF helper returns (NULL: none to send), `size` bytes,
  // or as many as the helper `size_helper` gives for it when there is one
  // (it bounds them for the verifier).
  void submit_helper_record(const char *helper, std::vector<llvm::Value *> args, uint32_t size, Wakeup wakeup,
                            const char *size_helper = nullptr);

  // Maps (lower_maps.cpp, lower_loops.cpp).
  const MapDef &map_def(const std::string &name);
  llvm::Value *map_key(const ast::MapRef &m, const MapDef &def, uint32_t extra_bytes);
  llvm::Value *map_lookup(const MapDef &def, llvm::Value *key);
  // One CPU's part of a per-CPU map's element (u32 `cpu`), or null.
  llvm::Value *map_lookup_percpu(const MapDef &def, llvm::Value *key, llvm::Value *cpu);
  void map_write(const MapDef &def, llvm::Value *key, llvm::Value *value);
  // Whether an element was deleted (an array map's slots always are).
  llvm::Value *map_delete(const ast::MapRef &m, const ast::Expr *key);
  llvm::Value *has_key(const ast::MapRef &m, const ast::Expr *key);
  // find(@m, key, $v): whether the map has `key`; if so, its value is
  // stored in variable `v` (an i64 0 or 1).
  llvm::Value *find(const ast::MapRef &m, const ast::Expr *key, const ast::Variable &v);
  llvm::Value *map_len(const ast::MapRef &m);

private:
  // ---- lower_probe.cpp: the function, its frame, prologue ----
  void begin_function();
  void finish_function();
  llvm::Value *stack_slot(uint32_t size, bool permanent = false); // always on the stack (helper arguments that must be)
  // Stack slots are reused from one statement to the next: a statement's
  // temporaries go back to a pool when it ends (variables' slots stay), so
  // a long probe body stays within the stack instead of spilling to
  // scratch memory.
  size_t slot_mark() const { return taken_.size(); }
  void release_slots(size_t mark);
  // A temporary's place: a stack slot (`stack`), else `offset` bytes into
  // scratch memory, whose address is computed again at each reuse (the
  // first computation may not dominate the next use).
  struct Slot {
    uint32_t size;
    llvm::Value *stack;
    uint32_t offset;
  };
  // A released slot of `size` bytes (on the stack only, if `stack_only`),
  // or null.
  llvm::Value *reuse_slot(uint32_t size, bool stack_only = false);
  llvm::Value *scratch_base();
  llvm::Value *map_ptr(const MapDef &m) { return m.global; }
  // When `err`, a helper's result, is not 0, adds one to a kt_lost counter
  // (manifest::kLostRecords, kLostMapUpdates); the names are those of the
  // branch's blocks.
  void count_failure(llvm::Value *err, uint32_t counter, const char *failed_name, const char *done_name);
  // Adds `amount` (one when null) to a kt_lost counter, here.
  void count_lost(uint32_t counter, llvm::Value *amount = nullptr);
  bool needs_pid_filter() const;
  void pid_filter(); // -p PID: leave unless the current process is that one
  void iter_prologue(); // an iterator's last call (NULL objects) leaves
  void fanout_prologue();
  // The program_start hooks of the families the probe uses.
  void family_prologues();

  // ---- lower_loops.cpp: loops over maps and len(), as callbacks ----
  void for_map(const ast::ForMap &s);
  // The state of the function being lowered; a callback saves it, lowers
  // its own function, and restores it.
  struct Frame {
    llvm::Function *fn;
    llvm::Value *ctx;
    llvm::BasicBlock *entry, *init, *exit;
    llvm::Instruction *scratch_base;
    uint32_t stack_used;
    std::map<std::string, std::pair<llvm::Value *, sema::Type>> vars;
    std::vector<std::pair<llvm::BasicBlock *, llvm::BasicBlock *>> loops;
    llvm::BasicBlock *insert;
    bool in_callback;
    llvm::Value *callback_ctx;
    llvm::BasicBlock *callback_stop;
    llvm::Value *pid_tgid;
    std::vector<Slot> taken, free;
  };
  Frame save_frame();
  void restore_frame(Frame f);

  // ---- lower_stmt.cpp ----
  void block(const ast::Block *b);
  void statement(const ast::Stmt *s); // stmt() without releasing its slots
  void stmt(const ast::Stmt *s);
  void assign(const ast::Assign &a);
  void assign_map(const ast::Assign &a, const ast::MapRef &m);
  void if_stmt(const ast::If &s);
  void while_stmt(const ast::While &s);
  void for_range(const ast::ForRange &s);
  void ret_from_callback();
  void unroll(const ast::Unroll &s);
  void jump(const ast::Jump &j);
  void ret(const ast::Return &r);

  // ---- lower_expr.cpp ----
  Val builtin(const ast::Expr &e);
  Val binary(const ast::Binary &b);
  // An arithmetic or bitwise operator on two i64s (C semantics; signed
  // division without BPF's missing signed div/mod instructions).
  llvm::Value *arith(ast::BinaryOp op, llvm::Value *l, llvm::Value *r, bool is_signed);
  // What `holder OP= n` adds: n whole elements when holder is a pointer
  // and OP + or - (as C moves a pointer), else n.
  llvm::Value *pointer_step(const sema::Type &holder, ast::BinaryOp op, llvm::Value *n);
  Val unary(const ast::Unary &u);
  Val ternary(const ast::Ternary &t);
  Val field(const ast::FieldAccess &f);
  Val tuple_elem(const Val &tuple, size_t i); // a tuple's or a record's element
  Val int_to_bytes(llvm::Value *v, const sema::Type &t);
  // Where a field reached through pointers lives (its address and whether
  // that is user memory); nullopt for fields of values kt holds itself
  // (tracepoint args, copied records).
  struct Address {
    llvm::Value *addr;
    bool user;
  };
  std::optional<Address> address_of(const ast::Expr *e);
  // `base` (an i64 address of `rec`) plus the offset of `fld`: for a field
  // of a kernel struct, an offset the loader relocates to the running
  // kernel's layout (CO-RE, core_access.cpp); otherwise the offset sema has.
  llvm::Value *field_address(llvm::Value *base, const sema::Record &rec, const sema::Field &fld);
  Val read_memory(const Address &a, const sema::Type &t, uint8_t bit_offset = 0, uint8_t bit_size = 0);
  Val variable_ref(const std::string &name);
  llvm::Value *variable_slot(const std::string &name, const sema::Type &t);
  llvm::Value *compare_strings(const Val &a, const Val &b);
  // a == b (an i1) for values sema lets compare with ==: integers and
  // pointers, strings, buffers (length and bytes), tuples element by element.
  llvm::Value *equal_values(const Val &a, const Val &b);
  Val load(llvm::Value *src, const sema::Type &t);
  // A value as bytes in memory (scalars spilled to a slot).
  llvm::Value *to_memory(const Val &v, const sema::Type &as);

  // ---- lower_maps.cpp ----
  Val map_read(const ast::MapRef &m);

  ModuleBuilder &m_;
  const sema::Unit &unit_;
  const sema::UnitTypes &types_;
  llvm::IRBuilder<> b_;
  llvm::Function *fn_ = nullptr;
  llvm::Value *ctx_ = nullptr;
  // An iterator's objects (ctx.task, ctx.file) as iter_prologue() loaded
  // and null-checked them, by field name.
  std::map<std::string, llvm::Value *> iter_objects_;
  llvm::BasicBlock *entry_ = nullptr; // allocas, the scratch lookup
  llvm::BasicBlock *init_ = nullptr;  // after the scratch check: variables' addresses, zeroed
  llvm::BasicBlock *exit_ = nullptr;
  llvm::Instruction *scratch_base_ = nullptr; // the scratch map lookup, if used
  llvm::Value *pid_tgid_ = nullptr;            // bpf_get_current_pid_tgid(), called once in `init`
  std::vector<Slot> taken_; // temporary slots in use
  std::vector<Slot> free_;  // released ones, for reuse
  std::map<uint32_t, llvm::Value *> tallies_;             // kt_lost counter -> this run's failures (count_failure)
  std::map<std::string, std::pair<llvm::Value *, llvm::Function *>> family_values_; // set_family_value()
  Fanout fanout_ = Fanout::None;
  // ---- lower_session.cpp ----
  bool session_call_ = false;         // lowering lower_session_call()'s program
  llvm::Value *session_ = nullptr;    // the return program: the ended session (struct kt_session *)
  uint64_t session_names_ = 0;        // index of the session's first function name in manifest.probe_names
  void session_errno_at_call(llvm::Value *cookie, llvm::Value *started, llvm::Value *ip);
  bool user_session() const { return !unit_.session.empty() && !unit_.session[0].binary.empty(); }
  // A kernel session lowered as one kprobe.session program.
  bool kprobe_session() const {
    return m_.kprobe_session() && unit_.kernel_session();
  }
  llvm::Value *ret_code_ = nullptr; // i32 slot: the program's return value (0 when null)
  void session_call_body();
  void session_call_or_return();
  void session_prologue();
  // The session hooks of the families the session probe uses.
  void family_session_hooks(const SessionHook &at);
  const MapDef *fanout_map_ = nullptr;
  llvm::Value *fanout_probe_ = nullptr; // the probe name index a fanout program found
  uint32_t stack_used_ = 0;
  uint32_t scratch_used_ = 0;
  std::optional<uint32_t> scratch_entry_; // this program's entry of the scratch map, once it has one
  std::map<std::string, std::pair<llvm::Value *, sema::Type>> vars_;
  std::vector<std::pair<llvm::BasicBlock *, llvm::BasicBlock *>> loops_; // continue, break
  // The variables a loop over a map uses live in scratch memory at a fixed
  // offset, where both the loop body (a separate function) and the probe
  // find them; the others stay in stack slots, which the verifier tracks
  // (a loop counter read back from a map value is unknown to it).
  std::set<std::string> shared_vars_;
  bool in_callback_ = false;
  // In a for-map callback whose loop has a `return`: the callback's
  // context ({probe context, returned flag}) and its block that stops the
  // iteration. Null elsewhere.
  llvm::Value *callback_ctx_ = nullptr;
  llvm::BasicBlock *callback_stop_ = nullptr;
  std::map<std::string, uint32_t> shared_offsets_;
  int callbacks_ = 0;
};

// sema types as runtime layouts.
manifest::Layout layout_of(const sema::Type &t);

} // namespace kt::codegen
