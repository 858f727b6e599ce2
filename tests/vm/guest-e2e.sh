#!/bin/bash
# Runs INSIDE the test guest (run-guest.sh starts it): the kernel e2e suite,
# tests/e2e/kernel/*.test, through tests/e2e/run.py. Every line of the
# runner's output goes to the console prefixed with "KTE2E| " so that the
# host (kernel-e2e.sh) can pick the results out of the kernel's messages.
#
# usage: guest-e2e.sh [--vmlinux-dbg PATH] [--kernel-headers DIR] --kt KT --testprogs DIR [run.py options...] [FILE.test...]
#   --vmlinux-dbg PATH: the kernel's vmlinux with DWARF (setup-dbg.sh), given
#   to the cases as $KT_VMLINUX_DBG.
#   --kernel-headers DIR: the kernel's linux-headers packages unpacked
#   (setup-headers.sh), linked where installing them would put them:
#   /usr/src/linux-headers-*, /lib/modules/KVER/build and source (the
#   guest's root is an overlay on the host's, writable in memory).
#   Everything else is passed to run.py; without .test files, all of
#   tests/e2e/kernel/*.test. Exit status: run.py's.
set -u
while [ $# -gt 1 ]; do
  case "$1" in
    --vmlinux-dbg) export KT_VMLINUX_DBG=$2; shift 2 ;;
    --kernel-headers)
      for d in "$2"/usr/src/*; do ln -sfn "$d" /usr/src/; done
      mkdir -p /lib/modules && cp -a "$2/lib/modules/$(uname -r)" /lib/modules/
      shift 2 ;;
    *) break ;;
  esac
done
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)

say() { echo "KTE2E| $*"; }

# The loopback interface is down in a fresh guest; the network cases use it.
ip link set lo up 2>/dev/null || busybox ip link set lo up 2>/dev/null || true

say "guest: kernel $(uname -r), $(nproc) CPUs, $(awk '/MemTotal/ { printf "%d MB", $2 / 1024 }' /proc/meminfo)"
say "guest: BTF $( [ -e /sys/kernel/btf/vmlinux ] && echo yes || echo NO ), kernel headers $( [ -e "/lib/modules/$(uname -r)/source/include/linux" ] && echo yes || echo no ), modules: $(cut -d' ' -f1 /proc/modules | sort | tr '\n' ' ')"

files=()
have_files=0
for a in "$@"; do case "$a" in *.test) have_files=1 ;; esac; done
[ $have_files = 1 ] || files=("$REPO"/tests/e2e/kernel/*.test)

T0=$EPOCHREALTIME
/usr/bin/python3 -u "$REPO/tests/e2e/run.py" -j "${KT_E2E_JOBS:-2}" "$@" "${files[@]}" 2>&1 | sed -u 's/^/KTE2E| /'
rc=${PIPESTATUS[0]}
say "suite: exit $rc, $(awk -v a="$T0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }') s in the guest"
exit "$rc"
