#!/usr/bin/env python3
"""Run every complete program in bpftrace's docs through `kt -d types`.

usage: check-bpftrace-docs.py KT DOC.md [DOC.md ...]

bpftrace's docs are not part of kt (get them from bpftrace's repository:
`git show v0.26.1:docs/language.md`). A code block is taken as a program
when it has a probe block at top level (a line starting a probe, `begin`,
`config`, `let @`, `macro`, `import`, `#include`, `struct`); a
`# bpftrace -e '...'` line gives the program between its quotes. Other
blocks are fragments (statements, output, shell sessions) and are counted
but not run, nor is a program with `...` (elided code). `--unsafe`
is given, as bpftrace needs it for the examples of system() and signal(). Prints one line per program: OK, or FAIL with kt's first
error line, and a summary.
"""
import re, shlex, subprocess, sys

PROBE_START = re.compile(
    r"^\s*(#include|#define|struct\s+\w+\s*\{|config\s*=|let\s+@|macro\s|import\s|"
    r"(BEGIN|END|begin|end|self|test|bench)\b|"
    r"[a-z_]+:[^\s{]*(\s*,|\s*/|\s*\{|\s*$))")

def blocks(text):
    out, cur, line0 = [], None, 0
    for i, line in enumerate(text.splitlines(), 1):
        if line.startswith("```"):
            if cur is None:
                cur, line0 = [], i + 1
            else:
                out.append((line0, "\n".join(cur)))
                cur = None
        elif cur is not None:
            cur.append(line)
    return out

def programs(path):
    text = open(path).read()
    for line0, body in blocks(text):
        cmd = [l for l in body.splitlines() if re.match(r"^#\s*(bpftrace|sudo bpftrace)\b", l)]
        if cmd:
            for c in cmd:
                try:
                    argv = shlex.split(c.lstrip("# "))
                except ValueError:
                    continue
                if "-e" in argv and "..." not in argv[argv.index("-e") + 1]:
                    yield line0, argv[argv.index("-e") + 1], argv[argv.index("-e") + 2:]
            continue
        if "..." in body:
            continue  # elided code: a sketch, not a program
        if any(PROBE_START.match(l) for l in body.splitlines()):
            yield line0, body, []

def main():
    kt, docs = sys.argv[1], sys.argv[2:]
    ok = fail = 0
    for doc in docs:
        for line0, prog, rest in programs(doc):
            args = [kt, "--unsafe", "-d", "types", "-e", prog] + rest
            p = subprocess.run(args, capture_output=True, text=True, timeout=30)
            if p.returncode == 0:
                ok += 1
                print(f"OK   {doc}:{line0}")
            else:
                fail += 1
                err = next((l for l in p.stderr.splitlines() if "error" in l), p.stderr.strip()[:200])
                print(f"FAIL {doc}:{line0}: {err}")
    print(f"{ok} ok, {fail} failed")
    return 1 if fail else 0

sys.exit(main())
