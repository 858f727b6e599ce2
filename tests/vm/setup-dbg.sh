#!/bin/bash
# Fetches the vmlinux with DWARF of the guest's kernel, for the kernel e2e
# cases that check source lines and inlined frames in kernel stacks (kt -k).
# Debian ships it in linux-image-KVER-dbg (283 MB for 6.1, 1.75 GB
# unpacked with every module's debug file); only the vmlinux is extracted
# (about 590 MB, cached under $KT_GUEST_DIR/dbg) and the package removed.
#
# usage: setup-dbg.sh ENVFILE   (guest.env or guest-bpo.env: its KVER names
#        the kernel). Prints VMLINUX_DBG=PATH. Exit status: 0 ready; 1 it
#        could not be fetched (no network, no such package): the message says so.
set -euo pipefail
D=${KT_GUEST_DIR:-/var/tmp/kt-guest}
ENVFILE=${1:?usage: setup-dbg.sh ENVFILE}
say() { echo "setup-dbg: $*" >&2; }
fail() { echo "setup-dbg: ERROR: $*" >&2; exit 1; }

# shellcheck disable=SC1090
KVER=$(. "$ENVFILE"; echo "$KVER")
[ -n "$KVER" ] || fail "$ENVFILE names no KVER"
OUT=$D/dbg/vmlinux-$KVER
if [ -s "$OUT" ]; then
  echo "VMLINUX_DBG=$OUT"
  exit 0
fi
mkdir -p "$D/dbg"
T0=$EPOCHREALTIME
PKG=linux-image-$KVER-dbg
cd "$D/dbg"
rm -f ./*.deb
apt-get download "$PKG" >/dev/null 2>&1 || { apt-get -q update >/dev/null 2>&1 || true; apt-get download "$PKG" >/dev/null 2>&1; } \
  || fail "apt-get download $PKG failed (no network, or the package is gone from the archive)"
DEB=$(ls -1 ./"$PKG"_*.deb 2>/dev/null | head -1)
[ -n "$DEB" ] || fail "apt-get download $PKG left no .deb"
dpkg-deb --fsys-tarfile "$DEB" | tar -x -O "./usr/lib/debug/boot/vmlinux-$KVER" > "$OUT.tmp" \
  || { rm -f "$OUT.tmp" "$DEB"; fail "$DEB holds no ./usr/lib/debug/boot/vmlinux-$KVER"; }
mv "$OUT.tmp" "$OUT"
rm -f "$DEB"
say "$PKG: vmlinux extracted in $(awk -v a="$T0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }') s ($(du -m "$OUT" | cut -f1) MB)"
echo "VMLINUX_DBG=$OUT"
