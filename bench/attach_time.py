#!/usr/bin/env python3
"""Time from exec to attached: the seconds between starting a tracer and
its notice that every probe is attached (kt: KT_NOTIFY_ATTACHED=1 prints
__KT_ATTACHED__; bpftrace: __BPFTRACE_NOTIFY_PROBES_ATTACHED=1 prints its
variable's name), then SIGINT and wait for its exit.

usage: attach_time.py [--detach] TIMEOUT COMMAND [ARGS...]
Prints the seconds, or "fail: REASON" (its first line of error output, no
notice within TIMEOUT, a probe it skipped because it could not attach
it, or a bpftrace tool left with only its BEGIN/END probes because its
other attach points match nothing) and exits 1. With --detach: "ATTACH_S DETACH_S", the second from
SIGINT to the tracer's exit (it detaches everything first), then the
tracer's lines that say what it attached ("kt: attached ...",
"Attaching N probes...").
"""
import os
import re
import selectors
import signal
import subprocess
import sys
import time

NOTICE = re.compile(rb"__KT_ATTACHED__|__BPFTRACE_NOTIFY_PROBES_ATTACHED")


def main():
    args = sys.argv[1:]
    detach = args[0] == "--detach"
    if detach:
        args = args[1:]
    timeout = float(args[0])
    cmd = args[1:]
    env = dict(os.environ, KT_NOTIFY_ATTACHED="1", __BPFTRACE_NOTIFY_PROBES_ATTACHED="1")
    t0 = time.monotonic()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, env=env,
                         start_new_session=True)
    sel = selectors.DefaultSelector()
    sel.register(p.stdout, selectors.EVENT_READ)
    sel.register(p.stderr, selectors.EVENT_READ)
    seen, err, took = b"", b"", None
    while took is None and time.monotonic() - t0 < timeout:
        events = sel.select(timeout=0.05)
        for key, _ in events:
            chunk = os.read(key.fileobj.fileno(), 65536)
            if not chunk:
                sel.unregister(key.fileobj)
                continue
            if key.fileobj is p.stderr:
                err += chunk
            seen = (seen + chunk)[-4096:]
            if NOTICE.search(seen):
                took = time.monotonic() - t0
                break
        if not sel.get_map() and took is None:
            break
    t1 = time.monotonic()
    try:
        os.killpg(p.pid, signal.SIGINT)
    except ProcessLookupError:
        pass
    try:
        _, rest = p.communicate(timeout=max(20.0, timeout))
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        _, rest = p.communicate()
    detached = time.monotonic() - t1
    err += rest or b""
    if took is None:
        lines = [l for l in err.decode(errors="replace").splitlines()
                 if l.strip() and "RLIMIT_MEMLOCK" not in l and not l.startswith("Attaching")]
        print("fail: " + (lines[0][:150] if lines else "no attach notice in %g s" % timeout))
        return 1
    # A tracer that skipped probes it could not attach (bpftrace's "could
    # not attach probe ..., skipping") did not do the tool's work: its time
    # is no measure of attaching the tool.
    skipped = [l for l in err.decode(errors="replace").splitlines() if "could not attach probe" in l]
    if skipped:
        print("fail: attached only some of its probes: " + skipped[0][:120])
        return 1
    # bpftrace drops a probe whose attach point matches nothing without a
    # word (uprobe:libpthread:pthread_create: glibc 2.34 moved it to libc),
    # and a tool left with only BEGIN and END traces nothing.
    attaching = re.search(rb"Attaching (\d+) probes?", err + seen)
    script = next((a for a in cmd[1:] if a.endswith(".bt")), None)
    if attaching and script:
        with open(script, errors="replace") as f:
            special = len(re.findall(r"^\s*(?:BEGIN|END)\b", f.read(), re.M))
        if int(attaching.group(1)) <= special:
            print("fail: attached only its BEGIN/END probes: no other attach point of %s matches anything here"
                  % os.path.basename(script))
            return 1
    if not detach:
        print("%.4f" % took)
        return 0
    print("%.3f %.3f" % (took, detached))
    for line in err.decode(errors="replace").splitlines():
        if line.startswith("kt: attached") or line.startswith("Attaching"):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
