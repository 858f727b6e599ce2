#!/bin/sh
# Per-event cost (issue #6, item 4): the kernel's run_time_ns / run_cnt of
# the attached BPF program(s) for five patterns on the getppid system call
# tracepoints, driven by a tight loop (bench/drivers/getppid_loop.c) and
# filtered to its pid; kt vs bpftrace vs the same logic hand-written in C
# (bench/handwritten/*.bpf.c, loaded by bench/handwritten/loader.c); plus
# each program's translated instruction count (bpftool's xlated size / 8).
#
# usage: sh bench/sections/40-per-event.sh   (from bench/run.sh, or alone;
#        as root; prints a markdown fragment on stdout, progress on stderr)
# env:   KT, BPFTRACE, REPS, BENCH_TMP (bench/lib.sh); PER_EVENT_CALLS
#        (getppid calls per run, default 500000; a fifth of it for printf,
#        so that kt's and bpftrace's buffers hold a whole run); CLANG_BPF
#        (clang-16); PER_EVENT_KEEP=DIR keeps the raw data and xlated dumps
set -u
cd "$(dirname "$0")/../.." || exit 1
. bench/lib.sh
W=$BENCH_TMP/per-event
rm -rf "$W" && mkdir -p "$W"
CALLS=${PER_EVENT_CALLS:-500000}
PCALLS=$((CALLS / 5))
CLANG_BPF=${CLANG_BPF:-clang-16}
PATTERNS="count count_tid hist latency printf"
TOOLS="kt bpftrace c"

# Processes to stop on the way out: "TIMEOUT_PID" of each tracer still
# running (each tracer runs under timeout(1), which forwards SIGINT).
RUNNING=""
STATS_PID=""
OLD_SYSCTL=""
cleanup() {
    for p in $RUNNING; do
        for c in $(pgrep -P "$p" 2>/dev/null); do kill -KILL "$c" 2>/dev/null; done
        kill -KILL "$p" 2>/dev/null
    done
    [ -n "${DRIVER:-}" ] && kill -KILL "$DRIVER" 2>/dev/null
    if [ -n "$STATS_PID" ]; then
        kill -TERM "$STATS_PID" 2>/dev/null
        wait_gone "$STATS_PID" 5 || kill -KILL "$STATS_PID" 2>/dev/null
        wait "$STATS_PID" 2>/dev/null
    fi
    [ -n "$OLD_SYSCTL" ] && sysctl -q -w kernel.bpf_stats_enabled="$OLD_SYSCTL" >/dev/null 2>&1
    [ -n "${PER_EVENT_KEEP:-}" ] && mkdir -p "$PER_EVENT_KEEP" && cp -r "$W"/. "$PER_EVENT_KEEP"/
    rm -rf "$W"
    bench_remove_tmp
}
trap cleanup EXIT
trap 'exit 130' INT TERM

title() {
    case $1 in
    count) t='`@ = count()`' ;;
    count_tid) t='`@[tid] = count()`' ;;
    hist) t='`@h = hist(args->ret)` (exit)' ;;
    latency) t='latency pair (enter + exit)' ;;
    printf) t='`printf("%d %d\n", pid, tid)`' ;;
    esac
    printf '%s\n' "$t"
}

# prog PATTERN PID: the kt/bpftrace program (the same text for both;
# bpftrace 0.17 knows only the delete(@m[k]) form).
prog() {
    e=tracepoint:syscalls:sys_enter_getppid x=tracepoint:syscalls:sys_exit_getppid f="/pid == $2/"
    case $1 in
    count) p='{ @ = count(); }' ;;
    count_tid) p='{ @[tid] = count(); }' ;;
    hist) e=$x p='{ @h = hist(args->ret); }' ;;
    latency) p="{ @start[tid] = nsecs; } $x $f { @lat = hist(nsecs - @start[tid]); delete(@start[tid]); }" ;;
    printf) p='{ printf("%d %d\n", pid, tid); }' ;;
    esac
    printf '%s %s %s\n' "$e" "$f" "$p"
}

