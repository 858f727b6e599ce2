#!/bin/sh
# The man pages render cleanly, and every example in kt(7) parses.
#
# usage: man_test.sh KT MANDIR      (ctest runs it with the built kt and man/)
#
# Checks, each failure reported with what was found:
#  1. kt.1 and kt.7 are ASCII and format without a single warning:
#     `groff -man -ww -z`, and `man --warnings -l` when man-db is installed.
#     No rendered line is wider than 80 columns.
#  2. Inside .EX/.EE the troff source writes \ - ' ^ ~ ` as the escapes
#     \e \- \(aq \(ha \(ti \(ga, so that every output device shows (and a
#     reader copies) exactly the characters kt expects.
#  3. Every .EX/.EE block of kt.7 is a complete program: `kt -d ast` accepts
#     it, and the program `kt -d source` prints back parses to the same
#     `kt -d ast` tree (a program with C preprocessor lines other than
#     #include only parses: kt -d source refuses it). Two comment lines,
#     placed right before the .EX, mark
#     the exceptions:
#        .\" fragment   not a program (output, a grammar sketch): skipped
#        .\" error      a mistake shown on purpose: kt must reject it (65)
#  4. kt.7 mentions each construct of a fixed list below, each provider,
#     perf event and duration unit the parser knows (read from
#     src/parser/attach_point.cpp, src/util/perf_events.h and
#     src/parser/literals.cpp when the sources are next to MANDIR), and
#     refers to kt(1) and bpftrace(8); it no longer says "semantics to
#     come" (the placeholder of the parse-only version).
#  5. kt.1 describes each option that `kt --help` lists, each -d stage and
#     each exit status, mentions the environment variables kt reads and
#     the attach message, and refers to kt(7) and bpftrace(8).
#
# How the examples are found: the test copies kt.7, adding a marker line
# "KTEXAMPLEBEGIN <n> <kind> <source line>" right after every .EX and
# "KTEXAMPLEEND" right before every .EE, renders the copy with
# `groff -man -Tascii -P-cbou` (no bold, no underline), and cuts the
# rendered text at the markers. Each line of a block loses the indentation
# its BEGIN marker has. The test so reads the examples as a reader sees
# them, with every troff escape resolved.

set -u

if [ $# -ne 2 ]; then
    echo "usage: $0 KT MANDIR" >&2
    exit 2
fi
KT=$1
MANDIR=$2
case $KT in /*) ;; *) KT=$(pwd)/$KT ;; esac
KT1=$MANDIR/kt.1
KT7=$MANDIR/kt.7
SRCDIR=$MANDIR/../src

fail=0
failed() {
    printf 'man: FAIL: %s\n' "$*"
    fail=1
}

for tool in groff awk sed grep cmp diff; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "man: FAIL: '$tool' is needed to check the man pages"
        exit 1
    fi
done
for f in "$KT1" "$KT7"; do
    if [ ! -f "$f" ]; then
        echo "man: FAIL: $f does not exist"
        exit 1
    fi
done
if [ ! -x "$KT" ]; then
    echo "man: FAIL: $KT is not an executable"
    exit 1
fi

TMP=$(mktemp -d "${TMPDIR:-/tmp}/kt-man-test.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM

# ---- 1. ASCII, no warnings, width ---------------------------------------

is_man_db=no
if command -v man >/dev/null 2>&1 && man --version 2>/dev/null | grep -q '^man '; then
    is_man_db=yes
fi

for page in "$KT1" "$KT7"; do
    name=$(basename "$page")
    if [ -n "$(LC_ALL=C tr -d '\011\012\040-\176' < "$page")" ]; then
        failed "$name has non-ASCII or control characters:"
        LC_ALL=C grep -n "$(printf '[^\t -~]')" "$page" | head -5
    fi

    groff -man -Tutf8 -ww -z "$page" > "$TMP/warn" 2>&1
    if [ -s "$TMP/warn" ]; then
        failed "groff warns about $name:"
        cat "$TMP/warn"
    fi

    if [ $is_man_db = yes ]; then
        MANWIDTH=80 MANPAGER=cat PAGER=cat man --warnings -l "$page" > "$TMP/render" 2> "$TMP/warn"
        rc=$?
        if [ $rc -ne 0 ] || [ -s "$TMP/warn" ]; then
            failed "man --warnings -l $name (exit status $rc) printed:"
            cat "$TMP/warn"
        fi
    fi

    groff -man -Tascii -P-cbou "$page" 2>/dev/null > "$TMP/ascii"
    awk -v name="$name" 'length($0) > 80 {
        printf "man: FAIL: %s renders a line wider than 80 columns (%d):\n%s\n", name, length($0), $0
        bad = 1
    } END { exit bad }' "$TMP/ascii" || fail=1
done

# ---- 2. escapes inside examples ------------------------------------------

for page in "$KT1" "$KT7"; do
    name=$(basename "$page")
    awk '$0 == ".EX" { ex = 1; next } $0 == ".EE" { ex = 0 } ex { print FNR ":" $0 }' "$page" |
        sed 's/\\(..//g; s/\\\[[^]]*\]//g; s/\\.//g' |
        grep -E '^[0-9]+:.*[-'"'"'^~`\\]' > "$TMP/raw" && {
        failed "$name: examples must write \\ - ' ^ ~ \` as \\e \\- \\(aq \\(ha \\(ti \\(ga; raw characters at:"
        sed 's/^\([0-9]*\):.*/    line \1/' "$TMP/raw" | head -20
    }
