#!/bin/bash
# The kernel e2e stage (ctest: kernel_e2e): prepares the test guest
# (setup.sh: packages, Debian's cloud kernel, the initramfs; setup-dbg.sh:
# its vmlinux with DWARF; setup-headers.sh: its linux-headers packages; all
# cached), boots
# it once (run-guest.sh) and runs the whole kernel suite,
# tests/e2e/kernel/*.test, inside that one boot (guest-e2e.sh). Per-case
# results come out on the console as they happen; a summary with the
# failing cases and the durations of the setup and of the guest stage ends
# the output.
#
# usage: kernel-e2e.sh --kt KT --testprogs DIR [options] [run.py options] [FILE.test...]
#   --kt KT            the kt binary (or bpftrace, with --bpftrace-compat)
#   --testprogs DIR    the built tests/testprogs
#   -t SECS            kill the guest after SECS (default 1200; $KT_GUEST_TIMEOUT)
#   --backports        boot bookworm-backports' 6.12 kernel on qemu 10 instead
#                      (setup-backports.sh): kprobe.multi, a newer verifier
#   other options (--bpftrace-compat, --filter RE, -v, -j N) and .test files go
#   to run.py in the guest.
# env: KT_GUEST_DIR (cache, default /var/tmp/kt-guest), KT_GUEST_ACCEL (tcg|kvm),
#      KT_KERNEL_E2E=skip: do not run; exit 77 (ctest reports the test as skipped).
#
# Exit status: 0 every case passed; 1 a case failed, the guest died or timed
# out, or the guest could not be set up (the message says which); 77 skipped
# on request.
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
D=${KT_GUEST_DIR:-/var/tmp/kt-guest}
TIMEOUT=${KT_GUEST_TIMEOUT:-1200}
KT=""; TESTPROGS=""; PASS_ARGS=(); BACKPORTS=0
while [ $# -gt 0 ]; do
  case "$1" in
    --kt) KT=$2; shift 2 ;;
    --testprogs) TESTPROGS=$2; shift 2 ;;
    -t) TIMEOUT=$2; shift 2 ;;
    --backports) BACKPORTS=1; shift ;;
    -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d'; exit 0 ;;
    *) PASS_ARGS+=("$1"); shift ;;
  esac
done