# --- build the driver, the loader and the hand-written programs ----------
fail() { echo "$*" >> "$W/notes"; say "$*"; }
: > "$W/notes"
if ! cc -O2 -o "$W/getppid_loop" bench/drivers/getppid_loop.c 2> "$W/cc.err"; then
    echo "## Per-event cost"
    echo
    echo "Not measured: the driver did not build ($(head -1 "$W/cc.err"))."
    exit 0
fi
have_c=1
if ! cc -O2 -o "$W/loader" bench/handwritten/loader.c -lbpf 2> "$W/cc.err"; then
    fail "The hand-written loader did not build: $(head -1 "$W/cc.err")."
    have_c=
fi
MA=$(cc -print-multiarch 2>/dev/null)
# Besides the patterns: "filter", the pid filter alone, and "printf_wakeup",
# the printf program posting with flags 0 to an epoll reader (C only).
for p in $PATTERNS filter printf_wakeup; do
    [ -n "$have_c" ] || break
    src=$p def=
    [ "$p" = printf_wakeup ] && src=printf def=-DRB_FLAGS=0
    if ! "$CLANG_BPF" -O2 -g -target bpf ${MA:+-I/usr/include/$MA} $def -c "bench/handwritten/$src.bpf.c" \
        -o "$W/$p.bpf.o" 2> "$W/clang.err"; then
        fail "bench/handwritten/$src.bpf.c did not compile: $(head -1 "$W/clang.err")."
    fi
done

# --- BPF run-time statistics on ---------------------------------------------
# Held through a BPF_ENABLE_STATS fd (counted together with the sysctl, so
# a concurrent user of the sysctl is not disturbed); the sysctl otherwise.
if [ -n "$have_c" ]; then
    "$W/loader" --enable-stats > "$W/stats.out" 2> "$W/stats.err" &
    STATS_PID=$!
    i=0
    while ! grep -q __STATS_ENABLED__ "$W/stats.out" 2>/dev/null && [ $i -lt 100 ]; do
        kill -0 "$STATS_PID" 2>/dev/null || break
        sleep 0.05; i=$((i + 1))
    done
    grep -q __STATS_ENABLED__ "$W/stats.out" || { kill "$STATS_PID" 2>/dev/null; STATS_PID=; }
fi
if [ -z "$STATS_PID" ]; then
    OLD_SYSCTL=$(sysctl -n kernel.bpf_stats_enabled 2>/dev/null)
    sysctl -q -w kernel.bpf_stats_enabled=1 >/dev/null 2>&1
fi

# prog_stats PID: "PROG_ID RUN_TIME_NS RUN_CNT" for each program PID holds.
prog_stats() {
    awk '/^prog_id:/ { id[FILENAME] = $2 } /^run_time_ns:/ { t[FILENAME] = $2 }
         /^run_cnt:/ { c[FILENAME] = $2 }
         END { for (f in c) if (f in id) print id[f], t[f], c[f] }' /proc/"$1"/fdinfo/* 2>/dev/null |
        sort -u -k1,1n
}

# wait_gone PID SECONDS: waits for PID to exit; 1 if it did not.
wait_gone() {
    i=0
    while kill -0 "$1" 2>/dev/null; do
        [ $i -ge $(($2 * 20)) ] && return 1
        sleep 0.05; i=$((i + 1))
    done
    return 0
}

# stop_tracer TIMEOUT_PID: SIGINT, then SIGKILL after 15 s.
stop_tracer() {
    kill -INT "$1" 2>/dev/null
    if ! wait_gone "$1" 15; then
        for c in $(pgrep -P "$1" 2>/dev/null); do kill -KILL "$c" 2>/dev/null; done
        kill -KILL "$1" 2>/dev/null
    fi
    wait "$1" 2>/dev/null
    RUNNING=$(echo " $RUNNING " | sed "s/ $1 / /")
}

