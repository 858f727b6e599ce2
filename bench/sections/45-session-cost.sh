#!/bin/sh
# Per-call cost of a session (issue #7): the kernel's run_time_ns of the
# tracer's BPF programs over a run of tests/testprogs/session_target, whose
# every api_request call makes a three-deep chain (api_request ->
# svc_handle -> svc_validate, the last failing -ENOENT), divided by the
# traced calls (three per chain). kt's session over those functions
# (entry:api_request, allow:svc_*) against the cheapest program that sees
# the same calls and returns, a latency pair on uprobes and uretprobes, in
# kt and in bpftrace. Uprobes, so this runs on this machine.
#
# usage: sh bench/sections/45-session-cost.sh   (from bench/run.sh, or alone;
#        as root; prints a markdown fragment on stdout, progress on stderr)
# env:   KT, BPFTRACE, REPS, BENCH_TMP (bench/lib.sh); BUILD_DIR (the build
#        with tests/testprogs, default build); SESSION_CHAINS (chains per
#        run, default 20000)
set -u
cd "$(dirname "$0")/../.." || exit 1
. bench/lib.sh
W=$BENCH_TMP/session-cost
rm -rf "$W" && mkdir -p "$W"
T=${BUILD_DIR:-$PWD/build}/tests/testprogs/session_target
N=${SESSION_CHAINS:-20000}
CALLS=$((3 * N))

RUNNING=""
cleanup() {
    for p in $RUNNING; do kill -KILL "$p" 2>/dev/null; done
    bpf_stats_restore
    rm -rf "$W"
    bench_remove_tmp
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo
echo "## Per-call cost of a session"
echo
if [ ! -x "$T" ]; then
    echo "Not measured: no $T (build the tests first)."
    exit 0
fi
bpf_stats_on

F="/comm == \"session_target\"/"
FUNCS="api_request svc_handle svc_validate"
points() { for f in $FUNCS; do printf '%s%s:%s:%s' "${sep:-}" "$1" "$T" "$f"; sep=", "; done; sep=; }
prog() {
    case $1 in
    session) printf 'entry:%s:api_request, allow:%s:svc_* %s { @[retval] = count(); }' "$T" "$T" "$F" ;;
    pair) printf '%s %s { @s[tid] = nsecs; } %s %s { @lat = hist(nsecs - @s[tid]); }' \
        "$(points uprobe)" "$F" "$(points uretprobe)" "$F" ;;
    esac
}

# measure TOOL PATTERN: appends "PATTERN TOOL NS_PER_CALL RUNS_PER_CALL".
measure() {
    tool=$1 pat=$2 r=$W/run
    rm -f "$r".*
    case $tool in
    kt) set -- env KT_NOTIFY_ATTACHED=1 "$KT" ;;
    bpftrace) set -- env __BPFTRACE_NOTIFY_PROBES_ATTACHED=1 "$BPFTRACE" ;;
    esac
    if ! start_tracer "$r" timeout -k 5 120 "$@" -e "$(prog "$pat")"; then
        say "session cost: $tool $pat did not attach: $(grep -v -e RLIMIT -e '^Attaching' "$r.err" | head -1)"
        return 1
    fi
    tp=$TRACER_PID
    set -- $(bpf_run_totals "$tp")
    t0=$1 c0=$2
    "$T" -n "$N" fail 3 2 > /dev/null 2>&1
    set -- $(bpf_run_totals "$tp")
    t1=$1 c1=$2
    stop_tracer
    awk -v p="$pat" -v t="$tool" -v dt=$((t1 - t0)) -v dc=$((c1 - c0)) -v n="$CALLS" \
        'BEGIN { if (dc >= n) printf "%s %s %.1f %.2f\n", p, t, dt / n, dc / n }' >> "$W/data"
}

: > "$W/data"
say "session cost: $REPS runs of $N chains ($CALLS traced calls) per program and tool"
rep=1
while [ "$rep" -le "$REPS" ]; do
    for job in "kt session" "kt pair" "bpftrace pair"; do
        set -- $job
        measure "$1" "$2" || true
    done
    rep=$((rep + 1))
done

cell() { awk -v p="$1" -v t="$2" -v f="$3" '$1 == p && $2 == t { print $f }' "$W/data" | median; }
echo "\`session_target -n $N fail 3 2\`: $N chains of three calls (api_request -> svc_handle ->"
echo "svc_validate, which fails), $CALLS traced calls, on uprobes. ns per traced call: the run_time_ns"
echo "of all the tracer's programs over the run (kernel BPF statistics) / $CALLS; programs run per"
echo "traced call: their run_cnt / $CALLS (a call and a return: 2). Median of REPS=$REPS."
echo
echo "| program | kt ns per call | bpftrace ns per call | kt / bpftrace | programs run per call (kt) |"
echo "| --- | ---: | ---: | ---: | ---: |"
ks=$(cell session kt 3) kp=$(cell pair kt 3) bp=$(cell pair bpftrace 3)
printf '| session: `entry:…:api_request, allow:…:svc_* { @[retval] = count(); }` | %s | - | - | %s |\n' \
    "$(fmt "$ks" 1)" "$(fmt "$(cell session kt 4)" 2)"
printf '| latency pair: `uprobe:… { @s[tid] = nsecs; } uretprobe:… { @lat = hist(nsecs - @s[tid]); }` | %s | %s | %s | %s |\n' \
    "$(fmt "$kp" 1)" "$(fmt "$bp" 1)" "$(ratio "$kp" "$bp")" "$(fmt "$(cell pair kt 4)" 2)"
echo
echo "A session records each call and return of the thread's chain (function, result, duration,"
echo "the deepest failing chain) and runs the body once per finished session; bpftrace has no"
echo "equivalent, so its row is the cheapest program that sees the same calls and returns."
echo "Uprobes themselves (a trap per call and per return) cost several times more than either"
echo "program and are not counted here."