fail() { echo "kernel-e2e: FAILED: $*" >&2; exit 1; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

if [ "${KT_KERNEL_E2E:-}" = skip ]; then
  echo "kernel-e2e: skipped (KT_KERNEL_E2E=skip)"
  exit 77
fi
[ -n "$KT" ] && [ -n "$TESTPROGS" ] || fail "usage: kernel-e2e.sh --kt KT --testprogs DIR [...]"
KT=$(readlink -f "$KT"); TESTPROGS=$(readlink -f "$TESTPROGS")
[ -x "$KT" ] || fail "$KT is not an executable file"
[ -x "$TESTPROGS/tp_target" ] || fail "$TESTPROGS has no tp_target: build tests/testprogs"
[ "$(id -u)" = 0 ] || fail "the kernel e2e stage must run as root (it installs packages and shares / with the guest); set KT_KERNEL_E2E=skip to skip it"

# 1. setup (cached after the first run)
mkdir -p "$D" || fail "cannot create $D"
T0=$EPOCHREALTIME
if ! "$HERE/setup.sh" > "$D/setup.log" 2>&1; then
  cat "$D/setup.log" >&2
  fail "the test guest cannot be set up here (see above): it needs qemu-system-x86, busybox-static, cpio and Debian's linux-image-cloud-amd64 from apt; set KT_KERNEL_E2E=skip to skip this stage"
fi
sed 's/^/kernel-e2e: /' "$D/setup.log"
ENVFILE=$D/guest.env
GUEST_ARGS=()
# qemu 10 from bookworm-backports for both kernels: bookworm's qemu 7.2
# mishandles the kernel patching its own text under TCG now and then (6.12
# crashes at boot; 6.1 once jumped to address 0 in vfs_read while kprobes
# and trampolines came and went on it). Without backports, the 6.1 stage
# falls back to bookworm's qemu and says so.
if "$HERE/setup-backports.sh" > "$D/setup-bpo.log" 2>&1; then
  sed 's/^/kernel-e2e: /' "$D/setup-bpo.log"
  # shellcheck disable=SC1091
  eval "$(. "$D/guest-bpo.env"; printf 'BPO_VMLINUZ=%q BPO_INITRD=%q QEMU=%q QEMU_DATADIR=%q' \
    "$VMLINUZ" "$INITRD" "$QEMU" "$QEMU_DATADIR")"
  export QEMU QEMU_DATADIR
  if [ $BACKPORTS = 1 ]; then
    ENVFILE=$D/guest-bpo.env
    GUEST_ARGS=(-k "$BPO_VMLINUZ" -i "$BPO_INITRD")
  fi
elif [ $BACKPORTS = 1 ]; then
  cat "$D/setup-bpo.log" >&2
  fail "the bookworm-backports guest cannot be set up here (see above); set KT_KERNEL_E2E=skip to skip this stage"
else
  echo "kernel-e2e: bookworm-backports' qemu 10 could not be fetched (see $D/setup-bpo.log); using $(qemu-system-x86_64 --version | head -1)"
fi
# optional NAME VAR FLAG WHAT: runs setup-NAME.sh for the guest's kernel;
# on success appends FLAG and the value of its VAR=... line to GUEST_EXTRA,
# else says which cases (WHAT) will be skipped.
GUEST_EXTRA=()
optional() {
  if "$HERE/setup-$1.sh" "$ENVFILE" > "$D/setup-$1.out" 2> "$D/setup-$1.log"; then
    sed 's/^/kernel-e2e: /' "$D/setup-$1.log"
    GUEST_EXTRA+=("$3" "$(sed -n "s/^$2=//p" "$D/setup-$1.out")")
  else
    sed 's/^/kernel-e2e: /' "$D/setup-$1.log"
    echo "kernel-e2e: no $4 for this kernel: the cases that need it will be skipped"
  fi
}
# The kernel's vmlinux with DWARF, for the cases on kernel source lines
# (the 6.12 backports kernel has none here).
[ $BACKPORTS = 1 ] || optional dbg VMLINUX_DBG --vmlinux-dbg "vmlinux with DWARF"
# The kernel's headers, for the cases whose scripts #include them.
optional headers KERNEL_HEADERS --kernel-headers "linux-headers packages"
T1=$EPOCHREALTIME
SETUP=$(secs "$T0" "$T1")

# 2. one boot, the whole suite
LOG=$D/logs/kernel-e2e-$(date +%Y%m%d-%H%M%S)-$$.log
mkdir -p "$D/logs"
ls -1t "$D"/logs/kernel-e2e-*.log 2>/dev/null | tail -n +11 | xargs -r rm -f
"$HERE/run-guest.sh" -t "$TIMEOUT" -l "$LOG" "${GUEST_ARGS[@]}" "$HERE/guest-e2e.sh" "${GUEST_EXTRA[@]}" --kt "$KT" --testprogs "$TESTPROGS" "${PASS_ARGS[@]}"
GRC=$?
T2=$EPOCHREALTIME
GUEST=$(secs "$T1" "$T2")

# 3. summary from the console log
strip() { sed -n 's/^\[ *[0-9.]*\] KTE2E| //p' "$LOG"; }
BOOT=$(sed -n 's/^\[ *\([0-9.]*\)\] KTGUEST: running .*/\1/p' "$LOG" | head -1)
SUITE=$(strip | sed -n 's/^suite: exit [0-9]*, \([0-9.]*\) s in the guest$/\1/p' | tail -1)
NPASS=$(strip | grep -c '^PASS ')
NFAIL=$(strip | grep -c '^FAIL ')
NSKIP=$(strip | grep -c '^SKIP ')
echo
echo "=== kernel e2e summary ($(basename "$KT"), kernel $(. "$ENVFILE"; echo "$KVER"))"
if [ "$NFAIL" -gt 0 ]; then
  echo "failed cases:"
  strip | sed -n 's/^FAIL \(.*\) ([0-9.]*s)$/  \1/p'
fi
echo "$NPASS passed, $NFAIL failed, $NSKIP skipped"
echo "setup ${SETUP}s; guest stage ${GUEST}s (boot to the suite ${BOOT:-?}s, suite ${SUITE:-?}s); console log $LOG"

case $GRC in
  0) [ "$NPASS" -gt 0 ] || fail "no case ran"; exit 0 ;;
  1) [ "$NFAIL" -gt 0 ] && fail "$NFAIL case(s) failed"; fail "the suite exited 1 without a failing case (see the log)" ;;
  124) fail "the guest timed out after ${TIMEOUT}s and was killed; the last case lines above show where it hung" ;;
  125) fail "the guest died (kernel panic or init failure; the console log $LOG has the kernel's last words)" ;;
  *) fail "the guest stage exited $GRC (see $LOG)" ;;
esac