# measure TOOL PATTERN: one run; appends "PATTERN TOOL NS INSNS DELIVERED"
# to $W/data, or the reason it failed to $W/fail.
measure() {
    tool=$1 pat=$2 r=$W/run n=$CALLS poll=
    [ "$pat" = printf_wakeup ] && poll=--poll
    case $pat in printf*) n=$PCALLS ;; esac
    rm -f "$r".* "$W/go"
    mkfifo "$W/go"
    # The driver blocks opening the fifo until we write "go" into it.
    "$W/getppid_loop" "$n" < "$W/go" > /dev/null 2>&1 &
    DRIVER=$!
    case $tool in
    kt) timeout -k 5 120 env KT_NOTIFY_ATTACHED=1 "$KT" -e "$(prog "$pat" "$DRIVER")" > "$r.out" 2> "$r.err" & ;;
    bpftrace) timeout -k 5 120 env __BPFTRACE_NOTIFY_PROBES_ATTACHED=1 "$BPFTRACE" -e "$(prog "$pat" "$DRIVER")" > "$r.out" 2> "$r.err" & ;;
    c) timeout -k 5 120 "$W/loader" "$W/$pat.bpf.o" "$DRIVER" ${poll:-} > "$r.out" 2> "$r.err" & ;;
    esac
    to=$!
    RUNNING="$RUNNING $to"
    i=0 ok=
    while [ $i -lt 1200 ]; do
        if grep -q -e __KT_ATTACHED__ -e __BPFTRACE_NOTIFY_PROBES_ATTACHED -e __LOADER_ATTACHED__ "$r.out" "$r.err" 2>/dev/null; then
            ok=1; break
        fi
        kill -0 "$to" 2>/dev/null || break
        sleep 0.05; i=$((i + 1))
    done
    tp=$(pgrep -P "$to" | head -1)
    if [ -z "$ok" ] || [ -z "$tp" ]; then
        why=$(grep -v -e RLIMIT_MEMLOCK -e '^Attaching' -e '^$' "$r.err" | head -1 | cut -c1-160)
        kill -0 "$to" 2>/dev/null && why="no attach notice in 60 s"
        printf '%s\t%s\t%s\n' "$tool" "$pat" "did not attach: ${why:-exited}" >> "$W/fail"
        kill -KILL "$DRIVER" 2>/dev/null; wait "$DRIVER" 2>/dev/null; DRIVER=
        stop_tracer "$to"
        return 1
    fi
    prog_stats "$tp" > "$r.before"
    timeout 10 sh -c 'echo go > "$1"' _ "$W/go"
    if ! wait_gone "$DRIVER" 120; then
        kill -KILL "$DRIVER" 2>/dev/null
        printf '%s\t%s\t%s\n' "$tool" "$pat" "the driver did not finish in 120 s" >> "$W/fail"
    fi
    wait "$DRIVER" 2>/dev/null; DRIVER=
    prog_stats "$tp" > "$r.after"
    # Give the tracer a moment to drain its output before stopping it.
    case $pat in printf*) sleep 0.5 ;; esac
    for id in $(awk '{ print $1 }' "$r.after"); do
        bpftool prog show id "$id" 2>/dev/null | sed -n 's/.*xlated \([0-9]*\)B.*/\1/p' | head -1 > "$r.x$id"
        [ -f "$W/dumped.$tool.$pat" ] ||
            bpftool prog dump xlated id "$id" > "$W/xlated.$tool.$pat.$id" 2>/dev/null
    done
    touch "$W/dumped.$tool.$pat"
    stop_tracer "$to"
    # Programs that ran at least CALLS times this run: ns/event is the sum
    # of their run_time_ns / run_cnt (the latency pair: enter + exit).
    res=$(awk -v calls="$n" -v dir="$r" '
        NR == FNR { t0[$1] = $2; c0[$1] = $3; next }
        ($1 in t0) {
            dc = $3 - c0[$1]; dt = $2 - t0[$1]
            if (dc < calls) next
            x = ""; getline x < (dir ".x" $1)
            ns += dt / dc; insns = insns (n++ ? "+" : "") (x == "" ? "?" : int(x / 8))
        }
        END { if (n) printf "%.2f %s\n", ns, insns }' "$r.before" "$r.after")
    if [ -z "$res" ]; then
        printf '%s\t%s\t%s\n' "$tool" "$pat" "no program of it ran $n times (statistics off?)" >> "$W/fail"
        return 1
    fi
    delivered=-
    case $pat in printf*) delivered=$(grep -c -E '^[0-9]+ [0-9]+$' "$r.out") ;; esac
    echo "$pat $tool $res $delivered" >> "$W/data"
}

