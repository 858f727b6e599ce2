// The manifest: everything the runtime needs to know about a compiled
// program besides its ELF bytes -- which programs attach where, which maps
// exist and how their bytes decode, and the tables ring-buffer records index
// (printf formats, print layouts). Codegen produces it; the runtime reads it
// and never sees the AST (STYLE.md §1).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "manifest/target.h"

namespace kt::manifest {

// How to turn bytes into a printable value.
struct Layout {
  enum class Kind : uint8_t {
    None,      // nothing (a map without keys)
    Int,       // size 1/2/4/8, is_signed
    Bool,      // one byte
    String,    // NUL-terminated within size bytes
    Buffer,    // u32 length, then bytes (size includes the length)
    Tuple,     // elems at offsets
    KStack,    // u64 stack id in the kernel stack map
    UStack,    // u64 stack id, u64 pid, u64 return address at a function's entry (0: none)
    KSym,      // u64 kernel address
    USym,      // u64 address, u64 pid
    Inet,      // u64 address family, 16 bytes of address
    MacAddr,   // 6 bytes of a MAC address
    CgroupPath, // u64 cgroup id, u64 index into cgroup_path_filters
    Timestamp, // u64 strftime format index, u64 ns since boot
    Probe,     // u64 index into the runtime's probe names
    Username,  // u64 user id, printed as the user's name
    Array,     // elems[0] x count, one after another
    Record,    // a C struct or union: elems at offsets, named by names
    DwUStack,  // u64 id of a KT_REC_USTACK_SAMPLE record sent before, u64 pid (bpf/abi/ustack.h)
  };
  Kind kind = Kind::None;
  uint32_t size = 0;
  bool is_signed = false;
  uint32_t stack_limit = 0; // KStack/UStack/DwUStack: frames to print (0: all)
  uint8_t stack_style = 0;  // KStack/UStack/DwUStack: 0 bpftrace, 1 perf, 2 raw (runtime::StackStyle)
  uint32_t count = 0;       // Array: the number of elements
  uint8_t bit_offset = 0;   // Int: a bit-field's first bit in its bytes
  uint8_t bit_size = 0;     // Int: a bit-field's width (0: not a bit-field)
  std::vector<Layout> elems;
  std::vector<uint32_t> offsets;
  std::vector<std::string> names; // Record: the fields' names
  // Int: names of values, printed instead of the number by %s, print()
  // and maps (an enum's enumerators, the first of a value wins); with
  // `flags`, names of bits, joined with '|' (printf's %gr), the bits no
  // name covers in hex after them.
  std::vector<std::pair<uint64_t, std::string>> symbols;
  bool flags = false;
  bool hex = false; // Int: a pointer, printed in hex ("0xffff8881..."), as bpftrace v0.26 does

  friend bool operator==(const Layout &, const Layout &) = default;
};

struct Map {
  std::string name;     // as written: "@bytes", "@"; an imported file's private map "@lib::bytes"
  std::string bpf_name; // the map's name in the ELF object
  // How the values are made: empty for a plain map (values laid out as
  // `value` says), else the aggregation builtin that makes them, by its
  // name ("count", "hist", ...), with its constant arguments (`params`).
  // How each aggregation stores its values in BPF is its family's business
  // (codegen/builtins/aggregations.cpp writes them, the runtime's
  // aggregation table reads them).
  std::string aggregation;
  std::vector<int64_t> params;
  bool keyed = false;   // written with [keys]
  bool per_cpu = false;
  bool array = false;   // an aggregation without keys: slots 0..max_entries-1 (hist buckets)
  Layout key;           // the user's key (without a hist bucket)
  Layout value;         // for plain maps
  uint32_t key_size = 0;   // bytes of the BPF key (with the bucket, if any)
  uint32_t value_size = 0; // bytes of the BPF value (one CPU's)
  uint32_t max_entries = 0;
  // kt --metrics: a label name per key (sema/map_labels.h) and the map's
  // description (the comment at its declaration, "" without one).
  std::vector<std::string> key_labels;
  std::string help;

