#!/usr/bin/python3
"""Does a kernel function start with endbr64 (or the nop IBT leaves)? For the kprobe offset cases:
the first instruction after the function's entry is at +5 (call __fentry__)
on a kernel built without IBT, at +9 (endbr64, then the call) with it.

usage: prologue.py FUNCTION endbr|plain   exit 0 when the prologue is that kind,
1 when it is the other, 2 when it cannot be told (no /proc/kcore, no symbol).
Reads the function's first bytes from /proc/kcore (root only)."""
import struct
import sys

ENDBR64 = b"\xf3\x0f\x1e\xfa"
# A kernel built with IBT on a CPU without it (QEMU's TCG) turns every
# endbr64 into this 4-byte nop at boot: the instruction lengths stay.
ENDBR64_NOP = b"\x66\x0f\x1f\x00"


def address(name):
    with open("/proc/kallsyms") as f:
        for line in f:
            parts = line.split()
            if len(parts) >= 3 and parts[2] == name and parts[1] in "tT":
                return int(parts[0], 16)
    return None


def read_kcore(addr, size):
    with open("/proc/kcore", "rb") as f:
        ehdr = f.read(64)
        phoff, = struct.unpack_from("<Q", ehdr, 32)
        phentsize, phnum = struct.unpack_from("<HH", ehdr, 54)
        for i in range(phnum):
            f.seek(phoff + i * phentsize)
            p_type, _, p_offset, p_vaddr, _, p_filesz = struct.unpack("<IIQQQQ", f.read(40))
            if p_type == 1 and p_vaddr <= addr < p_vaddr + p_filesz:
                f.seek(p_offset + addr - p_vaddr)
                return f.read(size)
    return None


def main():
    name, kind = sys.argv[1], sys.argv[2]
    try:
        addr = address(name)
        code = read_kcore(addr, 4) if addr else None
    except OSError:
        code = None
    if not code:
        return 2
    return 0 if (code in (ENDBR64, ENDBR64_NOP)) == (kind == "endbr") else 1


sys.exit(main())
