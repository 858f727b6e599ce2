#!/usr/bin/env python3
"""Compares `kt_symbolize_bench run -a` output with `eu-addr2line -a -f -i`'s
for the same addresses: per address, the inlined frames' names and every
frame's file (base name) and line. The real function's name is left out:
kt names it by its ELF symbol (`abort`), eu-addr2line by DWARF (`__GI_abort`).
Prints "N addresses, M agree (P%)" and up to 5 examples of disagreement."""
import os
import re
import sys


def parse(path, eu):
    recs, cur = {}, None
    lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if re.fullmatch(r"0x[0-9a-f]+", line):
            cur = int(line, 16)
            recs[cur] = []
            i += 1
            continue
        if cur is None or not line:
            i += 1
            continue
        name = line.split(" inlined at ")[0] if eu else line
        loc = lines[i + 1] if i + 1 < len(lines) else ""
        m = re.match(r"(.*?):(\d+)(:\d+)?$", loc)
        where = (os.path.basename(m.group(1)), int(m.group(2))) if m else ("??", 0)
        recs[cur].append((name, where))
        i += 2
    return recs


def norm(frames):
    return [(n if i < len(frames) - 1 else "", w) for i, (n, w) in enumerate(frames)]


def main():
    kt, eu = parse(sys.argv[1], False), parse(sys.argv[2], True)
    bad = [a for a in kt if norm(kt[a]) != norm(eu.get(a, []))]
    agree = len(kt) - len(bad)
    print(f"{len(kt)} addresses, {agree} agree ({100.0 * agree / max(len(kt), 1):.2f}%)")
    for a in bad[:5]:
        print(f"  {a:#x}\n    kt: {kt[a]}\n    eu: {eu.get(a)}")


if __name__ == "__main__":
    main()
