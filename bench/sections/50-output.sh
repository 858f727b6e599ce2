#!/bin/sh
# Output throughput (issue #6, item 5): printf events per second delivered
# to standard output under a flood, and the events lost, counted and
# reported, kt vs bpftrace.
#
# The driver (bench/drivers/flood.c) calls getppid() FLOOD_EVENTS times in
# a tight loop, started by the tracer with -c; the tracer prints one short
# line per call, filtered on the driver's pid, to a pipe read by `flood
# sink`, which counts the event lines and the "Lost N events" lines and
# notes when the first and the last event line arrived (kt reports its
# loss on stderr, bpftrace on stdout: both streams are read).
#
# usage: sh bench/sections/50-output.sh    (root; env KT, BPFTRACE, REPS,
#        BENCH_TMP as bench/run.sh sets them, FLOOD_EVENTS, FLOOD_MAXSEC,
#        PROFILE=0 to skip the perf profile of kt)
set -u
cd "$(dirname "$0")/../.."
. bench/lib.sh
N=${FLOOD_EVENTS:-2000000}
MAXSEC=${FLOOD_MAXSEC:-10}          # the driver stops after this many seconds
TMO=$((MAXSEC + 60))                # and the tracer is stopped after this
BIG=67108864                        # the larger ring buffer of kt's second row
W=$BENCH_TMP/output
mkdir -p "$W"
drv=$W/flood
cc -O2 -o "$drv" bench/drivers/flood.c || { say "output: cannot build the driver"; exit 1; }

PROG='tracepoint:syscalls:sys_enter_getppid /pid == cpid/ { printf("%d %d\n", pid, tid); }'

# one TAG TOOL...: one flood run under the tracer TOOL...; appends
# "GENERATED DELIVERED LOST REPORTED FLOOD_S RATE TAIL_S" to $W/TAG.
one() {
    tag=$1; shift
    rm -f "$W/stamp" "$W/sink"
    timeout -k 5 "$TMO" "$@" -c "$drv getppid $N $W/stamp $MAXSEC" -e "$PROG" \
        2> "$W/err" | "$drv" sink "$W/sink"
    if [ ! -s "$W/stamp" ] || [ ! -s "$W/sink" ]; then
        say "output: $tag: no result (see below)"; tail -3 "$W/err" >&2
        return
    fi
    # Loss lines on stderr (kt) are added to those on stdout (bpftrace).
    err_lost=$(sed -n 's/.*Lost \([0-9][0-9]*\) events.*/\1/p; s/.*"lost_events".*"events": *\([0-9][0-9]*\).*/\1/p' "$W/err" |
        awk '{ s += $1 } END { print s + 0 }')
    read t0 t1 gen < "$W/stamp"
    read lines out_lost first last < "$W/sink"
    awk -v g="$gen" -v d="$lines" -v r="$((out_lost + err_lost))" -v t0="$t0" -v t1="$t1" -v last="$last" 'BEGIN {
        span = (d > 0 ? last : t1) - t0
        printf "%d %d %d %d %.3f %.0f %.3f\n", g, d, g - d, r, t1 - t0, (span > 0 ? d / span : 0), (d > 0 ? last - t1 : 0) }' >> "$W/$tag"
    say "output: $tag: $(tail -1 "$W/$tag") (generated delivered lost reported flood_s rate/s tail_s)"
}

rm -f "$W/kt" "$W/kt64" "$W/bt"
i=1
while [ "$i" -le "$REPS" ]; do
    one kt "$KT"
    one kt64 env KT_RINGBUF_SIZE=$BIG "$KT"
    one bt "$BPFTRACE"
    i=$((i + 1))
done

# col TAG K: the median of column K of $W/TAG.
col() { [ -s "$W/$1" ] && awk -v k="$2" '{ print $k }' "$W/$1" | median || echo nan; }
# reported TAG: how the loss was reported, over the runs: "exact", "yes"
# (reported, not the exact number), "no" (lost, none reported) or "none
# lost", with the number of runs when they differ.
reported() {
    [ -s "$W/$1" ] || { echo "-"; return; }
    awk '{ v = ($3 == 0 && $4 == 0) ? "none lost" : ($4 == $3) ? "exact" : ($4 > 0) ? "yes (" $4 " of " $3 ")" : "no"
           if (!(v in c)) o[++n] = v; c[v]++ }
         END { for (i = 1; i <= n; i++) printf "%s%s%s", (i > 1 ? ", " : ""), o[i], (n > 1 ? " " c[o[i]] "/" NR : ""); print "" }' "$W/$1"
}
row() {
    rate=$(col "$1" 6)
    printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$2" \
        "$(fmt "$(col "$1" 1)" 0)" "$(fmt "$(col "$1" 2)" 0)" "$(fmt "$(col "$1" 3)" 0)" "$(reported "$1")" \
        "$(fmt "$(col "$1" 5)" 2)" "$(fmt "$(col "$1" 7)" 2)" "$(fmt "$rate" 0)" "$(ratio "$rate" "$(col bt 6)")" \
        "$(goal "$1" "$rate")"
}
# goal TAG RATE: yes when RATE >= 1,000,000 and every run reported its loss exactly.
goal() {
    [ -s "$W/$1" ] || { echo "?"; return; }
    if awk '$4 != $3 { bad = 1 } END { exit bad }' "$W/$1"; then meets "$2" ge 1000000; else echo no; fi
}

