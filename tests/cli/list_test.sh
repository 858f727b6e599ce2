#!/bin/sh
# list_test.sh KT: kt -l [PATTERN] and kt -lv: what is listed, in which form,
# and the exit codes. Tracepoint checks need a readable tracefs (root) and
# are skipped without one; where bpftrace is installed, the output is
# compared with bpftrace -l's.
set -u
KT=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0 checks=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# run EXPECTED_RC ARGS...: runs kt, keeps stdout/stderr in $tmp/out, $tmp/err
run() {
  want=$1; shift
  checks=$((checks + 1))
  "$KT" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  rc=$?
  [ "$rc" -eq "$want" ] || fail "kt $* exited $rc, expected $want; stderr:
$(cat "$tmp/err")"
}
expect_in() { # expect_in FILE TEXT: TEXT is a line of $tmp/FILE
  grep -qxF -- "$2" "$tmp/$1" || fail "expected line '$2' in $1, got:
$(head -20 "$tmp/$1")"
}
expect_contains() { # expect_contains FILE TEXT: TEXT occurs in $tmp/FILE
  grep -qF -- "$2" "$tmp/$1" || fail "expected '$2' in $1, got:
$(head -20 "$tmp/$1")"
}
expect_exact() { # expect_exact FILE EXPECTED-TEXT
  printf '%s\n' "$2" >"$tmp/want"
  diff -u "$tmp/want" "$tmp/$1" >"$tmp/diff" || fail "unexpected $1:
$(cat "$tmp/diff")"
}
expect_empty() { [ ! -s "$tmp/$1" ] || fail "expected empty $1, got: $(head -5 "$tmp/$1")"; }
expect_lines() { # expect_lines FILE N
  n=$(wc -l <"$tmp/$1")
  [ "$n" -eq "$2" ] || fail "expected $2 lines in $1, got $n"
}

# ---- perf events: names and aliases, sorted, as "TYPE:NAME:" ----
run 0 -l 'software:cpu*'
expect_exact out "software:cpu:
software:cpu-clock:
software:cpu-migrations:"
expect_empty err
run 0 -l 's:*'; expect_lines out 14; expect_in out "software:cs:"
run 0 -l 'hardware:*'; expect_lines out 12; expect_in out "hardware:cycles:"
if [ ! -e /sys/bus/event_source/devices/cpu ]; then
  expect_contains err "kt: this machine has no hardware PMU"
fi

# ---- user space: functions of a binary or a library by name ----
run 0 -l 'uprobe:/bin/bash:readline'; expect_exact out "uprobe:/bin/bash:readline"
run 0 -l 'uprobe:libc:malloc'; expect_contains out "libc.so.6:malloc"; expect_lines out 1
run 0 -l 'uretprobe:/bin/bash:readline'; expect_exact out "uretprobe:/bin/bash:readline"
run 0 -l 'uprobe:bash:readline'; expect_contains out "/bash:readline"
sample=$(dirname "$KT")/tests/testprogs/usdt_sample
if [ -x "$sample" ]; then
  run 0 -l "usdt:$sample:*"
  expect_exact out "usdt:$sample:kt_other:three
usdt:$sample:kt_sample:add
usdt:$sample:kt_sample:gated
usdt:$sample:kt_sample:start"
  run 0 -l "usdt:$sample:kt_sample:s*"; expect_exact out "usdt:$sample:kt_sample:start"
  run 0 -l "uprobe:$sample:kt_sample_*"
  expect_exact out "uprobe:$sample:kt_sample_add
uprobe:$sample:kt_sample_twice"
else
  echo "SKIP: $sample not built (needs <sys/sdt.h>)"
fi

# ---- nothing matches: no output, a note, exit 0 (as bpftrace) ----
run 0 -l 'uprobe:/bin/bash:no_such_function_kt'
expect_empty out
expect_exact err "kt: no probes match 'uprobe:/bin/bash:no_such_function_kt'"
run 0 -l 'interval:*'; expect_empty out; expect_contains err "there is nothing to list"

# ---- errors ----
run 2 -l 'nonsense:*'; expect_exact err "kt: unknown probe type 'nonsense'"
run 2 -l 'uprobe:*:malloc'; expect_contains err "wildcards in the binary path are not supported"
run 2 -l 'tracepoint:*' extra; expect_contains err "unexpected argument 'extra'"
run 1 -l 'uprobe:/nonexistent/kt_app:*'; expect_exact err "kt: '/nonexistent/kt_app': No such file or directory"
run 1 -l 'uprobe:kt_no_such_library:*'; expect_contains err "no library or executable of that name"
run 1 -l "uprobe:/etc/passwd:*"; expect_exact err "kt: /etc/passwd: not an ELF file"
run 65 -l -e 'BEGIN { $x = ; }'; expect_contains err "<cmdline>:1:14: error: expected expression"
run 2 -l -e 'BEGIN { }' extra; expect_contains err "unexpected argument 'extra' after -l -e PROGRAM"

# ---- kernel functions (this kernel's BTF and kallsyms, or its filter list) ----
if [ -r /sys/kernel/btf/vmlinux ]; then
  run 0 -l 'kprobe:vfs_rea*'; expect_in out "kprobe:vfs_read"
  run 0 -l 'kfunc:vfs_read'; expect_exact out "fentry:vfs_read"
  run 0 -l 'kretprobe:vmlinux:vfs_read'; expect_exact out "kretprobe:vfs_read"
  run 0 -lv 'fexit:vfs_read'
  expect_exact out "fexit:vfs_read
    struct file * file
    char * buf
    size_t count
    loff_t * pos
    ssize_t retval"
  run 0 -l 'fexit:kt_no_such_function'; expect_empty out
  expect_exact err "kt: no probes match 'fexit:kt_no_such_function'"
  # The kernel's types by name, and with -v their C definitions.
  run 0 -l 'struct task_stru*'; expect_in out "struct task_struct"; expect_empty err
  run 0 -l 'enum kt_no_such_enum*'; expect_empty out
  expect_exact err "kt: no probes match 'enum kt_no_such_enum*'"
  run 0 -lv 'struct path'
  expect_exact out "$(printf 'struct path {\n\tstruct vfsmount *mnt;\n\tstruct dentry *dentry;\n};')