# --- measure, the tools alternating -----------------------------------------
: > "$W/data"; : > "$W/fail"
skip=""
command -v "$KT" >/dev/null 2>&1 || { skip="$skip kt"; fail "No kt at $KT."; }
command -v "$BPFTRACE" >/dev/null 2>&1 || { skip="$skip bpftrace"; fail "No bpftrace ($BPFTRACE)."; }
command -v bpftool >/dev/null 2>&1 || fail "No bpftool: no instruction counts (\"?\")."

# line TEXT: TEXT and a newline (dash's echo would expand the "\n" of titles).
line() { printf '%s\n' "$*"; }

say "per-event: $REPS runs of $CALLS getppid calls per pattern and tool"
rep=1
while [ $rep -le "$REPS" ]; do
    case $((rep % 3)) in
    1) order="kt bpftrace c" ;;
    2) order="bpftrace c kt" ;;
    0) order="c kt bpftrace" ;;
    esac
    for pat in $PATTERNS filter printf_wakeup; do
        for tool in $order; do
            [ "$tool" = c ] && [ ! -f "$W/$pat.bpf.o" ] && continue
            case $pat in filter | printf_wakeup) [ "$tool" != c ] && continue ;; esac
            case " $skip " in *" $tool "*) continue ;; esac
            measure "$tool" "$pat" || say "per-event: $tool $pat failed"
        done
    done
    say "per-event: run $rep/$REPS done"
    rep=$((rep + 1))
done

# cell PATTERN TOOL FIELD: median of FIELD (3 ns, 5 delivered) or the
# instruction count (4, the last run's), "-" when no run succeeded.
cell() {
    if [ "$3" = 4 ]; then
        v=$(awk -v p="$1" -v t="$2" '$1 == p && $2 == t { v = $4 } END { print v }' "$W/data")
        echo "${v:--}"
    else
        n=$(awk -v p="$1" -v t="$2" '$1 == p && $2 == t' "$W/data" | wc -l)
        if [ "$n" -eq 0 ]; then echo nan; else
            awk -v p="$1" -v t="$2" -v f="$3" '$1 == p && $2 == t { print $f }' "$W/data" | median
        fi
    fi
}

# calls TOOL PATTERN: the helpers the program text calls, "name×N, ...".
calls() {
    cat "$W/xlated.$1.$2".* 2>/dev/null | grep -o 'call [A-Za-z_0-9]*' | sed 's/call //; s/^bpf_//' |
        sort | uniq -c | awk '{ printf "%s%s×%d", (NR > 1 ? ", " : ""), $2, $1 } END { if (!NR) print "-" }'
}

