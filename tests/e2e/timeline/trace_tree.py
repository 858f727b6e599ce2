#!/usr/bin/env python3
"""Reads a Chrome Trace Event file (kt -f trace) and prints what a timeline
viewer would draw, for sessions.test to compare:

    trace_tree.py FILE [--summary]

It first checks the Trace Event format's required fields (every event: name,
ph, ts, pid, tid; dur for a complete event "X"; args.name for the
process_name and thread_name metadata events), the JSON object form
({"traceEvents": [...], "displayTimeUnit": ...}), and that each thread's
slices nest by their times: a slice that starts inside another ends inside it.
Each problem is a line "INVALID: ...".

Then, per thread (in order of first appearance): "thread NAME pid==tid" or
"thread NAME pid!=tid", and either each slice on a line of its own, after
". " per level of nesting found from ts and dur (not from any depth the file
may say), "NAME [RESULT] CATEGORY", with "cname=C" when it has a
colour, "origin" when args.origin, "args=JSON" when it has args.args; or, with
--summary, "sessions N" (the outermost slices) and "slices N".
"""
import json
import sys


def main():
    path = sys.argv[1]
    summary = "--summary" in sys.argv[2:]
    with open(path) as f:
        doc = json.load(f)
    problems = []
    if not isinstance(doc, dict) or not isinstance(doc.get("traceEvents"), list):
        print("INVALID: not the JSON object form with a traceEvents array")
        return 1
    if doc.get("displayTimeUnit") not in ("ms", "ns"):
        problems.append("displayTimeUnit is neither ms nor ns")
    names = {}
    threads = {}
    order = []
    for i, e in enumerate(doc["traceEvents"]):
        for field in ("name", "ph", "ts", "pid", "tid"):
            if field not in e:
                problems.append(f"event {i} has no {field}: {e}")
        if not isinstance(e.get("ts"), (int, float)):
            problems.append(f"event {i}: ts is not a number")
        ph = e.get("ph")
        if ph == "M":
            if e.get("name") not in ("process_name", "thread_name") or "name" not in e.get("args", {}):
                problems.append(f"event {i}: metadata without a name: {e}")
            if e.get("name") == "thread_name":
                names[(e["pid"], e["tid"])] = e["args"]["name"]
            continue
        if ph != "X":
            problems.append(f"event {i}: phase {ph!r}, not X or M")
            continue
        if not isinstance(e.get("dur"), (int, float)) or e["dur"] < 0:
            problems.append(f"event {i}: complete event without a duration: {e}")
            continue
        key = (e["pid"], e["tid"])
        if key not in threads:
            threads[key] = []
            order.append(key)
        threads[key].append(e)
    for key in order:
        if key not in names:
            problems.append(f"thread {key} has no thread_name")
    for p in problems:
        print("INVALID: " + p)
    for key in order:
        pid, tid = key
        print(f"thread {names.get(key, '?')} " + ("pid==tid" if pid == tid else "pid!=tid"))
        # Outermost first: by start, then the longer one first.
        slices = sorted(threads[key], key=lambda e: (e["ts"], -e["dur"]))
        stack = []
        outermost = 0
        for e in slices:
            end = e["ts"] + e["dur"]
            while stack and e["ts"] >= stack[-1]["ts"] + stack[-1]["dur"]:
                stack.pop()
            if stack and end > stack[-1]["ts"] + stack[-1]["dur"]:
                print(f"INVALID: {e['name']} at {e['ts']} starts inside {stack[-1]['name']} and ends after it")
            outermost += not stack
            if not summary:
                args = e.get("args", {})
                line = ". " * len(stack) + f"{e['name']} [{args.get('result', '?')}] {e.get('cat', '-')}"
                if "cname" in e:
                    line += f" cname={e['cname']}"
                if args.get("origin"):
                    line += " origin"
                if "args" in args:
                    line += " args=" + json.dumps(args["args"], separators=(",", ":"))
                print(line)
            stack.append(e)
        if summary:
            print(f"sessions {outermost}")
            print(f"slices {len(slices)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
