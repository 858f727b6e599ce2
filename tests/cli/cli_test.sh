#!/bin/sh
# cli_test.sh KT: the kt command line: options, exit codes, where programs
# come from, and how diagnostics look on stderr.
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
# expect_in FILE TEXT: TEXT occurs in $tmp/FILE
expect_in() {
  grep -qF -- "$2" "$tmp/$1" || fail "expected '$2' in $1, got:
$(cat "$tmp/$1")"
}
expect_exact() { # expect_exact FILE EXPECTED-TEXT
  printf '%s\n' "$2" >"$tmp/want"
  diff -u "$tmp/want" "$tmp/$1" >"$tmp/diff" || fail "unexpected $1:
$(cat "$tmp/diff")"
}

# ---- help and version ----
run 0 --version; expect_exact out "kt 0.1.0"
run 0 -h; expect_in out "usage: kt [options] FILE"
run 0 --help; expect_in out "--dry-run"

# ---- usage errors exit 2 and print usage on stderr ----
run 2; expect_in err "no program given"; expect_in err "usage: kt"
run 2 --bogus -e 'BEGIN {}'; expect_in err "kt: unknown option '--bogus'"
run 2 -x -e 'BEGIN {}'; expect_in err "kt: unknown option '-x'"
run 2 -e; expect_in err "option '-e' needs an argument"
run 2 -d bogus -e 'BEGIN {}'; expect_in err "unknown debug stage 'bogus'"
run 2 -c "'unterminated" -e 'BEGIN {}'; expect_in err "kt: unterminated ' quote in -c command ''unterminated'"
run 2 -f xml -e 'BEGIN {}'; expect_in err "invalid output format 'xml'"
run 2 -p abc -e 'BEGIN {}'; expect_in err "invalid process id 'abc'"
run 2 -p 0 -e 'BEGIN {}'
run 2 -p 1 -c true -e 'BEGIN {}'; expect_in err "-p and -c cannot be combined"
run 2 -e 'BEGIN {}' -e 'END {}'; expect_in err "-e given more than once"
run 2 "$tmp/does-not-exist.kt"; expect_in err "kt: cannot open script '$tmp/does-not-exist.kt': No such file or directory"
run 2 "$tmp"; expect_in err "kt: cannot open script '$tmp': Is a directory"

# ---- the front end ----
run 0 -d ast -e 'BEGIN { printf("hello world\n"); }'
expect_exact out 'program
  probe
    BEGIN
    block
      expr
        call printf
          string "hello world\n"'
[ -s "$tmp/err" ] && fail "-d ast wrote to stderr: $(cat "$tmp/err")"

run 0 -v -d ast -e 'BEGIN { }'
expect_in out "BEGIN  <1:1-1:6>"

run 0 -d ast,source -e 'kprobe:f{@x=1}'
expect_in out "assign ="; expect_in out "kprobe:f {"

run 0 -d ast -e 'BEGIN { $x = $1 + $#; }' -- one two
run 0 -d ast -e 'BEGIN { }' one two

# Script errors exit 65 with the caret diagnostic on stderr, nothing on stdout.
run 65 -e 'BEGIN { @x = ; }'
expect_exact err '<cmdline>:1:14: error: expected expression, found '"';'"'
    1 | BEGIN { @x = ; }
      |              ^'
[ -s "$tmp/out" ] && fail "a script error wrote to stdout"

# A script file reports its own name and the right line.
cat >"$tmp/seven.kt" <<'KT'
// line 1
tracepoint:syscalls:sys_enter_openat
{
    @opens[comm] = count();
}

kprobe:vfs_read { @bytes = hist(arg2) @x = 1; }
KT
run 65 -d ast "$tmp/seven.kt"
expect_in err "$tmp/seven.kt:7:39: error: expected ';' or '}', found '@x'"
expect_in err "    7 | kprobe:vfs_read { @bytes = hist(arg2) @x = 1; }"

# Several independent errors, each reported once.
run 65 -e 'BEGIN { @a = ; } END { @b = ; }'
[ "$(grep -c 'error:' "$tmp/err")" -eq 2 ] || fail "expected 2 errors: $(cat "$tmp/err")"

