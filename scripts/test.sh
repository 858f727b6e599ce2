#!/bin/sh
# Build kt (installing dependencies if missing) and run the whole test suite
# through ctest: unit and golden tests, the command-line tests, the man-page
# tests and the parser fuzzer (KT_FUZZ_SECONDS, default 60).
set -eu
cd "$(dirname "$0")/.."
./scripts/build.sh
if [ -n "${KT_FUZZ_SECONDS:-}" ]; then
  cmake -S . -B build -DKT_FUZZ_SECONDS="$KT_FUZZ_SECONDS" >/dev/null
fi
cmake --build build --target parse_fuzzer
cd build
ctest --output-on-failure --schedule-random -j"$(nproc)"