done

# ---- 3. the examples of kt.7 ----------------------------------------------

awk -v count="$TMP/nblocks" '
    $0 == ".EX" {
        n++
        kind = "program"
        if (prev ~ /^\.\\" *fragment[ \t]*$/) kind = "fragment"
        if (prev ~ /^\.\\" *error[ \t]*$/) kind = "error"
        print
        print "KTEXAMPLEBEGIN " n " " kind " " NR
        prev = $0
        next
    }
    $0 == ".EE" { print "KTEXAMPLEEND" }
    { print; prev = $0 }
    END { print n + 0 > count }
' "$KT7" > "$TMP/marked.7"
nblocks=$(cat "$TMP/nblocks")

mkdir "$TMP/ex"
groff -man -Tascii -P-cbou "$TMP/marked.7" 2>/dev/null |
    awk -v dir="$TMP/ex" '
    /KTEXAMPLEBEGIN/ {
        ind = index($0, "KTEXAMPLEBEGIN") - 1
        split(substr($0, ind + 1), f, " ")
        out = dir "/example-" f[2] ".kt"
        printf "" > out
        print f[2], f[3], f[4] > (dir "/index")
        inex = 1
        next
    }
    /KTEXAMPLEEND/ { close(out); inex = 0; next }
    inex {
        if (substr($0, 1, ind) !~ /^ *$/)
            print out ": line less indented than its block: " $0 > (dir "/errors")
        print substr($0, ind + 1) > out
    }'
if [ -s "$TMP/ex/errors" ]; then
    failed "examples could not be cut out of the rendered kt.7:"
    cat "$TMP/ex/errors"
fi
nfound=0
[ -f "$TMP/ex/index" ] && nfound=$(wc -l < "$TMP/ex/index" | tr -d ' ')
if [ "$nfound" -ne "$nblocks" ]; then
    failed "kt.7 has $nblocks .EX blocks but $nfound were found in the rendered text"
fi

show_block() {
    echo "---- kt.7 line $3, example $1 ----"
    sed 's/^/    /' "$2"
    echo "----"
}

parsed=0
fragments=0
rejected=0
cd "$TMP/ex" || exit 1
while read -r n kind line; do
    f=example-$n.kt
    case $kind in
    fragment)
        fragments=$((fragments + 1))
        ;;
    error)
        "$KT" -d ast "$f" > /dev/null 2> "$f.err" < /dev/null
        rc=$?
        if [ $rc -ne 65 ]; then
            failed "kt.7 example $n (line $line) is marked as an error, but kt -d ast exited with $rc (want 65)"
            show_block "$n" "$f" "$line"
            cat "$f.err"
        else
            rejected=$((rejected + 1))
        fi
        ;;
    *)
        "$KT" -d ast "$f" > "$f.ast" 2> "$f.err" < /dev/null
        rc=$?
        if [ $rc -ne 0 ]; then
            failed "kt.7 example $n (line $line) does not parse (kt -d ast exited with $rc)"
            show_block "$n" "$f" "$line"
            cat "$f.err"
            continue
        fi
        # C preprocessor lines other than #include: kt -d source refuses
        # the program (it would lose them), so there is no round trip.
        if grep -Eq '^[[:space:]]*#[[:space:]]*(define|undef|if|ifdef|ifndef|elif|else|endif|error|warning|pragma)' "$f"; then
            parsed=$((parsed + 1))
            continue
        fi
        "$KT" -d source "$f" > "$f.source.kt" 2> "$f.err" < /dev/null
        rc=$?
        if [ $rc -ne 0 ]; then
            failed "kt.7 example $n (line $line): kt -d source exited with $rc"
            show_block "$n" "$f" "$line"
            cat "$f.err"
            continue
        fi
        "$KT" -d ast "$f.source.kt" > "$f.source.ast" 2> "$f.err" < /dev/null
        rc=$?
        if [ $rc -ne 0 ] || ! cmp -s "$f.ast" "$f.source.ast"; then
            failed "kt.7 example $n (line $line) does not survive the round trip (kt -d source, then kt -d ast: exit $rc)"
            show_block "$n" "$f" "$line"
            echo "---- printed by kt -d source ----"
            sed 's/^/    /' "$f.source.kt"
            cat "$f.err"
            echo "---- tree of the original (<) against the printed program (>) ----"
            diff "$f.ast" "$f.source.ast"
            continue
        fi
        parsed=$((parsed + 1))
        ;;
    esac
