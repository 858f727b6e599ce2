#!/bin/sh
# Build kt (installing dependencies if missing) and run the whole test suite
# through ctest: unit and golden tests, the command-line tests, the man-page
# tests, the parser fuzzer (KT_FUZZ_SECONDS, default 60), the e2e suite and
# the kernel e2e suite in a QEMU guest (KT_KERNEL_E2E=skip skips it).
set -eu
cd "$(dirname "$0")/.."
./scripts/build.sh
if [ -n "${KT_FUZZ_SECONDS:-}" ]; then
  cmake -S . -B build -DKT_FUZZ_SECONDS="$KT_FUZZ_SECONDS" >/dev/null
fi
cmake --build build --target parse_fuzzer
cd build
rc=0
ctest --output-on-failure --schedule-random -j"$(nproc)" || rc=$?
# The kernel suite runs in a QEMU guest (tests/vm): say how it went and how
# long the guest stage took, failed or not.
sed -n '/^=== kernel e2e summary/,/^setup /p' Testing/Temporary/LastTest.log 2>/dev/null | tail -n 16
exit $rc
