#!/bin/sh
# install_test.sh BUILD_DIR: kt installed into a fresh prefix works from
# there, and the Debian package holds the same files.
#  1. `cmake --install BUILD --prefix P`: P/bin/kt lists the recipes from
#     P/share/kt/tools (not the source tree), runs one by name, prints a
#     recipe's help, imports from P/share/kt/stdlib; `man -M P/share/man`
#     finds kt(1), kt(7) and kt-recipes(7).
#  2. Completion: bash (P/share/bash-completion/completions/kt) completes
#     a recipe name, options and a recipe's own options; fish completes a
#     recipe name; zsh's file parses. Every option of `kt --help` is in
#     each completion file.
#     It compiles with P/lib/kt/kt-codegen.so and says so (exit 69) when
#     that is missing.
#  3. `cpack -G DEB`: dpkg-deb -c lists kt, its code generator, the man
#     pages, the library and the completions under /usr; unpacked, its kt
#     compiles; the package is not installed.
set -u
BUILD=$(cd "$1" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0 checks=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
check() { # check DESCRIPTION COMMAND...: the command succeeds
  desc=$1; shift
  checks=$((checks + 1))
  "$@" >"$tmp/out" 2>"$tmp/err" || fail "$desc: '$*' failed:
$(cat "$tmp/out" "$tmp/err")"
}
has() { # has FILE TEXT
  checks=$((checks + 1))
  grep -qF -- "$2" "$1" || fail "expected '$2' in $(basename "$1"), got:
$(head -40 "$1")"
}
lacks() { # lacks FILE TEXT
  checks=$((checks + 1))
  ! grep -qF -- "$2" "$1" || fail "did not expect '$2' in $(basename "$1"), got:
$(head -40 "$1")"
}

P=$tmp/prefix
check "install" cmake --install "$BUILD" --prefix "$P"
for f in bin/kt lib/kt/kt-codegen.so share/man/man1/kt.1 share/man/man7/kt.7 share/man/man7/kt-recipes.7 \
         share/kt/stdlib/errno.kt share/kt/tools/opensnoop.kt share/kt/tools/funccount.kt \
         share/bash-completion/completions/kt share/zsh/vendor-completions/_kt \
         share/fish/vendor_completions.d/kt.fish; do
  checks=$((checks + 1))
  [ -e "$P/$f" ] || fail "not installed: $f"
done
checks=$((checks + 1))
[ -x "$P/share/kt/tools/opensnoop.kt" ] || fail "installed recipes are not executable"

# The installed kt uses its own library, from any working directory, with
# no environment variable.
cd /
unset KT_PATH
check "--recipes" "$P/bin/kt" --recipes -v
has "$tmp/out" "$P/share/kt/tools/opensnoop.kt"
checks=$((checks + 1))
grep -q "$(dirname "$BUILD")/tools" "$tmp/out" && fail "the installed kt lists the source tree's recipes"
check "recipe help by name" "$P/bin/kt" opensnoop --help
has "$tmp/out" "opensnoop - trace file opens"
has "$tmp/out" "--pid=INT"
check "stdlib import" "$P/bin/kt" -d types -e 'import "errno.kt"; BEGIN { printf("%d\n", ENOENT); exit(); }'
# It compiles with its own code generator, P/lib/kt/kt-codegen.so, and
# with no other: moved away, kt says so (exit 69) rather than take the
# build's.
check "compile (-d ir)" "$P/bin/kt" -d ir -e 'BEGIN { exit(); }'
has "$tmp/out" "define"
mv "$P/lib/kt/kt-codegen.so" "$tmp/moved.so"
checks=$((checks + 1))
KT_NO_PROGRAM_CACHE=1 "$P/bin/kt" -d ir -e 'BEGIN { exit(); }' >"$tmp/out" 2>&1
rc=$?
[ "$rc" -eq 69 ] || fail "without its code generator: exit $rc, not 69: $(cat "$tmp/out")"
has "$tmp/out" "kt: cannot load kt's code generator ($P/lib/kt/kt-codegen.so"
mv "$tmp/moved.so" "$P/lib/kt/kt-codegen.so"
if [ "$(id -u)" -eq 0 ]; then
  # Runs a recipe by name for real: opensnoop sees the file cat opens.
  check "run a recipe by name" "$P/bin/kt" -q -c "cat $P/share/kt/tools/README.md" opensnoop
  has "$tmp/out" "$P/share/kt/tools/README.md"
fi
cd "$tmp"

# man finds the pages in the prefix.
for page in "1 kt" "7 kt" "7 kt-recipes"; do
  set -- $page
  checks=$((checks + 1))
  MANPAGER=cat MANWIDTH=80 man -M "$P/share/man" "$1" "$2" >"$tmp/man" 2>"$tmp/err" ||
    fail "man -M $P/share/man $1 $2: $(cat "$tmp/err")"
done
has "$tmp/man" "opensnoop"

# Completion files name every option kt --help lists.
"$P/bin/kt" --help | grep -oE '(^|[ ,])--?[a-zA-Z][a-zA-Z-]*' | sed 's/^[ ,]//' | sort -u >"$tmp/opts"
for c in share/bash-completion/completions/kt share/zsh/vendor-completions/_kt share/fish/vendor_completions.d/kt.fish; do
  while read -r opt; do
    checks=$((checks + 1))
    case $c in
      *fish) name=${opt#-}; name=${name#-}
             if [ "${opt#--}" != "$opt" ]; then pat="-l $name"; else pat="-s $name"; fi
             grep -qF -- "$pat" "$P/$c" || fail "$c lacks option $opt" ;;
      *) grep -qF -- "$opt" "$P/$c" || fail "$c lacks option $opt" ;;
    esac
  done <"$tmp/opts"
