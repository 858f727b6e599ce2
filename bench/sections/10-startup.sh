#!/bin/sh
# Startup: wall time and peak RSS of the whole process for programs that
# end at once, kt vs bpftrace (issue #6 item 1).
# Goals: kt <= 0.2x bpftrace's wall time and <= 0.4x its peak RSS.
. bench/lib.sh

# The one-liners end at their first event; a driver opens and reads a file
# every millisecond so that one comes at once (on a quiet machine an openat
# can take minutes).
W=$BENCH_TMP/startup
mkdir -p "$W"
cc -O2 -o "$W/flood" bench/drivers/flood.c || { say "startup: cannot build the driver"; exit 1; }
"$W/flood" tick 3600 &
TICK=$!
trap 'kill $TICK 2>/dev/null' EXIT

# kt's cache of preprocessed C parts (cparts/cache.h) lives here for the
# section; COLD=1 empties it before each of kt's runs (a first run).
CCACHE=$W/kt-cache
run_pair() { # NAME PROGRAM [BPFTRACE_PROGRAM]; GOAL=ratio (default 0.2), COLD=1
    name=$1 prog=$2 btprog=${3:-$2} i=0 goal=${GOAL:-0.2}
    : > "$BENCH_TMP/kt.t"; : > "$BENCH_TMP/bt.t"
    [ -n "${COLD:-}" ] || env XDG_CACHE_HOME="$CCACHE" "$KT" -e "$prog" >/dev/null 2>&1 # warm
    while [ $i -lt "$REPS" ]; do
        [ -z "${COLD:-}" ] || rm -rf "$CCACHE"
        wall_rss "$BENCH_TMP/kt.t" env XDG_CACHE_HOME="$CCACHE" timeout 60 "$KT" -e "$prog"
        wall_rss "$BENCH_TMP/bt.t" timeout 60 "$BPFTRACE" -e "$btprog"
        i=$((i + 1))
    done
    kw=$(cut -d' ' -f1 "$BENCH_TMP/kt.t" | median); bw=$(cut -d' ' -f1 "$BENCH_TMP/bt.t" | median)
    kr=$(cut -d' ' -f2 "$BENCH_TMP/kt.t" | median); br=$(cut -d' ' -f2 "$BENCH_TMP/bt.t" | median)
    rw=$(ratio "$kw" "$bw"); rr=$(ratio "$kr" "$br")
    fails=$(awk '$3 != 0' "$BENCH_TMP/kt.t" "$BENCH_TMP/bt.t" | wc -l)
    [ "$fails" = 0 ] || say "$name: $fails runs exited non-zero (see $BENCH_TMP/*.t.out)"
    printf '| `%s` | %s | %s | %s | %s | %s | %s | %s / %s |\n' "$name" "$(fmt "$kw" 3)" "$(fmt "$bw" 3)" "$rw" \
        "$(fmt "$(echo "$kr / 1024" | bc -l)" 1)" "$(fmt "$(echo "$br / 1024" | bc -l)" 1)" "$rr" \
        "$(meets "$rw" le "$goal")" "$(meets "$rr" le 0.4)"
}

echo
echo "## Startup"
echo
echo "Wall time and peak RSS of the whole process (\`/usr/bin/time\`), program start to exit."
echo "Goal: kt <= 0.2x bpftrace's wall time and <= 0.4x its peak RSS."
echo
echo "| program | kt s | bpftrace s | ratio | kt MiB | bpftrace MiB | ratio | goal met (wall / RSS) |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
run_pair "BEGIN { exit(); }" 'BEGIN { exit(); }'
run_pair "syscall counts" 'tracepoint:raw_syscalls:sys_enter { @[comm] = count(); exit(); }'
run_pair "read size hist" 'tracepoint:syscalls:sys_exit_read /args->ret > 0/ { @ = hist(args->ret); exit(); }'
run_pair "openat paths" 'tracepoint:syscalls:sys_enter_openat { printf("%s %s\n", comm, str(args->filename)); exit(); }'
# bpftrace v0.26's syntax (a map declaration, getopt, typed let, a record)
# in kt, and the same logic in the syntax bpftrace 0.17 knows.
run_pair "read sizes, v0.26 syntax" \
    'let @bytes = percpuhash(1024); tracepoint:syscalls:sys_exit_read /args->ret > 0/ { let $min: u64 = getopt("min", 1, "smallest size"); let $r = (name = comm, size = args->ret); if ($r.size >= $min) { @bytes[$r.name] = sum($r.size); exit(); } }' \
    'tracepoint:syscalls:sys_exit_read /args->ret > 0/ { $min = (uint64)1; $r = (comm, args->ret); if ($r.1 >= $min) { @bytes[$r.0] = sum($r.1); exit(); } }'
# C in the program (issue #20): Clang preprocesses it, libclang loaded for
# it alone, on a first run; a second run reads kt's cache and does not load
# libclang. Goals: a third of bpftrace's time first, a tenth second.
CPROG=$(printf '%s\n' '#include <sys/socket.h>' 'struct pair { int a; long b; };' \
    'BEGIN { printf("%d %d\n", AF_INET6, sizeof(struct pair)); exit(); }')
GOAL=0.34 COLD=1 run_pair "#include <sys/socket.h> + struct, first run" "$CPROG"
GOAL=0.1 run_pair "#include <sys/socket.h> + struct, second run" "$CPROG"
echo
echo "The one-liners exit at their first event, while a driver (\`flood tick\`) opens and reads a file"
echo "every millisecond."
# The kernel's share: the longest close() of kt's openat one-liner.
OPENAT='tracepoint:syscalls:sys_enter_openat { printf("%s %s\n", comm, str(args->filename)); exit(); }'
if command -v strace >/dev/null 2>&1; then
    strace -f -T -e trace=close -o "$W/strace" "$KT" -e "$OPENAT" >/dev/null 2>&1
    ms=$(awk -F'<' '/close\(/ { sub(/>.*/, "", $NF); if ($NF + 0 > m) m = $NF + 0 } END { printf "%.0f", m * 1000 }' "$W/strace")
    echo "Of kt's time for \`openat paths\` (and \`read size hist\`), $ms ms is one close() (\`strace -T\`): the kernel"
    echo "detaching a perf-event tracepoint waits for an RCU grace period; bpftrace pays it too. kt attaches"
    echo "\`raw_syscalls:sys_enter\` without \`args\` as a raw tracepoint, which detaches without waiting."
fi
