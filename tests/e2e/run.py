#!/usr/bin/python3
"""kt end-to-end test runner.

Runs the cases of tests/e2e/*.test (the directive format is described in
tests/e2e/README.md) against kt, or, with --bpftrace-compat, against bpftrace
to check that the cases themselves are right. Python 3 standard library only.

    run.py --kt build/kt tests/e2e/*.test
    run.py --bpftrace-compat --kt /usr/bin/bpftrace tests/e2e/*.test
"""

import argparse
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

KT_MARKER = "__KT_ATTACHED__"
BPFTRACE_MARKER = "__BPFTRACE_NOTIFY_PROBES_ATTACHED"

# Directives that may appear once per case, and those that may repeat.
SINGLE = {"PROG", "RUN", "AFTER", "TIMEOUT", "EXPECT_EXIT", "ARGS"}
MULTI = {"EXPECT", "EXPECT_REGEX", "EXPECT_NONE", "EXPECT_NONE_REGEX", "EXPECT_BLOCK",
         "EXPECT_JSON", "EXPECT_STDERR", "EXPECT_STDERR_REGEX", "BEFORE", "REQUIRES", "ENV"}
EXPECTS = ("EXPECT", "EXPECT_REGEX", "EXPECT_NONE", "EXPECT_NONE_REGEX", "EXPECT_BLOCK",
           "EXPECT_JSON", "EXPECT_STDERR", "EXPECT_STDERR_REGEX")
FLAGS = {"WILL_FAIL", "KT_ONLY", "SERIAL"}
DEFAULT_TIMEOUT = 5.0
# --bpftrace-compat, for a bpftrace that lacks the attach notification.
FALLBACK_GRACE = 1.5


class ParseError(Exception):
    pass


class Case:
    def __init__(self, name, path, line):
        self.name = name
        self.path = path
        self.line = line
        self.single = {}
        self.multi = {k: [] for k in MULTI}
        self.flags = set()

    @property
    def where(self):
        return "%s:%d" % (os.path.basename(self.path), self.line)

    @property
    def label(self):
        return "%s:%s" % (os.path.splitext(os.path.basename(self.path))[0], self.name)

    def validate(self):
        if ("PROG" in self.single) == ("RUN" in self.single):
            raise ParseError("%s: case %s needs exactly one of PROG and RUN" % (self.where, self.name))
        if "RUN" in self.single and "ARGS" in self.single:
            raise ParseError("%s: case %s: ARGS goes with PROG, not RUN" % (self.where, self.name))
        if "WILL_FAIL" in self.flags and "EXPECT_EXIT" in self.single:
            raise ParseError("%s: case %s: WILL_FAIL and EXPECT_EXIT exclude each other" % (self.where, self.name))
        for key in ("TIMEOUT", "EXPECT_EXIT"):
            if key in self.single:
                try:
                    float(self.single[key]) if key == "TIMEOUT" else int(self.single[key])
                except ValueError:
                    raise ParseError("%s: case %s: bad %s value %r" % (self.where, self.name, key, self.single[key]))
        for env in self.multi["ENV"]:
            if "=" not in env:
                raise ParseError("%s: case %s: ENV wants VAR=value, got %r" % (self.where, self.name, env))
        for rx in self.multi["EXPECT_REGEX"] + self.multi["EXPECT_NONE_REGEX"] \
                + self.multi["EXPECT_STDERR_REGEX"]:
            try:
                re.compile(rx)
            except re.error as e:
                raise ParseError("%s: case %s: bad regex %r: %s" % (self.where, self.name, rx, e))
        for js in self.multi["EXPECT_JSON"]:
            try:
                json.loads(js)
            except ValueError as e:
                raise ParseError("%s: case %s: bad EXPECT_JSON %r: %s" % (self.where, self.name, js, e))
        if not any(self.multi[k] for k in EXPECTS) \
                and "EXPECT_EXIT" not in self.single and "WILL_FAIL" not in self.flags:
            raise ParseError("%s: case %s expects nothing" % (self.where, self.name))


