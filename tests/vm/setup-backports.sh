#!/bin/bash
# Optional second test guest: bookworm-backports' 6.12 cloud kernel, which
# has CONFIG_FPROBE (kprobe.multi links; Debian's 6.1 does not), booted on
# qemu 10 from bookworm-backports (bookworm's qemu 7.2 crashes 6.12 guests
# at boot under TCG about half the time). Both are downloaded with a private
# apt configuration and unpacked with dpkg-deb -x: nothing is installed and
# the system's apt sources are untouched.
#
# Output: $KT_GUEST_DIR/guest-bpo.env (VMLINUZ, INITRD, KVER, QEMU,
# QEMU_DATADIR), which kernel-e2e.sh reads with --backports.
# Exit status: 0 ready; 1 something could not be fetched (the message says what).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
D=${KT_GUEST_DIR:-/var/tmp/kt-guest}
B=$D/apt-bpo
fail() { echo "setup-backports: ERROR: $*" >&2; exit 1; }
say() { echo "setup-backports: $*" >&2; }

mkdir -p "$B/lists/partial" "$B/cache/archives/partial" "$B/etc/none" "$D/bpo"
touch "$B/status"
echo 'deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian bookworm-backports main' \
  > "$B/etc/sources.list"
cat > "$B/apt.conf" <<EOC
Dir::Etc::SourceList "$B/etc/sources.list";
Dir::Etc::SourceParts "$B/etc/none";
Dir::State::Lists "$B/lists";
Dir::Cache "$B/cache";
Dir::State::status "$B/status";
EOC
export APT_CONFIG=$B/apt.conf
apt-get -q update > /dev/null 2>&1 || fail "apt-get update (bookworm-backports) failed"
KPKG=$(apt-cache show linux-image-cloud-amd64 | sed -n 's/^Depends: \(linux-image-[^ ,]*-cloud-amd64\).*/\1/p' | head -1)
[ -n "$KPKG" ] || fail "bookworm-backports has no linux-image-cloud-amd64"

cd "$D/bpo"
if [ ! -d "kernel-$KPKG" ] || [ ! -x qemu/usr/bin/qemu-system-x86_64 ]; then
  say "downloading $KPKG and qemu 10"
  rm -f ./*.deb
  apt-get -q download "$KPKG" qemu-system-x86 qemu-system-common qemu-system-data seabios 2>&1 |
    grep -v -e 'Download is performed unsandboxed' -e '^Get:' >&2 || true
  ls "${KPKG}"_*.deb > /dev/null 2>&1 || fail "apt-get download $KPKG failed"
  rm -rf "kernel-$KPKG" qemu
  mkdir -p "kernel-$KPKG" qemu/fw
  dpkg-deb -x "${KPKG}"_*.deb "kernel-$KPKG"
  for f in qemu-system-x86_*.deb qemu-system-common_*.deb qemu-system-data_*.deb seabios_*.deb; do
    dpkg-deb -x "$f" qemu
  done
  cp -s "$D"/bpo/qemu/usr/share/qemu/* "$D"/bpo/qemu/usr/share/seabios/* qemu/fw/ 2> /dev/null || true
  rm -f ./*.deb
fi
KVER=$(ls "kernel-$KPKG/lib/modules")
# Named after the script's content too (as in setup.sh).
INITRD=$D/initramfs-$KVER-$(sha256sum < "$HERE/build-initramfs.sh" | cut -c1-12).cpio.gz
if [ ! -f "$INITRD" ] || [ /bin/busybox -nt "$INITRD" ]; then
  "$HERE/build-initramfs.sh" -k "$KVER" -b "$D/bpo/kernel-$KPKG" -o "$INITRD" >&2 || fail "building the initramfs failed"
fi
{
  echo "VMLINUZ=$D/bpo/kernel-$KPKG/boot/vmlinuz-$KVER"
  echo "INITRD=$INITRD"
  echo "KVER=$KVER"
  echo "QEMU=$D/bpo/qemu/usr/bin/qemu-system-x86_64"
  echo "QEMU_DATADIR=$D/bpo/qemu/fw"
} > "$D/guest-bpo.env"
cat "$D/guest-bpo.env"
