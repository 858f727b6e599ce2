#!/bin/sh
# Soak test (issue #21, item 4): kt under a flood for a long time, nothing
# lost unreported. Not a section of bench/run.sh (it takes 20 minutes and
# loads the machine): run it by hand, as root, and copy its fragment into
# RESULTS.md.
#
# The load (bench/drivers/soak.c) knows what it made: CALLS getppid()
# calls, and SWEEPS sweeps of close() over KEYS fds that are not open. kt
# runs it with -c and a program that prints a line per getppid and counts
# the closes by fd in a map smaller than KEYS:
#
#   - events: the lines delivered + the "Lost N events" kt reported must
#     equal CALLS exactly;
#   - map pressure: the map holds max_map_keys (4096) keys, each counted
#     once a sweep (SWEEPS), and kt must report SWEEPS * (KEYS - 4096)
#     dropped updates exactly;
#   - kt's RSS, sampled every RSS_EVERY seconds, may grow at most 5% from
#     the end of the warm-up (WARMUP seconds) to the end;
#   - the CPU time (user + system, from getrusage) each traced call adds
#     to the load, less what the enabled tracepoints cost alone (a run
#     whose filter drops every event), must stay within 1.25 times the BPF
#     program's own cost: the larger of its run_time_ns / run_cnt in the
#     same run (kernel.bpf_stats_enabled) and the per-event section's
#     printf figure. CPU time, not the wall time, which on a shared
#     machine says more about the other processes (kt's own reader and
#     the line counter need a CPU too; the rates are shown as well).
#
# Two runs, both with getppid() in a tight loop (the highest rate this
# machine sustains): "flood", the default ring buffer (2 MiB) and a reader
# that keeps up, for DURATION seconds; "overflow", for OVERFLOW_DURATION
# seconds, a 64 KiB ring buffer (2,048 records of 32 bytes) and a reader
# that stalls STALL ms after each MiB it reads (default 50: some ten times
# what the ring holds arrives during a stall), so that kt blocks in
# write(2), the ring overflows again and again, and every record lost
# must be counted.
#
# usage: nice -n 10 sh bench/soak.sh [> fragment.md]   (root)
# env:   KT (build/kt), DURATION (600), OVERFLOW_DURATION (DURATION),
#        WARMUP (60, or a tenth of a shorter run), RSS_EVERY (5),
#        BASELINE (10: seconds of the untraced run), STALL (50)
# exit:  0 when every check holds, 1 when one does not (the fragment
#        says which), 2 when a run failed
set -u
cd "$(dirname "$0")/.." || exit 2
. bench/lib.sh
DURATION=${DURATION:-600}
OVERFLOW_DURATION=${OVERFLOW_DURATION:-$DURATION}
RSS_EVERY=${RSS_EVERY:-5}
BASELINE=${BASELINE:-10}
STALL=${STALL:-50}
KEYS=5000
MAP_KEYS=4096
W=$BENCH_TMP/soak
mkdir -p "$W"
cc -O2 -o "$W/soak" bench/drivers/soak.c || { say "soak: cannot build the driver"; exit 2; }

PROG='tracepoint:syscalls:sys_enter_getppid /pid == cpid/ { printf("%d %d\n", pid, tid); }
tracepoint:syscalls:sys_enter_close /pid == cpid && args->fd >= 100000/ { @k[args->fd] = count(); }'

KTPID=
SINKPID=
cleanup() {
    [ -n "$KTPID" ] && kill -KILL "$KTPID" 2>/dev/null
    [ -n "$SINKPID" ] && kill -KILL "$SINKPID" 2>/dev/null
    bpf_stats_restore
    bench_remove_tmp
}
trap cleanup EXIT
trap 'exit 130' INT TERM
bpf_stats_on

# prog_totals PID: "RUN_TIME_NS RUN_CNT" of the program of PID that ran most.
prog_totals() {
    for f in /proc/"$1"/fdinfo/*; do
        awk '/^prog_id:/ { p = 1 } /^run_time_ns:/ { t = $2 } /^run_cnt:/ { c = $2 }
             END { if (p) printf "%.0f %.0f\n", t, c }' "$f" 2>/dev/null
    done | sort -k2 -n | tail -1
}

# run TAG SECONDS [STALL_MS] (KT_ENV: kt's environment): one traced run;
# leaves TAG.stamp, TAG.sink, TAG.err, TAG.rss ("SECONDS KB" lines),
# TAG.bpf (two "SECONDS RUN_TIME_NS RUN_CNT" samples) and TAG.status.
run() {
    tag=$1 secs=$2; shift 2
    stall=${1:-0}
    rm -f "$W/$tag".* "$W/fifo"
    mkfifo "$W/fifo"
    "$W/soak" sink "$W/$tag.sink" "$stall" < "$W/fifo" &
    SINKPID=$!
    env ${KT_ENV:-} "$KT" -c "$W/soak load $secs $W/$tag.stamp $KEYS" -e "$PROG" \
        > "$W/fifo" 2> "$W/$tag.err" &
    KTPID=$!
    # The clock starts when the load does (kt starts it once attached).
    while kill -0 "$KTPID" 2>/dev/null && [ -z "$(cat /proc/"$KTPID"/task/*/children 2>/dev/null)" ]; do
        sleep 0.1
    done
    t=0 warm=$WARM
    : > "$W/$tag.rss"
    while kill -0 "$KTPID" 2>/dev/null; do
        rss=$(awk '/^VmRSS:/ { print $2 }' /proc/"$KTPID"/status 2>/dev/null)
        [ -n "$rss" ] && echo "$t $rss" >> "$W/$tag.rss"
        # BPF statistics at the end of the warm-up and at each sample
        # after it (the last one before the load ends is kept).
        if [ "$t" -ge "$warm" ]; then
            b=$(prog_totals "$KTPID")
            [ -n "$b" ] && { [ "$t" -eq "$warm" ] && echo "$t $b" > "$W/$tag.bpf0" || echo "$t $b" > "$W/$tag.bpf1"; }
        fi
        sleep "$RSS_EVERY"; t=$((t + RSS_EVERY))
    done
    wait "$KTPID"; echo $? > "$W/$tag.status"
    KTPID=
    wait "$SINKPID"; SINKPID=
    say "soak: $tag: kt exited $(cat "$W/$tag.status"); stamp $(cat "$W/$tag.stamp" 2>/dev/null); sink $(cat "$W/$tag.sink" 2>/dev/null)"
}

