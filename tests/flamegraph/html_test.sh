#!/bin/sh
# kt's report (-f html) opened in headless Chromium (Debian's chromium,
# driven by playwright-core from npm as svg_test.sh does):
#
#   html_test.sh KT TESTPROGS WORKDIR [SCREENSHOT.png]
#
# One deterministic workload (uprobes on tests/testprogs/uprobe_target:
# record_value(1..10), record_wide(-5, 0, 1, 1024, 1048576), record_name)
# with a hist, an lhist, a keyed hist, an avg, a count map and two stack
# maps, run twice: with -f json and with -f html. html_check.mjs checks
# that every histogram's bars are the counts the JSON gives, the tables
# hold the JSON's values, both flame graphs hold the stacks' counts, a
# click zooms and a search marks frames in each, and that a screenshot is
# not blank (kept as WORKDIR/report.png, or SCREENSHOT.png).
set -eu
kt=$1 testprogs=$2 work=$3 shot=${4:-$3/report.png}
here=$(cd "$(dirname "$0")" && pwd)

for tool in node npm; do
  command -v "$tool" >/dev/null || { echo "html_test: $tool not found (Node.js 20 is needed)" >&2; exit 1; }
done
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] ||
  { echo "html_test: no Chromium at ${CHROMIUM:-/usr/bin/chromium}; run scripts/install-deps.sh" >&2; exit 1; }

mkdir -p "$work"
if ! cmp -s "$here/package-lock.json" "$work/package-lock.json" || [ ! -d "$work/node_modules" ]; then
  cp "$here/package.json" "$here/package-lock.json" "$work/"
  (cd "$work" && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error)
fi
cp "$here/html_check.mjs" "$here/png_colours.mjs" "$work/"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

t=$testprogs/uprobe_target
prog="uprobe:$t:record_value { @values = hist(arg0); @lin = lhist(arg0, 0, 10, 2); @mean = avg(arg0);
                               @vstack[ustack(3)] = count(); printf(\"value %d\\n\", arg0); }
      uprobe:$t:record_wide { @wide[arg0 > 1] = hist(arg0); @wstack[ustack(3)] = count(); }
      uprobe:$t:record_name { @names[str(arg0)] = count(); }"
# -l 500: the target lingers after its calls, so that kt, on a loaded machine,
# reads its memory map (to name the ustack frames) before it exits (kt.7).
"$kt" -q -f json -e "$prog" -c "$t -l 500" > "$tmp/run.json"
"$kt" -q -f html -e "$prog" -c "$t -l 500" > "$tmp/report.html" 2> "$tmp/report.err"
head -c 15 "$tmp/report.html" | grep -q '^<!DOCTYPE html>' ||
  { echo "html_test: stdout is not the report:" >&2; head -5 "$tmp/report.html" >&2; exit 1; }
grep -qx 'value 10' "$tmp/report.err" || { echo "html_test: the printf lines did not go to stderr" >&2; exit 1; }
! grep -q '^value ' "$tmp/report.html" || { echo "html_test: a printf line is in the report" >&2; exit 1; }
# Self-contained: nothing is fetched from elsewhere.
! grep -Eq '(src|href)="(https?:|//|file:)' "$tmp/report.html" ||
  { echo "html_test: the report refers to another file" >&2; exit 1; }
node "$work/html_check.mjs" "$tmp/report.html" "$tmp/run.json" "$shot"
