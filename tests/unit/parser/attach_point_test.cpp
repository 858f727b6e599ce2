// Attach points: each form splits into the right parts, and malformed ones
// are reported at the offending part.
#include <gtest/gtest.h>

#include "parser/attach_point.h"
#include "parser/parse_helpers.h"

namespace kt::test {
namespace {

using ast::ProbeKind;

struct Expect {
  const char *raw;
  ProbeKind probe;
  const char *target = "";
  const char *func = "";
  const char *ns = "";
  const char *source = "";
  const char *listfile = "";
  const char *name = "";
  bool wildcard = false;
  uint64_t offset = 0, address = 0, count = 0;
};

void PrintTo(const Expect &e, std::ostream *os) { *os << e.raw; }

std::unique_ptr<ast::AttachPoint> split(const std::string &raw, Diagnostics &diags, SourceFile &file) {
  auto ap = std::make_unique<ast::AttachPoint>(
      SourceLocation{&file, {1, 1}, {1, static_cast<uint32_t>(raw.size() + 1)}}, raw);
  parser::parse_attach_point(*ap, diags);
  return ap;
}

class AttachForms : public testing::TestWithParam<Expect> {};

TEST_P(AttachForms, Split) {
  const Expect &e = GetParam();
  SourceFile file("t", e.raw);
  Diagnostics diags;
  auto ptr = split(e.raw, diags, file);
  const ast::AttachPoint &ap = *ptr;
  ASSERT_FALSE(diags.has_errors()) << e.raw << ": " << diags.all().front().message;
  EXPECT_EQ(ap.probe, e.probe);
  EXPECT_EQ(ap.target, e.target);
  EXPECT_EQ(ap.func, e.func);
  EXPECT_EQ(ap.ns, e.ns);
  EXPECT_EQ(ap.source, e.source);
  EXPECT_EQ(ap.listfile, e.listfile);
  EXPECT_EQ(ap.name, e.name);
  EXPECT_EQ(ap.wildcard, e.wildcard);
  EXPECT_EQ(ap.has_offset, e.offset != 0);
  EXPECT_EQ(ap.offset, e.offset);
  EXPECT_EQ(ap.has_address, e.address != 0);
  EXPECT_EQ(ap.address, e.address);
  EXPECT_EQ(ap.has_count, e.count != 0);
  EXPECT_EQ(ap.count, e.count);
}

INSTANTIATE_TEST_SUITE_P(
    Forms, AttachForms,
    testing::Values(
        Expect{"BEGIN", ProbeKind::Begin}, Expect{"begin", ProbeKind::Begin}, Expect{"END", ProbeKind::End},
        Expect{"end", ProbeKind::End},
        Expect{.raw = "interval:s:1", .probe = ProbeKind::Interval, .target = "s", .count = 1},
        Expect{.raw = "interval:ms:100", .probe = ProbeKind::Interval, .target = "ms", .count = 100},
        Expect{.raw = "i:hz:10", .probe = ProbeKind::Interval, .target = "hz", .count = 10},
        Expect{.raw = "interval:2s", .probe = ProbeKind::Interval, .target = "ns", .count = 2000000000},
        Expect{.raw = "profile:hz:99", .probe = ProbeKind::Profile, .target = "hz", .count = 99},
        Expect{.raw = "software:cpu-clock:1000", .probe = ProbeKind::Software, .target = "cpu-clock", .count = 1000},
        Expect{.raw = "software:faults", .probe = ProbeKind::Software, .target = "faults"},
        // v0.26: an empty count takes the default; a bare period is in nanoseconds.
        Expect{.raw = "software:faults:", .probe = ProbeKind::Software, .target = "faults"},
        Expect{.raw = "hardware:cache-misses:", .probe = ProbeKind::Hardware, .target = "cache-misses"},
        Expect{.raw = "interval:1000000000", .probe = ProbeKind::Interval, .target = "ns", .count = 1000000000},
        Expect{.raw = "profile:10000000", .probe = ProbeKind::Profile, .target = "ns", .count = 10000000},
        Expect{.raw = "hardware:cycles:1e6", .probe = ProbeKind::Hardware, .target = "cycles", .count = 1000000},
        Expect{.raw = "tracepoint:syscalls:sys_enter_openat", .probe = ProbeKind::Tracepoint,
               .target = "syscalls", .func = "sys_enter_openat"},
        Expect{.raw = "t:sched:sched*", .probe = ProbeKind::Tracepoint, .target = "sched", .func = "sched*",
               .wildcard = true},
        Expect{.raw = "rawtracepoint:sched_switch", .probe = ProbeKind::RawTracepoint, .func = "sched_switch"},
        Expect{.raw = "rawtracepoint:kvm:kvm_exit", .probe = ProbeKind::RawTracepoint, .target = "kvm",
               .func = "kvm_exit"},
        Expect{.raw = "kprobe:vfs_read", .probe = ProbeKind::Kprobe, .func = "vfs_read"},
        Expect{.raw = "kprobe:ext4:ext4_file_open", .probe = ProbeKind::Kprobe, .target = "ext4",
               .func = "ext4_file_open"},
        Expect{.raw = "kprobe:vfs_read+0x10", .probe = ProbeKind::Kprobe, .func = "vfs_read", .offset = 16},
        Expect{.raw = "kretprobe:vfs_*", .probe = ProbeKind::Kretprobe, .func = "vfs_*", .wildcard = true},
        Expect{.raw = "kfunc:vfs_read", .probe = ProbeKind::Fentry, .func = "vfs_read"},
        Expect{.raw = "fentry:xfs:xfs_file_read_iter", .probe = ProbeKind::Fentry, .target = "xfs",
               .func = "xfs_file_read_iter"},
        Expect{.raw = "kretfunc:tcp_*", .probe = ProbeKind::Fexit, .func = "tcp_*", .wildcard = true},
        Expect{.raw = "uprobe:/bin/bash:readline", .probe = ProbeKind::Uprobe, .target = "/bin/bash",
               .func = "readline"},
        Expect{.raw = "uprobe:libc:malloc", .probe = ProbeKind::Uprobe, .target = "libc", .func = "malloc"},
        Expect{.raw = "uprobe:/bin/bash:0x1234", .probe = ProbeKind::Uprobe, .target = "/bin/bash",
               .address = 0x1234},
        Expect{.raw = "uprobe:/bin/bash:readline+8", .probe = ProbeKind::Uprobe, .target = "/bin/bash",
               .func = "readline", .offset = 8},
        Expect{.raw = "uretprobe:/lib/x86_64-linux-gnu/libc.so.6:malloc", .probe = ProbeKind::Uretprobe,
               .target = "/lib/x86_64-linux-gnu/libc.so.6", .func = "malloc"},
        Expect{.raw = "uprobe:\"/opt/my app/bin\":main", .probe = ProbeKind::Uprobe, .target = "/opt/my app/bin",
               .func = "main"},
        Expect{.raw = "uprobe:/bin/app:\"ns::f(int)\"", .probe = ProbeKind::Uprobe, .target = "/bin/app",
               .func = "ns::f(int)"},
        Expect{.raw = "uprobe:/bin/app:cpp:\"ns::f\"", .probe = ProbeKind::Uprobe, .target = "/bin/app",
               .func = "ns::f"},
        Expect{.raw = "usdt:/tmp/libc:memory_arena_new", .probe = ProbeKind::Usdt, .target = "/tmp/libc",
               .func = "memory_arena_new"},
        Expect{.raw = "usdt:/usr/bin/python3:python:function__entry", .probe = ProbeKind::Usdt,
               .target = "/usr/bin/python3", .func = "function__entry", .ns = "python"},
        Expect{.raw = "entry:*sys_bpf", .probe = ProbeKind::Entry, .func = "*sys_bpf", .wildcard = true},
        Expect{.raw = "entry:kvm*:*_read_*", .probe = ProbeKind::Entry, .target = "kvm*", .func = "*_read_*",
               .wildcard = true},
        Expect{.raw = "allow::kernel/bpf/*.c", .probe = ProbeKind::Allow, .source = "kernel/bpf/*.c",
               .wildcard = true},
        Expect{.raw = "deny:bpf_lsm_*", .probe = ProbeKind::Deny, .func = "bpf_lsm_*", .wildcard = true},
        Expect{.raw = "entry:/usr/bin/app:handle_*", .probe = ProbeKind::Entry, .target = "/usr/bin/app",
               .func = "handle_*", .wildcard = true},
        Expect{.raw = "allow:/usr/bin/app::src/db/*.c", .probe = ProbeKind::Allow, .target = "/usr/bin/app",
               .source = "src/db/*.c", .wildcard = true},
        Expect{.raw = "entry:@funcs.txt", .probe = ProbeKind::Entry, .listfile = "funcs.txt"},
        Expect{.raw = "self:signal:SIGUSR1", .probe = ProbeKind::Self, .target = "signal", .func = "SIGUSR1"},
        // v0.26: a name before the provider; test, bench, iter, watchpoint.
        // v0.26: a wildcard binary path, matched when attaching.
        Expect{.raw = "usdt:*:loop", .probe = ProbeKind::Usdt, .target = "*", .func = "loop", .wildcard = true},
        Expect{.raw = "uprobe:/usr/lib/*/libc.so.6:malloc", .probe = ProbeKind::Uprobe,
               .target = "/usr/lib/*/libc.so.6", .func = "malloc", .wildcard = true},
        Expect{.raw = "opens=tracepoint:syscalls:sys_enter_openat", .probe = ProbeKind::Tracepoint,
               .target = "syscalls", .func = "sys_enter_openat", .name = "opens"},
        Expect{.raw = "b=BEGIN", .probe = ProbeKind::Begin, .name = "b"},
        Expect{.raw = "test:parses_dates", .probe = ProbeKind::Test, .func = "parses_dates"},
        Expect{.raw = "bench:map_update", .probe = ProbeKind::Bench, .func = "map_update"},
        Expect{.raw = "iter:task", .probe = ProbeKind::Iter, .func = "task"},
        Expect{.raw = "it:task_file:files", .probe = ProbeKind::Iter, .target = "files", .func = "task_file"},
        Expect{.raw = "iter:task_vma:/sys/fs/bpf/vmas", .probe = ProbeKind::Iter, .target = "/sys/fs/bpf/vmas",
               .func = "task_vma"},
        Expect{.raw = "watchpoint:0x10000000:8:rw", .probe = ProbeKind::Watchpoint, .target = "rw",
               .address = 0x10000000, .count = 8},
        Expect{.raw = "w:4096:1:wr", .probe = ProbeKind::Watchpoint, .target = "rw", .address = 4096, .count = 1},
        Expect{.raw = "watchpoint:0xffffffff81000000:4:x", .probe = ProbeKind::Watchpoint, .target = "x",
               .address = 0xffffffff81000000, .count = 4}));

struct Bad {
  const char *raw;
  uint32_t column;
  const char *message;
};

void PrintTo(const Bad &b, std::ostream *os) { *os << b.raw; }

class AttachErrors : public testing::TestWithParam<Bad> {};

TEST_P(AttachErrors, Report) {
  const Bad &b = GetParam();
  SourceFile file("t", b.raw);
  Diagnostics diags;
  split(b.raw, diags, file);
  ASSERT_TRUE(diags.has_errors()) << b.raw;
  EXPECT_EQ(diags.all().front().loc.begin.column, b.column) << b.raw;
  EXPECT_EQ(diags.all().front().message, b.message);
}

INSTANTIATE_TEST_SUITE_P(
    Malformed, AttachErrors,
    testing::Values(Bad{"kprob:vfs_read", 1, "unknown probe type 'kprob'"},
                    Bad{"BEGIN:x", 7, "'BEGIN' takes no arguments"},
                    Bad{"interval:m:1", 10, "unknown interval unit 'm'"},
                    Bad{"interval:s:0", 12, "count must be greater than zero"},
                    Bad{"interval:s:x", 12, "expected a number for the count, found 'x'"},
                    Bad{"interval:s:5x", 12, "invalid count '5x': invalid suffix 'x' on integer literal"},
                    Bad{"interval:s:", 12, "missing count in attach point 'interval:s:'"},
                    Bad{"software:nope", 10, "unknown software event 'nope'"},
                    Bad{"hardware:cycle:100", 10, "unknown hardware event 'cycle'"},
                    Bad{"tracepoint:sched", 17, "incomplete attach point 'tracepoint:sched'"},
                    Bad{"tracepoint::x", 12, "missing tracepoint category in attach point 'tracepoint::x'"},
                    Bad{"kprobe:", 8, "missing function name in attach point 'kprobe:'"},
                    Bad{"kretprobe:vfs_read+4", 19, "'kretprobe' does not take an offset"},
                    Bad{"kprobe:vfs_*+4", 13, "an offset cannot be combined with a wildcard"},
                    Bad{"kprobe:a:b:c", 12, "too many ':'-separated parts in attach point 'kprobe:a:b:c'"},
                    Bad{"kprobe:+4", 8, "missing function name before '+'"},
                    Bad{"kprobe:f+zz", 10, "invalid offset 'zz' in attach point 'kprobe:f+zz'"},
                    Bad{"profile:hz", 11, "incomplete attach point 'profile:hz'"},
                    Bad{"uprobe:/bin/sh", 15, "incomplete attach point 'uprobe:/bin/sh'"},
                    Bad{"uprobe:/bin/sh:0xzz", 16, "invalid address '0xzz': expected digits in integer literal"},
                    Bad{"usdt:/bin/x:a:b:c", 17, "too many ':'-separated parts in attach point 'usdt:/bin/x:a:b:c'"},
                    Bad{"entry:@", 7, "missing file name after '@'"},
                    Bad{"entry:", 7, "missing function glob in attach point 'entry:'"},
                    Bad{"entry:mod:a:b", 11, "unexpected part 'a' in function set 'entry:mod:a:b'"},
                    Bad{"self:signal", 12, "incomplete attach point 'self:signal'"},
                    Bad{"self:timer:SIGUSR1", 6, "unknown event kind 'timer' for 'self'"},
                    Bad{"self:signal:SIGUSR2", 13, "'self:signal' does not take signal 'SIGUSR2'"},
                    Bad{"self:signal:", 13, "missing signal name in attach point 'self:signal:'"},
                    Bad{"uprobe:/bin/app:rust:f", 17, "unknown language 'rust' in attach point 'uprobe:/bin/app:rust:f'"},
                    Bad{"asyncwatchpoint:0x1000:8:w", 1, "unknown probe type 'asyncwatchpoint'"},
                    Bad{"test", 5, "incomplete attach point 'test'"},
                    Bad{"test:a:b", 8, "too many ':'-separated parts in attach point 'test:a:b'"},
                    Bad{"bench:", 7, "missing name in attach point 'bench:'"},
                    Bad{"test:t*", 6, "'test' takes a name, not a wildcard"},
                    Bad{"iter", 5, "incomplete attach point 'iter'"},
                    Bad{"iter:task*", 6, "iter probes take no wildcards"},
                    Bad{"iter:task:", 11, "missing pin path in attach point 'iter:task:'"},
                    Bad{"watchpoint:0x1000:8", 20, "incomplete attach point 'watchpoint:0x1000:8'"},
                    Bad{"watchpoint:0:8:w", 12, "address must be greater than zero"},
                    Bad{"watchpoint:func+1:8:w", 12, "expected an address, found 'func+1'"},
                    Bad{"watchpoint:0x1000:16:w", 19, "a watchpoint's length is 1, 2, 4 or 8 bytes, not 16"},
                    Bad{"watchpoint:0x1000:8:r", 21, "x86-64 cannot watch for mode 'r'"},
                    Bad{"watchpoint:0x1000:8:rwq", 21,
                        "a watchpoint's mode is made of r, w and x, each at most once, not 'rwq'"},
                    Bad{"n=entry:vfs_read", 3, "a function set takes no name: 'probe' in a session probe is its entry function"}));

TEST(AttachList, SessionNeedsEntry) {
  Parsed p = parse("allow:foo, deny:bar { }");
  ASSERT_EQ(p.diags->error_count(), 1u);
  EXPECT_EQ(p.first_error(), "1:1: error: 'allow:' needs an 'entry:' in the same probe");
  EXPECT_EQ(p.diags->all().front().hints,
            std::vector<std::string>{"a session starts at an entry function, e.g. 'entry:do_sys_openat2, allow:foo'"});
  // A user-space set's example names an entry function of the same binary:
  // a kernel entry with a user set would be an error of its own.
  Parsed u = parse("allow:/usr/bin/app:api_* { }");
  ASSERT_EQ(u.diags->error_count(), 1u);
  EXPECT_EQ(u.diags->all().front().hints,
            std::vector<std::string>{
                "a session starts at an entry function, e.g. 'entry:/usr/bin/app:FUNCTION, allow:/usr/bin/app:api_*'"});
}

TEST(AttachList, SetsDoNotMixWithOtherProbes) {
  Parsed p = parse("kprobe:a, entry:b { }");
  ASSERT_EQ(p.diags->error_count(), 1u);
  EXPECT_EQ(p.first_error(),
            "1:11: error: function sets (entry/allow/deny) cannot share a probe with other probe types");
  ASSERT_EQ(p.diags->all().front().notes.size(), 1u);
  EXPECT_EQ(p.diags->all().front().notes[0].message, "'kprobe:a' is here");
}

TEST(AttachList, BeginAndEndShareABody) {
  Parsed p = parse("BEGIN, END, interval:s:1 { }");
  EXPECT_TRUE(p.ok()) << p.errors();
}

} // namespace
} // namespace kt::test
