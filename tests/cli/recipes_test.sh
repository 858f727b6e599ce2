#!/bin/sh
# recipes_test.sh KT: recipes run by name and listed (kt NAME, kt --recipes,
# NAME --help), the search path (-I, KT_PATH, kt's tools) with shadowing,
# named options after a script without `--`, the refusal of what other
# users can write (recipes and imports), and kt-recipes(7) against the
# recipes' headers. Runs without root: nothing is loaded except with
# --dry-run-free help and -d types.
set -u
KT=$1
case $KT in /*) ;; *) KT=$(pwd)/$KT ;; esac
SRC=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp"; rm -rf "$tmp"' EXIT
failures=0 checks=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# run EXPECTED_RC ARGS...: kt in $tmp, stdout and stderr kept
run() {
  want=$1; shift
  checks=$((checks + 1))
  (cd "$tmp" && timeout 60 "$KT" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null)
  rc=$?
  [ "$rc" -eq "$want" ] || fail "kt $* exited $rc, expected $want; stderr:
$(cat "$tmp/err")"
}
expect_in() { # expect_in FILE TEXT
  grep -qF -- "$2" "$tmp/$1" || fail "expected '$2' in $1, got:
$(cat "$tmp/$1")"
}
expect_not_in() {
  grep -qF -- "$2" "$tmp/$1" && fail "did not expect '$2' in $1, got:
$(cat "$tmp/$1")"
}
expect_line_re() { # expect_line_re FILE REGEX: a whole line matches
  grep -qxE -- "$2" "$tmp/$1" || fail "expected a line matching '$2' in $1, got:
$(cat "$tmp/$1")"
}

# A team directory on KT_PATH: a recipe with options, an importable
# helper, and a recipe that shadows one of kt's own.
mkdir -p "$tmp/team" "$tmp/inc"
chmod 755 "$tmp/team" "$tmp/inc"
cat >"$tmp/team/greet.kt" <<'KT'
#!/usr/bin/env kt
// say hello, a given number of times
//
// A team's recipe: prints a greeting --times times, then exits.
//
// Examples:
//   kt greet --times=2 --who=team
//
// See also: funccount
import "teamlib.kt"
BEGIN {
  $i = 0;
  while ($i < getopt("times", 1, "how many greetings")) {
    printf("hello %s %d\n", getopt("who", "world", "whom to greet"), twice!($i));
    $i++;
  }
  exit();
}
KT
cat >"$tmp/team/teamlib.kt" <<'KT'
// teamlib.kt: a helper the team's recipes import
macro twice(x) { x * 2 }
KT
cat >"$tmp/team/funccount.kt" <<'KT'
#!/usr/bin/env kt
// the team's own funccount
BEGIN { printf("team funccount\n"); exit(); }
KT
cat >"$tmp/inc/greet.kt" <<'KT'
// greet from -I, which comes before KT_PATH
BEGIN { printf("hello from -I\n"); exit(); }
KT

export KT_PATH="$tmp/team"

# --recipes lists kt's tools and the team's, the shadowing one marked.
run 0 --recipes
expect_line_re out 'greet +say hello, a given number of times'
expect_line_re out "funccount +the team's own funccount \[shadows $SRC/tools/funccount.kt\]"
expect_line_re out 'opensnoop +trace file opens.*'
n=$(ls "$SRC"/tools/*.kt | wc -l)
[ "$(wc -l <"$tmp/out")" -ge "$n" ] || fail "kt --recipes lists $(wc -l <"$tmp/out") recipes, tools/ has $n"
run 0 --recipes -v
expect_in out "$tmp/team/greet.kt"
run 2 --recipes extra
expect_in err "unexpected argument 'extra' after --recipes"

# By name, with options after the name (no --), its import next to it.
if [ "$(id -u)" -eq 0 ]; then
  run 0 -q greet --times=2 --who=team
  expect_in out "hello team 0"
  expect_in out "hello team 2"
  run 0 -q greet -- --times=1
  expect_in out "hello world 0"
  # -I comes before KT_PATH.
  run 0 -q -I "$tmp/inc" greet
  expect_in out "hello from -I"
  # A script file run by its path takes named options the same way.
  run 0 -q "$tmp/team/greet.kt" --times=1 --who=path
  expect_in out "hello path 0"
fi
# --help: the header, then the options with defaults.
run 0 greet --help
expect_in out "greet - say hello, a given number of times"
expect_in out "A team's recipe: prints a greeting --times times, then exits."
expect_in out "  kt greet --times=2 --who=team"
expect_in out "usage: kt [options] greet [ARGS...] [--NAME[=VALUE]...]"
expect_line_re out '  --times=INT +how many greetings \(int, default: 1\)'
expect_line_re out '  --who=STRING +whom to greet \(string, default: "world"\)'
# A bad option is a usage error that lists them.
run 2 greet --tims=3
expect_in err "--tims"
expect_in err "--times=INT"
# --help works whatever positional arguments a recipe needs ($1 here).
run 0 funccount --help
run 0 -I "$SRC/tools" funccount --help
expect_in out "funccount - count calls of the functions an attach point matches"
expect_in out "--top=INT"
# An unknown name.
run 2 no_such_recipe
expect_in err "no recipe of that name is on the search path (kt --recipes lists them)"

# What other users can write is refused: a world-writable directory on
# the path, a world-writable recipe in a good one.
mkdir -p "$tmp/open" && cp "$tmp/team/greet.kt" "$tmp/team/teamlib.kt" "$tmp/open/"
chmod 777 "$tmp/open"
KT_PATH="$tmp/open" run 2 greet --help
expect_in err "skipping '$tmp/open' on the search path: other users can write it"
KT_PATH="$tmp/open" run 0 --recipes
expect_not_in out "greet"
expect_in err "skipping '$tmp/open' on the search path"
chmod 755 "$tmp/open"
chmod 666 "$tmp/open/greet.kt"
KT_PATH="$tmp/open" run 2 greet --help
expect_in err "skipping recipe '$tmp/open/greet.kt': other users can write it"
# Imports: named by path, an error at the import; found on the path, a
# warning and the search goes on.
chmod 777 "$tmp/open"
run 65 -d types -e "import \"$tmp/open/teamlib.kt\"; BEGIN { print(twice!(1)); exit(); }"
expect_in err "error: refusing to import '$tmp/open/teamlib.kt': other users can write its directory '$tmp/open'"
KT_PATH="$tmp/open:$tmp/team" run 0 -d types -e 'import "teamlib.kt"; BEGIN { print(twice!(1)); exit(); }'
expect_in err "warning: skipping '$tmp/open' on the search path: other users can write it"
chmod 755 "$tmp/open"

# kt-recipes(7) is what scripts/gen-recipes-man.py makes of tools/.
checks=$((checks + 1))
python3 "$SRC/scripts/gen-recipes-man.py" --check "$SRC/tools" "$SRC/man/kt-recipes.7" ||
  fail "man/kt-recipes.7 is out of date: run scripts/gen-recipes-man.py"
# Every recipe has a summary of at most 72 characters and Examples.
for f in "$SRC"/tools/*.kt; do
  checks=$((checks + 1))
  name=$(basename "$f" .kt)
  head -1 "$f" | grep -qx '#!/usr/bin/env kt' || fail "$name: line 1 is not '#!/usr/bin/env kt'"
  [ -x "$f" ] || fail "$name: not executable"
  summary=$(sed -n '2s|^// ||p' "$f")
  [ -n "$summary" ] || fail "$name: no summary on line 2"
  [ "${#summary}" -le 72 ] || fail "$name: summary longer than 72 characters"
  sed -n '2,/^[^/]/p' "$f" | grep -qx '// Examples:' || fail "$name: no '// Examples:' in its header"
done

echo "recipes: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
