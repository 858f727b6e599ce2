#!/usr/bin/env python3
"""kt --metrics scraped by a real Prometheus server (Debian's prometheus).

    prometheus_test.py KT TESTPROGS

kt traces tests/testprogs/uprobe_target (tests/metrics/metrics.kt) with
--metrics on a free loopback port; Prometheus, started here on another,
scrapes it every second. The test runs the workload, waits for a scrape
that began after the workload ended, then ends kt and checks that
Prometheus's query API returns, for every map, the values kt prints at
exit (-f json): counters, gauges, summaries, and histograms bucket by
bucket (cumulative, le = each bucket's largest value). It also checks
the label names the program's key expressions give, the HELP text from
the declaration's comment, and that a wildcard address is refused.

Prometheus asks for OpenMetrics (its Accept header prefers it), so the
scrape it stored is kt's OpenMetrics text: histograms without _count, the
counter's metadata under its family name without _total; both are
checked. Two direct GETs check the negotiation itself: `Accept:
text/plain` gets the text format 0.0.4, Prometheus's Accept header gets
OpenMetrics 1.0.0 (its Content-Type, `# EOF` last), with the same samples.
"""
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request


def fail(msg):
    print("prometheus_test: " + msg, file=sys.stderr)
    sys.exit(1)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url, timeout=5, accept=None):
    req = urllib.request.Request(url, headers={"Accept": accept} if accept else {})
    with urllib.request.urlopen(req, timeout=timeout) as r:
        return r.read().decode()


# What Prometheus 2.42 sends when it scrapes (scrape/scrape.go's acceptHeader).
PROMETHEUS_ACCEPT = ("application/openmetrics-text;version=1.0.0,application/openmetrics-text;version=0.0.1;q=0.75,"
                     "text/plain;version=0.0.4;q=0.5,*/*;q=0.1")


def scrape(url, accept):
    """GET url with `accept`: (Content-Type, body)."""
    req = urllib.request.Request(url, headers={"Accept": accept})
    with urllib.request.urlopen(req, timeout=5) as r:
        return r.headers.get("Content-Type"), r.read().decode()


def sample_lines(text):
    """{(name, labels with le as a number): value} of an exposition's samples."""
    out = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        series, value = line.rsplit(" ", 1)
        name, _, labels = series.partition("{")
        pairs = []
        for pair in labels.rstrip("}").split('",') if labels else []:
            k, v = pair.split("=", 1)
            v = v.strip('"')
            pairs.append((k, float(v) if k == "le" else v))
        out[(name, tuple(pairs))] = float(value)
    return out


def query(prom, expr, at=None):
    params = {"query": expr}
    if at is not None:
        params["time"] = "%.3f" % at
    url = prom + "/api/v1/query?" + urllib.parse.urlencode(params)
    body = json.loads(get(url))
    if body.get("status") != "success":
        fail("query %s: %s" % (expr, body))
    return body["data"]["result"]


def wait_for(what, pred, seconds):
    end = time.time() + seconds
    while time.time() < end:
        try:
            v = pred()
            if v:
                return v
        except OSError:
            pass
        time.sleep(0.2)
    fail("timed out waiting for " + what)


def kt_exit_maps(text):
    """-f json's exit maps: {name: data} (the last object for a name)."""
    maps = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("__KT_ATTACHED__"):
            continue
        obj = json.loads(line)
        if obj.get("type") in ("map", "hist", "stats"):
            for name, data in obj["data"].items():
                maps[name] = (obj["type"], data)
    return maps


def cumulative(rows):
    """hist JSON rows -> {le: cumulative count} for each row's max."""
    out, total = {}, 0
    for row in sorted(rows, key=lambda r: r.get("max", float("inf"))):
        total += row["count"]
        if "max" in row:
            out[float(row["max"])] = total
    return out, total


