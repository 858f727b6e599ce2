// Session probes (entry:/allow:/deny:): two programs attached to every
// function of the sets. The call program pushes the call on the thread's
// session (kt_session_enter, bpf/helpers/session.bpf.c); the return program
// pops it (kt_session_exit) and, when that ended the session, runs the
// probe's predicate and body with `retval`, `duration`, `error`, `func`
// and stack() read from the session.
// (`func` is the entry function's name: an index into the probe names.)
// Where the kernel has kprobe.session links (Linux 6.10), a kernel session
// is one program, run at each call and each return, that asks the kernel
// which (the kfunc bpf_session_is_return) and does the call program's part
// or the return program's; at a call it returns 1 when the return has
// nothing to do, and the kernel skips that run.
#include <cstddef>

#include <linux/bpf.h>

#include "bpf/abi/session.h"
#include "codegen/builtins/lowering.h"
#include "codegen/lower.h"

namespace kt::codegen {

using namespace llvm;

namespace {
constexpr uint64_t kRecord = offsetof(struct kt_session, rec);

// Whether `e` depends on the thread alone: literals and builtins that do
// (pid, comm, ...: BuiltinInfo::thread_only), combined by operators.
bool thread_only(const ast::Expr *e, const sema::Resolution &info) {
  if (ast::as<ast::Integer>(e) || ast::as<ast::String>(e) || ast::as<ast::Boolean>(e))
    return true;
  if (ast::as<ast::Identifier>(e)) {
    const sema::BuiltinInfo *b = info.builtin(e);
    return b && b->thread_only;
  }
  if (auto *u = ast::as<ast::Unary>(e))
    return thread_only(u->operand, info);
  if (auto *b = ast::as<ast::Binary>(e))
    return thread_only(b->lhs, info) && thread_only(b->rhs, info);
  return false;
}

// The conjuncts of a predicate (a && b && ...) that depend on the thread
// alone.
void thread_filters(const ast::Expr *e, const sema::Resolution &info, std::vector<const ast::Expr *> &out) {
  if (auto *b = ast::as<ast::Binary>(e); b && b->op == ast::BinaryOp::LogAnd) {
    thread_filters(b->lhs, info, out);
    thread_filters(b->rhs, info, out);
  } else if (thread_only(e, info)) {
    out.push_back(e);
  }
}
} // namespace

Function *ProgramLowering::lower_session_call() {
  session_call_ = true;
  begin_function();
  session_call_body();
  finish_function();
  return fn_;
}

// kprobe.session: at a call, the call program's part, and the function
// ends; at a return, the return program's part follows.
void ProgramLowering::session_call_or_return() {
  // The return value: 1 (skip the return) unless the call part says
  // otherwise; at a return it does not matter. Set first thing: every
  // path to the exit reads it.
  {
    IRBuilder<> eb(entry_, entry_->begin());
    ret_code_ = eb.CreateAlloca(b_.getInt32Ty());
    eb.CreateStore(b_.getInt32(1), ret_code_);
  }
  // bool bpf_session_is_return(void) before Linux 7.0, (void *ctx) since:
  // ctx goes in R1 for both. The bool is the low byte of R0.
  Value *is_return =
      call_helper(static_cast<unsigned>(manifest::kSessionIsReturnCall), b_.getInt64Ty(), {ctx_});
  BasicBlock *at_call = BasicBlock::Create(m_.ctx, "session_call", fn_);
  BasicBlock *at_return = BasicBlock::Create(m_.ctx, "session_return", fn_);
  b_.CreateCondBr(b_.CreateICmpNE(b_.CreateAnd(is_return, i64(0xff)), i64(0)), at_return, at_call);
  b_.SetInsertPoint(at_call);
  size_t mark = taken_.size();
  session_call_body();
  if (!b_.GetInsertBlock()->getTerminator())
    b_.CreateBr(exit_);
  release_slots(mark);
  b_.SetInsertPoint(at_return);
}

// The call program's part: the call pushed on the thread's session. With
// kprobe.session it sets the return value (ret_code_): 0 when the return
// must run too.
void ProgramLowering::session_call_body() {
  pid_filter(); // -p PID: sessions start in that process only
  // The predicate's tests of the thread (pid == 123, comm == "app"): a
  // thread that fails them never has a session, so its calls are not
  // recorded at all (the return program checks the whole predicate when
  // the session ends).
  std::vector<const ast::Expr *> filters;
  if (unit_.probe->predicate)
    thread_filters(unit_.probe->predicate, m_.info.names, filters);
  for (const ast::Expr *f : filters) {
    BasicBlock *go = BasicBlock::Create(m_.ctx, "thread_ok", fn_);
    b_.CreateCondBr(truth(f), go, exit_);
    b_.SetInsertPoint(go);
  }
  Value *cookie = call_helper(BPF_FUNC_get_attach_cookie, b_.getInt64Ty(), {ctx_});
  // The function's address: a uprobe runs with the instruction pointer at
  // the probed instruction (and bpf_get_func_ip() gives 0 for uprobes
  // before Linux 6.6, which then read no errno and placed no frame).
  Value *ip = user_session() ? load_int(offset(ctx_, kRegIp), 8, false, 8)
                             : call_helper(BPF_FUNC_get_func_ip, b_.getInt64Ty(), {ctx_});
  Value *sp = user_session() ? load_int(offset(ctx_, kRegSp), 8, false, 8) : i64(0);
  Value *started = b_.CreateCall(m_.bpf_helper("kt_session_enter"), {cookie, ip, sp});
  session_errno_at_call(cookie, started, ip);
  family_session_hooks({SessionHook::At::Call, cookie, started, nullptr, sp});
  if (ret_code_)
    b_.CreateStore(b_.CreateCall(m_.bpf_helper("kt_session_skip_return"), {started}), ret_code_);
  if (user_session()) {
    // A session's frames symbolize through its process's mappings: the
    // runtime reads them as soon as the process starts its first session.
    BasicBlock *first = BasicBlock::Create(m_.ctx, "session_started", fn_);
    b_.CreateCondBr(b_.CreateICmpEQ(started, i32(2)), first, exit_);
    b_.SetInsertPoint(first);
    user_pid();
  }
}

// Functions that leave their errors in errno (the C library's, see
// sema/libc_errno.h): where the thread's errno is, for their returns to
// read (kt_session_errno_enter). The thread pointer
// is the task's thread.fsbase (x86-64), at a CO-RE offset; without the
// kernel's BTF for it, or with no such function, the errors stay "-1".
void ProgramLowering::session_errno_at_call(Value *cookie, Value *started, Value *ip) {
  if (!user_session())
    return;
  bool reads_errno = false;
  for (const sema::SessionFunc &f : unit_.session)
    reads_errno |= f.reads_errno;
  auto task = m_.info.names.records->find("task_struct", false);
  auto thread = reads_errno && task ? task->field("thread") : std::nullopt;
  const sema::Record *thread_rec = thread && thread->type.record ? thread->type.record.get() : nullptr;
  auto fsbase = thread_rec ? thread_rec->field("fsbase") : std::nullopt;
  if (!fsbase)
    return;
  Value *off = field_address(field_address(i64(0), *task, *thread), *thread_rec, *fsbase);
  b_.CreateCall(m_.bpf_helper("kt_session_errno_enter"), {cookie, started, ip, off});
  m_.manifest.session_errno = true;
}

void ProgramLowering::session_prologue() {
  family_session_hooks({SessionHook::At::Return});
  // `func` names the entry function: the session's function names, in
  // table order, in the probe name table.
  // `probe` names it as an attach point ("entry:/bin/app:api_request").
  session_names_ = m_.manifest.probe_names.size();
  for (const sema::SessionFunc &f : unit_.session)
    m_.manifest.probe_names.push_back(f.name);
  for (const sema::SessionFunc &f : unit_.session)
    m_.manifest.probe_names.push_back(session_probe_text(f));
  Value *cookie = call_helper(BPF_FUNC_get_attach_cookie, b_.getInt64Ty(), {ctx_});
  Value *ret = return_register();
  // A return probe runs with the instruction pointer at the return
  // address (kretprobes and uretprobes restore it before their handlers):
  // where the caller made the call.
  Value *site = load_int(offset(ctx_, kRegIp), 8, false, 8);
  Value *sp = user_session() ? load_int(offset(ctx_, kRegSp), 8, false, 8) : i64(0);
  family_session_hooks({SessionHook::At::BeforeExit, cookie, nullptr, ret, sp});
  session_ = b_.CreateCall(m_.bpf_helper("kt_session_exit"), {cookie, ret, site, sp}, "session");
  family_session_hooks({SessionHook::At::AfterExit, cookie, nullptr, ret, sp});
  BasicBlock *ended = BasicBlock::Create(m_.ctx, "session_ended", fn_);
  b_.CreateCondBr(b_.CreateIsNull(session_), exit_, ended);
  b_.SetInsertPoint(ended);
}

std::string session_probe_text(const sema::SessionFunc &f) {
  std::string where = !f.binary.empty() ? f.binary + ":" : !f.module.empty() ? f.module + ":" : "";
  return std::string(f.entry ? "entry:" : "allow:") + where + f.name;
}

Value *ProgramLowering::session_field(uint64_t field, uint32_t size) {
  return load_int(offset(session_, kRecord + field), size, false, size);
}

// The session hooks of the builtin families the session probe uses, in
// the registry's order (stack(args) starts capturing arguments at calls,
// a family may keep state of its own at returns, ...).
void ProgramLowering::family_session_hooks(const SessionHook &at) {
  for (const FamilyLowering &f : family_lowerings())
    if (f.session && m_.info.names.uses(*f.sema, unit_.probe))
      f.session(*this, at);
}

// Sends the record the BPF helper `helper` returns (its header first),
// `size` bytes of it or the bytes `size_helper` counts in it, unless the
// helper returned NULL.
void ProgramLowering::submit_helper_record(const char *helper, std::vector<Value *> args, uint32_t size,
                                           Wakeup wakeup, const char *size_helper) {
  Value *rec = b_.CreateCall(m_.bpf_helper(helper), args);
  BasicBlock *send = BasicBlock::Create(m_.ctx, "record_send", fn_);
  BasicBlock *done = BasicBlock::Create(m_.ctx, "record_done", fn_);
  b_.CreateCondBr(b_.CreateIsNull(rec), done, send);
  b_.SetInsertPoint(send);
  if (size_helper)
    submit(rec, b_.CreateCall(m_.bpf_helper(size_helper), {rec}), wakeup);
  else
    submit(rec, size, wakeup);
  b_.CreateBr(done);
  b_.SetInsertPoint(done);
}

} // namespace kt::codegen
