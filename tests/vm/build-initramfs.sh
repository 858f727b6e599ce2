#!/bin/bash
# Builds the guest's initramfs: busybox-static, the few kernel modules needed
# to reach the host's root filesystem (virtio_pci, virtiofs/fuse, overlay;
# 9p when the kernel has it), and an /init that
#   - mounts the host root read-only (virtiofs, or 9p) at /host,
#   - puts a tmpfs overlay over it at /newroot (guest writes are discarded),
#   - mounts proc, sys, dev, tracefs, debugfs, bpffs and cgroup2 in it,
#   - chroots there and runs the script named by kt.script= (an absolute
#     path on the host), with its output on the console,
#   - prints KTGUEST_EXIT=<status> and powers off.
#
# usage: build-initramfs.sh -k KVER -b MODROOT -o OUT.cpio.gz
#   KVER     kernel release (the name of MODROOT/lib/modules/KVER)
#   MODROOT  the directory a kernel .deb was unpacked into with dpkg-deb -x
#            (or / for an installed kernel)
set -euo pipefail

KVER=""; MODROOT=/; OUT=""
while getopts "k:b:o:h" opt; do
  case $opt in
    k) KVER=$OPTARG ;; b) MODROOT=$OPTARG ;; o) OUT=$OPTARG ;;
    *) sed -n '2,15p' "$0"; exit 2 ;;
  esac
done
[ -n "$KVER" ] && [ -n "$OUT" ] || { sed -n '2,15p' "$0"; exit 2; }
[ -d "$MODROOT/lib/modules/$KVER" ] || { echo "build-initramfs: no $MODROOT/lib/modules/$KVER" >&2; exit 1; }
BUSYBOX=/bin/busybox   # busybox-static
case "$(ldd "$BUSYBOX" 2>&1 || true)" in
  *"not a dynamic"*) ;;
  *) echo "build-initramfs: $BUSYBOX is not static: install busybox-static" >&2; exit 1 ;;
esac

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK"/{bin,dev,proc,sys,host,newroot,upper,modules,tmp}
cp "$BUSYBOX" "$WORK/bin/busybox"
ln -s busybox "$WORK/bin/sh"

# modprobe below resolves dependencies from modules.dep (a .deb ships it).
[ -f "$MODROOT/lib/modules/$KVER/modules.dep" ] || depmod -b "$MODROOT" "$KVER"

# Whichever of these exist as modules; built-ins are skipped. The cloud
# flavour has no 9p, so the share is virtiofs there. netfs: a small module
# with tracepoints, for tp_btf on a module's BTF. zram (with zsmalloc, and
# lzo-rle, 6.1's default compressor, a module there): a swap device for
# the swap-in cases (the guest cannot load modules once in the host's
# root, whose /lib/modules is the host kernel's).
WANT="virtio_pci virtiofs 9pnet_virtio 9p overlay netfs zram lzo-rle"
: > "$WORK/modules.order"
for m in $WANT; do
  deps=$(/sbin/modprobe -d "$MODROOT" -S "$KVER" --show-depends "$m" 2>/dev/null || true)
  [ -n "$deps" ] || continue
  while read -r kw path _; do
    [ "$kw" = insmod ] || continue
    b=$(basename "$path")
    case "$b" in   # busybox insmod wants plain .ko (newer kernels ship .ko.xz)
      *.ko.xz) b=${b%.xz} ;; *.ko.zst) b=${b%.zst} ;; *.ko.gz) b=${b%.gz} ;;
    esac
    grep -qx "$b" "$WORK/modules.order" && continue
    case "$path" in
      *.xz) xz -dc "$path" > "$WORK/modules/$b" ;;
      *.zst) zstd -qdc "$path" > "$WORK/modules/$b" ;;
      *.gz) gzip -dc "$path" > "$WORK/modules/$b" ;;
      *) cp "$path" "$WORK/modules/$b" ;;
    esac
    echo "$b" >> "$WORK/modules.order"
  done <<<"$deps"
done
grep -qE '^(virtiofs|9p)\.ko$' "$WORK/modules.order" || grep -q 'CONFIG_VIRTIO_FS=y' "$MODROOT/boot/config-$KVER" 2>/dev/null \
  || { echo "build-initramfs: kernel $KVER has neither virtiofs nor 9p" >&2; exit 1; }
echo "build-initramfs: modules: $(tr '\n' ' ' < "$WORK/modules.order")" >&2

cat > "$WORK/init" <<'EOF'
#!/bin/sh
/bin/busybox --install -s /bin
export PATH=/bin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
say() { echo "KTGUEST: $*"; }
die() { say "FATAL: $*"; echo "KTGUEST_EXIT=255"; sync; poweroff -f; sleep 10; }
say "init, uptime $(cut -d' ' -f1 /proc/uptime) s"

while read -r m; do insmod "/modules/$m" 2>/dev/null || say "insmod $m failed"; done < /modules.order

SHARE=virtiofs; SCRIPT=""; TAG=hostroot
for a in $(cat /proc/cmdline); do
  case "$a" in
    kt.share=*)  SHARE=${a#*=} ;;
    kt.script=*) SCRIPT=${a#*=} ;;
    kt.tag=*)    TAG=${a#*=} ;;
  esac
done
[ -n "$SCRIPT" ] || die "no kt.script= on the kernel command line"

case "$SHARE" in
  9p)       mount -t 9p -o ro,trans=virtio,version=9p2000.L,msize=512000,cache=loose "$TAG" /host ;;
  virtiofs) mount -t virtiofs -o ro "$TAG" /host ;;
  *) false ;;
esac || die "mounting the host root ($SHARE) failed"

mount -t tmpfs -o size=60% tmpfs /upper
mkdir -p /upper/u /upper/w
mount -t overlay -o lowerdir=/host,upperdir=/upper/u,workdir=/upper/w overlay /newroot \
  || die "overlay mount failed"
R=/newroot
mount -t proc proc $R/proc
mount -t sysfs sysfs $R/sys
mount -t devtmpfs devtmpfs $R/dev
mkdir -p $R/dev/pts $R/dev/shm
mount -t devpts devpts $R/dev/pts
mount -t tmpfs tmpfs $R/dev/shm
mount -t tmpfs tmpfs $R/run
mount -t tracefs tracefs $R/sys/kernel/tracing
mount -t debugfs debugfs $R/sys/kernel/debug
mount -t bpf bpf $R/sys/fs/bpf
mount -t cgroup2 cgroup2 $R/sys/fs/cgroup 2>/dev/null
ulimit -l unlimited
[ -x "$R$SCRIPT" ] || die "$SCRIPT is not an executable file on the host"

say "running $SCRIPT, uptime $(cut -d' ' -f1 /proc/uptime) s"
chroot $R /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  HOME=/root TERM=dumb LANG=C.UTF-8 /bin/sh -c "cd /tmp && exec $SCRIPT" </dev/console >/dev/console 2>&1
rc=$?
say "script done, uptime $(cut -d' ' -f1 /proc/uptime) s"
echo "KTGUEST_EXIT=$rc"
sync
poweroff -f
sleep 10
EOF
chmod 755 "$WORK/init"

mkdir -p "$(dirname "$OUT")"
( cd "$WORK" && find . -mindepth 1 | LC_ALL=C sort | cpio -o -H newc --quiet -R 0:0 ) | gzip -1 > "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
echo "build-initramfs: $OUT ($(du -h "$OUT" | cut -f1))" >&2
