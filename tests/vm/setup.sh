#!/bin/bash
# Prepares everything the kernel test guest needs; idempotent and cached.
#
#   1. apt-installs qemu-system-x86, busybox-static and cpio if missing
#      (and runs `apt-get update` first when apt does not know a package);
#   2. downloads Debian's cloud kernel (the versioned package that
#      linux-image-cloud-amd64 depends on, e.g. linux-image-6.1.0-57-cloud-amd64)
#      with `apt-get download` and unpacks it with `dpkg-deb -x` into the cache
#      (not installed: no update-initramfs, nothing in /boot);
#   3. builds the busybox initramfs for that kernel (build-initramfs.sh).
#
# The cache is $KT_GUEST_DIR (default /var/tmp/kt-guest) and survives runs; a
# second run only checks it. When apt cannot be reached but a kernel is cached,
# the newest cached kernel is used.
#
# Output: writes $KT_GUEST_DIR/guest.env (VMLINUZ=..., INITRD=..., KVER=...),
# which run-guest.sh reads, and prints the same lines.
# Exit status: 0 ready; 1 something could not be set up (the message says what).
#
# usage: setup.sh [-n]     -n: no apt at all (use what is installed and cached)
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
D=${KT_GUEST_DIR:-/var/tmp/kt-guest}
NO_APT=0
[ "${1:-}" = -n ] && NO_APT=1

say() { echo "setup: $*" >&2; }
fail() { echo "setup: ERROR: $*" >&2; exit 1; }

T0=$EPOCHREALTIME
mkdir -p "$D/dl" "$D/kernels" || fail "cannot create the cache directory $D"

APT_UPDATED=0
apt_update() {
  [ $APT_UPDATED = 1 ] && return 0
  say "apt-get update"
  apt-get -q update >/dev/null 2>&1 || { say "apt-get update failed"; return 1; }
  APT_UPDATED=1
}

# --- 1. host packages -------------------------------------------------------
PACKAGES="qemu-system-x86 busybox-static cpio kmod"
missing=""
for p in $PACKAGES; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  [ $NO_APT = 0 ] || fail "missing packages:$missing (and -n given)"
  [ "$(id -u)" = 0 ] || fail "missing packages:$missing; run as root or install them"
  say "installing:$missing"
  apt_update || true
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing >/dev/null \
    || fail "apt-get install$missing failed"
fi
for f in qemu-system-x86_64 /usr/lib/qemu/virtiofsd /bin/busybox cpio /sbin/modprobe; do
  command -v "$f" >/dev/null 2>&1 || [ -x "$f" ] || fail "$f not found after installing$PACKAGES"
done

# --- 2. the kernel ------------------------------------------------------------
# Which versioned package does linux-image-cloud-amd64 point at?
kernel_pkg() {
  apt-cache show linux-image-cloud-amd64 2>/dev/null |
    sed -n 's/^Depends: \(linux-image-[^ ,]*-cloud-amd64\)\( (= \([^)]*\))\)\?.*/\1 \3/p' | head -1
}
newest_cached() {
  ls -1d "$D"/kernels/*/boot/vmlinuz-* 2>/dev/null | sort -V | tail -1
}

VMLINUZ=""
PKG=""; PKGVER=""
if [ $NO_APT = 0 ]; then
  read -r PKG PKGVER <<<"$(kernel_pkg)" || true
  if [ -z "$PKG" ]; then
    # A fresh machine: the package lists are not there yet.
    apt_update && read -r PKG PKGVER <<<"$(kernel_pkg)" || true
  fi
fi
if [ -n "$PKG" ]; then
  KDIR=$D/kernels/${PKG}_$PKGVER
  if ! ls "$KDIR"/boot/vmlinuz-* >/dev/null 2>&1; then
    say "downloading $PKG $PKGVER"
    (
      cd "$D/dl"
      rm -f "${PKG}"_*.deb
      apt-get -q download "$PKG=$PKGVER" 2>&1 | grep -v -e 'Download is performed unsandboxed' -e '^Get:' >&2 || true
    )
    DEB=$(ls -1 "$D/dl/${PKG}"_*.deb 2>/dev/null | head -1)
    [ -n "$DEB" ] || fail "apt-get download $PKG=$PKGVER failed"
    say "unpacking $(basename "$DEB") ($(du -h "$DEB" | cut -f1))"
    rm -rf "$KDIR.tmp"
    mkdir -p "$KDIR.tmp"
    dpkg-deb -x "$DEB" "$KDIR.tmp" || fail "dpkg-deb -x $DEB failed"
    rm -rf "$KDIR"; mv "$KDIR.tmp" "$KDIR"
    rm -f "$DEB"   # 60+ MB; the unpacked tree is what we keep
  fi
  VMLINUZ=$(ls -1 "$KDIR"/boot/vmlinuz-* | head -1)
else
  VMLINUZ=$(newest_cached)
  [ -n "$VMLINUZ" ] || fail "apt does not know linux-image-cloud-amd64 (no network? run apt-get update) and no kernel is cached in $D/kernels"
  say "apt does not know linux-image-cloud-amd64; using the cached $VMLINUZ"
fi
[ -f "$VMLINUZ" ] || fail "no kernel image in ${KDIR:-$D/kernels}"
KVER=$(basename "$VMLINUZ"); KVER=${KVER#vmlinuz-}
MODROOT=$(dirname "$(dirname "$VMLINUZ")")

# --- 3. the initramfs ---------------------------------------------------------
# Named after the script's content too: an edited script (its module list)
# gets a new initramfs even where the cache is older than the checkout's
# mtimes suggest, and worktrees with different scripts each keep theirs.
INITRD=$D/initramfs-$KVER-$(sha256sum < "$HERE/build-initramfs.sh" | cut -c1-12).cpio.gz
if [ ! -f "$INITRD" ] || [ /bin/busybox -nt "$INITRD" ]; then
  say "building $INITRD"
  "$HERE/build-initramfs.sh" -k "$KVER" -b "$MODROOT" -o "$INITRD" >&2 || fail "building the initramfs failed"
fi

{
  echo "VMLINUZ=$VMLINUZ"
  echo "INITRD=$INITRD"
  echo "KVER=$KVER"
} > "$D/guest.env"
cat "$D/guest.env"
say "ready in $(awk -v a="$T0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }') s (cache $D)"
