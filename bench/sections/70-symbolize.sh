#!/bin/sh
# The symbolizer against eu-addr2line (issue #5's speed bar): runs
# bench/symbolize.sh (3 runs each; eu-addr2line takes about 30 s a run)
# and includes its table.
. bench/lib.sh
REPS=$(( REPS < 3 ? REPS : 3 )) sh bench/symbolize.sh "${BUILD_DIR:-build}" > "$BENCH_TMP/symbolize.out" 2>&2 || exit 1
echo
sed -n '/^# /,/^Agreement/p' bench/results/symbolize.md | sed 's/^# /## /'