  friend bool operator==(const Map &, const Map &) = default;
};

// tseries()'s params: {interval in ns, number of intervals[, how values
// combine within an interval]}; without the third, the last value
// recorded in an interval stays. Sema numbers the ways as this enum does.
enum class TSeriesAgg : int64_t { Last = 0, Avg = 1, Max = 2, Min = 3, Sum = 4 };
inline TSeriesAgg tseries_agg(const std::vector<int64_t> &params) {
  return params.size() > 2 ? static_cast<TSeriesAgg>(params[2]) : TSeriesAgg::Last;
}

// A printf()/system()/cat() format and where its arguments sit in the record
// (offsets from the start of the record, after the header).
struct Format {
  std::string format;
  std::vector<Layout> args;
  std::vector<uint32_t> offsets;

  friend bool operator==(const Format &, const Format &) = default;
};

// KprobeSession: a kernel session probe's one program, run at the entry
// and at the return of each of its functions through one kprobe.session
// link (Linux 6.10; codegen makes it only where the kernel has them).
// Signal: a self:signal:SIGUSR1 program, run (as BEGIN is) each time kt
// receives the signal. Test, Bench: test:NAME and bench:NAME programs
// (XDP, for BPF_PROG_TEST_RUN's repeat and timing), run by kt --test and
// --bench only. Iter: an iter/NAME program, which kt links and reads once
// (or pins). Watchpoint: a perf_event program on hardware breakpoints.
enum class ProbeType : uint8_t {
  Begin, End, Interval, Profile, Software, Hardware, Tracepoint, RawTracepoint, TpBtf,
  Kprobe, Kretprobe, Fentry, Fexit, Uprobe, Uretprobe, Usdt, KprobeSession, Signal,
  Test, Bench, Iter, Watchpoint,
};
// Programs kt runs itself (BPF_PROG_TEST_RUN) rather than attaches.
inline bool is_run_by_kt(ProbeType t) {
  return t == ProbeType::Begin || t == ProbeType::End || t == ProbeType::Signal || t == ProbeType::Test ||
         t == ProbeType::Bench;
}

// A kprobe.session program asks whether it runs at a return with the kfunc
// bpf_session_is_return(). Codegen cannot emit a kfunc call (LLVM's BPF
// backend makes one only for an extern with BTF, resolved by libbpf
// against the running kernel), so it emits a call of this helper id, which
// no kernel has, and the runtime rewrites each such call into a call of
// the kfunc by its BTF id in the kernel's BTF before loading.
inline constexpr int32_t kSessionIsReturnCall = 0x6b7401;

// Programs on kernel functions: kprobes (kprobe.multi and kprobe.session
// links included) and fentry/fexit trampolines.
inline bool is_kprobe(ProbeType t) {
  return t == ProbeType::Kprobe || t == ProbeType::Kretprobe || t == ProbeType::KprobeSession;
}
inline bool is_kernel_function(ProbeType t) { return is_kprobe(t) || t == ProbeType::Fentry || t == ProbeType::Fexit; }

// One place a program attaches, as written (the runtime expands wildcards).
struct Attach {
  std::string target;  // tracepoint category, binary, module, event, rate unit, iter pin, watchpoint mode
  std::string ns;      // usdt provider
  std::string func;    // function, tracepoint name, usdt probe name
  uint64_t offset = 0;
  uint64_t address = 0;
  uint64_t count = 0;  // interval/profile rate or period, software/hardware period, watchpoint length
  bool has_offset = false, has_address = false, has_count = false;
  bool wildcard = false;
  uint32_t btf_id = 0; // fentry/fexit: the function's BTF id (in module `target`'s BTF if set)
  std::string text;    // canonical "provider:..." text, for messages and `probe`
  // The attachment's BPF cookie when codegen fixed it (session functions:
  // KT_SESSION_COOKIE), instead of the index of `text` in probe_names.
  std::optional<uint64_t> cookie;
  // A user-space session function's uprobe offset in `target`, resolved
  // by sema (one function per address).
  std::optional<uint64_t> file_offset;

  friend bool operator==(const Attach &, const Attach &) = default;
};

// Syscall tracepoints reached through one raw tracepoint: a wildcard over
// syscalls:sys_enter_* (or sys_exit_*) whose body does not read `args`
// needs one attachment instead of one per syscall (detaching each of
// those costs the kernel an RCU grace period). `map` holds, per syscall
// number, 1 + the index of the probe name to print, 0 for syscalls the
// pattern does not match.
struct SyscallFanout {
  std::string program; // a raw_tp program: attach to "sys_enter" or "sys_exit"
  std::string map;     // u32 syscall number -> u64 (1 + probe name index)
  bool exit = false;

