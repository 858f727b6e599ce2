#!/bin/bash
# Boots the test guest (QEMU, TCG: no KVM needed) on the kernel and initramfs
# that setup.sh prepared, with this machine's root filesystem shared
# read-only, runs SCRIPT ARGS... inside it as root, powers it off and exits
# with the script's status.
#
# usage: run-guest.sh [options] SCRIPT [ARGS...]
#   SCRIPT must be an absolute path on this machine (the guest sees the same
#   tree: the host's / read-only, with a tmpfs overlay for writes).
#   -t SECS     kill the guest after SECS seconds (default 1200)
#   -l LOG      console log (default $KT_GUEST_DIR/logs/guest-<date>.log)
#   -k VMLINUZ  kernel image   } default: from $KT_GUEST_DIR/guest.env,
#   -i INITRD   initramfs      }          written by setup.sh
#   -m MEM      guest memory (default 2G)    -c CPUS  vCPUs (default 2)
#   -A ACCEL    tcg or kvm (default tcg, or $KT_GUEST_ACCEL)
#   -q          do not copy the console to stdout (log only)
# env: KT_GUEST_DIR (default /var/tmp/kt-guest); QEMU (qemu-system-x86_64);
#      QEMU_DATADIR (firmware directory for -L, for an unpacked qemu)
#
# The console comes out on stdout, every line prefixed with [seconds since
# boot started] on the host. Exit status: the script's; 124 when the guest was
# killed by the timeout; 125 when it ended without reporting a status (kernel
# panic, init failure: see the console); 2 for usage and setup errors.
# Neither QEMU nor virtiofsd outlives this script (timeout, signal traps and
# a parent-death signal).
set -uo pipefail

D=${KT_GUEST_DIR:-/var/tmp/kt-guest}
TIMEOUT=1200; LOG=""; VMLINUZ=""; INITRD=""; MEM=2G; CPUS=2; ACCEL=${KT_GUEST_ACCEL:-tcg}; QUIET=0
usage() { sed -n '2,/^set -uo/p' "$0" | sed '$d'; exit 2; }
while getopts "t:l:k:i:m:c:A:qh" opt; do
  case $opt in
    t) TIMEOUT=$OPTARG ;; l) LOG=$OPTARG ;; k) VMLINUZ=$OPTARG ;; i) INITRD=$OPTARG ;;
    m) MEM=$OPTARG ;; c) CPUS=$OPTARG ;; A) ACCEL=$OPTARG ;; q) QUIET=1 ;; *) usage ;;
  esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || usage
err() { echo "run-guest: $*" >&2; exit 2; }

if [ -z "$VMLINUZ" ] || [ -z "$INITRD" ]; then
  [ -f "$D/guest.env" ] || err "no $D/guest.env: run tests/vm/setup.sh first (or give -k and -i)"
  # shellcheck disable=SC1091
  . "$D/guest.env"