def parse_file(path):
    """Returns the cases of one .test file. A line ending in a backslash
    continues on the next line (joined with a space)."""
    cases = []
    names = set()
    case = None
    with open(path, encoding="utf-8") as f:
        raw = f.read().split("\n")
    i = 0
    while i < len(raw):
        lineno = i + 1
        line = raw[i]
        i += 1
        while line.endswith("\\") and i < len(raw):
            line = line[:-1].rstrip() + " " + raw[i].lstrip()
            i += 1
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if line[0].isspace():
            raise ParseError("%s:%d: directive lines start in column 1" % (path, lineno))
        parts = line.split(None, 1)
        key = parts[0]
        value = parts[1].strip() if len(parts) > 1 else ""
        if key == "NAME":
            if not value:
                raise ParseError("%s:%d: NAME needs a value" % (path, lineno))
            if value in names:
                raise ParseError("%s:%d: duplicate case name %r" % (path, lineno, value))
            names.add(value)
            if case:
                case.validate()
            case = Case(value, path, lineno)
            cases.append(case)
            continue
        if case is None:
            raise ParseError("%s:%d: %s before the first NAME" % (path, lineno, key))
        if key in SINGLE:
            if key in case.single:
                raise ParseError("%s:%d: %s given twice in case %s" % (path, lineno, key, case.name))
            if not value:
                raise ParseError("%s:%d: %s needs a value" % (path, lineno, key))
            case.single[key] = value
        elif key in MULTI:
            if not value:
                raise ParseError("%s:%d: %s needs a value" % (path, lineno, key))
            case.multi[key].append(value)
        elif key in FLAGS:
            if value:
                raise ParseError("%s:%d: %s takes no value" % (path, lineno, key))
            case.flags.add(key)
        else:
            raise ParseError("%s:%d: unknown directive %r" % (path, lineno, key))
    if case:
        case.validate()
    return cases


class Result:
    def __init__(self, case, status, seconds=0.0, reason="", details=""):
        self.case = case
        self.status = status  # PASS FAIL SKIP
        self.seconds = seconds
        self.reason = reason
        self.details = details


class Reader(threading.Thread):
    """Collects one pipe's lines; sets `attached` when the marker line shows."""

    def __init__(self, pipe, marker, fallback=None):
        super().__init__(daemon=True)
        self.pipe = pipe
        self.marker = marker
        self.fallback = fallback  # regex of a line that says "attaching now"
        self.fallback_seen = None  # time.monotonic() when it showed
        self.lines = []
        self.attached = threading.Event()

    def run(self):
        for raw in iter(self.pipe.readline, b""):
            line = raw.decode("utf-8", "replace").rstrip("\n")
            if self.marker and line.strip() == self.marker:
                self.attached.set()
                continue
            if self.fallback and self.fallback_seen is None and self.fallback.fullmatch(line.strip()):
                self.fallback_seen = time.monotonic()
            self.lines.append(line)
        self.pipe.close()

    def text(self):
        return "\n".join(self.lines)


def kill_group(proc, sig=signal.SIGKILL):
    if proc is None:
        return
    try:
        os.killpg(proc.pid, sig)
    except (ProcessLookupError, PermissionError):
        pass