  friend bool operator==(const SyscallFanout &, const SyscallFanout &) = default;
};

struct Probe {
  std::string program;  // the BPF program's name in the ELF object
  ProbeType type = ProbeType::Begin;
  // Its attach form (codegen's choice, by TargetFeatures): one kprobe.multi
  // or uprobe.multi link for all its functions (per file, for uprobes),
  // rather than a link per function.
  bool multi = false;
  bool session = false; // a session probe's program: call, return, or both (KprobeSession)
  bool args = false;    // uses args(): each function's capture spec is written before attaching
  std::vector<Attach> attach;
  std::optional<SyscallFanout> fanout;

  friend bool operator==(const Probe &, const Probe &) = default;
};

// A function of a session probe's sets (entry/allow minus deny); frames of
// KT_REC_SESSION_STACK records name it by its index here.
struct SessionFunction {
  std::string name;
  std::string binary; // user space: the ELF file; empty: a kernel function
  std::string module; // kernel: the module, empty for vmlinux
  uint64_t offset = 0; // user space: its file offset (where the uprobe is)
  bool entry = false;
  uint8_t error_class = 0; // enum kt_error_class
  bool reads_errno = false; // a failure's error is in errno (KT_COOKIE_ERRNO)
  std::vector<std::string> aliases; // user space: its other names the sets matched (--dry-run -v)

  friend bool operator==(const SessionFunction &, const SessionFunction &) = default;
};

// A helper call the kernel's verifier may refuse for what the script's
// text does not show (the traced function, how the kernel was built, where
// a pointer came from): when it rejects `program` at a call of `helper`,
// the runtime adds the first of `refusals` whose `verdict` is in the
// verifier's last line, a diagnostic codegen rendered at the builtin's
// call ("prog.kt:3:12: error: ...", the line with a caret, hints).
struct HelperRefusal {
  std::string verdict;    // a part of the verifier's message; empty: any
  std::string diagnostic; // rendered, ending in a newline

  friend bool operator==(const HelperRefusal &, const HelperRefusal &) = default;
};
struct HelperCall {
  std::string program;
  std::string helper; // as the verifier names it: "bpf_d_path"
  std::vector<HelperRefusal> refusals;

  friend bool operator==(const HelperCall &, const HelperCall &) = default;
};

// Knobs the runtime writes into the program's read-only data before load.
struct Config {
  uint32_t max_strlen = 64;
  uint32_t ringbuf_size = 0; // 0: KT_RINGBUF_DEFAULT_SIZE
  uint32_t stack_depth = 127;
  bool print_maps_on_exit = true;
  bool output_records = false; // printf() and the like: records that wait for a drain (KT_OUTPUT_POLL_MS)
  uint8_t stack_symbols = 2; // runtime::SymbolDetail: 0 names, 1 lines, 2 inlines
  uint8_t args_format = 0;   // args(): 0 compact, 1 multiline, 2 verbose
  uint32_t args_width = 120; // compact: each argument cut to this many columns
  uint32_t args_max_arg = 256;
  uint32_t args_max_total = 3072;
  int lbr_mode = -1;          // lbr(): index in perf::kLbrModes; -1: the program has no lbr()
  uint32_t lbr_max_count = 32; // lbr(): entries printed, most recent last
  uint8_t missing_probes = 0;  // an attach point that fails: 0 error, 1 warn and skip, 2 skip

  friend bool operator==(const Config &, const Config &) = default;
};

// An address kaddr()/uaddr() names, resolved by the runtime into the
// program's read-only config before load (slot kConfigAddresses + index).
struct SymbolAddress {
  bool kernel = true;
  std::string binary; // uaddr(): the probe's binary
  std::string name;
  // uaddr() in a uprobe or uretprobe with one site: the slot holds the
  // symbol's distance from the probed address (`site`: a function plus
  // `offset`, or `address`), which the program adds to bpf_get_func_ip(),
  // the probed address in this process. That places the symbol in a PIE
  // binary (or a library) wherever it was loaded. Otherwise the slot holds
  // the symbol's address in the file, right only for a fixed-address
  // executable.
  bool relative = false;
  std::string site;
  uint64_t offset = 0;
  bool has_address = false;
  uint64_t address = 0;