done

# bash: a recipe name, an option, a recipe's own option.
complete_bash() { # complete_bash WORDS...: COMPREPLY for the last word
  PATH="$P/bin:$PATH" bash -c '
    . "$0"
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
    _kt; printf "%s\n" "${COMPREPLY[@]}"' "$P/share/bash-completion/completions/kt" "$@"
}
complete_bash kt opens >"$tmp/c1"; has "$tmp/c1" "opensnoop"
complete_bash kt -q --rec >"$tmp/c2"; has "$tmp/c2" "--recipes"
complete_bash kt -d a >"$tmp/c3"; has "$tmp/c3" "asm"
complete_bash kt opensnoop --p >"$tmp/c4"; has "$tmp/c4" "--pid"
complete_bash kt --probe-f >"$tmp/c6"; has "$tmp/c6" "--probe-filter"
# An option's argument is not the script: the recipe's options follow it.
complete_bash kt --probe-filter open opensnoop --p >"$tmp/c7"; has "$tmp/c7" "--pid"
complete_bash kt --flamegraph icicle opens >"$tmp/c8"; has "$tmp/c8" "opensnoop"
# fish: a recipe name with its summary.
if command -v fish >/dev/null; then
  PATH="$P/bin:$PATH" fish -N -c "source $P/share/fish/vendor_completions.d/kt.fish; complete -C 'kt opens'" >"$tmp/c5" 2>&1
  has "$tmp/c5" "opensnoop"
  has "$tmp/c5" "trace file opens"
fi
# zsh: the function file parses (zsh -n); completing needs a terminal.
if command -v zsh >/dev/null; then
  check "zsh completion parses" zsh -n "$P/share/zsh/vendor-completions/_kt"
fi

# The Debian package.
mkdir -p "$tmp/pkg"
check "cpack" cpack -G DEB --config "$BUILD/CPackConfig.cmake" -B "$tmp/pkg"
deb=$(ls "$tmp"/pkg/kt_*.deb 2>/dev/null | head -1)
checks=$((checks + 1))
if [ -z "$deb" ]; then
  fail "cpack made no kt_*.deb: $(cat "$tmp/out")"
else
  dpkg-deb -c "$deb" | awk '{ print $6 }' >"$tmp/contents"
  for f in ./usr/bin/kt ./usr/lib/kt/kt-codegen.so ./usr/share/man/man1/kt.1 ./usr/share/man/man7/kt-recipes.7 \
           ./usr/share/kt/tools/opensnoop.kt ./usr/share/kt/stdlib/errno.kt \
           ./usr/share/bash-completion/completions/kt ./usr/share/fish/vendor_completions.d/kt.fish \
           ./usr/share/zsh/vendor-completions/_kt; do
    has "$tmp/contents" "$f"
  done
  dpkg-deb -f "$deb" Depends >"$tmp/depends"
  has "$tmp/depends" "libc6" # as dpkg-shlibdeps finds it
  # Linked from their archives (KtStaticLibs.cmake).
  for lib in libbpf1 libdw1 libelf1 "libstdc++6"; do
    lacks "$tmp/depends" "$lib"
  done
  has "$tmp/depends" "libclang1-16" # dlopen()ed, declared by hand (KtInstall.cmake)
  # Unpacked (not installed), its kt finds the library beside it.
  dpkg-deb -x "$deb" "$tmp/x"
  check "unpacked package" "$tmp/x/usr/bin/kt" --recipes -v
  has "$tmp/out" "$tmp/x/usr/share/kt/tools/opensnoop.kt"
  check "unpacked package compiles" "$tmp/x/usr/bin/kt" -d ir -e 'BEGIN { exit(); }'
  has "$tmp/out" "define"
fi

echo "install: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
