#!/bin/sh
# Kernel-function attach scaling (issue #6 item 3): fentry:vfs_* and
# kprobe:vfs_* in the test guest of tests/vm (QEMU TCG, Debian's kernel),
# since this machine's kernel refuses both. kt vs bpftrace, alternating.
# env: KT, BENCH_TMP (bench/run.sh), GUEST_REPS (default 2), KT_GUEST_DIR
. bench/lib.sh
R=${GUEST_REPS:-2}
D=${KT_GUEST_DIR:-/var/tmp/kt-guest}
W=$BENCH_TMP/kernel-attach
mkdir -p "$W"

echo
echo "## Kernel-function attach (test guest)"
echo
if ! bash tests/vm/setup.sh > "$W/setup.log" 2>&1; then
    say "kernel attach: the guest cannot be set up (see $W/setup.log)"
    echo "Not measured: the test guest (tests/vm/setup.sh) could not be set up here."
    exit 0
fi
GUEST=""
if bash tests/vm/setup-backports.sh > "$W/setup-bpo.log" 2>&1; then
    # shellcheck disable=SC1091
    eval "$(. "$D/guest-bpo.env"; printf 'VMLINUZ=%s INITRD=%s QEMU=%s QEMU_DATADIR=%s' "$VMLINUZ" "$INITRD" "$QEMU" "$QEMU_DATADIR")"
    export QEMU QEMU_DATADIR
    GUEST="-k $VMLINUZ -i $INITRD"
fi
say "kernel attach: booting the guest, $R runs per tool and probe kind"
# shellcheck disable=SC2086
bash tests/vm/run-guest.sh -q -t 600 -l "$W/console.log" $GUEST "$PWD/bench/guest/kernel_attach.sh" "$KT" "$R" > /dev/null 2>&1
st=$?
sed -n 's/.*KTBENCH| //p' "$W/console.log" > "$W/data"
kernel=$(sed -n 's/^kernel \([^,]*\),.*/\1/p' "$W/data" | head -1)
if [ "$st" != 0 ] || ! grep -q '^fentry kt ' "$W/data"; then
    say "kernel attach: the guest run failed (status $st; see $W/console.log)"
    echo "Not measured: the guest run failed (status $st)."
    exit 0
fi
echo "\`KIND:vfs_* { @[probe] = count(); } interval:ms:1 { exit(); }\` in the test guest (QEMU without"
echo "KVM, kernel $kernel, 2 vCPUs): wall time of the whole process (start, attach, detach),"
echo "median of $R runs, the tools alternating. kt reports its attach and detach times and the number"
echo "of functions; bpftrace 0.17 does not (and spells fentry \`kfunc\`): its attach runs from its"
echo "\"Attaching N probes...\" line, printed before it attaches, to the line"
echo "\`__BPFTRACE_NOTIFY_PROBES_ATTACHED=1\` makes it print once attached, and its detach from there"
echo "to its exit (the programs exit after 1 ms). Everything runs emulated: compare the ratios."
echo
echo "| probes | kt functions | attach s kt | bpftrace | detach s kt | bpftrace | attach + detach s kt | bpftrace | ratio | whole run s kt | bpftrace | ratio |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
for kind in fentry kprobe session; do
    col() { awk -v k="$kind" -v t="$1" -v f="$2" '$1 == k && $2 == t && $3 == 0 && $f != "-" { print $f }' "$W/data" | median; }
    kw=$(col kt 4) bw=$(col bpftrace 4)
    fails=$(awk -v k="$kind" '$1 == k && $3 != 0' "$W/data" | wc -l)
    [ "$fails" = 0 ] || say "kernel attach: $fails $kind runs failed (see $W/console.log)"
    label="\`$kind:vfs_*\`"
    [ "$kind" = session ] && label="session: \`entry:*show*\` (bpftrace: \`kprobe:*show*, kretprobe:*show*\`)"
    # attach + detach: kt's own figures; bpftrace's from its "Attaching" line to its exit.
    ka=$(awk -v k="$kind" '$1 == k && $2 == "kt" && $3 == 0 && $5 != "-" && $6 != "-" { print $5 + $6 }' "$W/data" | median)
    ba=$(col bpftrace 8)
    printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$label" "$(col kt 7 | cut -d. -f1)" \
        "$(fmt "$(col kt 5)" 2)" "$(fmt "$(col bpftrace 5)" 2)" "$(fmt "$(col kt 6)" 2)" "$(fmt "$(col bpftrace 6)" 2)" \
        "$(fmt "$ka" 2)" "$(fmt "$ba" 2)" "$(ratio "$ka" "$ba")" "$(fmt "$kw" 2)" "$(fmt "$bw" 2)" "$(ratio "$kw" "$bw")"
done
echo
echo "An fentry program is one BPF trampoline per function: detaching removes each function's ftrace"
echo "entry under one lock and waits for RCU-tasks grace periods for each, so kt's threads cannot"
echo "overlap them (the note on issue #4 has the kernel profile). kt attaches kprobe wildcards with"
echo "kprobe.multi links where the kernel has them (Linux 5.18+), which attach and detach in one step."
echo "The session row: kt's session and bpftrace's kprobe and kretprobe wildcards attach the same"
echo "functions. Where the kernel has kprobe.session links (Linux 6.10+), kt attaches one program to each"
echo "function through one link, at entry and return, and counts each function once; before, a kprobe"
echo "and a kretprobe (a kprobe.multi and a kretprobe.multi link), counted twice."
echo "Attach + detach: kt's own figures; bpftrace's from its \"Attaching N probes...\" line to its exit."
echo "The whole-process times add each tool's start (emulated: loading LLVM and reading BTF take seconds"
echo "in the guest)."