  friend bool operator==(const SymbolAddress &, const SymbolAddress &) = default;
};

struct Manifest {
  std::vector<Probe> probes;
  std::vector<Map> maps;
  std::vector<Format> printfs;
  std::vector<Format> systems;
  std::vector<Format> cats;
  // errorf(), warnf() and assert(): "FILE:LINE:COL: error: " and the
  // user's format, printed on standard error.
  std::vector<Format> messages;
  std::vector<std::string> time_formats;
  std::vector<std::string> strftime_formats;
  std::vector<std::string> cgroup_path_filters; // cgroup_path()'s hierarchy globs ("*": all)
  std::vector<Layout> print_layouts; // print(value) records
  std::vector<std::string> join_separators;
  // skboutput()'s pcap files, by the id its samples carry (bpf/abi/skb_output.h):
  // each path once, however many calls name it.
  std::vector<std::string> skb_output_paths;
  // Names the `probe` builtin prints, by index. Programs with one attach
  // point use a constant index; the others read their BPF cookie, which
  // the runtime sets to the index of the name it appends here for each
  // attachment.
  std::vector<std::string> probe_names;
  std::vector<SymbolAddress> addresses;
  std::vector<HelperCall> helper_calls;
  std::vector<SessionFunction> session_functions;
  bool session_args = false; // stack(args): specs go to kt_session_args_specs by function index
  bool session_errno = false; // -1 and errno: GOT slot distances go to kt_session_errno_slots by function index
  std::vector<std::string> session_denied; // functions a deny: removed (for --dry-run -v)
  // A kprobe.session program's kfunc: bpf_session_is_return's id in the
  // kernel's BTF (codegen found it in the type source), which
  // kSessionIsReturnCall calls become.
  uint32_t session_is_return_btf_id = 0;
  Config config;
  bool uses_kstack = false;
  bool uses_ustack = false;
  bool needs_unsafe = false;

  friend bool operator==(const Manifest &, const Manifest &) = default;
};

// Names fixed by the ABI between codegen and the runtime.
inline constexpr const char *kRingbufMap = "kt_ringbuf";
inline constexpr const char *kLostMap = "kt_lost";
// kt_lost's per-CPU counters, by key: what the program could not do.
inline constexpr uint32_t kLostRecords = 0;    // ring buffer records (the buffer was full)
inline constexpr uint32_t kLostMapUpdates = 1; // map updates (a map was full)
inline constexpr uint32_t kLostCounters = 2;
inline constexpr const char *kStackMap = "kt_stacks";
inline constexpr const char *kScratchMap = "kt_scratch";
// u32 pid -> u8: the processes a user stack or address was captured in
// (an LRU hash of kPidsSeenEntries), defined when the program captures any.
inline constexpr const char *kPidsSeenMap = "kt_pids_seen";
inline constexpr uint32_t kPidsSeenEntries = 16384;
inline constexpr const char *kRodataTargetPid = "kt_target_pid";
inline constexpr const char *kRodataStartNs = "kt_start_ns";
inline constexpr const char *kRodataChildPid = "kt_child_pid";
inline constexpr uint32_t kMaxSyscalls = 1024; // entries of a SyscallFanout map
inline constexpr uint32_t kLog2Buckets = 66;    // hist(): < 0, 0, then [2^k, 2^(k+1)) for k = 0..63
// hist(v, bits): < 0, then 0 .. 2^bits - 1 one each, then 2^bits buckets
// for each [2^p, 2^(p+1)), p = bits .. 63 (kLog2Buckets for 0 bits).
constexpr uint32_t log2_buckets(uint32_t bits) { return ((65 - bits) << bits) + 1; }
// A hist() map's bits: its one constant argument (Map::params), 0 when left out.
inline uint32_t log2_bits(const std::vector<int64_t> &params) {
  return params.empty() ? 0 : static_cast<uint32_t>(params[0]);
}
inline constexpr uint32_t kJoinArgs = 16;      // strings a join() record holds (of max_strlen bytes)
// kt_config (.rodata): u64 target_pid, start_ns, child_pid, ncpus, then
// the addresses of Manifest::addresses.
inline constexpr uint32_t kConfigAddresses = 4;
inline constexpr uint32_t kMaxAddresses = 64;

} // namespace kt::manifest