fi
[ -f "$VMLINUZ" ] || err "kernel image $VMLINUZ not found (run tests/vm/setup.sh)"
[ -f "$INITRD" ] || err "initramfs $INITRD not found (run tests/vm/setup.sh)"
case "$1" in /*) ;; *) err "the script must be an absolute path: $1" ;; esac
[ -x "$1" ] || err "$1 is not executable"
QEMU=${QEMU:-qemu-system-x86_64}
command -v "$QEMU" >/dev/null || err "$QEMU not found (run tests/vm/setup.sh)"
[ "$(id -u)" = 0 ] || err "must run as root (virtiofsd shares /)"

mkdir -p "$D/run" "$D/logs"
RUN=$(mktemp -d "$D/run/job.XXXXXX") || err "cannot create a run directory in $D/run"
chmod 755 "$RUN"
LOG=${LOG:-$D/logs/guest-$(date +%Y%m%d-%H%M%S)-$$.log}
# Keep the 30 newest logs.
ls -1t "$D"/logs/guest-*.log 2>/dev/null | tail -n +30 | xargs -r rm -f

# The command the guest runs: SCRIPT ARGS..., through a file on the share.
{
  echo '#!/bin/sh'
  printf 'exec'; printf ' %q' "$@"; echo
} > "$RUN/cmd.sh"
chmod 755 "$RUN/cmd.sh"

# Share: virtiofs when the initramfs has no 9p module (the cloud kernel).
SHARE=virtiofs
if gzip -dc "$INITRD" | cpio -it --quiet 2>/dev/null | grep -q '^modules/9p\.ko$'; then SHARE=9p; fi

QPID=""; VFSD_PID=""
cleanup() {
  trap - EXIT INT TERM HUP
  [ -n "$QPID" ] && kill -TERM "$QPID" 2>/dev/null && { sleep 1; kill -KILL "$QPID" 2>/dev/null; }
  [ -n "$VFSD_PID" ] && kill -TERM "$VFSD_PID" 2>/dev/null
  [ -n "$VFSD_PID" ] && wait "$VFSD_PID" 2>/dev/null
  rm -rf "$RUN"
}
trap cleanup EXIT
trap 'echo "run-guest: interrupted, killing the guest" >&2; cleanup; exit 130' INT TERM HUP

SHARE_ARGS=()
case "$SHARE" in
  9p)
    SHARE_ARGS=(-virtfs local,path=/,mount_tag=hostroot,security_model=none,readonly=on,multidevs=remap,id=hostroot)
    ;;
  virtiofs)
    # virtiofsd of qemu 7.2 has no read-only option: run it in a private
    # mount namespace where / is remounted read-only. It wants a writable
    # /run (lock file) and a writable directory for its socket there.
    SOCK=$RUN/vfsd.sock
    VFSD=/usr/lib/qemu/virtiofsd
    [ -x "$VFSD" ] || err "$VFSD not found (qemu-system-common)"
    setpriv --pdeathsig KILL unshare -m --propagation private sh -c \
      "mount --bind $RUN $RUN && mount -t tmpfs tmpfs /run && mount -o remount,bind,ro / &&
       exec $VFSD --socket-path=$SOCK -o source=/ -o sandbox=chroot -o cache=always -o log_level=err" \
      > "$RUN/virtiofsd.log" 2>&1 &
    VFSD_PID=$!
    for _ in $(seq 200); do [ -S "$SOCK" ] && break; kill -0 $VFSD_PID 2>/dev/null || break; sleep 0.05; done
    [ -S "$SOCK" ] || { cat "$RUN/virtiofsd.log" >&2; err "virtiofsd did not start"; }
    SHARE_ARGS=(-chardev "socket,id=vfs,path=$SOCK"
                -device vhost-user-fs-pci,chardev=vfs,tag=hostroot,queue-size=1024
                -object "memory-backend-memfd,id=mem,size=$MEM,share=on" -numa node,memdev=mem)
    ;;
esac

case "$ACCEL" in
  tcg) ACCEL_ARGS=(-accel tcg,thread=multi -cpu max) ;;
  kvm) ACCEL_ARGS=(-accel kvm -cpu host) ;;
  *) err "bad -A $ACCEL (tcg or kvm)" ;;
esac

# quiet + loglevel=2: only emergencies and alerts (oopses, panics) interleave
# with the script's output. panic=-1: a panic powers off at once.
CMDLINE="console=ttyS0 quiet loglevel=2 panic=-1 oops=panic mitigations=off rdinit=/init kt.share=$SHARE kt.script=$RUN/cmd.sh"

T0US=${EPOCHREALTIME/[.,]/}
QVER=$("$QEMU" --version 2>/dev/null | sed -n '1s/.*version \([^ ]*\).*/\1/p')
echo "[run-guest] kernel=$(basename "$VMLINUZ") qemu=${QVER:-?} share=$SHARE accel=$ACCEL mem=$MEM cpus=$CPUS timeout=${TIMEOUT}s log=$LOG" | tee "$LOG" >&2
mkfifo "$RUN/console"
# timeout kills QEMU after TIMEOUT s (SIGKILL 10 s later if needed); the
# parent-death signals take both down if this script is killed.
( exec setpriv --pdeathsig KILL timeout -k 10 "$TIMEOUT" setpriv --pdeathsig KILL \
    "$QEMU" ${QEMU_DATADIR:+-L "$QEMU_DATADIR"} "${ACCEL_ARGS[@]}" -M pc -m "$MEM" -smp "$CPUS" \
    -nographic -no-reboot -nodefaults -serial stdio \
    -kernel "$VMLINUZ" -initrd "$INITRD" -append "$CMDLINE" \
    "${SHARE_ARGS[@]}" ) < /dev/null > "$RUN/console" 2>&1 &
QPID=$!
sed -u 's/\x1b\[[0-9;?]*[a-zA-Z]//g; s/\x1bc//g' < "$RUN/console" |
  while IFS= read -r line; do
    d=$(( ${EPOCHREALTIME/[.,]/} - T0US ))
    printf '[%4d.%03d] %s\n' $((d / 1000000)) $((d % 1000000 / 1000)) "${line%$'\r'}"
  done | if [ $QUIET = 1 ]; then cat >> "$LOG"; else tee -a "$LOG"; fi
wait "$QPID"; QRC=$?
QPID=""
d=$(( ${EPOCHREALTIME/[.,]/} - T0US ))
WALL=$(printf '%d.%01d' $((d / 1000000)) $((d % 1000000 / 100000)))
RC=$(grep -a -o 'KTGUEST_EXIT=[0-9]*' "$LOG" | tail -1 | cut -d= -f2)
if [ "$QRC" = 124 ] || [ "$QRC" = 137 ]; then
  echo "[run-guest] TIMEOUT: the guest was still running after ${TIMEOUT}s and was killed (log $LOG)" | tee -a "$LOG" >&2
  exit 124
fi
if [ -z "$RC" ]; then
  echo "[run-guest] the guest ended without a status (qemu exit $QRC, ${WALL}s): panic or init failure, see $LOG" | tee -a "$LOG" >&2
  exit 125
fi
echo "[run-guest] guest script exit $RC, ${WALL}s wall (log $LOG)" | tee -a "$LOG" >&2
exit "$RC"
