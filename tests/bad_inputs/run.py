#!/usr/bin/python3
"""The table of bad inputs: kt's diagnostic for each user mistake.

Each tests/bad_inputs/*.txt file holds cases (the format is described in
tests/e2e/README.md, "The table of bad inputs"): a program or a command
line that is wrong, the exit status kt must give and the first diagnostic
it must print, exactly. The real binary runs each case, so the status, the
caret line and stderr are what a user sees. Python 3 standard library only.

    run.py --kt build/kt --testprogs build/tests/testprogs [-j 2] [--filter RE] [FILE.txt...]
"""

import argparse
import concurrent.futures
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SINGLE = {"PROG", "ARGS", "ARGV", "EXIT", "ERROR"}
MULTI = {"STDERR", "ENV", "CHMOD", "DIR", "SYMLINK", "FIFO"}
TIMEOUT = 30
# A located diagnostic: FILE:LINE:COL: error: MESSAGE.
LOCATED = re.compile(r"^(.*):(\d+):(\d+): error: ")
SOURCE_LINE = re.compile(r"^\s*(\d+) \| (.*)$")
CARET_LINE = re.compile(r"^\s*\| (.*)$")


class FormatError(Exception):
    pass


class Case:
    def __init__(self, name, path, line):
        self.name = name
        self.path = path
        self.line = line
        self.single = {}
        self.multi = {k: [] for k in MULTI}
        self.files = []  # [(relative path, [lines])]

    @property
    def label(self):
        return "%s:%s" % (os.path.splitext(os.path.basename(self.path))[0], self.name)

    def validate(self, defaults):
        where = "%s:%d" % (self.path, self.line)
        for key in ("EXIT", "ERROR"):
            if key not in self.single:
                raise FormatError("%s: case '%s' has no %s" % (where, self.name, key))
        if ("PROG" in self.single) == ("ARGV" in self.single):
            raise FormatError("%s: case '%s' needs PROG or ARGV (one of them)" % (where, self.name))
        if "ARGV" in self.single and "ARGS" in self.single:
            raise FormatError("%s: case '%s': ARGS goes with PROG, not ARGV" % (where, self.name))
        if not self.single["EXIT"].isdigit() or self.single["EXIT"] == "0":
            raise FormatError("%s: case '%s': EXIT must be a non-zero status" % (where, self.name))
        if "PROG" in self.single and "ARGS" not in self.single:
            self.single["ARGS"] = defaults.get("ARGS", "")


def parse_file(path):
    """Reads one table file into Cases. Before the first NAME, 'ARGS ...' sets
    the options of every PROG case of the file that gives none."""
    cases, defaults, case, names = [], {}, None, set()
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for n, raw in enumerate(lines, 1):
        if raw.startswith("|"):
            if case is None or not case.files:
                raise FormatError("%s:%d: a '|' line belongs after FILE" % (path, n))
            case.files[-1][1].append(raw[2:] if raw.startswith("| ") else raw[1:])
            continue
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition(" ")
        value = value.strip()
        if key == "NAME":
            if value in names:
                raise FormatError("%s:%d: duplicate case name '%s'" % (path, n, value))
            names.add(value)
            case = Case(value, path, n)
            cases.append(case)
        elif case is None:
            if key != "ARGS":
                raise FormatError("%s:%d: only ARGS may come before the first NAME" % (path, n))
            defaults["ARGS"] = value
        elif key == "FILE":
            case.files.append((value, []))
        elif key in SINGLE:
            if key in case.single:
                raise FormatError("%s:%d: %s given twice in '%s'" % (path, n, key, case.name))
            case.single[key] = value
        elif key in MULTI:
            case.multi[key].append(value)
        else:
            raise FormatError("%s:%d: unknown directive '%s'" % (path, n, key))
    for c in cases:
        c.validate(defaults)
    return cases


def first_diagnostic(err_lines):
    """The first error kt printed: a 'FILE:LINE:COL: error:' line or a 'kt: ...'
    message that is not a warning."""
    for i, line in enumerate(err_lines):
        if " warning: " in line or line.startswith("kt: warning:"):
            continue
        if re.search(r"(^|: )error: ", line) or line.startswith("kt: "):
            return i
    return None


def check_caret(err_lines, i, line, col):
    """The diagnostic at err_lines[i] is followed by its source line LINE and a
    caret under column COL. Returns a reason, or None."""
    if i + 2 >= len(err_lines):
        return "no source line and caret after the diagnostic"
    src, caret = SOURCE_LINE.match(err_lines[i + 1]), CARET_LINE.match(err_lines[i + 2])
    if not src or not caret:
        return "the diagnostic is not followed by a source line and a caret line"
    if int(src.group(1)) != line:
        return "the source line shown is %s, not %d" % (src.group(1), line)
    pos = caret.group(1).find("^")
    if pos + 1 != col:
        return "the caret is at column %d, not %d" % (pos + 1, col)
    return None


def subst(text, tmpdir, args):
    return text.replace("{{TMPDIR}}", tmpdir).replace("{{TESTPROGS}}", args.testprogs)


def run_case(case, args):
    tmpdir = tempfile.mkdtemp(prefix="kt-bad-")
    try:
        return _run_case(case, args, tmpdir)
    finally:
        subprocess.run(["chmod", "-R", "u+rwx", tmpdir], stderr=subprocess.DEVNULL)
        shutil.rmtree(tmpdir, ignore_errors=True)


