#!/bin/sh
# Install missing dependencies (Debian 12), then configure and build kt in
# ./build. Safe to run again: both steps are incremental.
set -eu
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build