def main():
    kt, testprogs = sys.argv[1], sys.argv[2]
    prometheus = shutil.which("prometheus")
    if not prometheus:
        fail("no prometheus; run scripts/install-deps.sh")
    here = os.path.dirname(os.path.abspath(__file__))
    work = tempfile.mkdtemp(prefix="kt-metrics.")
    # A copy of its own: the program counts every process that runs the
    # file it probes, and other tests run the shared one at the same time
    # (html_report's two runs once made @calls 90 here).
    target = os.path.join(work, "uprobe_target")
    shutil.copy2(os.path.join(testprogs, "uprobe_target"), target)
    procs = []
    try:
        # A wildcard address needs its flag (a usage error, exit 2).
        r = subprocess.run([kt, "--metrics", ":9", "-e", "BEGIN { exit(); }"], capture_output=True, text=True)
        if r.returncode != 2 or "--metrics-all-interfaces" not in r.stderr:
            fail("a wildcard --metrics address was not refused: %d %s" % (r.returncode, r.stderr))

        prog = open(os.path.join(here, "metrics.kt")).read().replace("TARGET", target)
        script = os.path.join(work, "metrics.kt")
        open(script, "w").write(prog)
        kt_port, prom_port = free_port(), free_port()
        kt_out, kt_err = open(os.path.join(work, "kt.out"), "w+"), open(os.path.join(work, "kt.err"), "w+")
        env = dict(os.environ, KT_NOTIFY_ATTACHED="1")
        ktp = subprocess.Popen([kt, "-f", "json", "--metrics", "127.0.0.1:%d" % kt_port, script],
                               stdout=kt_out, stderr=kt_err, env=env)
        procs.append(ktp)
        def attached():
            if ktp.poll() is not None:
                fail("kt exited with %d: %s" % (ktp.returncode, open(kt_err.name).read()))
            return "__KT_ATTACHED__" in open(kt_out.name).read()
        wait_for("kt to attach", attached, 60)
        if "serving metrics at http://127.0.0.1:%d/metrics" % kt_port not in open(kt_err.name).read():
            fail("kt did not say where it serves: " + open(kt_err.name).read())

        config = os.path.join(work, "prometheus.yml")
        open(config, "w").write(
            "global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\n"
            "scrape_configs:\n  - job_name: kt\n    static_configs:\n"
            "      - targets: ['127.0.0.1:%d']\n" % kt_port)
        prom_log = open(os.path.join(work, "prometheus.log"), "w")
        pp = subprocess.Popen([prometheus, "--config.file=" + config, "--storage.tsdb.path=" + os.path.join(work, "data"),
                               "--web.listen-address=127.0.0.1:%d" % prom_port], stdout=prom_log, stderr=prom_log)
        procs.append(pp)
        prom = "http://127.0.0.1:%d" % prom_port
        wait_for("prometheus to be ready", lambda: "Ready" in get(prom + "/-/ready"), 60)

        # The workload: 7 runs of uprobe_target's calls, then it is gone.
        subprocess.run([target, "-n", "7"], check=True, stdout=subprocess.DEVNULL)
        stopped = time.time()
        # A scrape that started after the workload ended.
        wait_for("a scrape after the workload",
                 lambda: any(float(s["value"][1]) > stopped + 0.05
                             for s in query(prom, 'timestamp(up{job="kt"})')
                             if s["value"][1] != "NaN") and
                 query(prom, 'up{job="kt"}')[0]["value"][1] == "1", 30)
        # Prometheus is asked what it held now, before kt ends: once kt has
        # exited, a scrape that finds nobody marks every series stale, and a
        # query at a later time (kt's exit takes seconds on a loaded
        # machine) would see none.
        at = time.time()
        # The negotiation itself, asked directly.
        metrics_url = "http://127.0.0.1:%d/metrics" % kt_port
        text_type, text = scrape(metrics_url, "text/plain")
        om_type, om = scrape(metrics_url, PROMETHEUS_ACCEPT)
        ktp.send_signal(signal.SIGTERM)
        if ktp.wait(30) != 0:
            fail("kt exited with %d: %s" % (ktp.returncode, open(kt_err.name).read()))
        maps = kt_exit_maps(open(kt_out.name).read())

        def samples(expr):
            return {tuple(sorted((k, v) for k, v in s["metric"].items() if k not in ("__name__", "job", "instance"))):
                    float(s["value"][1]) for s in query(prom, expr, at)}

        checked = 0

        def expect(what, got, want):
            nonlocal checked
            if got != want:
                fail("%s: Prometheus has %s, kt printed %s" % (what, got, want))
            checked += 1

        comm = "uprobe_target"
        # count() -> counter kt_NAME_total, the key named after `comm`.
        expect("@calls", samples("kt_calls_total"), {(("comm", comm),): float(maps["@calls"][1][comm])})
        if maps["@calls"][1][comm] != 70:
            fail("@calls: kt printed %s, the workload made 70 calls" % maps["@calls"][1][comm])
        expect("@names", samples("kt_names_total"),
               {(("arg0", k),): float(v) for k, v in maps["@names"][1].items()})
        # A record key: its fields are the labels.
        pairs = samples("kt_pairs_total")
        expect("@pairs labels", sorted({k[0][0] for k in pairs} | {k[1][0] for k in pairs}), ["fruit", "pid"])
        expect("@pairs total", sum(pairs.values()), float(sum(maps["@pairs"][1].values())))
        # sum() and max() -> gauges.
        expect("@total", samples("kt_total"), {(("comm", comm),): float(maps["@total"][1][comm])})
        expect("@biggest", samples("kt_biggest"), {(): float(maps["@biggest"][1])})
        # avg() -> summary: _sum and _count; kt's average is their quotient.
        s, c = samples("kt_mean_sum")[(("comm", comm),)], samples("kt_mean_count")[(("comm", comm),)]
        expect("@mean", (c, s // c), (70.0, float(maps["@mean"][1][comm])))
        # A stack key is no label: the stacks' counts add up.
        expect("@by_stack", samples("kt_by_stack_total"), {(): float(sum(maps["@by_stack"][1].values()))})
        # Histograms: every bucket, cumulative.
        for name in ("values", "linear", "wide"):
            want, total = cumulative(maps["@" + name][1])
            got = {float(k[0][1]): v for k, v in samples("kt_%s_bucket" % name).items() if k[0][1] != "+Inf"}
            for le, count in want.items():
                expect("@%s le=%s" % (name, le), got.get(le), float(count))
            for le, count in got.items():  # buckets kt printed none for hold what the ones below hold
                below = [v for l, v in want.items() if l <= le]
                expect("@%s le=%s (empty)" % (name, le), count, float(max(below) if below else 0))
            expect("@%s +Inf" % name, samples('kt_%s_bucket{le="+Inf"}' % name), {(("le", "+Inf"),): float(total)})
            # OpenMetrics allows a histogram's _count only with a _sum (kt has none).
            expect("@%s has no _count in OpenMetrics" % name, samples("kt_%s_count" % name), {})
        # HELP from the comment above the declaration; OpenMetrics names
        # the counter's family without _total.
        meta = json.loads(get(prom + "/api/v1/metadata?metric=kt_calls"))["data"]
        expect("HELP of @calls", meta.get("kt_calls", [{}])[0].get("help"),
               "Calls of record_value by process name.")
        expect("TYPE of @calls", meta.get("kt_calls", [{}])[0].get("type"), "counter")
        expect("kt_self_probes_attached", samples("kt_self_probes_attached"), {(): 3.0})
        expect("kt_self_lost_records_total", samples("kt_self_lost_records_total"), {(): 0.0})

        expect("Content-Type for Accept: text/plain", text_type, "text/plain; version=0.0.4; charset=utf-8")
        expect("text format: counter family", "\n# TYPE kt_calls_total counter\n" in text, True)
        expect("text format: no # EOF", "# EOF" in text, False)
        expect("text format: histogram _count", "\nkt_values_count " in text, True)
        expect("Content-Type for Prometheus's Accept", om_type,
               "application/openmetrics-text; version=1.0.0; charset=utf-8")
        expect("OpenMetrics: # EOF last", om.endswith("\n# EOF\n"), True)
        expect("OpenMetrics: counter family", "\n# TYPE kt_calls counter\n" in om, True)
        expect("OpenMetrics: counter sample", "\nkt_calls_total{comm=\"%s\"} 70\n" % comm in om, True)
        text_samples, om_samples = sample_lines(text), sample_lines(om)
        for key in (text_samples, om_samples):
            key.pop(("kt_self_run_seconds", ()), None)
        # The same samples but for the histograms' _count (their +Inf buckets).
        expect("OpenMetrics samples", om_samples,
               {k: v for k, v in text_samples.items() if not (k[0].endswith("_count") and k[0][:-6] + "_bucket" in
                                                               {n for n, _ in text_samples})})
        print("prometheus_test: %d checks passed" % checked)
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
        if os.environ.get("KEEP"):
            print("kept " + work)
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
