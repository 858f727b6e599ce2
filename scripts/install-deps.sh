#!/bin/sh
# Install kt's build and test dependencies from Debian 12's repositories.
# Idempotent: packages already present are not reinstalled, and apt is not
# touched at all when everything is there. (chromium: the flame-graph test
# opens kt's folded stacks in speedscope, headless; tests/flamegraph.
# prometheus: tests/metrics scrapes kt --metrics with the real server.
# tcpdump: tests/e2e/skboutput.test reads skboutput()'s pcap files with it.)
set -eu

PACKAGES="
build-essential cmake ninja-build pkg-config
llvm-16-dev clang-16 libclang-rt-16-dev lld-16 libclang-16-dev
libbpf-dev libelf-dev libdw-dev zlib1g-dev libzstd-dev liblzma-dev libbz2-dev
bison flex
libgtest-dev libgmock-dev systemtap-sdt-dev
man-db groff-base
python3 bpftool util-linux
bash-completion fish zsh
chromium prometheus tcpdump
"

missing=""
for p in $PACKAGES; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done

if [ -z "$missing" ]; then
    echo "install-deps: all dependencies present"
    exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
    echo "install-deps: missing:$missing" >&2
    echo "install-deps: run as root (or install them with apt-get)" >&2
    exit 1
fi

echo "install-deps: installing:$missing"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
# shellcheck disable=SC2086
apt-get install -y -q --no-install-recommends $missing
