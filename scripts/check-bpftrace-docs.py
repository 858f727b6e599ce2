#!/usr/bin/env python3
"""Run every complete program in bpftrace's docs through `kt -d types`.

usage: check-bpftrace-docs.py [--known FILE] KT DOC.md [DOC.md ...]

bpftrace's docs are not part of kt (get them from bpftrace's repository:
`git show v0.26.1:docs/language.md`). A code block is taken as a program
when it has a probe block at top level (a line starting a probe, `begin`,
`config`, `let @`, `macro`, `import`, `#include`, `struct`); a
`# bpftrace -e '...'` line gives the program between its quotes. Other
blocks are fragments (statements, output, shell sessions) and are counted
but not run, nor is a program with `...` (elided code). A block whose first
line is a comment naming a file (`// helpers.bt`) is that file: it is
written into the directory the programs run in, so the docs' import
examples find what they import. `--unsafe` is given, as bpftrace needs it
for the examples of system() and signal().

A failure listed in the known-failures file (by default
tests/bpftrace-docs/known-failures.txt, beside this script's checkout) is
expected, with the reason the file gives: bpftrace rejects the example
too, its probe exists on no kernel, or it needs what kt leaves to another
issue. Prints one line per program: OK, FAIL with kt's first error line,
KNOWN with the reason, or PASSES for a listed example that now passes (the
list must then lose it). Exits 1 on any FAIL or PASSES.
"""
import os, re, shlex, subprocess, sys, tempfile

PROBE_START = re.compile(
    r"^\s*(#include|#define|struct\s+\w+\s*\{|enum\s+\w+\s*\{|config\s*=|let\s+@|macro\s|import\s|"
    r"(BEGIN|END|begin|end|self|test|bench)\b|"
    r"[a-z_]+:[^\s{]*(\s*,|\s*/|\s*\{|\s*$))")
FILE_COMMENT = re.compile(r"^//\s*([\w.-]+\.(bt|kt|h|c))\s*$")

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

def programs(path, workdir):
    """Yields (line, program text, extra argv); writes named files to workdir."""
    text = open(path).read()
    for line0, body in blocks(text):
        lines = body.splitlines()
        named = FILE_COMMENT.match(lines[0]) if lines else None
        if named:
            with open(os.path.join(workdir, named.group(1)), "w") as f:
                f.write(body + "\n")
            continue
        cmd = [l for l in lines if re.match(r"^#\s*(bpftrace|sudo bpftrace)\b", l)]
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
        if any(PROBE_START.match(l) for l in lines):
            yield line0, body, []

def read_known(path):
    """'language.md:18 reason...' lines; # starts a comment line."""
    known = {}
    if not path or not os.path.exists(path):
        return known
    for raw in open(path):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        where, _, reason = line.partition(" ")
        known[where] = reason.strip()
    return known

def main():
    argv = sys.argv[1:]
    here = os.path.dirname(os.path.abspath(__file__))
    known_path = os.path.join(here, "..", "tests", "bpftrace-docs", "known-failures.txt")
    if len(argv) >= 2 and argv[0] == "--known":
        known_path, argv = argv[1], argv[2:]
    if len(argv) < 2:
        sys.exit(__doc__)
    kt, docs = os.path.abspath(argv[0]), argv[1:]
    known = read_known(known_path)
    counts = {"OK": 0, "FAIL": 0, "KNOWN": 0, "PASSES": 0}
    with tempfile.TemporaryDirectory(prefix="kt-docs-") as work:
        for doc in docs:
            base = os.path.basename(doc)
            for line0, prog, rest in programs(doc, work):
                script = os.path.join(work, "example.bt")
                with open(script, "w") as f:
                    f.write(prog + "\n")
                args = [kt, "--unsafe", "-d", "types", script] + rest
                p = subprocess.run(args, capture_output=True, text=True, timeout=30, cwd=work)
                where = f"{base}:{line0}"
                reason = known.get(where)
                if p.returncode == 0:
                    verdict = "PASSES" if reason else "OK"
                    print(f"{verdict:6} {doc}:{line0}" + (f" (listed as: {reason})" if reason else ""))
                else:
                    err = next((l for l in p.stderr.splitlines() if "error" in l), p.stderr.strip()[:200])
                    verdict = "KNOWN" if reason else "FAIL"
                    print(f"{verdict:6} {doc}:{line0}: " + (reason if reason else err))
                counts[verdict] += 1
    print(", ".join(f"{n} {k.lower()}" for k, n in counts.items()))
    return 1 if counts["FAIL"] or counts["PASSES"] else 0

sys.exit(main())