# --- the table ----------------------------------------------------------------
echo "## Per-event cost"
echo
echo "Kernel BPF statistics (\`run_time_ns / run_cnt\` of the attached programs) with each tool"
echo "tracing a loop of $CALLS \`getppid\` calls ($PCALLS for printf), filtered to the loop's pid; the"
echo "latency pair is the sum of its enter and exit programs. Insns: translated (xlated) instructions."
echo
echo "| pattern | kt ns/event | bpftrace | C | kt/C | kt/bpftrace | goal kt/C ≤ 1.1 met? | kt insns | bpftrace insns | C insns |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |"
slow=""
for pat in $PATTERNS; do
    k=$(cell $pat kt 3) b=$(cell $pat bpftrace 3) c=$(cell $pat c 3)
    kc=$(ratio "$k" "$c") kb=$(ratio "$k" "$b")
    goal=$(meets "$kc" le 1.1)
    [ "$goal" = yes ] && [ "$(meets "$kb" lt 1)" = no ] && goal="yes (not below bpftrace)"
    [ "$goal" = no ] && slow="$slow $pat"
    line "| $(title $pat) | $(fmt "$k" 1) | $(fmt "$b" 1) | $(fmt "$c" 1) | $kc | $kb | $goal | $(cell $pat kt 4) | $(cell $pat bpftrace 4) | $(cell $pat c 4) |"
done
echo

# --- notes ------------------------------------------------------------------------
echo "- Method: per run, start the tracer, wait until it says it is attached, read its programs'"
echo "  statistics in \`/proc/PID/fdinfo\`, release the loop, read them again, SIGINT; medians of"
echo "  REPS=$REPS runs, the tools alternating. The C programs (\`bench/handwritten\`) count in per-CPU"
echo "  arrays (lookups inlined by the verifier), \`@[tid]\` in a per-CPU hash, start times in a hash."
pd=""
for tool in $TOOLS; do
    d=$(cell printf $tool 5)
    [ "$d" != nan ] && pd="$pd${pd:+, }$tool $(printf '%.0f' "$d")"
done
fl=$(cell filter c 3)
n=""
[ "$fl" != nan ] && n="The C pid filter alone (no map) costs $(fmt "$fl" 1) ns/event: dispatch, the statistics' clock reads and the filter, a floor under every figure."
[ -n "$n" ] && line "- $n"
if [ -n "$pd" ]; then
    n="printf: lines delivered (of $PCALLS, median): $pd. The C program posts records with \`BPF_RB_NO_WAKEUP\` and its reader drains the ring every 10 ms"
    if awk '/call bpf_ringbuf_output/ { if (prev ~ /r4 = 0$/) f = 1 } { prev = $0 } END { exit !f }' "$W"/xlated.kt.printf.* 2>/dev/null; then
        n="$n; kt posts with flags 0, which wakes its reader (irq_work, an IPI) on every record it finds it idle"
    elif grep -q 'call bpf_ringbuf_query' "$W"/xlated.kt.printf.* 2>/dev/null; then
        n="$n; so does kt (\`BPF_RB_FORCE_WAKEUP\` once a quarter of the ring waits, a \`bpf_ringbuf_query\` call per record), draining every 10 ms"
    fi
    [ "$(cell printf bpftrace 3)" != nan ] && n="$n; bpftrace 0.17 writes a perf buffer that wakes its reader on every record"
    wk=$(cell printf_wakeup c 3)
    [ "$wk" != nan ] && n="$n. The same C program posting with flags 0 to an epoll reader (libbpf's usual loop) costs $(fmt "$wk" 1) ns/event (delivered $(printf '%.0f' "$(cell printf_wakeup c 5)")): the wakeups, not the code, set the printf figures"
    line "- $n."
