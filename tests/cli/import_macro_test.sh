#!/bin/sh
# import_macro_test.sh KT: `import` and `macro` from the command line:
# where imports are found (next to the file, -I, KT_PATH, the standard
# library), what is reported when they go wrong, and real programs that use
# macros. Programs are loaded and run only as root; the diagnostics are
# checked for everyone.
set -u
KT=$1
case $KT in /*) ;; *) KT=$(pwd)/$KT ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0 checks=0 skipped=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# run EXPECTED_RC ARGS...: runs kt in $tmp with a timeout, keeps stdout and
# stderr in $tmp/out and $tmp/err
run() {
  want=$1; shift
  checks=$((checks + 1))
  (cd "$tmp" && timeout 60 "$KT" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null)
  rc=$?
  [ "$rc" -eq "$want" ] || fail "kt $* exited $rc, expected $want; stderr:
$(cat "$tmp/err")"
}
expect_in() { # expect_in FILE TEXT: TEXT occurs in $tmp/FILE
  grep -qF -- "$2" "$tmp/$1" || fail "expected '$2' in $1, got:
$(cat "$tmp/$1")"
}
expect_not_in() {
  grep -qF -- "$2" "$tmp/$1" && fail "did not expect '$2' in $1, got:
$(cat "$tmp/$1")"
}
expect_line() { # expect_line TEXT: a whole line of stdout
  grep -qxF -- "$1" "$tmp/out" || fail "expected the line '$1' on stdout, got:
$(cat "$tmp/out")"
}
is_root() { [ "$(id -u)" -eq 0 ]; }
# run_as_root EXPECTED_RC ARGS...: like run, but only as root
run_as_root() {
  if is_root; then
    run "$@"
    return 0
  fi
  skipped=$((skipped + 1))
  return 1
}

mkdir -p "$tmp/proj/lib" "$tmp/inc" "$tmp/kp"
cat >"$tmp/proj/lib/util.kt" <<'KT'
// util.kt: macros shared by the tests below
import "more.kt"                 // lib/more.kt, next to this file
macro sq($v) { $v * $v }
macro sum3(a, b, c) { a + b + c }
KT
cat >"$tmp/proj/lib/more.kt" <<'KT'
macro ms(ns) { ns / 1000000 }
END { printf("bye from more.kt\n"); }
KT
cat >"$tmp/proj/main.kt" <<'KT'
import "lib/util.kt"
import "errno.kt"
BEGIN {
    $x = sq(sum3(1, 2, 3));
    printf("sq %d ms %d enoent %d\n", $x, ms(5000000), ENOENT);
    exit();
}
KT
cat >"$tmp/inc/viainc.kt" <<'KT'
macro from_inc() { 11 }
KT
cat >"$tmp/kp/viakp.kt" <<'KT'
macro from_kt_path() { 22 }
KT

# ---- the front end, for everyone ----

# -d ast shows the program as parsed: imported items first, calls unexpanded.
run 0 -d ast "$tmp/proj/main.kt"
expect_in out "macro ms"
expect_in out "call sq"
expect_in out "enum errno"
expect_not_in out "import"

# A missing import is reported at its line, with the directories searched.
printf 'BEGIN { }\nimport "nope.kt"\n' >"$tmp/missing.kt"
run 65 -I "$tmp/inc" "$tmp/missing.kt"
expect_in err "$tmp/missing.kt:2:1: error: cannot find 'nope.kt'"
expect_in err "hint: searched in '$tmp', '$tmp/inc', "

# A cycle names the files.
printf 'import "cyc_b.kt"\n' >"$tmp/cyc_a.kt"
printf 'import "cyc_a.kt"\n' >"$tmp/cyc_b.kt"
run 65 "$tmp/cyc_a.kt"
expect_in err "error: import cycle:"
expect_in err "note: '$tmp/cyc_a.kt' imports '$tmp/cyc_b.kt' here"

# An error inside an imported file carries that file's name and line.
printf 'macro ok() { 1 }\nBEGIN { @x = ; }\n' >"$tmp/inc/broken.kt"
run 65 -I "$tmp/inc" -e 'import "broken.kt"'
expect_in err "$tmp/inc/broken.kt:2:14: error: expected expression"
expect_in err "<cmdline>:1:1: note: '$tmp/inc/broken.kt' is imported here"

# Macro errors: recursion with its chain, arity, a statement macro inside an expression.
run 65 -e 'macro f(x) { g(x) } macro g(x) { f(x) } BEGIN { @x = f(1); }'
expect_in err "<cmdline>:1:34: error: macro 'f' calls itself through 'g'"
expect_in err "<cmdline>:1:14: note: expanded from here"
expect_in err "<cmdline>:1:54: note: expanded from here"
run 65 -e 'macro add(a, b) { a + b } BEGIN { @x = add(1); }'
expect_in err "error: macro 'add' takes 2 arguments, but 1 was given"
expect_in err "<cmdline>:1:1: note: 'add' is defined here"
# A macro with statements inside an expression runs them there (bpftrace v0.26).
run 0 -e 'macro f() { $t = 1; $t } BEGIN { printf("%d\n", f() + 1); exit(); }'
expect_in out "2"

# A later error inside an expansion points into the macro, then at the call.
run 65 -e 'macro f(x) { x + bogus } BEGIN { @x = f(1); }'
expect_in err "<cmdline>:1:18: error: unknown identifier 'bogus'"
expect_in err "<cmdline>:1:39: note: expanded from here"

# -d types shows the expansion, with hygienic names.
run 0 -d types -e 'macro f() { $t = 100; $t + 1 } BEGIN { $t = 5; $u = f(); }'
expect_in out 'var $__m1_t: '
expect_not_in out "call f"

# ---- real programs (root) ----

if run_as_root 0 "$tmp/proj/main.kt"; then
  expect_line "sq 36 ms 5 enoent 2"
  expect_line "bye from more.kt"
fi

if run_as_root 0 -e 'import "errno.kt"; BEGIN { printf("%d\n", ENOENT); exit(); }'; then
  expect_line "2"
fi

# A directory imports its .kt and .bt files, in name order (bpftrace v0.26);
# a macro is called as name!(...) too.
mkdir -p "$tmp/dirlib/skip"
printf 'macro two() { 2 }\n' >"$tmp/dirlib/b.bt"
printf 'macro one() { 1 }\nBEGIN { printf("first a.kt\\n"); }\n' >"$tmp/dirlib/a.kt"
printf 'macro never() { 9 }\n' >"$tmp/dirlib/skip/c.kt"
if run_as_root 0 -e 'import "dirlib"; BEGIN { printf("dir %d %d\n", one!(), two()); exit(); }'; then
  expect_line "first a.kt"
  expect_line "dir 1 2"
fi

# -I and KT_PATH
if run_as_root 0 -I "$tmp/inc" -e 'import "viainc.kt"; BEGIN { printf("inc %d\n", from_inc()); exit(); }'; then
  expect_line "inc 11"
fi
if is_root; then
  checks=$((checks + 1))
  (cd "$tmp" && KT_PATH="$tmp/nothing:$tmp/kp" timeout 60 "$KT" \
    -e 'import "viakp.kt"; BEGIN { printf("kp %d\n", from_kt_path()); exit(); }' >"$tmp/out" 2>"$tmp/err")
  [ $? -eq 0 ] || fail "KT_PATH import failed: $(cat "$tmp/err")"
  expect_line "kp 22"
fi

# A statement macro with a map parameter, called as a statement and as a value.
if run_as_root 0 -e 'macro bump(@m, k, $by) { @m[k] += $by; @m[k] }
BEGIN { bump(@c, 1, 3); $a = bump(@c, 1, 2); $b = bump(@c, 2, 7); printf("bump %d %d\n", $a, $b); exit(); }'; then
  expect_line "bump 5 7"
fi

# Hygiene: the macro's $t is not the caller's.
if run_as_root 0 -e 'macro f($x) { $t = $x * 10; $t + 1 }
BEGIN { $t = 5; $u = f($t + 1); printf("hyg %d %d\n", $t, $u); exit(); }'; then
  expect_line "hyg 5 61"
fi

# An argument bound to a `$param` is evaluated once; a plain name at each use.
if run_as_root 0 -e 'macro twice_v($v) { $v + $v } macro twice_e(e) { e + e }
BEGIN { $i = 0; $a = twice_v($i++); $j = 0; $b = twice_e($j++); printf("once %d %d %d %d\n", $a, $i, $b, $j); exit(); }'; then
  expect_line "once 0 1 1 2"
fi

echo "import_macro: $checks checks, $failures failures, $skipped skipped (not root)"
[ "$failures" -eq 0 ]
