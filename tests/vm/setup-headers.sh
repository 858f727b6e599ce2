#!/bin/bash
# Fetches the kernel headers of the guest's kernel, for the kernel e2e
# cases whose scripts #include kernel headers (tests/e2e/kernel/c_parts.test).
# Debian splits them in two packages, as installed on a user's machine:
# linux-headers-KVER (the headers the build generated, .config; linked from
# /lib/modules/KVER/build) and linux-headers-...-common (the sources' headers,
# linked from /lib/modules/KVER/source). Both are downloaded with
# `apt-get download` (bookworm-backports' through setup-backports.sh's
# private apt configuration when the system's apt does not know them) and
# unpacked with dpkg-deb -x under $KT_GUEST_DIR/headers/KVER: nothing is
# installed. guest-e2e.sh links them in the guest where the packages would
# put them.
#
# usage: setup-headers.sh ENVFILE   (guest.env or guest-bpo.env: its KVER
#        names the kernel). Prints KERNEL_HEADERS=DIR (the unpacked root).
#        Exit status: 0 ready; 1 they could not be fetched (no network, no
#        such package): the message says so.
set -euo pipefail
D=${KT_GUEST_DIR:-/var/tmp/kt-guest}
ENVFILE=${1:?usage: setup-headers.sh ENVFILE}
say() { echo "setup-headers: $*" >&2; }
fail() { echo "setup-headers: ERROR: $*" >&2; exit 1; }

# shellcheck disable=SC1090
KVER=$(. "$ENVFILE"; echo "$KVER")
[ -n "$KVER" ] || fail "$ENVFILE names no KVER"
OUT=$D/headers/$KVER
if [ -d "$OUT/lib/modules/$KVER" ]; then
  echo "KERNEL_HEADERS=$OUT"
  exit 0
fi
T0=$EPOCHREALTIME
PKG=linux-headers-$KVER
# The system's apt for bookworm's kernel, setup-backports.sh's for the
# backports one.
apt_show() { { apt-cache show "$PKG" 2>/dev/null || true; } | sed -n 's/^Depends: .*\(linux-headers-[^ ,]*-common\).*/\1/p' | head -1; }
COMMON=$(apt_show)
if [ -z "$COMMON" ] && [ -f "$D/apt-bpo/apt.conf" ]; then
  export APT_CONFIG=$D/apt-bpo/apt.conf
  COMMON=$(apt_show)
fi
[ -n "$COMMON" ] || fail "apt knows no $PKG depending on a linux-headers-*-common (no network, or the package is gone from the archive)"
mkdir -p "$D/headers/dl"
cd "$D/headers/dl"
rm -f ./*.deb
apt-get -q download "$PKG" "$COMMON" 2>&1 | grep -v -e 'Download is performed unsandboxed' -e '^Get:' >&2 || true
ls ./"$PKG"_*.deb ./"$COMMON"_*.deb > /dev/null 2>&1 || fail "apt-get download $PKG $COMMON failed"
rm -rf "$OUT.tmp"
mkdir -p "$OUT.tmp"
for deb in ./"$PKG"_*.deb ./"$COMMON"_*.deb; do
  dpkg-deb -x "$deb" "$OUT.tmp" || fail "dpkg-deb -x $deb failed"
done
rm -f ./*.deb
[ -d "$OUT.tmp/lib/modules/$KVER" ] || fail "$PKG has no lib/modules/$KVER"
rm -rf "$OUT"; mv "$OUT.tmp" "$OUT"
say "$PKG and $COMMON unpacked in $(awk -v a="$T0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }') s ($(du -sm "$OUT" | cut -f1) MB)"
echo "KERNEL_HEADERS=$OUT"