fi
if [ -n "$slow" ]; then
    # What kt's programs do that the hand-written ones do not, read from
    # their xlated dumps (so that the note follows kt's code generation).
    why=""
    if cat "$W"/xlated.kt.*.* 2>/dev/null | awk '/call bpf_get_current_pid_tgid/ { if (prev ~ /call bpf_get_current_pid_tgid/) f = 1 } { prev = $0 } END { exit !f }'; then
        why="$why every program starts with a dead duplicate \`bpf_get_current_pid_tgid\` call (and an unused .rodata load);"
    fi
    kp=$(cat "$W"/xlated.kt.count_tid.* 2>/dev/null | grep -c 'call bpf_get_current_pid_tgid')
    cp=$(cat "$W"/xlated.c.count_tid.* 2>/dev/null | grep -c 'call bpf_get_current_pid_tgid')
    [ "$kp" -gt "$cp" ] && why="$why \`pid\` and \`tid\` each call \`bpf_get_current_pid_tgid\` again ($kp calls for \`@[tid]\`, C $cp);"
    if grep -q htab_map_lookup "$W"/xlated.kt.count.* 2>/dev/null && ! grep -q htab_map_lookup "$W"/xlated.c.count.* 2>/dev/null; then
        why="$why scalar \`@\` and hist buckets are a per-CPU *hash* (a \`htab_map_lookup_elem\` call: jhash, bucket walk) where C (and bpftrace for \`@\`) use an array whose lookup the verifier inlines;"
    fi
    nb=$(cat "$W"/xlated.kt.hist.* 2>/dev/null | grep -c '= \*(u8 \*)')
    nl=$(cat "$W"/xlated.kt.latency.* 2>/dev/null | grep -c '= \*(u8 \*)')
    [ "$nb$nl" != 00 ] && why="$why 8-byte loads of \`args->ret\` and of map values are split into byte loads + shifts ($nb u8 loads in hist, $nl in the latency pair; C: one u64 load);"
    # A per-CPU hash lookup's price here: C's @[tid] minus C's @ (array).
    hc=$(awk -v a="$(cell count_tid c 3)" -v b="$(cell count c 3)" 'BEGIN { if (a != "nan" && b != "nan") printf "%.0f", a - b }')
    gk=$(awk -v a="$(cell count kt 3)" -v b="$(cell count c 3)" 'BEGIN { if (a != "nan" && b != "nan") printf "%.0f", a - b }')
    gh=$(awk -v a="$(cell hist kt 3)" -v b="$(cell hist c 3)" 'BEGIN { if (a != "nan" && b != "nan") printf "%.0f", a - b }')
    dom=""
    case " $slow " in *" count "*|*" hist "*) ;; *) hc="" ;; esac
    [ -n "$hc" ] && [ -n "$gk" ] && [ -n "$gh" ] &&
        dom=" A per-CPU hash lookup costs about $hc ns here (C's \`@[tid]\` minus C's \`@\`), against kt's gap to C of $gk ns on \`@\` and $gh ns on hist: the map kind dominates."
    [ -n "$why" ] && why=" Reading \`bpftool prog dump xlated\`:${why%;}."
    line "- kt/C > 1.1 for$(for p in $slow; do printf ' %s,' "$(title $p)"; done | sed 's/,$//').$why$dom"
    for p in $slow; do
        # The spread of the runs: a ratio within it says little.
        sp() { awk -v p="$p" -v t="$1" '$1 == p && $2 == t { v = $3; if (n++ == 0 || v < lo) lo = v; if (v > hi) hi = v }
                END { if (n) printf "%.0f–%.0f", lo, hi }' "$W/data"; }
        line "  $(title $p): runs ranged kt $(sp kt) ns, C $(sp c) ns; helper calls in the program text (hot and cold paths): kt $(calls kt $p); C $(calls c $p)."
    done
fi
if [ -s "$W/fail" ] || [ -s "$W/notes" ]; then
    # One clause per tool and reason: "kt (count, hist: 2 runs): reason".
    f=$(awk -F '\t' '{ k = $1 "\t" $3; n[k]++; if (!((k, $2) in seen)) { seen[k, $2] = 1; p[k] = p[k] (p[k] == "" ? "" : ", ") $2 } }
        END { for (k in n) { split(k, a, "\t"); printf "%s (%s: %d run%s) %s\n", a[1], p[k], n[k], (n[k] > 1 ? "s" : ""), a[2] } }' "$W/fail" | sort |
        paste -sd ';' | sed 's/;/; /g')
    m=$(paste -sd ' ' "$W/notes")
    line "- Failures (\"-\" cells): $m${m:+ }$f."
fi
