#include "catalog/list.h"

#include <gtest/gtest.h>
#include <sstream>

#include "catalog/list_pattern.h"

namespace kt::catalog {
namespace {

const std::string kFixture = std::string(KT_SOURCE_DIR) + "/tests/fixtures/catalog/tracefs";
// Kernel functions: the fixture tracefs has no available_filter_functions,
// so the list is the fixture BTF's functions that the fixture kallsyms
// names as code outside init text (vfs_dup is data, vfs_cleanup init text).
const std::string kBtf = std::string(KT_SOURCE_DIR) + "/tests/fixtures/btf/vmlinux.btf";
const std::string kKallsyms = std::string(KT_SOURCE_DIR) + "/tests/fixtures/catalog/kallsyms";

using PT = ProbeType;

TEST(ListPattern, Types) {
  struct Case {
    const char *pattern;
    std::vector<PT> types;
    std::vector<std::string> parts;
    const char *line_glob;
  };
  const Case cases[] = {
      {"", {PT::Hardware, PT::Software, PT::Tracepoint}, {}, ""},
      {"tracepoint:sched:*", {PT::Tracepoint}, {"sched", "*"}, ""},
      {"t:syscalls:*open*", {PT::Tracepoint}, {"syscalls", "*open*"}, ""},
      {"tracepoint", {PT::Tracepoint}, {}, ""},
      {"s:*", {PT::Software}, {"*"}, ""},
      {"rt:sched_switch", {PT::RawTracepoint}, {"sched_switch"}, ""},
      {"uprobe:libc:mall*", {PT::Uprobe}, {"libc", "mall*"}, ""},
      {"uprobe:\"/opt/my app\":main", {PT::Uprobe}, {"/opt/my app", "main"}, ""},
      {"U:/bin/app:prov:*", {PT::Usdt}, {"/bin/app", "prov", "*"}, ""},
      {"kfunc:vfs_read", {PT::Fentry}, {"vfs_read"}, ""},
      {"t*:sched:*", {PT::Tracepoint}, {"sched", "*"}, ""},
      {"*:sched_switch", {PT::Hardware, PT::Software, PT::Tracepoint}, {"sched_switch"}, ""},
      {"*:/bin/bash:*", {PT::Uprobe, PT::Usdt}, {"/bin/bash", "*"}, ""},
      {"k*:vfs_*", {PT::Kprobe}, {"vfs_*"}, ""},
      {"*sched_switch*", {PT::Hardware, PT::Software, PT::Tracepoint}, {}, "*sched_switch*"},
      {"openat", {PT::Hardware, PT::Software, PT::Tracepoint}, {}, "*openat*"},
  };
  for (const Case &c : cases) {
    auto q = parse_list_pattern(c.pattern);
    ASSERT_TRUE(q.ok()) << c.pattern << ": " << q.error().message;
    EXPECT_EQ(q->types, c.types) << c.pattern;
    EXPECT_EQ(q->parts, c.parts) << c.pattern;
    EXPECT_EQ(q->line_glob, c.line_glob) << c.pattern;
  }
}

TEST(ListPattern, Errors) {
  struct Case {
    const char *pattern;
    const char *error;
  };
  const Case cases[] = {
      {"nonsense:*", "unknown probe type 'nonsense'"},
      {"x*:foo", "no probe type matches 'x*'"},
      {"uprobe:\"/bin/bash:*", "unterminated quote in 'uprobe:\"/bin/bash:*'"},
  };
  for (const Case &c : cases) {
    auto q = parse_list_pattern(c.pattern);
    ASSERT_FALSE(q.ok()) << c.pattern;
    EXPECT_EQ(q.error().message, c.error);
  }
  EXPECT_EQ(probe_type_name(PT::Fentry), "fentry");
  EXPECT_EQ(probe_type_name(PT::RawTracepoint), "rawtracepoint");
}

struct Listed {
  ListOutcome outcome;
  std::string text;
};

Listed list(const std::string &pattern, bool verbose = false) {
  std::ostringstream out;
  ListOutcome outcome = list_probes({pattern, verbose, kFixture, kBtf, kKallsyms, {}}, out);
  return {outcome, out.str()};
}

TEST(List, Tracepoints) {
  Listed l = list("tracepoint:sched:*");
  EXPECT_EQ(l.outcome.status, ListStatus::Ok);
  EXPECT_EQ(l.outcome.listed, 2u);
  EXPECT_EQ(l.text, "tracepoint:sched:sched_process_exec\ntracepoint:sched:sched_switch\n");
  EXPECT_TRUE(l.outcome.notes.empty());
  EXPECT_EQ(list("t:syscalls:*open*").text,
            "tracepoint:syscalls:sys_enter_openat\ntracepoint:syscalls:sys_exit_openat\n");
  EXPECT_EQ(list("tracepoint:*switch").text, "tracepoint:sched:sched_switch\n");
  EXPECT_EQ(list("t:sched:sched_switch").text, "tracepoint:sched:sched_switch\n");
}

TEST(List, VerboseFields) {
  Listed l = list("tracepoint:syscalls:sys_enter_openat", true);
  EXPECT_EQ(l.text, "tracepoint:syscalls:sys_enter_openat\n"
                    "    int __syscall_nr\n"
                    "    int dfd\n"
                    "    const char * filename\n"
                    "    int flags\n"
                    "    umode_t mode\n");
  EXPECT_EQ(l.outcome.listed, 1u);
  EXPECT_EQ(list("t:sched:sched_process_exec", true).text, "tracepoint:sched:sched_process_exec\n"
                                                           "    __data_loc char[] filename\n"
                                                           "    pid_t pid\n"
                                                           "    pid_t old_pid\n");
}

TEST(List, EverythingByDefault) {
  Listed l = list("");
  EXPECT_EQ(l.outcome.status, ListStatus::Ok);
  EXPECT_EQ(l.outcome.listed, 12u + 14u + 8u); // hardware and software names with aliases, tracepoints
  EXPECT_EQ(l.text.rfind("hardware:backend-stalls:\n", 0), 0u);
  EXPECT_NE(l.text.find("\nsoftware:cpu-clock:\nsoftware:cpu-migrations:\nsoftware:cs:\n"),
            std::string::npos);
  EXPECT_NE(l.text.find("\ntracepoint:dma:dma_map_sg\n"),
            std::string::npos); // sorted, unlike available_events
}

TEST(List, PerfEvents) {
  EXPECT_EQ(list("software:cpu*").text, "software:cpu:\nsoftware:cpu-clock:\nsoftware:cpu-migrations:\n");
  EXPECT_EQ(list("s:faults:100").text, "software:faults:\n");
  Listed hw = list("hardware:cycles");
  EXPECT_EQ(hw.text, "hardware:cycles:\n");
}

TEST(List, RawTracepoints) {
  // The per-syscall events are not raw tracepoints.
  EXPECT_EQ(list("rawtracepoint:*").text,
            "rawtracepoint:dma_map_sg\nrawtracepoint:inet_sock_set_state\nrawtracepoint:percpu_alloc_percpu\n"
            "rawtracepoint:sched_process_exec\nrawtracepoint:sched_switch\nrawtracepoint:sys_enter\n");
  EXPECT_EQ(list("rt:vmlinux:sched_s*").text, "rawtracepoint:sched_switch\n");
  EXPECT_EQ(list("rt:mymodule:*").text, "");
}

TEST(List, WholeLineGlobs) {
  EXPECT_EQ(list("*sched_switch*").text, "tracepoint:sched:sched_switch\n");
  EXPECT_EQ(list("openat").text,
            "tracepoint:syscalls:sys_enter_openat\ntracepoint:syscalls:sys_exit_openat\n");
  EXPECT_EQ(list("*:*cpu-c*").text, "hardware:cpu-cycles:\nsoftware:cpu-clock:\n");
}

TEST(List, UserSpace) {
  Listed l = list("uprobe:/bin/bash:readline");
  EXPECT_EQ(l.outcome.status, ListStatus::Ok);
  EXPECT_EQ(l.text, "uprobe:/bin/bash:readline\n");
  Listed libc = list("uprobe:libc:malloc");
  ASSERT_EQ(libc.outcome.status, ListStatus::Ok) << libc.outcome.message;
  EXPECT_NE(libc.text.find("libc.so.6:malloc\n"), std::string::npos);
  EXPECT_EQ(list("uretprobe:/bin/bash:readline").text, "uretprobe:/bin/bash:readline\n");
  EXPECT_EQ(list("entry:/bin/bash:readline").text, "entry:/bin/bash:readline\n");
#ifdef KT_USDT_SAMPLE
  std::string sample = KT_USDT_SAMPLE;
  EXPECT_EQ(list("usdt:" + sample).text, "usdt:" + sample + ":kt_other:three\nusdt:" + sample +
                                             ":kt_sample:add\nusdt:" + sample +
                                             ":kt_sample:gated\nusdt:" + sample + ":kt_sample:start\n");
  EXPECT_EQ(list("usdt:" + sample + ":kt_sample:*a*").text,
            "usdt:" + sample + ":kt_sample:add\nusdt:" + sample + ":kt_sample:gated\nusdt:" + sample +
                ":kt_sample:start\n");
  EXPECT_EQ(list("usdt:" + sample + ":three").text, "usdt:" + sample + ":kt_other:three\n");
  EXPECT_EQ(list("uprobe:" + sample + ":kt_sample_*").text,
            "uprobe:" + sample + ":kt_sample_add\nuprobe:" + sample + ":kt_sample_twice\n");
#endif
}

TEST(List, KernelFunctions) {
  EXPECT_EQ(list("kprobe:vfs_*").text, "kprobe:vfs_open\nkprobe:vfs_read\nkprobe:vfs_write\n");
  EXPECT_EQ(list("kretprobe:*openat*").text, "kretprobe:do_sys_openat2\n");
  EXPECT_EQ(list("kretprobe:vfs_w*").text, "kretprobe:vfs_write\n");
  EXPECT_EQ(list("kfunc:vfs_read").text, "fentry:vfs_read\n");
  EXPECT_EQ(list("fexit:vfs_cleanup").text, "");
  EXPECT_EQ(list("fentry:vfs_dup").text, "");
  EXPECT_EQ(list("kprobe:vmlinux:vfs_read").text, "kprobe:vfs_read\n");
  EXPECT_EQ(list("kprobe:ext4:*").text, "");
  // A kernel function set matches what a kprobe glob would.
  EXPECT_EQ(list("entry:vfs_*").text, "entry:vfs_open\nentry:vfs_read\nentry:vfs_write\n");
  EXPECT_EQ(list("deny:*openat*").text, "deny:do_sys_openat2\n");
}

// Sets by source file list what the DWARF reader finds in matching sources:
// a binary's functions as they are, the kernel's only where traceable.
TEST(List, SetsBySourceFile) {
  std::vector<std::pair<std::string, std::string>> asked;
  ListRequest req{"", false, kFixture, kBtf, kKallsyms, {}};
  req.functions_in_sources = [&](const std::string &binary, const std::string &glob)
      -> Result<std::vector<std::string>> {
    asked.emplace_back(binary, glob);
    if (glob == "missing/*.c")
      return Error("no DWARF here");
    if (binary.empty())
      return std::vector<std::string>{"vfs_write", "vfs_read", "not_traceable"};
    return std::vector<std::string>{"zeta", "alpha"};
  };
  std::ostringstream out;
  req.pattern = "allow::fs/read_write.c";
  ListOutcome o = list_probes(req, out);
  EXPECT_EQ(o.status, ListStatus::Ok);
  EXPECT_EQ(out.str(), "allow:vfs_read\nallow:vfs_write\n");
  req.pattern = "entry:/bin/bash::src/*.c";
  out.str("");
  o = list_probes(req, out);
  EXPECT_EQ(o.status, ListStatus::Ok);
  EXPECT_EQ(out.str(), "entry:/bin/bash:alpha\nentry:/bin/bash:zeta\n");
  ASSERT_EQ(asked.size(), 2u);
  EXPECT_EQ(asked[0], std::make_pair(std::string(), std::string("fs/read_write.c")));
  EXPECT_EQ(asked[1], std::make_pair(std::string("/bin/bash"), std::string("src/*.c")));
  req.pattern = "deny::missing/*.c";
  o = list_probes(req, out);
  EXPECT_EQ(o.status, ListStatus::Failed);
  EXPECT_EQ(o.message, "no DWARF here");
}

TEST(List, KernelFunctionPrototypes) {
  EXPECT_EQ(list("fentry:do_sys_openat2", true).text, "fentry:do_sys_openat2\n"
                                                      "    int dfd\n"
                                                      "    const char * filename\n"
                                                      "    struct open_how * how\n");
  EXPECT_EQ(list("fexit:vfs_read", true).text, "fexit:vfs_read\n"
                                               "    struct file * file\n"
                                               "    char * buf\n"
                                               "    size_t count\n"
                                               "    loff_t * pos\n"
                                               "    ssize_t retval\n");
}

// tp_btf: the btf_trace_ typedefs, arguments named by __traceiter_.
TEST(List, BtfTracepoints) {
  EXPECT_EQ(list("tp_btf:sched_*").text, "tp_btf:sched_process_fork\n");
  EXPECT_EQ(list("tp_btf:vmlinux:sched_process_fork").text, "tp_btf:sched_process_fork\n");
  EXPECT_EQ(list("tp_btf:nope_*").text, "");
  EXPECT_EQ(list("tp_btf:sched_process_fork", true).text, "tp_btf:sched_process_fork\n"
                                                          "    struct task_struct * parent\n"
                                                          "    struct task_struct * child\n");
  EXPECT_EQ(list("tp_btf:a:b:c").outcome.status, ListStatus::BadPattern);
}

TEST(List, NothingMatches) {
  Listed l = list("tracepoint:nope:*");
  EXPECT_EQ(l.outcome.status, ListStatus::Ok);
  EXPECT_EQ(l.outcome.listed, 0u);
  EXPECT_EQ(l.text, "");
  EXPECT_EQ(l.outcome.notes, std::vector<std::string>{"no probes match 'tracepoint:nope:*'"});
}

TEST(List, NothingToList) {
  Listed l = list("interval:*");
  EXPECT_EQ(l.outcome.status, ListStatus::Ok);
  ASSERT_EQ(l.outcome.notes.size(), 1u);
  EXPECT_NE(l.outcome.notes[0].find("take a rate"), std::string::npos);
  EXPECT_EQ(list("BEGIN").outcome.notes.size(), 1u);
}

TEST(List, Statuses) {
  struct Case {
    const char *pattern;
    ListStatus status;
    const char *message;
  };
  const Case cases[] = {
      {"nonsense:*", ListStatus::BadPattern, "unknown probe type 'nonsense'"},
      {"uprobe:*:malloc", ListStatus::BadPattern,
       "wildcards in the binary path are not supported; name one binary or library"},
      {"uprobe:", ListStatus::BadPattern, "missing binary: expected uprobe:BINARY:FUNCTION"},
      {"uprobe:/bin/bash:a:b", ListStatus::BadPattern, "expected uprobe:BINARY:FUNCTION"},
      {"usdt:/bin/bash:a:b:c", ListStatus::BadPattern, "expected usdt:BINARY[:PROVIDER]:NAME"},
      {"rt:a:b:c", ListStatus::BadPattern, "expected rawtracepoint:[MODULE:]NAME"},
      // Without a DWARF reader (the driver gives one): unavailable.
      {"allow::kernel/bpf/*.c", ListStatus::Unsupported,
       "listing functions by source file ('allow:BINARY::SOURCE_GLOB') is not available here"},
      {"allow:/bin/bash::src/*.c", ListStatus::Unsupported,
       "listing functions by source file ('allow:BINARY::SOURCE_GLOB') is not available here"},
      {"uprobe:/nonexistent/app:*", ListStatus::Failed, "'/nonexistent/app': No such file or directory"},
  };
  for (const Case &c : cases) {
    Listed l = list(c.pattern);
    EXPECT_EQ(l.outcome.status, c.status) << c.pattern;
    EXPECT_EQ(l.outcome.message, c.message) << c.pattern;
    EXPECT_EQ(l.text, "") << c.pattern;
  }
}

TEST(List, TracefsFailureKeepsWhatWasListed) {
  std::ostringstream out;
  ListOutcome o = list_probes({"", false, "/nonexistent/tracefs", kBtf, kKallsyms, {}}, out);
  EXPECT_EQ(o.status, ListStatus::Failed);
  EXPECT_NE(o.message.find("/nonexistent/tracefs/events"), std::string::npos) << o.message;
  EXPECT_EQ(o.listed, 26u); // hardware and software came first
}

} // namespace
} // namespace kt::catalog
