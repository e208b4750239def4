#!/bin/sh
# Worker-process overhead per phrase, release build. Figures recorded in docs/engine.md.
#   bench/engine.sh [rounds]     (default 9 rounds after one warm-up)
set -eu
cd "$(dirname "$0")/.."
swift build -c release --product earshot >/dev/null
swift build -c release --product EngineBench >/dev/null
exec .build/release/EngineBench "$PWD/.build/release/earshot" "${1:-9}"