done < "$TMP/ex/index"
cd - > /dev/null || exit 1

if [ "$parsed" -eq 0 ]; then
    failed "no example of kt.7 was parsed"
fi

# ---- 4. what kt.7 must talk about -----------------------------------------

groff -man -Tascii -P-cbou "$KT7" 2>/dev/null > "$TMP/kt7.txt"
groff -man -Tascii -P-cbou "$KT1" 2>/dev/null > "$TMP/kt1.txt"
# The same text on one line, blanks squeezed: a phrase may span lines.
tr -s ' \n' '  ' < "$TMP/kt7.txt" > "$TMP/kt7.flat"
tr -s ' \n' '  ' < "$TMP/kt1.txt" > "$TMP/kt1.flat"

# Fixed strings that the rendered kt.7 must contain.
cat > "$TMP/constructs" <<'EOF'
#!
//
/*
*/
0x
0b
0755
1_000
1e6
10ms
\n
\t
\r
\a
\b
\f
\v
\e
\\
\"
\'
\x
\0
true
false
$#
$1
@
interval:s:1
interval:1s
profile:hz:99
software:
hardware:
tracepoint:
rawtracepoint:
kprobe:
kretprobe:
fentry:
kfunc:
fexit:
kretfunc:
uprobe:
uretprobe:
usdt:
+OFFSET
ADDRESS
PROVIDER
uprobe:"/opt/my app/bin":main
entry:
allow:
deny:
allow::kernel/bpf/*.c
/path/bin::SOURCE_GLOB
@FILE
deny wins
entry beats
/ predicate /
+=
-=
*=
/=
%=
&=
|=
^=
<<=
>>=
++
--
if
else if
else
unroll
for ($kv : @map)
0..10
exclusive
while
return
break
continue
?:
||
&&
==
!=
<=
>=
<<
>>
sizeof
(uint8)
(int32 *)
(struct task_struct *)
->
.0
(a, b, ...)
@name[k1, k2, ...]
config = {
config {
import
macro
typedef
struct
union
enum
bit-field
#include <
#include "
printf
count
hist
lhist
has_key
stack(
calls(
lbr(
duration
errfunc
<cmdline>
EOF
while IFS= read -r c; do
    grep -qF -- "$c" "$TMP/kt7.flat" || failed "kt.7 does not mention '$c'"
done < "$TMP/constructs"
if grep -qiF 'semantics to come' "$TMP/kt7.flat"; then
    failed "kt.7 still says 'semantics to come': describe what kt does, or say plainly that it is not implemented"
fi

# Names the parser knows, read from its sources when they are at hand.
AP=$SRCDIR/parser/attach_point.cpp
PERF=$SRCDIR/util/perf_events.h
LIT=$SRCDIR/parser/literals.cpp
if [ -f "$AP" ] && [ -f "$PERF" ] && [ -f "$LIT" ]; then
    # "name" strings of the provider table.
    sed -n '/kProviders\[\] = {/,/^};/p' "$AP" | grep -o '"[^"]*"' | tr -d '"' | sort -u > "$TMP/providers"
    # Names and aliases of the software and hardware event tables (an
    # event without an alias has "" there).
    sed -n '/kSoftwareEvents\[\] = {/,/^};/p; /kHardwareEvents\[\] = {/,/^};/p' "$PERF" |
        grep -o '"[^"]*"' | tr -d '"' | grep -v '^$' | sort -u > "$TMP/events"
    # duration suffixes
    sed -n '/kUnits\[\] = {/,/^};/p' "$LIT" | grep -o '{"[a-z]*"' | tr -d '{"' > "$TMP/units"
    if [ "$(wc -l < "$TMP/providers")" -lt 20 ]; then
        failed "could not read the provider names from $AP"
    fi
    if [ "$(wc -l < "$TMP/events")" -lt 20 ]; then
        failed "could not read the perf event names from $PERF"
    fi
    if [ "$(wc -l < "$TMP/units")" -lt 5 ]; then
        failed "could not read the duration units from $LIT"
    fi
    cat "$TMP/providers" "$TMP/events" "$TMP/units" > "$TMP/names"
    while IFS= read -r word; do
        grep -qE -- "(^|[^A-Za-z0-9_-])$word([^A-Za-z0-9_-]|\$)" "$TMP/kt7.txt" ||
            failed "kt.7 does not mention '$word' (known to the parser)"
    done < "$TMP/names"
else
    echo "man: note: the sources are not next to $MANDIR; not checking kt.7 against the parser's tables"
fi

for ref in 'kt(1)' 'bpftrace(8)'; do
    grep -qF "$ref" "$TMP/kt7.txt" || failed "kt.7 does not refer to $ref"
done

# ---- 5. what kt.1 must talk about -----------------------------------------

"$KT" --help > "$TMP/help" 2>&1 || failed "kt --help failed"
# Options: words that start with - or -- after a space, '(', ',' or '['.
grep -oE '(^|[ (,[])--?[A-Za-z][A-Za-z-]*' "$TMP/help" | sed 's/^[ (,[]//' | sort -u > "$TMP/options"
if [ "$(wc -l < "$TMP/options")" -lt 15 ]; then
    failed "could not read the options from kt --help:"
    cat "$TMP/help"
fi
# Each must start an entry of the OPTIONS section ("-h, --help" counts for both).
sed -n '/^OPTIONS/,/^[A-Z]/p' "$TMP/kt1.txt" > "$TMP/kt1.options"
while IFS= read -r opt; do
    grep -qE -- "^ +(-[A-Za-z-]+, )*$opt([ ,]|\$)" "$TMP/kt1.options" ||
        failed "kt.1 OPTIONS does not describe option '$opt' (listed by kt --help)"
done < "$TMP/options"

# Stages, from the usage error for an unknown one.
stages=$("$KT" -d no-such-stage -e 'BEGIN {}' 2>&1 | sed -n 's/.*(stages: \(.*\)).*/\1/p' | tr -d ' ' | tr ',' ' ')
[ -n "$stages" ] || failed "could not read the -d stages from kt's usage error"
for stage in $stages; do
    grep -qE -- "^ +$stage( |\$)" "$TMP/kt1.txt" || failed "kt.1 does not describe the -d stage '$stage'"