# --- baselines ------------------------------------------------------------------
# The load untraced (before and after the runs: the faster one counts, the
# machine being shared), and traced by a program whose filter drops every
# event: what the enabled tracepoints cost the load before kt's program
# does anything.
untraced() {
    say "soak: untraced baseline, $BASELINE s"
    "$W/soak" load "$BASELINE" "$W/base.stamp" "$KEYS"
    cat "$W/base.stamp" >> "$W/base"
}
: > "$W/base"
untraced
say "soak: filter-only baseline, $BASELINE s"
"$KT" -c "$W/soak load $BASELINE $W/filter.stamp $KEYS" \
    -e 'tracepoint:syscalls:sys_enter_getppid /pid == 1/ { @x = count(); }' > /dev/null 2>&1
read f_calls f_sweeps f_keys f_first f_secs f_cpu < "$W/filter.stamp"

# --- the runs ----------------------------------------------------------------
warmup() {
    w=${WARMUP:-$(($1 / 10 < 60 ? $1 / 10 : 60))}
    w=$((w / RSS_EVERY * RSS_EVERY))
    echo $((w < RSS_EVERY ? RSS_EVERY : w))
}
WARM=$(warmup "$DURATION")
say "soak: flood, $DURATION s (warm-up $WARM s)"
KT_ENV= run flood "$DURATION"
WARM=$(warmup "$OVERFLOW_DURATION")
say "soak: overflow, $OVERFLOW_DURATION s, 64 KiB ring buffer, reader stalls of $STALL ms"
KT_ENV=KT_RINGBUF_SIZE=65536 run overflow "$OVERFLOW_DURATION" "$STALL"

untraced
# The untraced run that spent the least CPU time a call.
set -- $(awk '{ print $6 / $1, $0 }' "$W/base" | sort -g | head -1)
b_calls=$2 b_secs=$6 b_cpu=$7
# added CALLS CPU: the CPU ns a call beyond the untraced load's.
added() { awk -v c="$1" -v u="$2" -v bc="$b_calls" -v bu="$b_cpu" 'BEGIN { printf "%.0f", u * 1e9 / c - bu * 1e9 / bc }'; }
filter_added=$(added "$f_calls" "$f_cpu")

# --- checks --------------------------------------------------------------------
FAILED=0
# check VALUE: yes, or a bold no (the caller counts the failure: this
# runs in a command substitution).
check() { if [ "$1" = yes ]; then echo yes; else echo "**no**"; fi; }
eq() { [ "$1" = "$2" ] && echo yes || echo no; }

