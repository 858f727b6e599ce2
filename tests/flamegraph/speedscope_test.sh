#!/bin/sh
# kt's folded stacks (-f folded) load as they are in a flame-graph tool:
# speedscope (npm), opened the way its command line opens a file, in headless
# Chromium (Debian's chromium package, from scripts/install-deps.sh).
#
#   speedscope_test.sh KT TESTPROGS WORKDIR
#
# The profile: kernel stacks from profile:hz:99 while dd makes syscalls, and
# user stacks of tests/testprogs/inline_chain (known frames, known count).
set -eu
kt=$1 testprogs=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)

for tool in node npm; do
  command -v "$tool" >/dev/null || { echo "speedscope_test: $tool not found (Node.js 20 is needed)" >&2; exit 1; }
done
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] ||
  { echo "speedscope_test: no Chromium at ${CHROMIUM:-/usr/bin/chromium}; run scripts/install-deps.sh" >&2; exit 1; }

# The npm packages, pinned by package-lock.json, installed once per lock file.
mkdir -p "$work"
if ! cmp -s "$here/package-lock.json" "$work/package-lock.json" || [ ! -d "$work/node_modules" ]; then
  cp "$here/package.json" "$here/package-lock.json" "$work/"
  (cd "$work" && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error)
fi
cp "$here/speedscope_check.mjs" "$here/speedscope_table.mjs" "$work/"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

dd if=/dev/zero of=/dev/null bs=16 count=20000000 2>/dev/null &
dd_pid=$!
"$kt" -f folded -o "$tmp/kt.folded" \
  -e 'profile:hz:99 { @k[kstack] = count(); }
      uprobe:'"$testprogs"'/inline_chain:leaf { @u[ustack(3)] = count(); }' \
  -c "$testprogs/inline_chain 7 1000" >/dev/null
kill "$dd_pid" 2>/dev/null || true
wait "$dd_pid" 2>/dev/null || true

grep -qx 'main;outer;middle;inner;leaf 7' "$tmp/kt.folded" ||
  { echo "speedscope_test: kt's output lacks the inline_chain stack:" >&2; cat "$tmp/kt.folded" >&2; exit 1; }
grep -q '^entry_SYSCALL_64' "$tmp/kt.folded" ||
  { echo "speedscope_test: kt's output has no syscall kernel stack:" >&2; cat "$tmp/kt.folded" >&2; exit 1; }

# speedscope's CLI writes the profile next to its page and hands the URL to
# xdg-open, which hands it to $BROWSER: record it instead of opening it.
printf '#!/bin/sh\nprintf "%%s\\n" "$1" > "%s/url"\n' "$tmp" > "$tmp/browser"
chmod +x "$tmp/browser"
TMPDIR="$tmp" BROWSER="$tmp/browser" DISPLAY= node "$work/node_modules/speedscope/bin/cli.mjs" "$tmp/kt.folded" >/dev/null
for _ in 1 2 3 4 5 6 7 8 9 10; do [ -s "$tmp/url" ] && break; sleep 0.2; done
[ -s "$tmp/url" ] || { echo "speedscope_test: speedscope's CLI opened no URL" >&2; exit 1; }

node "$work/speedscope_check.mjs" "$(cat "$tmp/url")" "$tmp/kt.folded"