echo
echo "## Output throughput"
echo
printf '`%s`, the tracer started with `-c '"'"'flood getppid %s'"'"'` (bench/drivers/flood.c: %s getppid() calls\n' "$PROG" "$N" "$N"
echo "in a tight loop, at most ${MAXSEC} s) and its standard output piped to a line counter."
echo "Lost = generated − delivered; *loss reported* compares it with the sum of the tool's \"Lost N events\" lines."
echo "Delivered/s = delivered / (time of the last delivered line − start of the flood); tail = last line − end of the flood."
echo
echo "| tool | events generated | delivered | lost | loss reported | flood (s) | tail (s) | delivered/s | ratio | goal ≥ 1,000,000/s, all losses reported |"
echo "| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- |"
row kt "kt (ring buffer 2 MiB, the default)"
row kt64 "kt, ringbuf_size = 64 MiB"
row bt "bpftrace (perf buffer, 64 pages a CPU)"
echo
echo "Ratios are delivered/s, kt / bpftrace. The goal holds when delivered/s ≥ 1,000,000 *and* the loss reported is exact."
echo "Each column is the median of its own runs. The flood column also shows how much the tracer slows the traced process"
echo "(bpftrace 0.17 wakes up for every event of its perf buffer); the tail is the time spent draining the buffer after the flood."

# Where kt's time goes: one more default run under perf (the kt process
# only, not the driver; percentages of kt's samples).
if [ "${PROFILE:-1}" != 0 ] && command -v perf > /dev/null; then
    say "output: profiling kt"
    echo
    rm -f "$W/stamp" "$W/sink"
    timeout -k 5 "$TMO" perf record -q -g -o "$W/perf.data" -- "$KT" -c "$drv getppid $N $W/stamp $MAXSEC" -e "$PROG" \
        2> "$W/perf.err" | "$drv" sink "$W/sink"
    rep() { perf report -i "$W/perf.data" --pid "$ktpid" --percentage relative --stdio -g none "$@" 2> /dev/null; }
    ktpid=$(perf report -i "$W/perf.data" --no-children --sort pid,comm --stdio -g none 2> /dev/null |
        awk '$3 == "kt" && $2 ~ /:kt$/ { sub(/:kt$/, "", $2); print $2; exit }')
    if [ -n "$ktpid" ]; then
        kshare=$(rep --no-children --sort dso | awk '/^ *[0-9.]+%/ && /\[kernel/ { sub(/%/, "", $1); s += $1 } END { printf "%.0f", s }')
        top=$(rep --no-children --sort sym |
            awk '/^ *[0-9.]+%/ && /\[\.\]/ { pct = $1; $1 = ""; $2 = ""; sub(/^ +/, ""); if (length($0) > 60) $0 = substr($0, 1, 57) "..."
                 printf "%s%s `%s`", (n++ ? ", " : ""), pct, $0; if (n == 6) exit }')
        echo "Profile of kt (\`perf record -g\`, one default run; shares of kt's samples): ${kshare:-?}% in the kernel;"
        echo "top user-space functions (self): $top."
    fi
    # How many write(2) calls kt makes per delivered line (the driver makes
    # one, for its stamp file).
    rm -f "$W/stamp" "$W/sink"
    timeout -k 5 "$TMO" perf stat -x, -e syscalls:sys_enter_write -o "$W/stat" -- "$KT" -c "$drv getppid $N $W/stamp $MAXSEC" -e "$PROG" \
        2> /dev/null | "$drv" sink "$W/sink"
    writes=$(awk -F, '$3 == "syscalls:sys_enter_write" { print $1 }' "$W/stat" 2> /dev/null)
    lines=$(awk '{ print $1 }' "$W/sink" 2> /dev/null)
    per=$(ratio "${writes:-nan}" "${lines:-0}")
    if [ "$per" != - ]; then
        echo "kt made $writes write(2) calls for $lines delivered lines ($per a line; \`perf stat -e syscalls:sys_enter_write\`)."
        if [ "$(meets "$per" ge 0.5)" = yes ]; then
            echo "What limits kt: one write(2) per printf record (TextOutput flushes stdout after every result, to be"
            echo "line-timely like bpftrace), each waking the reader of the pipe; formatting (format_printf, a vector of"
            echo "variants and strings per record) comes next. Next step: flush once per ring-buffer poll batch, not per record."
        fi
    fi
fi
