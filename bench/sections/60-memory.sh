#!/bin/sh
# Memory under load (issue #6, item 6): the peak RSS and wall time of the
# tracer filling a map with MEM_KEYS (100,000) distinct keys and printing it
# at exit, kt vs bpftrace; and, for context, the same program run without
# the load (the map stays empty).
#
# The driver (bench/drivers/flood.c, `flood close N 1000`) calls close() on
# the fds 1000 .. 1000+N-1, which are not open (each fails with EBADF: a
# cheap system call); the tracer, started with -c, counts them by fd.
#
# usage: sh bench/sections/60-memory.sh    (root; env KT, BPFTRACE, REPS,
#        BENCH_TMP as bench/run.sh sets them, MEM_KEYS)
set -u
cd "$(dirname "$0")/../.."
. bench/lib.sh
K=${MEM_KEYS:-100000}
MAXKEYS=$((2 * K))
FIRST=1000
TMO=120
W=$BENCH_TMP/memory
mkdir -p "$W"
drv=$W/flood
cc -O2 -o "$drv" bench/drivers/flood.c || { say "memory: cannot build the driver"; exit 1; }

BODY='tracepoint:syscalls:sys_enter_close /pid == cpid && args->fd >= '$FIRST'/ { @m[args->fd] = count(); }'
KT_PROG="config { max_map_keys = $MAXKEYS } $BODY"

# one TAG NKEYS TOOL...: one run of TOOL... with the driver making NKEYS
# calls; appends "WALL RSS EXIT" to $W/TAG and the number of map entries
# printed to $W/TAG.keys.
one() {
    tag=$1 n=$2; shift 2
    wall_rss "$W/$tag" timeout -k 5 "$TMO" "$@" -c "$drv close $n $FIRST"
    keys=$(grep -c '^@m\[' "$W/$tag.out")
    echo "$keys" >> "$W/$tag.keys"
    say "memory: $tag: $(tail -1 "$W/$tag") (wall_s rss_kb exit), $keys keys printed"
    [ "$(tail -1 "$W/$tag" | awk '{ print $3 }')" = 0 ] || tail -3 "$W/$tag.out" >&2
}

rm -f "$W"/kt* "$W"/bt*
i=1
while [ "$i" -le "$REPS" ]; do
    one kt "$K" "$KT" -e "$KT_PROG"
    one bt "$K" env BPFTRACE_MAP_KEYS_MAX=$MAXKEYS "$BPFTRACE" -e "$BODY"
    one kt0 0 "$KT" -e "$KT_PROG"
    one bt0 0 env BPFTRACE_MAP_KEYS_MAX=$MAXKEYS "$BPFTRACE" -e "$BODY"
    i=$((i + 1))
done

# col TAG K: the median of column K of $W/TAG over the runs that exited 0.
col() { [ -s "$W/$1" ] && awk -v k="$2" '$3 == 0 { print $k }' "$W/$1" | median || echo nan; }
mib() { awk -v a="$1" 'BEGIN { if (a == "nan" || a == "") print "nan"; else print a / 1024 }'; }
# keys TAG: the entries printed, "N" when every run printed the same number.
keys() { sort -u "$W/$1.keys" | awk '{ printf "%s%s", (NR > 1 ? " / " : ""), $1 } END { print "" }'; }
row() {
    a=$2 b=$3
    printf '| %s | %s | %s | %s |\n' "$1" "$(fmt "$a" "$4")" "$(fmt "$b" "$4")" "$(ratio "$a" "$b")"
}

echo
echo "## Memory under load"
echo
echo "\`$BODY\` (kt: with \`config { max_map_keys = $MAXKEYS }\`;"
echo "bpftrace: \`BPFTRACE_MAP_KEYS_MAX=$MAXKEYS\`), started with \`-c 'flood close $K $FIRST'\`: $K close() calls on"
echo "fds that are not open, so $K distinct keys; the tracer exits with the command and prints the map."
echo "Without load, the same program and \`flood close 0\` (an empty map). Peak RSS of the whole process (\`/usr/bin/time -f %M\`)."
echo
echo "| measure | kt | bpftrace | ratio |"
echo "| --- | ---: | ---: | ---: |"
row "peak RSS with $K keys (MiB)" "$(mib "$(col kt 2)")" "$(mib "$(col bt 2)")" 1
row "wall time with $K keys (s)" "$(col kt 1)" "$(col bt 1)" 2
row "peak RSS without load (MiB)" "$(mib "$(col kt0 2)")" "$(mib "$(col bt0 2)")" 1
row "wall time without load (s)" "$(col kt0 1)" "$(col bt0 1)" 2
row "RSS added by the load (MiB)" "$(mib "$(awk -v a="$(col kt 2)" -v b="$(col kt0 2)" 'BEGIN { print a - b }')")" \
    "$(mib "$(awk -v a="$(col bt 2)" -v b="$(col bt0 2)" 'BEGIN { print a - b }')")" 1
printf '| map entries printed | %s | %s | |\n' "$(keys kt)" "$(keys bt)"
echo
echo "The issue sets no goal for this row; for comparison, its startup goal is ≤ 0.4× bpftrace's peak RSS."

# Where kt's time goes under the load: one more run under perf (the kt
# process only; percentages of its samples).
if [ "${PROFILE:-1}" != 0 ] && command -v perf > /dev/null; then
    say "memory: profiling kt"
    timeout -k 5 "$TMO" perf record -q -g -o "$W/perf.data" -- "$KT" -c "$drv close $K $FIRST" -e "$KT_PROG" \
        > /dev/null 2> "$W/perf.err"
    rep() { perf report -i "$W/perf.data" --pid "$ktpid" --percentage relative --stdio -g none "$@" 2> /dev/null; }
    ktpid=$(perf report -i "$W/perf.data" --no-children --sort pid,comm --stdio -g none 2> /dev/null |
        awk '$3 == "kt" && $2 ~ /:kt$/ { sub(/:kt$/, "", $2); print $2; exit }')
    if [ -n "$ktpid" ]; then
        kshare=$(rep --no-children --sort dso | awk '/^ *[0-9.]+%/ && /\[kernel/ { sub(/%/, "", $1); s += $1 } END { printf "%.0f", s }')
        share() { rep --children --sort sym | awk -v f="$1" '/^ *[0-9.]+%/ && $NF == f { sub(/%/, "", $1); print $1; exit }'; }
        create=$(share map_create) lookup=$(share map_lookup_elem) nextkey=$(share map_get_next_key)
        top=$(rep --no-children --sort sym |
            awk '/^ *[0-9.]+%/ && /\[\.\]/ { pct = $1; $1 = ""; $2 = ""; sub(/^ +/, ""); if (length($0) > 60) $0 = substr($0, 1, 57) "..."
                 printf "%s%s `%s`", (n++ ? ", " : ""), pct, $0; if (n == 5) exit }')
        echo
        echo "Profile of kt with the load (\`perf record -g\`, one run; shares of kt's samples): ${kshare:-?}% in the kernel"
        echo "(${create:-0}% creating the maps, per-CPU ones preallocated to max_map_keys; ${lookup:-0}% map lookups and ${nextkey:-0}% next-key calls"
        echo "reading them); top user-space functions (self): $top."
    fi
fi
