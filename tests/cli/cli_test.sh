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
