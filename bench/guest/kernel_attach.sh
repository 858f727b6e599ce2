#!/bin/sh
# Runs INSIDE the test guest (bench/sections/35-kernel-attach.sh boots it):
# kt and bpftrace attach fentry:vfs_* and kprobe:vfs_* and exit at once,
# alternating, REPS times each; then a session over the kernel's *show*
# functions, some 1,600 (kt: entry:*show*, one kprobe.session link on
# Linux 6.10+, else a kprobe and a kretprobe each) against bpftrace's
# kprobe:*show* and kretprobe:*show* (usage: kernel_attach.sh KT [REPS
# [KINDS]], KINDS a subset of "fentry kprobe session"). One line
# per run on the console:
#   KTBENCH| KIND TOOL STATUS WALL_S ATTACH_S DETACH_S FUNCTIONS TAIL_S
# ATTACH_S, DETACH_S and FUNCTIONS come from kt's messages. bpftrace reports
# none: its ATTACH_S runs from its "Attaching N probes..." line (printed
# before it attaches) to the __BPFTRACE_NOTIFY_PROBES_ATTACHED line it prints
# once attached, its DETACH_S from there to its exit, FUNCTIONS is "-".
# TAIL_S is the time from the tool's "Attaching N probes..." line to its
# exit: for bpftrace attach + detach (the program exits after 1 ms); kt
# prints that line once attached.
KT=$1 REPS=${2:-2} KINDS=${3:-fentry kprobe session}
say() { echo "KTBENCH| $*"; }
say "kernel $(uname -r), $(nproc) CPUs"
now() { date +%s.%N; }
SETS="*show*"
i=0
while [ "$i" -lt "$REPS" ]; do
    for kind in $KINDS; do
        for tool in kt bpftrace; do
            prog="$kind:vfs_* { @[probe] = count(); } interval:ms:1 { exit(); }"
            if [ "$kind" = session ] && [ "$tool" = kt ]; then
                prog="entry:$SETS { @n = count(); } interval:ms:1 { exit(); }"
            elif [ "$kind" = session ]; then
                prog="kprobe:$SETS, kretprobe:$SETS { @n = count(); } interval:ms:1 { exit(); }"
            fi
            t0=$(now)
            rm -f /tmp/bench.out /tmp/bench.err
            if [ "$tool" = kt ]; then
                "$KT" -e "$prog" > /tmp/bench.out 2> /tmp/bench.err &
            else # bpftrace 0.17 spells fentry kfunc
                __BPFTRACE_NOTIFY_PROBES_ATTACHED=1 \
                    bpftrace -e "$(echo "$prog" | sed 's/^fentry:/kfunc:/')" > /tmp/bench.out 2> /tmp/bench.err &
            fi
            pid=$!
            ta="" tn=""
            while kill -0 "$pid" 2> /dev/null; do
                if [ -z "$ta" ] && grep -qs '^Attaching' /tmp/bench.out /tmp/bench.err; then ta=$(now); fi
                if [ -z "$tn" ] && grep -qs '^__BPFTRACE_NOTIFY_PROBES_ATTACHED' /tmp/bench.out /tmp/bench.err; then tn=$(now); fi
                sleep 0.02
            done
            wait "$pid"
            rc=$?
            t1=$(now)
            tail_s=-
            [ -n "$ta" ] && tail_s=$(echo "$t1 - $ta" | bc)
            att=$(sed -n 's/^kt: attached \([0-9]*\) kernel functions in \([0-9.]*\) s.*/\2 \1/p' /tmp/bench.err)
            det=$(sed -n 's/^kt: detached in \([0-9.]*\) s.*/\1/p' /tmp/bench.err)
            if [ "$tool" = bpftrace ] && [ -n "$ta" ] && [ -n "$tn" ]; then
                att="$(echo "$tn - $ta" | bc) -" det=$(echo "$t1 - $tn" | bc)
            fi
            set -- ${att:-- -}
            say "$kind $tool $rc $(echo "$t1 - $t0" | bc) $1 ${det:--} $2 $tail_s"
            [ "$rc" = 0 ] || sed 's/^/KTBENCH| err: /' /tmp/bench.err | head -5
        done
    done
    i=$((i + 1))
done
