#!/bin/sh
# recipes_dry_run_test.sh KT: every recipe of tools/ compiles, loads and
# passes the verifier on this machine: kt --dry-run tools/NAME.kt, with the
# arguments a generic recipe needs (the table below; any other recipe runs
# without arguments, so a new recipe is picked up as soon as it is in
# tools/). A recipe whose BPF programs this kernel refuses because it lacks
# kprobes or fentry/fexit (BPF trampolines) is skipped and listed with the
# reason: its tests run in the guest suite (tests/e2e/kernel). Any other
# failure fails the test. Needs root (BPF loads): exit 77 (skipped) without.
set -u
KT=$1
HERE=$(cd "$(dirname "$0")" && pwd)
TOOLS=$(cd "$HERE/../../tools" && pwd)
if [ "$(id -u)" != 0 ]; then
  echo "SKIP: kt --dry-run loads BPF programs: run as root"
  exit 77
fi
if [ -d /sys/kernel/tracing ] && [ -z "$(ls /sys/kernel/tracing)" ]; then
  mount -t tracefs nodev /sys/kernel/tracing 2>/dev/null
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# args NAME: the arguments recipe NAME needs for a dry run (generic recipes
# take their attach point as $1); nothing for the others.
args() {
  case "$1" in
    funccount|stackcount|trace) echo "uprobe:libc:malloc" ;;
    argdist) echo "uprobe:libc:malloc --arg=0 --hist" ;;
    funclatency) echo "entry:libc:malloc" ;;
    # Session recipes over a user binary: libc's string functions.
    libfail) echo "libc str*" ;;
    failargs|failtrace|slowcalls) echo "libc:strto* libc:*" ;;
    failcount) echo "libc:strto*" ;;
    # Kernel sessions: refused here (kprobes), run in the guest suite.
    syscallfail) echo "openat link_path_walk*" ;;
    *) echo "" ;;
  esac
}

# The kernel refused a kprobe or a trampoline (fentry/fexit) program: what
# this machine lacks, not a fault of the recipe.
needs_kfunc='refused the (kprobe|kretprobe|fentry|fexit|fentry/fexit)[^ ]* program|does not allow BPF trampolines|kernel has no kprobes'

passed=0 failed=0 skipped=""
for f in "$TOOLS"/*.kt; do
  name=$(basename "$f" .kt)
  # shellcheck disable=SC2046 # the table's words are separate arguments
  if "$KT" --dry-run "$f" $(args "$name") >"$tmp/out" 2>"$tmp/err" </dev/null; then
    passed=$((passed + 1))
  elif grep -Eq -- "$needs_kfunc" "$tmp/err"; then
    skipped="$skipped
  $name: $(grep -E -m1 -- "$needs_kfunc" "$tmp/err")"
  else
    failed=$((failed + 1))
    echo "FAIL: kt --dry-run tools/$name.kt $(args "$name"):"
    sed 's/^/  | /' "$tmp/err" | head -20
  fi
done
if [ -n "$skipped" ]; then
  echo "skipped (this kernel lacks kprobes or fentry; tested in the guest suite):$skipped"
fi
echo "recipes_dry_run: $passed passed, $failed failed, $(printf '%s' "$skipped" | grep -c .) skipped"
[ "$failed" -eq 0 ]