"
  run 0 -lv 'struct sk_buff'
  expect_in out "$(printf '\t\t\tvoid (*destructor)(struct sk_buff *);')"
  # The same text as bpftrace -lv (which links libbpf's btf_dump), holes
  # and all, where bpftrace is installed.
  if command -v bpftrace >/dev/null 2>&1; then
    for t in 'struct task_struct' 'struct sk_buff' 'union bpf_attr' 'enum bpf_func_id'; do
      checks=$((checks + 1))
      "$KT" -lv "$t" >"$tmp/kt" 2>&1; bpftrace -lv "$t" >"$tmp/bt" 2>&1
      diff -u "$tmp/bt" "$tmp/kt" >"$tmp/diff" || fail "kt -lv '$t' differs from bpftrace's:
$(head -20 "$tmp/diff")"
    done
  fi
else
  echo "SKIP: kernel function listing (no /sys/kernel/btf/vmlinux)"
fi
run 1 -k /nonexistent/vmlinux -l 'allow::kernel/bpf/*.c'; expect_contains err "given with -k PATH"
run 0 -l 'entry:/bin/bash:readline'; expect_exact out "entry:/bin/bash:readline"

# ---- tracepoints (need tracefs) ----
if [ -r /sys/kernel/tracing/available_events ] || [ -r /sys/kernel/debug/tracing/available_events ]; then
  run 0 -l
  expect_in out "tracepoint:syscalls:sys_enter_openat"
  expect_in out "software:cpu-clock:"
  expect_in out "hardware:cpu-cycles:"
  run 0 -l 'tracepoint:sched:sched_switch'; expect_exact out "tracepoint:sched:sched_switch"
  run 0 -l 't:syscalls:sys_enter_open*'; expect_in out "tracepoint:syscalls:sys_enter_openat"
  run 0 -l 'rawtracepoint:sched_switch'; expect_exact out "rawtracepoint:sched_switch"
  run 0 -lv 'tracepoint:syscalls:sys_enter_openat'
  expect_exact out "tracepoint:syscalls:sys_enter_openat
    int __syscall_nr
    int dfd
    const char * filename
    int flags
    umode_t mode"
  run 0 -l -v 'tracepoint:sched:sched_switch'
  expect_in out "    char prev_comm[16]"
  run 0 -l 'tracepoint:kt_no_such_category:*'
  expect_empty out; expect_exact err "kt: no probes match 'tracepoint:kt_no_such_category:*'"
  run 0 -l 'sys_enter_openat'; expect_in out "tracepoint:syscalls:sys_enter_openat"
  # Several patterns, comma-separated (bpftrace 0.17 and 0.26).
  run 0 -l 'tracepoint:sched:sched_switch,t:syscalls:sys_enter_openat,tracepoint:kt_none:*'
  expect_exact out "tracepoint:sched:sched_switch
tracepoint:syscalls:sys_enter_openat"
  expect_empty err
  # A program's probes (bpftrace 0.26): wildcards expanded, each attach point
  # once, BEGIN and timers as written; from -e text or a FILE.
  run 0 -l -e 'tracepoint:sched:sched_process_ex* { } BEGIN { } interval:s:1, tracepoint:sched:sched_process_ex* { }'
  expect_exact out "tracepoint:sched:sched_process_exec
tracepoint:sched:sched_process_exit
BEGIN
interval:s:1"
  printf 'uprobe:/bin/bash:readline { }\ntracepoint:sched:sched_switch { }\n' >"$tmp/prog.kt"
  run 0 -l "$tmp/prog.kt"
  expect_exact out "uprobe:/bin/bash:readline
tracepoint:sched:sched_switch"

  # The same lines as bpftrace -l, where it is installed.
  if command -v bpftrace >/dev/null 2>&1; then
    for p in 'tracepoint:*' 'tracepoint:sched:*' 't:syscalls:*open*' 'uprobe:/bin/bash:*' 'uprobe:libc:mall*'; do
      checks=$((checks + 1))
      "$KT" -l "$p" >"$tmp/kt.txt" 2>/dev/null
      bpftrace -l "$p" >"$tmp/bt.txt" 2>/dev/null
      cmp -s "$tmp/kt.txt" "$tmp/bt.txt" || fail "kt -l '$p' differs from bpftrace -l:
$(diff "$tmp/bt.txt" "$tmp/kt.txt" | head -10)"
    done
    checks=$((checks + 1))
    "$KT" -lv 'tracepoint:sched:*' >"$tmp/kt.txt" 2>/dev/null
    bpftrace -lv 'tracepoint:sched:*' >"$tmp/bt.txt" 2>/dev/null
    cmp -s "$tmp/kt.txt" "$tmp/bt.txt" || fail "kt -lv differs from bpftrace -lv:
$(diff "$tmp/bt.txt" "$tmp/kt.txt" | head -10)"
  else
    echo "SKIP: bpftrace not installed; no comparison"
  fi
else
  echo "SKIP: tracefs not readable (run as root); tracepoint listing not checked"
  run 77 -l 'tracepoint:*'; expect_contains err "run kt as root"
fi

echo "cli_list: $checks checks, $failures failures"
[ $failures -eq 0 ]
