#!/usr/bin/python3
"""Swap workload for the kernel e2e cases (runs in the test guest, as root).

    swapload.py MB [GO]   touch MB MiB of anonymous memory, then read it all
                          again, in a memory cgroup of 32 MiB: most of it
                          goes out to swap and comes back in (swap-ins by
                          this process, whose pid and comm stay python3's)

Sets up the swap first if there is none: /dev/zram0 (the guest's
initramfs loads zram) of 256 MiB, mkswap, swapon. With GO, waits until a
line can be read from GO (a FIFO, made if missing, that the case's AFTER
writes to) before touching the memory, so that a tracer attaches first. The
cgroup (cgroup v2, mounted at /sys/fs/cgroup if it is not) is
kt-swapload-PID; the process moves back to the root and removes it at the
end. Prints how many pages the kernel read from swap meanwhile
(/proc/vmstat pswpin) on stderr. bytearray() zeroes the memory first, so
the pages go out to swap twice, zeros then ones, and come back twice:
a tracer counts two swap-ins a page; 6.12's pswpin counts only the second
(it reads pages of zeros from no device).
"""
import fcntl
import os
import subprocess
import sys

CG_ROOT = "/sys/fs/cgroup"


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def pswpin():
    with open("/proc/vmstat") as f:
        for line in f:
            k, v = line.split()
            if k == "pswpin":
                return int(v)
    return 0


def setup_swap():
    with open("/run/kt-swapload.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        with open("/proc/swaps") as f:
            if "/dev/zram0" in f.read():
                return
        if not os.path.exists("/sys/block/zram0"):
            sys.exit("swapload: no /dev/zram0 (is zram in the initramfs?)")
        write("/sys/block/zram0/disksize", str(256 << 20))
        subprocess.run(["mkswap", "/dev/zram0"], check=True, stdout=subprocess.DEVNULL)
        subprocess.run(["swapon", "/dev/zram0"], check=True)


def setup_cgroup():
    if not os.path.exists(os.path.join(CG_ROOT, "cgroup.controllers")):
        subprocess.run(["mount", "-t", "cgroup2", "cgroup2", CG_ROOT], check=True)
    with open(os.path.join(CG_ROOT, "cgroup.subtree_control")) as f:
        if "memory" not in f.read().split():
            write(os.path.join(CG_ROOT, "cgroup.subtree_control"), "+memory")
    cg = os.path.join(CG_ROOT, "kt-swapload-%d" % os.getpid())
    os.mkdir(cg)
    write(os.path.join(cg, "memory.max"), str(32 << 20))
    write(os.path.join(cg, "cgroup.procs"), str(os.getpid()))
    return cg


def main():
    mb = int(sys.argv[1])
    setup_swap()
    cg = setup_cgroup()
    if len(sys.argv) > 2:
        try:
            os.mkfifo(sys.argv[2])
        except FileExistsError:
            pass
        with open(sys.argv[2]) as f:
            f.readline()
    before = pswpin()
    buf = bytearray(mb << 20)
    for i in range(0, len(buf), 4096):
        buf[i] = 1
    total = 0
    for i in range(0, len(buf), 4096):
        total += buf[i]
    del buf
    print("swapload: pid %d touched %d pages, %d swapped in" %
          (os.getpid(), total, pswpin() - before), file=sys.stderr)
    write(os.path.join(CG_ROOT, "cgroup.procs"), str(os.getpid()))
    os.rmdir(cg)


main()
