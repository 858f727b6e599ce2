#!/bin/sh
# Sessions over all of glibc (issue #19): `entry:libc:getpid,
# allow:libc:*`, every function of libc.so.6 once per address, attached
# through a few uprobe.multi links, against bpftrace's `uprobe:libc:*` (a
# uprobe per function, one at a time). Attach: exec to the attach notice;
# detach: SIGINT to exit (bench/attach_time.py --detach). Goal: under 1 s each,
# with at least 1,800 functions attached.
. bench/lib.sh
REPS_L=${LIBC_REPS:-5}
export BPFTRACE_MAX_PROBES=100000 BPFTRACE_MAX_BPF_PROGS=100000

run() { # OUT TIMEOUT COMMAND...
    out=$1 t=$2
    shift 2
    python3 bench/attach_time.py --detach "$t" "$@" > "$BENCH_TMP/ad.out" 2>/dev/null || { head -1 "$BENCH_TMP/ad.out" >> "$out.fail"; return; }
    head -1 "$BENCH_TMP/ad.out" >> "$out"
    sed -n 's/^kt: attached \([0-9]*\) user functions.*(\([0-9]*\) uprobe.multi.*/\1 functions, \2 links/p; s/^Attaching \([0-9]*\) probes.*/\1 probes/p' \
        "$BENCH_TMP/ad.out" | tail -1 > "$out.what"
}

row() { # NAME OUT
    a=$(awk '{ print $1 }' "$2" 2>/dev/null | median)
    d=$(awk '{ print $2 }' "$2" 2>/dev/null | median)
    n=$(cat "$2" 2>/dev/null | wc -l)
    what=$(cat "$2.what" 2>/dev/null)
    fail=$(head -1 "$2.fail" 2>/dev/null)
    printf '| %s | %s | %s | %s | %s |\n' "$1" "${what:--}" "$(fmt "$a" 2)" "$(fmt "$d" 2)" "$n${fail:+ (failed: $fail)}"
}

: > "$BENCH_TMP/kt_all"; : > "$BENCH_TMP/kt_pid"; : > "$BENCH_TMP/bt_all"
rm -f "$BENCH_TMP"/*.fail
i=0
while [ $i -lt "$REPS_L" ]; do
    run "$BENCH_TMP/kt_all" 120 "$KT" -e 'entry:libc:getpid, allow:libc:* { }'
    run "$BENCH_TMP/kt_pid" 120 "$KT" -p 1 -e 'entry:libc:getpid, allow:libc:* { }'
    i=$((i + 1))
done
# bpftrace attaches a uprobe at a time: one run, with a generous timeout.
run "$BENCH_TMP/bt_all" 300 "$BPFTRACE" -e 'uprobe:libc:* { @ = count(); }'

echo
echo "## Sessions over all of glibc"
echo
echo "\`kt -e 'entry:libc:getpid, allow:libc:* { }'\` (every function of libc.so.6, once per address)"
echo "system-wide and for one process (\`-p 1\`), against \`bpftrace -e 'uprobe:libc:* { @ = count(); }'\`."
echo "Attach: seconds from exec to the attach notice; detach: from SIGINT to exit. Medians of"
echo "$REPS_L runs (bpftrace: 1). Goal: at least 1,800 functions, each time under 1 s."
echo
echo "| run | attached (functions, links) | attach s | detach s | runs |"
echo "| --- | --- | ---: | ---: | ---: |"
row "kt, system-wide" "$BENCH_TMP/kt_all"
row "kt, -p 1" "$BENCH_TMP/kt_pid"
row "bpftrace uprobe:libc:*" "$BENCH_TMP/bt_all"
echo
echo "kt skips, with a warning, the functions whose first instruction a uprobe cannot go on (VEX,"
echo "lock-prefixed and EVEX instructions; see kt(7), Sessions)."