done

# Exit statuses, from the help text ("exit status: 0 ok, 1 runtime failure, ...").
codes=$(sed -n '/^exit status:/,/^See/p' "$TMP/help" | sed 's/^exit status://' | grep -oE '(^|[ ,])[0-9]+ [a-z]' | grep -oE '[0-9]+')
[ -n "$codes" ] || failed "could not read the exit statuses from kt --help"
sed -n '/^EXIT STATUS/,/^[A-Z]/p' "$TMP/kt1.txt" > "$TMP/exit"
for code in $codes; do
    grep -qE "^ +$code( |\$)" "$TMP/exit" || failed "kt.1 EXIT STATUS does not describe status $code"
done

# shellcheck disable=SC2016 # the $ strings are meant literally
for c in '<cmdline>' '<stdin>' 'NO_COLOR' 'kt(7)' 'bpftrace(8)' 'FILE:LINE:COL: error:' 'note:' 'hint:' \
    '$1' '$#' 'Attaching' 'cpid' '__KT_ATTACHED__' \
    'KT_NOTIFY_ATTACHED' 'KT_MAX_STRLEN' 'KT_MAX_MAP_KEYS' 'KT_RINGBUF_SIZE' 'KT_STACK_DEPTH' \
    'KT_PRINT_MAPS_ON_EXIT' 'KT_PATH' 'SIGINT' 'SIGTERM'; do
    grep -qF -- "$c" "$TMP/kt1.flat" || failed "kt.1 does not mention '$c'"
done

# ---- summary ---------------------------------------------------------------

echo "man: $parsed examples parsed and printed back, $rejected error examples rejected, $fragments fragments skipped"
if [ $fail -ne 0 ]; then
    echo "man: FAILED"
    exit 1
fi
echo "man: ok"
exit 0
