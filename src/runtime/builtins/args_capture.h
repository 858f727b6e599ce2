// args(): before attaching, every function a probe that uses args()
// attaches to gets its parameter types (DWARF for uprobes, BTF for kernel
// functions) and a capture spec in the kt_args_specs map under its
// probe-name index, the attach cookie (bpf/abi/args.h). KT_REC_ARGS
// records are then formatted with the same types.
//
// The family registers (args_capture.cpp) the prepare hook that writes
// the specs and the handler of KT_REC_ARGS records; ArgsTypes is its
// state in the run (RunContext::state), which the session family's
// stack(args) and calls(args) records use too.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "manifest/manifest.h"
#include "runtime/dwarf_types.h"
#include "runtime/object.h"
#include "bpf/abi/session.h"
#include "catalog/kernel_btf.h"
#include "runtime/builtins/args_format.h"
#include "runtime/builtins/session_stack.h"
#include "util/result.h"

namespace kt::runtime {

// The spec of one function's arguments: what kt_args_capture reads.
struct ArgSpec {
  uint32_t kind = 0;   // enum kt_arg_kind
  uint32_t size = 0;   // bytes to read
  uint32_t memory = 0; // enum kt_arg_memory
};
// `max_arg` bytes at most per argument, `max_total` for all of them, spent
// in argument order.
std::vector<ArgSpec> arg_specs(const std::vector<CParam> &params, bool user, uint32_t max_arg, uint32_t max_total);

// A KT_REC_ARGS record's body (after the header) as captures, one per
// captured argument; empty if malformed or when nothing was captured.
std::vector<ArgCapture> decode_args_record(const uint8_t *body, size_t size, uint32_t &index);

class ArgsTypes {
public:
  // Names the attach points of the manifest's args() probes in
  // `probe_names` (as the attach code will: the same indexes), reads
  // their functions' types and writes the specs. A function whose types
  // are not found is captured without them (its record says why).
  Status prepare(BpfObject &obj, const manifest::Manifest &m, std::vector<std::string> &probe_names);
  // The record of attach point `index`, formatted.
  FormattedArgs format(const uint8_t *body, size_t size, ArgsMode mode, uint32_t width) const;

  // stack(args): a KT_REC_SESSION_ARGS record (after its header), kept
  // until its thread's stack record comes.
  void session_args(const uint8_t *body, size_t size);
  // Gives the calls of `stack` (the thread's last session) their
  // arguments, from the record session_args() kept.
  void attach_session_args(SessionStack &stack, ArgsMode mode, uint32_t width);
  // calls(args): a KT_REC_CALL_ARGS record (after its header), kept until
  // its thread's calls() record; then given to that record's calls.
  void call_args(const uint8_t *body, size_t size);
  void attach_call_args(SessionCalls &calls, ArgsMode mode, uint32_t width);
  // Threads whose calls(args) wait for their calls() record.
  size_t pending_call_threads() const { return pending_calls_.size(); }

private:
  struct Function {
    std::string name;
    std::vector<CParam> params;
    std::string missing; // why there are no types
    std::vector<uint32_t> limits; // each argument's capture size (its spec's)
  };
  Status prepare_sessions(BpfObject &obj, const manifest::Manifest &m, catalog::KernelBtf &btf);
  static FormattedArgs formatted(const Function &f, std::vector<ArgCapture> &captures, ArgsMode mode,
                                 uint32_t width);
  static Result<std::vector<CParam>> params_of(const std::string &binary, const std::string &module,
                                               const std::string &function, catalog::KernelBtf &btf);
  void write_spec(int fd, uint32_t key, Function &f, bool user, const manifest::Config &cfg, Status &status);

  std::map<uint32_t, Function> functions_;         // by probe-name index
  std::map<uint32_t, Function> session_functions_; // by session function index
  std::map<uint32_t, std::string> pending_;        // stack(args) records by thread
  // calls(args): by thread, its session's calls by event. A thread's
  // entry waits for its calls() record, which a session the predicate
  // rejects never sends: a thread's next session replaces it, and past
  // kMaxPendingThreads threads the one whose session started first goes.
  struct PendingCalls {
    uint64_t started = 0; // sessions_started_ when this one began
    std::map<uint32_t, std::string> events;
  };
  static constexpr size_t kMaxPendingThreads = 256;
  std::map<uint32_t, PendingCalls> pending_calls_;
  uint64_t sessions_started_ = 0;
  FormattedArgs frame_args(const ::kt_frame_args &fa, uint32_t func, ArgsMode mode, uint32_t width) const;
};

} // namespace kt::runtime
