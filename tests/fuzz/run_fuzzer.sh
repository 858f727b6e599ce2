#!/bin/sh
# run_fuzzer.sh FUZZER FUZZ_DIR SOURCE_DIR SECONDS
# Runs the parse fuzzer for SECONDS over a scratch copy of the seed corpus
# (the checked-in seeds, the inputs of earlier findings in findings/, which
# need not parse, the golden programs and the man-page examples' files), so
# the checkout is never written to. Fails on any finding.
set -eu
fuzzer=$1 fuzz_dir=$2 src=$3 seconds=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/corpus" "$work/artifacts"
cp "$fuzz_dir"/corpus/* "$work/corpus/" 2>/dev/null || true
cp "$fuzz_dir"/findings/* "$work/corpus/" 2>/dev/null || true
for f in "$src"/tests/golden/parse/*.kt "$src"/stdlib/*.kt; do
  [ -f "$f" ] && cp "$f" "$work/corpus/golden-$(basename "$f")"
done
echo "fuzz: $(ls "$work/corpus" | wc -l) seeds, ${seconds}s"
"$fuzzer" "$work/corpus" -dict="$fuzz_dir/kt.dict" -max_total_time="$seconds" \
  -timeout=10 -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 \
  -artifact_prefix="$work/artifacts/" 2>"$work/log" || {
  tail -n 60 "$work/log"
  for a in "$work"/artifacts/*; do
    [ -f "$a" ] || continue
    echo "fuzz: crashing input $(basename "$a") (base64):"
    base64 "$a"
  done
  exit 1
}
grep -E '^stat::number_of_executed_units|^#[0-9]+.*DONE' "$work/log" || tail -n 5 "$work/log"
echo "fuzz: no findings"