# row TAG TITLE: the table row of one run.
row() {
    tag=$1 title=$2
    if [ ! -s "$W/$tag.stamp" ] || [ ! -s "$W/$tag.sink" ]; then
        echo "| $title | run failed (kt exited $(cat "$W/$tag.status" 2>/dev/null)): $(tail -1 "$W/$tag.err") | | | | | | | | | | | |"
        FAILED=1
        return
    fi
    read calls sweeps keys first secs cpu < "$W/$tag.stamp"
    read events entries sum min max < "$W/$tag.sink"
    lost=$(sed -n 's/^Lost \([0-9]*\) events$/\1/p' "$W/$tag.err" | awk '{ s += $1 } END { print s + 0 }')
    dropped=$(sed -n 's/^kt: \([0-9]*\) map updates* w[ae][sr]e* dropped.*/\1/p' "$W/$tag.err" | awk '{ s += $1 } END { print s + 0 }')
    want_dropped=$((sweeps * (keys - MAP_KEYS)))
    map_ok=$( [ "$entries" -eq "$MAP_KEYS" ] && [ "$min" -eq "$sweeps" ] && [ "$max" -eq "$sweeps" ] &&
              [ "$dropped" -eq "$want_dropped" ] && echo yes || echo no)
    events_ok=$(eq $((events + lost)) "$calls")
    status=$(cat "$W/$tag.status")
    # RSS: the sample at the end of the warm-up, the last one, the largest.
    set -- $(awk -v w="$WARMUP_OF_RUN" '$1 >= w && !s { s = $2 } { e = $2; if ($2 > m) m = $2 }
                END { printf "%d %d %d %.1f\n", s, e, m, (s > 0 ? (e - s) * 100 / s : 0) }' "$W/$tag.rss")
    rss_start=$1 rss_end=$2 rss_max=$3 growth=$4
    rss_ok=$(meets "$growth" le 5)
    rate=$(awk -v c="$calls" -v s="$secs" 'BEGIN { printf "%.0f", c / s }')
    slow=$(added "$calls" "$cpu")
    bpf=$( [ -s "$W/$tag.bpf0" ] && [ -s "$W/$tag.bpf1" ] && paste "$W/$tag.bpf0" "$W/$tag.bpf1" |
           awk '$6 > $3 { printf "%.0f", ($5 - $2) / ($6 - $3) }')
    # kt's part of the slowdown: what the enabled tracepoints alone do not
    # explain; in line with the program's cost when at most 1.25 times
    # the larger of its in-run and per-event-section figures.
    part=$(awk -v a="$slow" -v f="$filter_added" 'BEGIN { printf "%.0f", a - f }')
    fits=$(awk -v p="$part" -v b="${bpf:-0}" -v e="${per_event:-0}" 'BEGIN { m = (b > e ? b : e); print (m > 0 && p <= 1.25 * m) ? "yes" : "no" }')
    [ "$status" = 0 ] && [ "$events_ok" = yes ] && [ "$map_ok" = yes ] && [ "$rss_ok" = yes ] && [ "$fits" = yes ] ||
        FAILED=1
    printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s / %s / %s (%s%%) | %s | %s | %s ns | %s ns | %s ns: %s |\n' \
        "$title" "$secs" "$calls" "$events" "$lost" "$(check "$events_ok")" \
        "$sweeps × ($keys − $MAP_KEYS) = $want_dropped" "$dropped, $entries keys, each $min..$max: $(check "$map_ok")" \
        "$((rss_start / 1024))" "$((rss_end / 1024))" "$((rss_max / 1024))" "$growth" "$(check "$rss_ok")" \
        "$rate" "$slow" "${bpf:-?}" "$part" "$(check "$fits")"
}

per_event=$(awk -F'|' '/^\| `printf\("%d %d\\n", pid, tid\)`/ { gsub(/ /, "", $3); print $3; exit }' bench/RESULTS.md)
echo
echo "## Soak: nothing lost unreported"
echo
echo "\`bench/soak.sh\` ($(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs, $(uname -r)): kt runs \`bench/drivers/soak.c\` with \`-c\`,"
printf '%s\n' 'tracing each of its getppid() calls with `printf("%d %d\n", pid, tid)` (lines to a pipe, counted) and its'
echo "close() sweeps over $KEYS fds (once a second) with \`@k[args->fd] = count()\` in a map of $MAP_KEYS keys (the default)."
echo "The untraced load: $(awk -v c="$b_calls" -v s="$b_secs" 'BEGIN { printf "%.0f", c / s }') calls/s, $(awk -v c="$b_calls" -v u="$b_cpu" 'BEGIN { printf "%.0f", u * 1e9 / c }') ns of CPU a call (of two ${BASELINE} s runs, before and after, the one with less CPU a call);"
echo "traced by a program whose filter drops every event: $(awk -v c="$f_calls" -v s="$f_secs" 'BEGIN { printf "%.0f", c / s }') calls/s, $filter_added ns of CPU more a call (the enabled tracepoints' own cost)."
echo
echo "| run | s | events generated | delivered | lost reported | delivered + lost = generated | dropped map updates expected | reported | RSS MiB warm / end / max (growth) | ≤ 5% | traced calls/s | CPU added a call | BPF per event | kt's part ≤ 1.25 × its cost |"
echo "| --- | ---: | ---: | ---: | ---: | --- | ---: | --- | ---: | --- | ---: | ---: | ---: | --- |"
WARMUP_OF_RUN=$(warmup "$DURATION") row flood "flood, ring buffer 2 MiB (default)"
WARMUP_OF_RUN=$(warmup "$OVERFLOW_DURATION") row overflow "overflow, ring buffer 64 KiB (2,048 records), reader stalls $STALL ms a MiB"
echo
echo "- CPU added a call: the traced load's CPU time (user + system, getrusage) a call minus the untraced one's;"
echo "  kt's part: that minus the enabled tracepoints' own ($filter_added ns). BPF per event: kt's getppid program's"
echo "  \`run_time_ns / run_cnt\` over the same run after the warm-up (kernel.bpf_stats_enabled); the per-event"
echo "  section's printf figure is ${per_event:-?} ns; kt's part must be ≤ 1.25 × the larger of the two."
echo "- kt exited with status $(cat "$W/flood.status" 2>/dev/null) and $(cat "$W/overflow.status" 2>/dev/null) (0: the command ended)."
exit $FAILED