def prepare(case, args, tmpdir):
    # tp: the trace targets by a path of fixed length, so that columns
    # after it do not depend on where the build is.
    if args.testprogs:
        os.symlink(args.testprogs, os.path.join(tmpdir, "tp"))
    for d in case.multi["DIR"]:
        os.makedirs(os.path.join(tmpdir, subst(d, tmpdir, args)), exist_ok=True)
    for rel, lines in case.files:
        p = os.path.join(tmpdir, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w", encoding="utf-8") as f:
            f.write(subst("\n".join(lines) + "\n", tmpdir, args))
    for s in case.multi["SYMLINK"]:
        target, link = s.split()
        os.symlink(subst(target, tmpdir, args), os.path.join(tmpdir, link))
    for f in case.multi["FIFO"]:
        os.mkfifo(os.path.join(tmpdir, f))
    for c in case.multi["CHMOD"]:
        mode, rel = c.split(None, 1)
        os.chmod(os.path.join(tmpdir, rel), int(mode, 8))


def _run_case(case, args, tmpdir):
    prepare(case, args, tmpdir)
    if "ARGV" in case.single:
        argv = shlex.split(subst(case.single["ARGV"], tmpdir, args))
    else:
        argv = shlex.split(subst(case.single["ARGS"], tmpdir, args))
        argv += ["-e", subst(case.single["PROG"], tmpdir, args)]
    env = dict(os.environ, NO_COLOR="1")
    env.pop("KT_NOTIFY_ATTACHED", None)
    for e in case.multi["ENV"]:
        k, _, v = e.partition("=")
        env[k] = subst(v, tmpdir, args)
    cmd = [args.kt] + argv
    try:
        p = subprocess.run(cmd, cwd=tmpdir, env=env, stdin=subprocess.DEVNULL,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return case, ["timed out after %d s" % TIMEOUT], cmd, None, "", ""
    out = p.stdout.decode("utf-8", "replace")
    err = p.stderr.decode("utf-8", "replace")
    return (case, check(case, args, tmpdir, p.returncode, out, err), cmd, p.returncode, out, err)


def check(case, args, tmpdir, rc, out, err):
    reasons = []
    want_rc = int(case.single["EXIT"])
    if rc < 0:
        reasons.append("kt was killed by signal %d (a crash)" % -rc)
    elif rc != want_rc:
        reasons.append("exit status %d, expected %d" % (rc, want_rc))
    if out.strip():
        reasons.append("a failing run printed on stdout")
    err_lines = err.split("\n")
    want = subst(case.single["ERROR"], tmpdir, args)
    i = first_diagnostic(err_lines)
    if i is None:
        reasons.append("no diagnostic on stderr; expected: " + want)
    elif err_lines[i].rstrip() != want:
        reasons.append("first diagnostic:\n  got:      %s\n  expected: %s" % (err_lines[i], want))
    else:
        m = LOCATED.match(want)
        if m:
            why = check_caret(err_lines, i, int(m.group(2)), int(m.group(3)))
            if why:
                reasons.append(why)
    for line in case.multi["STDERR"]:
        line = subst(line, tmpdir, args)
        if line not in (l.rstrip() for l in err_lines):
            reasons.append("missing on stderr: " + line)
    return reasons


def main():
    ap = argparse.ArgumentParser(description="Run kt's table of bad inputs.")
    ap.add_argument("--kt", help="the kt binary (required except with --list)")
    ap.add_argument("--testprogs", default="", help="the built tests/testprogs directory")
    ap.add_argument("--filter", help="run only cases whose FILE:NAME matches this regex")
    ap.add_argument("--list", action="store_true", help="list the cases and exit")
    ap.add_argument("-j", type=int, default=2, help="parallel cases (default: 2)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every case's result")
    ap.add_argument("files", nargs="*", help="table files (default: tests/bad_inputs/*.txt)")
    args = ap.parse_args()

    files = args.files or sorted(os.path.join(HERE, f) for f in os.listdir(HERE) if f.endswith(".txt"))
    try:
        cases = [c for f in files for c in parse_file(f)]
    except (FormatError, OSError) as e:
        sys.exit("run.py: %s" % e)
    if args.filter:
        rx = re.compile(args.filter)
        cases = [c for c in cases if rx.search(c.label)]
    if args.list:
        for c in cases:
            print(c.label)
        return 0
    if not args.kt:
        ap.error("--kt is required")
    if os.geteuid() != 0:
        # kt reads tracefs and the BPF file system only as root.
        print("run.py: the table of bad inputs must run as root; skipping")
        return 77
    args.kt = os.path.abspath(args.kt)
    args.testprogs = os.path.abspath(args.testprogs) if args.testprogs else ""

    failed, per_file = [], {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.j)) as pool:
        for case, reasons, cmd, rc, out, err in pool.map(lambda c: run_case(c, args), cases):
            stem = case.label.split(":")[0]
            total, bad = per_file.get(stem, (0, 0))
            per_file[stem] = (total + 1, bad + (1 if reasons else 0))
            if reasons:
                failed.append(case)
                print("FAIL %s (%s:%d)" % (case.label, case.path, case.line))
                for r in reasons:
                    print("     " + r.replace("\n", "\n     "))
                print("     command: %s" % " ".join(shlex.quote(a) for a in cmd))
                print("     exit: %s" % rc)
                for line in err.rstrip("\n").split("\n"):
                    print("     stderr| " + line)
                if out.strip():
                    for line in out.rstrip("\n").split("\n"):
                        print("     stdout| " + line)
            elif args.verbose:
                print("PASS %s" % case.label)
            sys.stdout.flush()
    print("\n" + ", ".join("%s %d/%d" % (f, t - b, t) for f, (t, b) in sorted(per_file.items())))
    print("%d passed, %d failed" % (len(cases) - len(failed), len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
