# Shared helpers for bench/sections/*.sh (sourced, POSIX sh).
#
# Each section prints a markdown fragment on stdout (a "## Title" heading,
# a table, notes) and its progress on stderr; bench/run.sh collects them
# into bench/RESULTS.md. Runs of the tools compared alternate (kt,
# bpftrace, kt, ...) so that the noise of this shared machine hits both.

KT=${KT:-build/kt}
BPFTRACE=${BPFTRACE:-bpftrace}
REPS=${REPS:-5}
# kt compiles every run it times: its program cache (/run/kt/programs)
# would make every run after the first skip compiling, which is what the
# startup and compile sections measure. The recipes section times kt with
# the cache as well, saying which is which.
export KT_NO_PROGRAM_CACHE=1
# A section run alone (not by bench/run.sh) makes its own scratch
# directory and removes it on exit. A section that sets its own EXIT trap
# calls bench_remove_tmp from it.
if [ -z "${BENCH_TMP:-}" ]; then
    BENCH_TMP=$(mktemp -d /tmp/kt-bench.XXXXXX)
    BENCH_OWN_TMP=1
fi
bench_remove_tmp() { if [ -n "${BENCH_OWN_TMP:-}" ]; then rm -rf "$BENCH_TMP"; fi; }
trap bench_remove_tmp EXIT

say() { echo "bench: $*" >&2; }

# median < numbers (one a line)
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# ratio A B: A / B with 3 significant digits ("-" when B is 0 or missing).
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b + 0 == 0 || a == "nan" || b == "nan") print "-"; else printf "%.3g\n", a / b }'; }

# fmt N [DIGITS]: a number with DIGITS decimals (default 3).
fmt() { awk -v a="$1" -v d="${2:-3}" 'BEGIN { if (a == "nan" || a == "") print "-"; else printf "%.*f\n", d, a }'; }

# meets VALUE OP LIMIT: "yes" or "no" (OP: le, lt, ge, gt).
meets() {
    awk -v v="$1" -v op="$2" -v l="$3" 'BEGIN {
        if (v == "-" || v == "nan") { print "?"; exit }
        ok = (op == "le" && v <= l) || (op == "lt" && v < l) || (op == "ge" && v >= l) || (op == "gt" && v > l)
        print ok ? "yes" : "no" }'
}

# wall_rss OUTFILE CMD...: runs CMD (stdout and stderr to OUTFILE.out),
# appends "WALL_SECONDS PEAK_RSS_KB EXIT" to OUTFILE.
wall_rss() {
    out=$1; shift
    /usr/bin/time -f "%e %M %x" -o "$out.one" "$@" > "$out.out" 2>&1
    cat "$out.one" >> "$out"
}

# bpf_stats_on: turns kernel.bpf_stats_enabled on (run_time_ns and
# run_cnt in each program's fdinfo); bpf_stats_restore puts back what it was.
bpf_stats_on() {
    OLD_BPF_STATS=$(sysctl -n kernel.bpf_stats_enabled 2>/dev/null)
    sysctl -q -w kernel.bpf_stats_enabled=1 >/dev/null 2>&1
}
bpf_stats_restore() {
    [ -n "${OLD_BPF_STATS:-}" ] && sysctl -q -w kernel.bpf_stats_enabled="$OLD_BPF_STATS" >/dev/null 2>&1
}

# bpf_run_totals PID: "RUN_TIME_NS RUN_CNT" summed over the programs PID holds.
bpf_run_totals() {
    awk '/^run_time_ns:/ { t += $2 } /^run_cnt:/ { c += $2 } END { print t + 0, c + 0 }' /proc/"$1"/fdinfo/* 2>/dev/null
}

# start_tracer PREFIX CMD...: starts CMD in the background (stdout in
# PREFIX.out, stderr in PREFIX.err; CMD is `timeout ... TOOL ...`) and waits
# until the tool attached: TRACER_JOB is the background job, TRACER_PID the
# tool's process under it, RUNNING lists the job for the section's cleanup.
# Fails, the job killed, when the tool did not attach.
start_tracer() {
    out=$1; shift
    "$@" > "$out.out" 2> "$out.err" &
    TRACER_JOB=$!
    RUNNING="${RUNNING:-} $TRACER_JOB"
    wait_attached "$out" "$TRACER_JOB" && TRACER_PID=$(pgrep -P "$TRACER_JOB" | head -1) && [ -n "$TRACER_PID" ] &&
        return 0
    stop_tracer
    return 1
}

# stop_tracer: SIGINT to the job start_tracer started (15 s to end, then
# SIGKILL), waited for and taken off RUNNING.
stop_tracer() {
    kill -INT "$TRACER_JOB" 2>/dev/null
    i=0
    while kill -0 "$TRACER_JOB" 2>/dev/null && [ $i -lt 300 ]; do sleep 0.05; i=$((i + 1)); done
    kill -KILL "$TRACER_JOB" 2>/dev/null; wait "$TRACER_JOB" 2>/dev/null
    RUNNING=$(echo " $RUNNING " | sed "s/ $TRACER_JOB / /")
}

# wait_attached PREFIX PID: waits (30 s at most) until PREFIX.out or
# PREFIX.err holds a tracer's attached notice (KT_NOTIFY_ATTACHED,
# bpftrace's __BPFTRACE_NOTIFY_PROBES_ATTACHED); fails when PID ends first.
wait_attached() {
    i=0
    while [ $i -lt 600 ]; do
        grep -q -e __KT_ATTACHED__ -e __BPFTRACE_NOTIFY_PROBES_ATTACHED "$1.out" "$1.err" 2>/dev/null && return 0
        kill -0 "$2" 2>/dev/null || return 1
        sleep 0.05; i=$((i + 1))
    done
    return 1
}