# stdin is '-', named <stdin>.
checks=$((checks + 1))
printf 'BEGIN { @x = ; }\n' | "$KT" -d ast - >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc -eq 65 ] || fail "stdin program exited $rc"
expect_in err "<stdin>:1:14: error"

checks=$((checks + 1))
printf 'BEGIN { exit(); }\n' | "$KT" -d ast - >"$tmp/out" 2>"$tmp/err" || fail "valid stdin program failed"
expect_in out "call exit"

# Diagnostics carry no colour codes when stderr is not a terminal.
run 65 -e 'BEGIN { @x = ; }'
if grep -q "$(printf '\033')" "$tmp/err"; then fail "colour codes in non-tty output"; fi

# ---- the classic one-liners and a session probe parse ----
while IFS= read -r prog; do
  run 0 -d ast -e "$prog"
  expect_in out "probe"
done <<'PROGS'
BEGIN { printf("hello world\n"); }
tracepoint:syscalls:sys_enter_open { printf("%s %s\n", comm, str(args->filename)); }
tracepoint:raw_syscalls:sys_enter { @[comm] = count(); }
tracepoint:syscalls:sys_exit_read /pid == 18644/ { @bytes = hist(args->retval); }
kretprobe:vfs_read { @bytes = lhist(retval, 0, 2000, 200); }
kprobe:vfs_read { @start[tid] = nsecs; } kretprobe:vfs_read /@start[tid]/ { @ns[comm] = hist(nsecs - @start[tid]); delete(@start[tid]); }
tracepoint:sched:sched* { @[name] = count(); } interval:s:5 { exit(); }
profile:hz:99 { @[stack] = count(); }
usdt:/tmp/libc:memory_arena_new { printf("PID %d: created new arena at %p, size %d\n", pid, arg0, arg1); }
tracepoint:syscalls:sys_enter_madvise /args->behavior == 4/ { printf("madvise DONTNEED called\n"); }
entry:*sys_bpf, allow::kernel/bpf/*.c, deny:bpf_lsm_* /error(ENOMEM) && duration > 10us/ { print(stack(args)); print(calls()); print(lbr(any_return)); }
PROGS

# ---- running, and the later stages (root: programs are loaded) ----
run 0 -e 'BEGIN { printf("hello world\n"); exit(); }'
expect_exact out "hello world"
expect_exact err "Attaching 1 probe..."
run 0 -d types -e 'BEGIN { @x[comm] = count(); $s = "abc"; }'
expect_in out "map @x: key string[16], value count"
expect_in out "var \$s: string[4]"
run 0 -d ir -e 'BEGIN { exit(); }'
expect_in out "define i32 @BEGIN_0(ptr align 8 %ctx)"
run 0 -d asm -e 'BEGIN { exit(); }'
expect_in out "BEGIN_0:"
run 0 --dry-run -e 'BEGIN { printf("never\n"); } tracepoint:sched:sched_switch { @ = count(); }'
expect_in err "2 programs loaded and verified; nothing attached (--dry-run)"
[ -s "$tmp/out" ] && fail "--dry-run printed results: $(cat "$tmp/out")"
run 0 -d verifier -e 'BEGIN { exit(); }'
expect_in out "--- verifier log of BEGIN_0 (BEGIN) ---"
run 0 --emit-elf "$tmp/x.o" -e 'BEGIN { exit(); }'
[ "$(head -c 4 "$tmp/x.o" | od -An -c | tr -d ' ')" = '177ELF' ] || fail "--emit-elf did not write an ELF object"
# The same program compiles to the same bytes.
prog='tracepoint:syscalls:sys_enter_openat /pid > 1/ { @[comm, str(args.filename)] = count(); @h = hist(args.flags); } interval:s:1 { print(@h); exit(); }'
run 0 --emit-elf "$tmp/a.o" -e "$prog"
run 0 --emit-elf "$tmp/b.o" -e "$prog"
cmp -s "$tmp/a.o" "$tmp/b.o" || fail "two compilations of one program differ"
run 0 -o "$tmp/results.txt" -e 'BEGIN { printf("to a file\n"); exit(); }'
[ "$(cat "$tmp/results.txt")" = "to a file" ] || fail "-o did not receive the results: $(cat "$tmp/results.txt")"
[ -s "$tmp/out" ] && fail "-o still printed results to stdout"
run 65 -e 'BEGIN { @x = 1; @x = "s"; }'
expect_in err "error: map '@x' holds 's64' values; cannot assign 'string[2]'"
run 65 -k /nonexistent/vmlinux -e 'entry:vfs_read, allow::fs/*.c { }'
expect_in err "error: 'allow::fs/*.c': /nonexistent/vmlinux: No such file or directory; kernel source-file globs need the kernel's vmlinux with DWARF"
# fentry: loads where the kernel has BPF trampolines, else says why (69).
checks=$((checks + 1))
"$KT" --dry-run -e 'fentry:do_sys_openat2 { }' >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc -eq 69 ]; then
  expect_in err "this kernel does not allow BPF trampolines"
elif [ $rc -ne 0 ]; then
  fail "fentry --dry-run exited $rc: $(cat "$tmp/err")"
fi

# ---- bpftrace's options (kt(1), BPFTRACE OPTIONS) ----
run 0 -V; expect_exact out "kt 0.1.0"
run 0 --help; expect_in out "-q, --quiet"; expect_in out "--no-warnings"; expect_in out "-B MODE"
run 2 -B bogus -e 'BEGIN {}'; expect_in err "invalid buffering mode 'bogus' for -B (use 'line', 'full' or 'none')"
run 0 -B line -q --no-warnings -d ast -e 'BEGIN { }'; expect_in out "BEGIN"
# bpftrace 0.17's bare -d (before another option, or last) and -dd: every stage.
run 0 -d -e 'BEGIN { exit(); }'; expect_in out "define i32 @BEGIN_0"; expect_in out "call exit"
run 0 -dd -e 'BEGIN { exit(); }'; expect_in out "BEGIN  <1:1-1:6>"
run 0 --debug codegen,dis -e 'BEGIN { exit(); }'; expect_in out "define i32 @BEGIN_0"; expect_in out "BEGIN_0:"
run 2 -d nope -e 'BEGIN {}'; expect_in err "unknown debug stage 'nope' (stages: ast, source, types, ir, ir-opt, asm, verifier, all)"
run 0 --fmt -e 'BEGIN{exit();}'; expect_exact out 'BEGIN {
    exit();
}'
run 0 -b --btf --verify-llvm-ir -d ast -e 'BEGIN { }'
# bpftrace's -k, -kk and --warnings are not kt's -k VMLINUX.
for k in "-k -e" "-kk -e" "--warnings -e"; do
  run 2 $k 'BEGIN {}'; expect_in err "bpftrace's -k and -kk (warnings when helpers fail) have no kt equivalent"
done
# --fmt prints a program with #include lines as written (no macro expanded),
# and refuses one whose #define or #if lines it would lose (issue #20).
printf '#include <sys/socket.h>\nBEGIN { printf("%%d\\n", AF_INET6); }\n' > "$tmp/inc.kt"
run 0 --fmt "$tmp/inc.kt"; expect_in out 'printf("%d\n", AF_INET6);'; expect_in out '#include <sys/socket.h>'
printf '#include <sys/socket.h>\n#define N 3\nBEGIN { }\n' > "$tmp/def.kt"
run 65 --fmt "$tmp/def.kt"; expect_in err "def.kt:2: error: kt --fmt (-d source) cannot print a program with C preprocessor directives other than #include"
# --include FILE: a C header before the program (kt(7), The C preprocessor).
run 65 --include foo.h -e 'BEGIN {}'; expect_in err "<cmdline>:1:1: error: --include: 'foo.h' file not found"
# --usdt-file-activation: accepted (kt always activates semaphores for every process).
run 0 --usdt-file-activation -e 'BEGIN { printf("ok\n"); exit(); }'; expect_in out "ok"
# --debuginfo takes a directory; --probe-filter a regular expression.
run 2 --debuginfo; expect_in err "option '--debuginfo' needs an argument"
run 2 --probe-filter '[x' -e 'BEGIN {}'; expect_in err "kt: invalid --probe-filter regex '[x'"
run 2 --test -e 'BEGIN {}'; expect_in err "kt: --test: the program has no test: probes"
run 2 --mode=bench -e 'BEGIN {}'; expect_in err "kt: --bench: the program has no bench: probes"
run 2 --mode=format -e 'BEGIN {}'; expect_in err "kt: --mode format is kt's --fmt (kt -d source)"
run 2 --mode=fast -e 'BEGIN {}'; expect_in err "kt: invalid mode 'fast' for --mode (kt takes 'test' and 'bench')"
run 2 --test --bench -e 'test:t {}'; expect_in err "kt: --test and --bench cannot be combined"
run 2 --test -p 1 -e 'test:t {}'; expect_in err "kt: --test runs the program's own probes and traces no process"
run 2 -e 'bench:b {}'; expect_in err "kt: the program has only bench: probes, which run with --bench"
run 2 --no-feature bogus -e 'BEGIN {}'; expect_in err "unknown feature 'bogus' for --no-feature"
run 0 --no-feature kprobe_multi,uprobe_multi,kprobe_session -d ast -e 'BEGIN { }'
run 0 --emit-llvm "$tmp/llvm" -e 'BEGIN { exit(); }'
grep -q "define i32 @BEGIN_0" "$tmp/llvm.original.ll" || fail "--emit-llvm wrote no original IR"
grep -q "define i32 @BEGIN_0" "$tmp/llvm.optimized.ll" || fail "--emit-llvm wrote no optimized IR"
run 2 --emit-llvm /nonexistent/dir/x -e 'BEGIN { exit(); }'; expect_in err "cannot write '/nonexistent/dir/x.original.ll'"
# --info probes the kernel for real: BEGIN's program type loads here.
run 0 --info; expect_in out "Probe types"; expect_in out "  tracepoint: yes"; expect_in out "  version: kt 0.1.0"

# BPFTRACE_VMLINUX is -k's VMLINUX when -k is not given.
checks=$((checks + 1))
BPFTRACE_VMLINUX=/nonexistent/bt-vmlinux "$KT" -l 'allow::fs/namei.c' >"$tmp/out" 2>"$tmp/err"
expect_in err "/nonexistent/bt-vmlinux: No such file or directory; kernel source-file globs need"
checks=$((checks + 1))
BPFTRACE_VMLINUX=/nonexistent/bt-vmlinux "$KT" -k /nonexistent/kt-vmlinux -l 'allow::fs/namei.c' >"$tmp/out" 2>"$tmp/err"
expect_in err "/nonexistent/kt-vmlinux: No such file or directory"
# A BPFTRACE_* variable sets the KT_* one it maps to; KT_* wins.
checks=$((checks + 1))
BPFTRACE_STRLEN=abc "$KT" -d types -e 'BEGIN { }' >"$tmp/out" 2>"$tmp/err"
expect_in err "environment variable BPFTRACE_STRLEN='abc' is not an integer"
checks=$((checks + 1))
BPFTRACE_STRLEN=64 KT_MAX_STRLEN=abc "$KT" -d types -e 'BEGIN { }' >"$tmp/out" 2>"$tmp/err"
expect_in err "environment variable KT_MAX_STRLEN='abc' is not an integer"
checks=$((checks + 1))
BPFTRACE_STRLEN=abc KT_MAX_STRLEN=32 "$KT" -d types -e 'BEGIN { }' >"$tmp/out" 2>"$tmp/err" ||
  fail "KT_MAX_STRLEN did not win over BPFTRACE_STRLEN: $(cat "$tmp/err")"
checks=$((checks + 1))
BPFTRACE_LOG_SIZE=1 "$KT" --no-warnings -d types -e 'BEGIN { }' >"$tmp/out" 2>"$tmp/err"
[ -s "$tmp/err" ] && fail "--no-warnings printed: $(cat "$tmp/err")"
checks=$((checks + 1))
BPFTRACE_LOG_SIZE=1 "$KT" -d types -e 'BEGIN { }' >"$tmp/out" 2>"$tmp/err"
expect_in err "kt: warning: BPFTRACE_LOG_SIZE is ignored: kt sizes the verifier's log itself"

# ---- named arguments and getopt() ----
getopt_prog='BEGIN { print((getopt("aa", 10, "the aa"), getopt("bb", "hello"), getopt("cc"), getopt("dd", false), getopt("ee", -3))); exit(); }'
run 0 -q -e "$getopt_prog"; expect_exact out "(10, hello, false, false, -3)"
run 0 -q -e "$getopt_prog" -- --cc --bb=bye --aa=7 --dd=1 --ee=-9; expect_exact out "(7, bye, true, true, -9)"
run 0 -q -e "$getopt_prog" p1 -- --cc=false --aa=1 --aa=2; expect_exact out "(2, hello, false, false, -3)"
run 0 -e "$getopt_prog" -- --help
expect_exact out 'usage: kt [options] -e PROGRAM [ARGS...] -- [--NAME[=VALUE]...]

options of -e PROGRAM:
  --aa=INT     the aa (int, default: 10)
  --bb=STRING  (string, default: "hello")
  --cc[=BOOL]  (bool, default: false)
  --dd[=BOOL]  (bool, default: false)
  --ee=INT     (int, default: -3)'
[ -s "$tmp/err" ] && fail "-- --help wrote to stderr: $(cat "$tmp/err")"
run 2 -e "$getopt_prog" -- --zz=1
expect_in err "kt: unknown named argument '--zz': the program's options are --aa, --bb, --cc, --dd and --ee"
expect_in err "  --aa=INT     the aa (int, default: 10)"
run 2 -e "$getopt_prog" -- --aa=x1
expect_in err "<cmdline>:1:16: error: named argument '--aa=x1': option 'aa' takes an integer of 0 or more"
run 2 -e "$getopt_prog" -- --aa
expect_in err "option 'aa' needs a value: --aa=INT"
run 2 -e "$getopt_prog" -- --cc=maybe
expect_in err "option 'cc' takes true, false, 1 or 0"
run 2 -e 'BEGIN { exit(); }' -- --x; expect_in err "the program declares no getopt() options"
run 2 -e 'BEGIN { exit(); }' -- --=3; expect_in err "invalid named argument '--=3' (use --NAME or --NAME=VALUE after --)"
run 0 -e 'BEGIN { exit(); }' -- --help; expect_in out "The program declares no named options (getopt())."
cat >"$tmp/opts.kt" <<'KT'
BEGIN { printf("%s %d\n", getopt("name", "x", "who"), getopt("n", 1)); exit(); }
KT
run 0 -q "$tmp/opts.kt" -- --name=kt --n=3; expect_exact out "kt 3"
run 0 "$tmp/opts.kt" -- --help; expect_in out "options of $tmp/opts.kt:"
# getopt()'s own mistakes are script errors (65).
run 65 -e 'BEGIN { $n = "a"; print(getopt($n)); }'; expect_in err "getopt() takes the option's name as a string literal"
run 65 -e 'BEGIN { print(getopt("a b")); }'; expect_in err "'a b' cannot name an option"
run 65 -e 'BEGIN { print(getopt("a", 1 + 1)); }'; expect_in err "getopt()'s default must be a literal"
run 65 -e 'BEGIN { print(getopt("a", 1, 2)); }'; expect_in err "getopt()'s help must be a string literal"
run 65 -e 'BEGIN { print(getopt("a", 1)); print(getopt("a", 2)); }'
expect_in err "option 'a' is declared again with another default (2, was 1)"; expect_in err "note: first declared here"
run 65 -e 'BEGIN { print(getopt("a", 1, "x")); print(getopt("a", 1, "y")); }'
expect_in err "option 'a' is declared again with another help text"
run 65 -e 'BEGIN { print(getopt()); }'; expect_in err "getopt"

# ---- no input crashes kt ----
i=0
while [ $i -lt 30 ]; do
  checks=$((checks + 1))
  head -c $((i * 97 + 1)) /dev/urandom >"$tmp/garbage"
  "$KT" -d ast "$tmp/garbage" >/dev/null 2>&1
  rc=$?
  [ $rc -eq 0 ] || [ $rc -eq 65 ] || fail "random input $i: exit $rc"
  i=$((i + 1))
done

echo "cli: $checks checks, $failures failures"
[ $failures -eq 0 ]
