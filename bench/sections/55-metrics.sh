#!/bin/sh
# kt --metrics (issue #22, item 4): how long one scrape of a map of
# 10,000 keys takes, with a keyed histogram beside it, measured as
# Prometheus sees it (curl's time from connect to the last byte), against
# the goal of 100 ms. bpftrace has no metrics server: the row has no
# ratio.
#
# The map is filled by bench/drivers/flood.c's 10,000 getppid() calls
# (one key each: nsecs), then scraped REPS times.
#
# usage: sh bench/sections/55-metrics.sh    (root; env KT, REPS, BENCH_TMP
#        as bench/run.sh sets them; METRICS_KEYS)
set -u
cd "$(dirname "$0")/../.."
. bench/lib.sh
N=${METRICS_KEYS:-10000}
W=$BENCH_TMP/metrics
mkdir -p "$W"
drv=$W/flood
cc -O2 -o "$drv" bench/drivers/flood.c || { say "metrics: cannot build the driver"; exit 1; }
command -v curl > /dev/null || { say "metrics: no curl"; exit 1; }

PROG='config = { max_map_keys = 16384 }
tracepoint:syscalls:sys_enter_getppid /comm == "flood"/ { @calls[nsecs] = count(); @lat[nsecs % 100] = hist(nsecs % 4096); }
END { clear(@calls); clear(@lat); }'

RUNNING=
trap 'for j in $RUNNING; do kill -KILL "$j" 2>/dev/null; done' EXIT
if ! start_tracer "$W/kt" timeout -k 5 300 env KT_NOTIFY_ATTACHED=1 "$KT" --metrics 127.0.0.1:0 -e "$PROG"; then
    say "metrics: kt did not attach"; tail -3 "$W/kt.err" >&2; exit 1
fi
"$drv" getppid "$N" "$W/stamp" 30
addr=$(sed -n 's|.*serving metrics at http://\([^/]*\)/metrics.*|\1|p' "$W/kt.err")
rm -f "$W/times"
i=0
while [ "$i" -lt "$((REPS + 1))" ]; do
    # The first scrape warms kt's symbol and name caches: not counted.
    t=$(curl -s -o "$W/scrape" -w '%{time_total}' "http://$addr/metrics")
    [ "$i" -gt 0 ] && echo "$t" >> "$W/times"
    i=$((i + 1))
done
stop_tracer
keys=$(grep -c '^kt_calls_total{' "$W/scrape")
bytes=$(wc -c < "$W/scrape")
ms=$(awk '{ print $1 * 1000 }' "$W/times" | median)
say "metrics: $keys keys, $bytes bytes, median $(fmt "$ms" 1) ms"

echo
echo "## Metrics: one Prometheus scrape"
echo
echo "\`kt --metrics\` serving \`@calls[nsecs] = count()\` with $keys keys and \`@lat[nsecs % 100] = hist(...)\` (100 keys);"
echo "each scrape reads both maps and formats them ($bytes bytes). Median of $REPS scrapes (after one warm-up), \`curl -w %{time_total}\`."
echo
echo "| what | kt | bpftrace | goal < 100 ms |"
echo "| --- | ---: | --- | --- |"
printf '| scrape of %s keys + a keyed hist | %s ms | no metrics server | %s |\n' "$keys" "$(fmt "$ms" 1)" "$(meets "$ms" lt 100)"
