#!/bin/sh
# Attach scaling (issue #6 item 3): every syscall-entry tracepoint, and
# uprobes on 100 and 1,000 functions of a generated binary, kt vs bpftrace.
# Each program exits from an interval probe once attached: the wall time
# is start + attach + detach, what a user waits for. Goal: the syscall
# tracepoints in <= 0.15x bpftrace's time.
. bench/lib.sh

# fns: 1,000 functions fn_0000 .. fn_0999 (fn_00* are the first 100).
awk 'BEGIN { for (i = 0; i < 1000; i++) printf "__attribute__((noinline)) int fn_%04d(int x) { return x + %d; }\n", i, i;
             print "int main(void) { return 0; }" }' > "$BENCH_TMP/fns.c"
cc -O1 -o "$BENCH_TMP/fns" "$BENCH_TMP/fns.c"
export BPFTRACE_MAX_PROBES=4096 BPFTRACE_MAX_BPF_PROGS=4096

row() { # NAME COUNT-DESCRIPTION PROGRAM GOAL BPFTRACE_RUNS
    name=$1 what=$2 prog=$3 goal=$4 bt_runs=$5
    : > "$BENCH_TMP/kt.t"; : > "$BENCH_TMP/bt.t"
    i=0
    while [ $i -lt "$REPS" ]; do
        wall_rss "$BENCH_TMP/kt.t" timeout 120 "$KT" -e "$prog"
        # bpftrace takes tens of seconds here and varies little: fewer runs.
        [ $i -lt "$bt_runs" ] && wall_rss "$BENCH_TMP/bt.t" timeout 300 "$BPFTRACE" -e "$prog"
        i=$((i + 1))
    done
    kw=$(awk '$3 == 0 { print $1 }' "$BENCH_TMP/kt.t" | median)
    bw=$(awk '$3 == 0 { print $1 }' "$BENCH_TMP/bt.t" | median)
    r=$(ratio "$kw" "$bw")
    met="-"
    [ -n "$goal" ] && met=$(meets "$r" le "$goal")
    kprobes=$(sed -n 's/^Attaching \([0-9]*\) probes.*/\1/p' "$BENCH_TMP/kt.t.out" | tail -1)
    printf '| %s | %s | %s | %s | %s (%s) | %s | %s |\n' "$name" "$what" "${kprobes:--}" "$(fmt "$kw" 2)" "$(fmt "$bw" 2)" \
        "$(awk '$3 == 0' "$BENCH_TMP/bt.t" | wc -l) runs" "$r" "$met"
}

echo
echo "## Attach scaling"
echo
echo "Wall time of the whole process for programs that exit from an interval probe once every"
echo "probe is attached (start, attach, detach). Goal: the syscall-entry tracepoints in <= 0.15x"
echo "bpftrace's time."
echo
echo "| probes | what | kt attached | kt s | bpftrace s (runs) | ratio | goal met |"
echo "| --- | --- | ---: | ---: | ---: | ---: | --- |"
row 'tracepoint:syscalls:sys_enter_*' "every syscall entry" \
    'tracepoint:syscalls:sys_enter_* { @[probe] = count(); } interval:ms:1 { exit(); }' 0.15 2
row "uprobe: 100 functions" "generated binary" \
    "uprobe:$BENCH_TMP/fns:fn_00* { @[probe] = count(); } interval:ms:1 { exit(); }" "" 2
row "uprobe: 1,000 functions" "generated binary" \
    "uprobe:$BENCH_TMP/fns:fn_0* { @[probe] = count(); } interval:ms:1 { exit(); }" "" 1
echo
echo "kt attaches a uprobe wildcard with one uprobe.multi link (Linux 6.6+): it detaches in one step,"
echo "where uprobes detached one by one (bpftrace; kt on older kernels) wait about 0.1 s each."
echo
echo "Kernel functions (fentry/kprobe on vfs_*) cannot be attached on this machine; their"
echo "figures come from the test guest (QEMU TCG), in the next section."
