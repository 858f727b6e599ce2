#!/bin/sh
# kt's own flame graph (-f svg) opened in headless Chromium (Debian's
# chromium, driven by playwright-core from npm as speedscope_test.sh does):
#
#   svg_test.sh KT TESTPROGS WORKDIR
#
# 1. `profile:hz:99 { @[kstack, ustack] = count(); }` while dd makes
#    syscalls, with a printf in an interval: the picture alone on stdout,
#    the printf lines on stderr; frames drawn, tooltips, zoom, search, and
#    a screenshot that is not blank (kept as WORKDIR/flamegraph.png).
# 2. A deterministic profile (uprobe counts of tests/testprogs/inline_chain)
#    written with -f folded and with -f svg: the picture's frames are the
#    folded lines' paths with their samples; its button flips it into an
#    icicle graph and back.
# 3. The same profile drawn with --flamegraph icicle: the root on top,
#    flipped to the bottom by the button.
# 4. A differential graph (--baseline): a second run where outer is counted
#    for 3 of its 7 calls, against the first's folded lines: its frames are
#    the second run's, red and blue by the change of share, tooltips with
#    both counts and the change.
set -eu
kt=$1 testprogs=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)

for tool in node npm; do
  command -v "$tool" >/dev/null || { echo "svg_test: $tool not found (Node.js 20 is needed)" >&2; exit 1; }
done
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] ||
  { echo "svg_test: no Chromium at ${CHROMIUM:-/usr/bin/chromium}; run scripts/install-deps.sh" >&2; exit 1; }

mkdir -p "$work"
if ! cmp -s "$here/package-lock.json" "$work/package-lock.json" || [ ! -d "$work/node_modules" ]; then
  cp "$here/package.json" "$here/package-lock.json" "$work/"
  (cd "$work" && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error)
fi
cp "$here/svg_check.mjs" "$here/svg_style_check.mjs" "$here/flame_paths.mjs" "$here/png_colours.mjs" "$work/"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

"$kt" -f svg -c 'dd if=/dev/zero of=/dev/null bs=16 count=3000000' \
  -e 'profile:hz:99 { @[kstack, ustack] = count(); } interval:ms:100 { printf("tick\n"); }' \
  > "$tmp/profile.svg" 2> "$tmp/profile.err"
head -c 5 "$tmp/profile.svg" | grep -q '^<?xml' ||
  { echo "svg_test: stdout is not the SVG:" >&2; head -5 "$tmp/profile.svg" >&2; exit 1; }
grep -qx tick "$tmp/profile.err" || { echo "svg_test: the printf lines did not go to stderr" >&2; exit 1; }
! grep -qx tick "$tmp/profile.svg" || { echo "svg_test: a printf line is in the SVG" >&2; exit 1; }
node "$work/svg_check.mjs" "$tmp/profile.svg" - "$work/flamegraph.png"

prog='uprobe:'"$testprogs"'/inline_chain:leaf { @u[ustack(3)] = count(); }
      uprobe:'"$testprogs"'/inline_chain:outer { @u[ustack(3)] = count(); }'
"$kt" -f folded -o "$tmp/chain.folded" -e "$prog" -c "$testprogs/inline_chain 7 1000" > /dev/null
"$kt" -f svg -o "$tmp/chain.svg" -e "$prog" -c "$testprogs/inline_chain 7 1000" > /dev/null
grep -qx 'main;outer;middle;inner;leaf 7' "$tmp/chain.folded" ||
  { echo "svg_test: the folded profile lacks the inline_chain stack:" >&2; cat "$tmp/chain.folded" >&2; exit 1; }
node "$work/svg_check.mjs" "$tmp/chain.svg" "$tmp/chain.folded"
node "$work/svg_style_check.mjs" flip "$tmp/chain.svg"

"$kt" -f svg --flamegraph icicle -o "$tmp/icicle.svg" -e "$prog" -c "$testprogs/inline_chain 7 1000" > /dev/null
grep -q 'data-icicle="1"' "$tmp/icicle.svg" || { echo "svg_test: --flamegraph icicle drew no icicle graph" >&2; exit 1; }
node "$work/svg_style_check.mjs" flip "$tmp/icicle.svg"
node "$work/svg_check.mjs" "$tmp/icicle.svg" "$tmp/chain.folded"

prog2='uprobe:'"$testprogs"'/inline_chain:leaf { @u[ustack(3)] = count(); }
       uprobe:'"$testprogs"'/inline_chain:outer / arg0 < 3 / { @u[ustack(3)] = count(); }'
"$kt" -f folded -o "$tmp/after.folded" -e "$prog2" -c "$testprogs/inline_chain 7 1000" > /dev/null
"$kt" -f svg --baseline "$tmp/chain.folded" -o "$tmp/diff.svg" -e "$prog2" -c "$testprogs/inline_chain 7 1000" > /dev/null
node "$work/svg_check.mjs" "$tmp/diff.svg" "$tmp/after.folded"
node "$work/svg_style_check.mjs" diff "$tmp/diff.svg" "$tmp/chain.folded" "$tmp/after.folded"