class Runner:
    def __init__(self, args):
        self.kt = os.path.abspath(args.kt)
        self.compat = args.bpftrace_compat
        self.testprogs = args.testprogs
        self.verbose = args.verbose
        self.lock = threading.Lock()

    def subst(self, text, case, extra):
        values = {
            "KT": shlex.quote(self.kt),
            "TESTPROGS": self.testprogs,
            "TESTDIR": os.path.dirname(os.path.abspath(case.path)),
            "HELPER": "%s %s --helper" % (shlex.quote(sys.executable), shlex.quote(os.path.abspath(__file__))),
        }
        values.update(extra)

        def repl(m):
            key = m.group(1)
            if key not in values:
                raise ParseError("%s: case %s: unknown or unavailable placeholder {{%s}}"
                                 % (case.where, case.name, key))
            return values[key]

        return re.sub(r"\{\{([A-Z_]+)\}\}", repl, text)

    def run_case(self, case):
        if self.compat and "KT_ONLY" in case.flags:
            return Result(case, "SKIP", reason="kt-only")
        tmpdir = tempfile.mkdtemp(prefix="kt-e2e-")
        try:
            return self._run_case(case, tmpdir)
        except ParseError as e:
            return Result(case, "FAIL", reason=str(e))
        finally:
            shutil.rmtree(tmpdir, ignore_errors=True)

    def _run_case(self, case, tmpdir):
        extra = {"TMPDIR": tmpdir}
        for req in case.multi["REQUIRES"]:
            cmd = self.subst(req, case, extra)
            try:
                rc = subprocess.run(["/bin/sh", "-c", cmd], stdin=subprocess.DEVNULL,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                    timeout=30).returncode
            except subprocess.TimeoutExpired:
                rc = -1
            if rc != 0:
                return Result(case, "SKIP", reason="requires: " + req)

        timeout = float(case.single.get("TIMEOUT", DEFAULT_TIMEOUT))
        start = time.monotonic()
        befores = []
        after = None
        proc = None
        details = []
        try:
            # BEFORE: started first, each as `exec CMD`, so {{BEFORE_PID}} is the
            # command's own pid. The runner waits until the exec happened.
            for b in case.multi["BEFORE"]:
                cmd = self.subst(b, case, extra)
                p = subprocess.Popen(["/bin/sh", "-c", "exec " + cmd], stdin=subprocess.DEVNULL,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                     start_new_session=True)
                befores.append(p)
                extra.setdefault("BEFORE_PID", str(p.pid))
                self.wait_exec(p)
            if befores:
                time.sleep(0.1)

            env = dict(os.environ)
            if self.compat:
                env["KT_E2E_BPFTRACE_COMPAT"] = "1"
            for e in case.multi["ENV"]:
                k, v = self.subst(e, case, extra).split("=", 1)
                env[k] = v
            has_after = "AFTER" in case.single
            marker = None
            if has_after:
                marker = BPFTRACE_MARKER if self.compat else KT_MARKER
                env[marker if self.compat else "KT_NOTIFY_ATTACHED"] = "1"

            if "RUN" in case.single:
                argv = ["/bin/sh", "-c", self.subst(case.single["RUN"], case, extra)]
                shown = argv[2]
            else:
                prog = self.subst(case.single["PROG"], case, extra)
                argv = [self.kt] + shlex.split(self.subst(case.single.get("ARGS", ""), case, extra)) \
                    + ["-e", prog]
                shown = " ".join(shlex.quote(a) for a in argv)
            details.append("command: " + shown)

            proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                    stderr=subprocess.STDOUT if self.compat else subprocess.PIPE,
                                    env=env, start_new_session=True, cwd=tmpdir)
            # A bpftrace without the attach notification: run AFTER a grace
            # period after its "Attaching N probes..." line (printed before
            # it attaches).
            fallback = re.compile(r"Attaching \d+ probes?\.\.\.") if self.compat and has_after else None
            out = Reader(proc.stdout, marker, fallback)
            out.start()
            err = None
            if not self.compat:
                # kt prints its marker on stdout; stderr never carries it.
                err = Reader(proc.stderr, None)
                err.start()
            extra["KT_PID"] = str(proc.pid)

            deadline = start + timeout
            timed_out = False
            after_text = None
            if has_after:
                fell_back = False
                while not out.attached.wait(0.02):
                    if proc.poll() is not None or time.monotonic() > deadline:
                        break
                    if out.fallback_seen is not None and time.monotonic() - out.fallback_seen > FALLBACK_GRACE:
                        fell_back = True
                        details.append("no attach notification: AFTER ran %gs after the Attaching line"
                                       % FALLBACK_GRACE)
                        break
                if out.attached.is_set() or fell_back:
                    cmd = self.subst(case.single["AFTER"], case, extra)
                    after = subprocess.Popen(["/bin/sh", "-c", cmd], stdin=subprocess.DEVNULL,
                                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                             start_new_session=True, cwd=tmpdir,
                                             env=dict(os.environ, KT_E2E_BPFTRACE_COMPAT="1")
                                             if self.compat else None)
                    try:
                        after_text = after.communicate(timeout=max(0.1, deadline - time.monotonic()))[0]
                    except subprocess.TimeoutExpired:
                        kill_group(after)
                        after_text = after.communicate()[0]
                        details.append("AFTER did not finish in time")
                    after_text = after_text.decode("utf-8", "replace")
                    details.append("AFTER (exit %s): %s" % (after.returncode, cmd))
                elif proc.poll() is None:
                    details.append("never saw the attach marker; AFTER not run")
                else:
                    details.append("exited before the attach marker; AFTER not run")
            try:
                proc.wait(timeout=max(0.01, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                timed_out = True
                kill_group(proc, signal.SIGTERM)
                try:
                    proc.wait(timeout=1)
                except subprocess.TimeoutExpired:
                    pass
            kill_group(proc)
            proc.wait()
            out.join(5)
            if err:
                err.join(5)
        finally:
            for p in befores:
                kill_group(p)
                p.wait()
            if after is not None and after.poll() is None:
                kill_group(after)
                after.wait()
            if proc is not None and proc.poll() is None:
                kill_group(proc)
                proc.wait()
        seconds = time.monotonic() - start

        stdout_lines = out.lines
        stderr_lines = out.lines if self.compat else err.lines
        problems = []
        if timed_out:
            problems.append("timed out after %gs" % timeout)
        rc = proc.returncode
        if "WILL_FAIL" in case.flags:
            if rc == 0:
                problems.append("exit code 0, expected a failure (WILL_FAIL)")
        else:
            want = int(case.single.get("EXPECT_EXIT", "0"))
            if not timed_out and rc != want:
                problems.append("exit code %d, expected %d" % (rc, want))

        def norm(lines):
            return [l.rstrip() for l in lines]

        so, se = norm(stdout_lines), norm(stderr_lines)
        for e in case.multi["EXPECT"]:
            e = self.subst(e, case, extra).rstrip()
            if e not in so:
                problems.append("missing line: " + e)
        for e in case.multi["EXPECT_REGEX"]:
            rx = re.compile(self.subst(e, case, extra))
            if not any(rx.fullmatch(l) for l in so):
                problems.append("no line matches regex: " + e)
        for e in case.multi["EXPECT_NONE"]:
            e = self.subst(e, case, extra).rstrip()
            if e in so:
                problems.append("unexpected line: " + e)
        for e in case.multi["EXPECT_NONE_REGEX"]:
            rx = re.compile(self.subst(e, case, extra))
            hits = [l for l in so if rx.fullmatch(l)]
            if hits:
                problems.append("unexpected line %r matches regex: %s" % (hits[0], e))
        block = [self.subst(e, case, extra).strip() for e in case.multi["EXPECT_BLOCK"]]
        if block:
            # Consecutive among the non-blank lines, leading and trailing
            # whitespace ignored.
            text = [l.strip() for l in so if l.strip()]
            n = len(block)
            if not any(text[k:k + n] == block for k in range(len(text) - n + 1)):
                problems.append("missing block of %d lines:\n       %s" % (n, "\n       ".join(block)))
        if case.multi["EXPECT_JSON"]:
            objects = []
            for l in so:
                try:
                    objects.append(json.loads(l))
                except ValueError:
                    pass
            for e in case.multi["EXPECT_JSON"]:
                want = json.loads(self.subst(e, case, extra))
                if want not in objects:
                    problems.append("no stdout line is the JSON value: " + e)
        for e in case.multi["EXPECT_STDERR"]:
            e = self.subst(e, case, extra).rstrip()
            if e not in se:
                problems.append("missing message line: " + e)
        for e in case.multi["EXPECT_STDERR_REGEX"]:
            rx = re.compile(self.subst(e, case, extra))
            if not any(rx.fullmatch(l) for l in se):
                problems.append("no message line matches regex: " + e)

        if not problems and not self.verbose:
            return Result(case, "PASS", seconds)
        details.append("exit code: %s" % rc)
        details.append("--- stdout%s ---\n%s" % (" (with stderr)" if self.compat else "", out.text()))
        if err is not None:
            details.append("--- stderr ---\n%s" % err.text())
        if after_text:
            details.append("--- AFTER output ---\n%s" % after_text.rstrip())
        status = "FAIL" if problems else "PASS"
        return Result(case, status, seconds, "; ".join(problems), "\n".join(details))

    @staticmethod
    def wait_exec(p):
        """Waits (up to 2 s) until `sh -c 'exec CMD'` has become CMD."""
        sh = os.path.realpath("/bin/sh")
        end = time.monotonic() + 2
        while time.monotonic() < end and p.poll() is None:
            try:
                if os.path.realpath("/proc/%d/exe" % p.pid) != sh:
                    return
            except OSError:
                return
            time.sleep(0.01)

    def report(self, r):
        with self.lock:
            extra = ""
            if r.status == "SKIP":
                extra = " (%s)" % r.reason
            print("%-4s %s (%.2fs)%s" % (r.status, r.case.label, r.seconds, extra), flush=True)
            if r.status == "FAIL" or (self.verbose and r.details):
                if r.reason:
                    print("     " + r.reason)
                for line in r.details.split("\n"):
                    print("     | " + line)
                sys.stdout.flush()


def build_testprogs():
    """Builds tests/testprogs into a cache directory when --testprogs is not given."""
    out = os.path.join(tempfile.gettempdir(), "kt-e2e-testprogs-%d" % os.getuid())
    src = os.path.join(REPO, "tests", "testprogs")
    for cmd in (["cmake", "-S", src, "-B", out, "-G", "Ninja"], ["cmake", "--build", out]):
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if r.returncode != 0:
            sys.stderr.write(r.stdout.decode("utf-8", "replace"))
            sys.exit("run.py: building the test programs failed: " + " ".join(cmd))
    return out


def read_bpf_ids(pid):
    """The BPF programs, maps and links that process `pid` holds fds to,
    from /proc/PID/fdinfo."""
    ids = []
    fddir = "/proc/%d/fdinfo" % pid
    for fd in os.listdir(fddir):
        try:
            with open(os.path.join(fddir, fd)) as f:
                info = f.read()
        except OSError:
            continue
        for kind in ("prog", "map", "link"):
            m = re.search(r"^%s_id:\s*(\d+)$" % kind, info, re.M)
            if m:
                ids.append((kind, int(m.group(1))))
    return sorted(set(ids))


def bpf_object_exists(kind, ident):
    r = subprocess.run(["bpftool", kind, "show", "id", str(ident)], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
    return r.returncode == 0


def helper(argv):
    """Small tools for RUN commands, called as {{HELPER}} COMMAND ARGS:

    wait-attached FILE [SECONDS]  wait until FILE has an attach marker line
                                  (kt's or bpftrace's); exit 1 on timeout
    objects PID                   print the BPF programs, maps and links PID
                                  holds ("prog 12" lines), then a summary line
                                  "objects: N progs, M maps, L links"
    signal PID SIG                send signal SIG (INT, TERM, ...) to PID once;
                                  under --bpftrace-compat (KT_E2E_BPFTRACE_COMPAT=1)
                                  send it again every second, up to 4 times,
                                  while PID lives: bpftrace 0.17 sometimes
                                  loses a SIGINT/SIGTERM and then never exits
    wait-lines FILE N [SECONDS]   wait until FILE has N lines (a flood is on);
                                  print "flooding" or "not flooding: M lines"
    gone FILE [SECONDS]           wait until none of the objects listed in FILE
                                  (by `objects`) exists any more, per bpftool;
                                  print "leftovers: none" or the ones left
    """
    if not argv:
        sys.exit(helper.__doc__)
    cmd, args = argv[0], argv[1:]
    if cmd == "wait-attached":
        end = time.monotonic() + (float(args[1]) if len(args) > 1 else 10)
        while time.monotonic() < end:
            try:
                with open(args[0], errors="replace") as f:
                    if any(l.strip() in (KT_MARKER, BPFTRACE_MARKER) for l in f):
                        return 0
            except OSError:
                pass
            time.sleep(0.02)
        print("wait-attached: no attach marker in %s" % args[0])
        return 1
    if cmd == "wait-lines":
        want = int(args[1])
        end = time.monotonic() + (float(args[2]) if len(args) > 2 else 10)
        lines = 0
        while time.monotonic() < end:
            try:
                with open(args[0], "rb") as f:
                    lines = f.read().count(b"\n")
            except OSError:
                pass
            if lines >= want:
                print("flooding")
                return 0
            time.sleep(0.02)
        print("not flooding: %d lines" % lines)
        return 1
    if cmd == "objects":
        ids = read_bpf_ids(int(args[0]))
        for kind, ident in ids:
            print("%s %d" % (kind, ident))
        count = {k: sum(1 for kk, _ in ids if kk == k) for k in ("prog", "map", "link")}
        print("objects: %d progs, %d maps, %d links" % (count["prog"], count["map"], count["link"]))
        return 0
    if cmd == "signal":
        pid, sig = int(args[0]), getattr(signal, "SIG" + args[1].upper().replace("SIG", "", 1))
        os.kill(pid, sig)
        if os.environ.get("KT_E2E_BPFTRACE_COMPAT") == "1":
            for _ in range(4):
                time.sleep(1)
                try:
                    with open("/proc/%d/stat" % pid) as f:
                        state = f.read().rsplit(")", 1)[1].split()[0]
                except OSError:
                    break
                if state in ("Z", "X"):
                    break
                sys.stderr.write("signal: %d still running, sending SIG%s again\n" % (pid, args[1]))
                os.kill(pid, sig)
        return 0
    if cmd == "gone":
        ids = []
        if not os.path.exists(args[0]):
            print("leftovers: unknown, no object list %s" % args[0])
            return 1
        with open(args[0]) as f:
            for line in f:
                parts = line.split()
                if len(parts) == 2 and parts[0] in ("prog", "map", "link"):
                    ids.append((parts[0], int(parts[1])))
        # The kernel frees programs and maps after an RCU grace period.
        end = time.monotonic() + (float(args[1]) if len(args) > 1 else 5)
        while True:
            left = [(k, i) for k, i in ids if bpf_object_exists(k, i)]
            if not left or time.monotonic() > end:
                break
            time.sleep(0.1)
        if left:
            print("leftovers: " + ", ".join("%s %d" % x for x in left))
            return 1
        print("leftovers: none")
        return 0
    sys.exit("run.py --helper: unknown command %r" % cmd)


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--helper":
        return helper(sys.argv[2:])
    ap = argparse.ArgumentParser(description="Run kt's end-to-end tests.")
    ap.add_argument("--kt", help="the kt binary (or bpftrace with --bpftrace-compat); required "
                                 "except with --list")
    ap.add_argument("--bpftrace-compat", action="store_true",
                    help="the binary is bpftrace: merge stderr into stdout, skip KT_ONLY cases, "
                         "wait for bpftrace's attach notification")
    ap.add_argument("--testprogs", help="directory with the built tests/testprogs "
                                        "(default: build them into a cache directory)")
    ap.add_argument("--filter", help="run only cases whose FILE:NAME matches this regex")
    ap.add_argument("--list", action="store_true", help="list the cases and exit")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1, help="parallel cases (default: CPUs)")
    ap.add_argument("-v", "--verbose", action="store_true", help="show the output of passing cases too")
    ap.add_argument("files", nargs="*", help=".test files (default: every tests/e2e/*.test)")
    args = ap.parse_args()

    files = args.files or sorted(os.path.join(HERE, f) for f in os.listdir(HERE) if f.endswith(".test"))
    cases = []
    try:
        for f in files:
            cases.extend(parse_file(f))
    except (ParseError, OSError) as e:
        sys.exit("run.py: %s" % e)
    if args.filter:
        rx = re.compile(args.filter)
        cases = [c for c in cases if rx.search(c.label)]
    if args.list:
        for c in cases:
            flags = " ".join(sorted(c.flags))
            print("%s%s" % (c.label, " [%s]" % flags if flags else ""))
        return 0

    if not args.kt:
        ap.error("--kt is required")
    if os.geteuid() != 0:
        print("run.py: the end-to-end tests load BPF programs and must run as root; skipping")
        return 77
    if not (os.path.isfile(args.kt) and os.access(args.kt, os.X_OK)):
        sys.exit("run.py: %s is not an executable file" % args.kt)
    if args.testprogs:
        args.testprogs = os.path.abspath(args.testprogs)
    else:
        args.testprogs = build_testprogs()
    if not os.path.isfile(os.path.join(args.testprogs, "uprobe_target")):
        sys.exit("run.py: %s has no uprobe_target: build tests/testprogs there" % args.testprogs)

    runner = Runner(args)
    results = []

    def one(case):
        r = runner.run_case(case)
        runner.report(r)
        return r

    parallel = [c for c in cases if "SERIAL" not in c.flags]
    serial = [c for c in cases if "SERIAL" in c.flags]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.j)) as pool:
        results.extend(pool.map(one, parallel))
    for c in serial:
        results.append(one(c))

    counts = {s: sum(1 for r in results if r.status == s) for s in ("PASS", "FAIL", "SKIP")}
    failed = [r for r in results if r.status == "FAIL"]
    if failed:
        print("\nFailed:")
        for r in failed:
            print("  %s (%s)" % (r.case.label, r.case.where))
    print("\n%d passed, %d failed, %d skipped" % (counts["PASS"], counts["FAIL"], counts["SKIP"]))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
