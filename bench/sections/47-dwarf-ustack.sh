#!/bin/sh
# Per-event cost of a user stack unwound with DWARF (issue #19): a uprobe
# on tests/testprogs/dwarf_stack's leaf() (main -> load_config ->
# open_config -> leaf) that prints its user stack, walked with frame
# pointers (`config { ustack_mode = fp }`, bpf_get_stackid in the kernel)
# or unwound with DWARF (`dw_ustack`: registers and ustack_bytes of stack
# copied per event, unwound by kt with libdw). Measured over a run of
# DWARF_CALLS calls: the BPF program's run_time_ns per event (kernel BPF
# statistics), kt's own CPU time per event (reading, unwinding,
# symbolizing, printing; utime + stime of its process), the traced
# program's wall time per call (uprobe trap included) and the records
# lost. Uprobes, so this runs on this machine.
#
# usage: sh bench/sections/47-dwarf-ustack.sh   (from bench/run.sh, or alone;
#        as root; prints a markdown fragment on stdout, progress on stderr)
# env:   KT, REPS, BENCH_TMP (bench/lib.sh); BUILD_DIR (the build with
#        tests/testprogs, default build); DWARF_CALLS (calls per run,
#        default 20000)
set -u
cd "$(dirname "$0")/../.." || exit 1
. bench/lib.sh
W=$BENCH_TMP/dwarf-ustack
rm -rf "$W" && mkdir -p "$W"
T=${BUILD_DIR:-$PWD/build}/tests/testprogs/dwarf_stack
N=${DWARF_CALLS:-20000}
HZ=$(getconf CLK_TCK)

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
echo "## User stacks: frame pointers vs DWARF"
echo
if [ ! -x "$T" ]; then
    echo "Not measured: no $T (build the tests first)."
    exit 0
fi
bpf_stats_on

F="/comm == \"dwarf_stack\"/"
prog() {
    case $1 in
    fp) printf 'config { ustack_mode = fp } uprobe:%s:leaf %s { print(ustack); }' "$T" "$F" ;;
    dwarf) printf 'uprobe:%s:leaf %s { print(dw_ustack); }' "$T" "$F" ;;
    dwarf4k) printf 'config { ustack_bytes = 4096 } uprobe:%s:leaf %s { print(dw_ustack); }' "$T" "$F" ;;
    dwarf64m) printf 'config { ringbuf_size = 67108864 } uprobe:%s:leaf %s { print(dw_ustack); }' "$T" "$F" ;;
    esac
}

# utime + stime of PID, in clock ticks.
cpu_ticks() { awk '{ print $14 + $15 }' /proc/"$1"/stat 2>/dev/null; }
now_ns() { date +%s%N; }

# measure MODE: appends "MODE BPF_NS KT_US WALL_US LOST FRAMES".
measure() {
    mode=$1 r=$W/run
    rm -f "$r".*
    if ! start_tracer "$r" timeout -k 5 300 env KT_NOTIFY_ATTACHED=1 "$KT" -e "$(prog "$mode")"; then
        say "dwarf ustack: $mode did not attach: $(grep -v '^Attaching' "$r.err" | head -1)"
        return 1
    fi
    tp=$TRACER_PID
    set -- $(bpf_run_totals "$tp")
    t0=$1 c0=$2
    k0=$(cpu_ticks "$tp")
    w0=$(now_ns)
    "$T" "$N" > /dev/null 2>&1
    w1=$(now_ns)
    set -- $(bpf_run_totals "$tp")
    t1=$1 c1=$2
    # kt drains what is queued (every 10 ms) and unwinds it: wait until its
    # CPU time stops growing.
    k1=$(cpu_ticks "$tp") i=0
    while [ $i -lt 100 ]; do
        sleep 0.2
        k2=$(cpu_ticks "$tp")
        [ "$k2" = "$k1" ] && break
        k1=$k2 i=$((i + 1))
    done
    stop_tracer
    lost=$(sed -n 's/^Lost \([0-9]*\) events$/\1/p' "$r.out" "$r.err" | head -1)
    frames=$(grep -c '^ *main+' "$r.out")
    awk -v m="$mode" -v dt=$((t1 - t0)) -v dc=$((c1 - c0)) -v dk=$((k1 - k0)) -v hz="$HZ" \
        -v dw=$((w1 - w0)) -v n="$N" -v lost="${lost:-0}" -v fr="$frames" \
        'BEGIN { if (dc >= n) printf "%s %.1f %.2f %.2f %s %s\n", m, dt / dc, dk / hz * 1e6 / n, dw / 1000 / n, lost, fr }' \
        >> "$W/data"
}

: > "$W/data"
say "dwarf ustack: $REPS runs of $N calls per mode"
rep=1
while [ "$rep" -le "$REPS" ]; do
    for mode in fp dwarf dwarf4k dwarf64m; do
        measure "$mode" || true
    done
    rep=$((rep + 1))
done

cell() { awk -v m="$1" -v f="$2" '$1 == m { print $f }' "$W/data" | median; }
echo "\`dwarf_stack $N\`: $N calls of leaf() four frames below main, each printing its user stack"
echo "(\`uprobe:…/dwarf_stack:leaf { print(…); }\`). BPF ns per event: the program's run_time_ns /"
echo "run_cnt; kt µs per event: kt's CPU time (utime + stime) over the run and its drain / $N;"
echo "traced µs per call: the traced program's wall time / $N (the uprobe's trap included);"
echo "stacks reaching main: of the $N printed. Median of REPS=$REPS."
echo
echo "| ustack | BPF ns per event | kt µs per event | traced µs per call | records lost | stacks reaching main |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
for m in fp dwarf dwarf4k dwarf64m; do
    case $m in
    fp) label='frame pointers (`ustack_mode = fp`)' ;;
    dwarf) label='DWARF (`dw_ustack`, 8 KiB copied)' ;;
    dwarf4k) label='DWARF (`dw_ustack`, `ustack_bytes = 4096`)' ;;
    dwarf64m) label='DWARF (`dw_ustack`, 8 KiB, `ringbuf_size` 64 MiB)' ;;
    esac
    printf '| %s | %s | %s | %s | %s | %s |\n' "$label" "$(fmt "$(cell $m 2)" 0)" "$(fmt "$(cell $m 3)" 1)" \
        "$(fmt "$(cell $m 4)" 1)" "$(fmt "$(cell $m 5)" 0)" "$(fmt "$(cell $m 6)" 0)"
done
echo
echo "The DWARF rows pay for copying the stack in BPF (bpf_probe_read_user of ustack_bytes, page by"
echo "page, and the record's copy into the ring buffer) and for the unwinding in kt (libdw, CFI parsed"
echo "once per binary); the frame-pointer row's stack is walked by the kernel and read from the stack"
echo "map. A record the full ring buffer refuses costs little, so rows that lose many show a lower BPF"
echo "cost than the one that loses none. Records lost (a sample and its print are two records): the"
echo "ring buffer kt gives a program that unwinds with DWARF (8 MiB, against 2 MiB) holds about 1,000"
echo "samples of 8 KiB, some 50 ms of this loop, and kt's first print of a stack with glibc frames"
echo "loads glibc's DWARF (libc6-dbg) for longer than that; from then on kt keeps up. A larger ring"
echo "buffer absorbs that start (last row, which prints every stack and so gives the whole cost per"
echo "event, in BPF and in kt), and so does a frame limit that stays in the traced binary"
echo "(\`dw_ustack(4)\` loses nothing here)."
