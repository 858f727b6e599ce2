#!/bin/sh
# kt's session timeline (-f trace) loads as it is in speedscope (npm, as
# speedscope_test.sh installs it), opened the way its command line opens a
# file, in headless Chromium (Debian's chromium):
#
#   trace_test.sh KT TESTPROGS WORKDIR
#
# The session: tests/testprogs/session_target's api_* calls (a failure that
# its caller goes on from, a chain failing at depth 4, a recovery, a
# success), printed with print(calls(args)) and print(stack()), in one
# thread. trace_check.mjs checks the Trace Event format's required fields,
# that each call is a slice, and what speedscope shows; the timeline as
# speedscope first draws it is kept as WORKDIR/timeline.png.
set -eu
kt=$1 testprogs=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)

for tool in node npm; do
  command -v "$tool" >/dev/null || { echo "trace_test: $tool not found (Node.js 20 is needed)" >&2; exit 1; }
done
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] ||
  { echo "trace_test: no Chromium at ${CHROMIUM:-/usr/bin/chromium}; run scripts/install-deps.sh" >&2; exit 1; }

mkdir -p "$work"
if ! cmp -s "$here/package-lock.json" "$work/package-lock.json" || [ ! -d "$work/node_modules" ]; then
  cp "$here/package.json" "$here/package-lock.json" "$work/"
  (cd "$work" && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error)
fi
cp "$here/trace_check.mjs" "$here/png_colours.mjs" "$here/speedscope_table.mjs" "$work/"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

target=$testprogs/session_target
"$kt" -f trace -o "$tmp/timeline.json" \
  -e "entry:$target:api_*, allow:$target:* /pid == cpid/ { print(calls(args)); print(stack()); }" \
  -c "$target sibling fail 4 2 recover ok" > /dev/null 2> "$tmp/kt.err" ||
  { echo "trace_test: kt failed:" >&2; cat "$tmp/kt.err" >&2; exit 1; }

# speedscope's CLI writes the profile next to its page and hands the URL to
# xdg-open, which hands it to $BROWSER: record it instead of opening it.
printf '#!/bin/sh\nprintf "%%s\\n" "$1" > "%s/url"\n' "$tmp" > "$tmp/browser"
chmod +x "$tmp/browser"
TMPDIR="$tmp" BROWSER="$tmp/browser" DISPLAY= node "$work/node_modules/speedscope/bin/cli.mjs" "$tmp/timeline.json" >/dev/null
for _ in 1 2 3 4 5 6 7 8 9 10; do [ -s "$tmp/url" ] && break; sleep 0.2; done
[ -s "$tmp/url" ] || { echo "trace_test: speedscope's CLI opened no URL" >&2; exit 1; }

node "$work/trace_check.mjs" "$(cat "$tmp/url")" "$tmp/timeline.json" \
  api_sibling,child_fetch,child_fetch_deep,child_ok,api_request,svc_handle,svc_validate,store_lookup,store_read_block,api_recover,cache_get \
  "$work/timeline.png"
