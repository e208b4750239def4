#!/usr/bin/env bash
# Normalizer throughput on one core: normalizes a few MB of realistic label text with
# `earshot normalize --lines` and prints MB/s per run and the median of the runs.
#   bench/normalize-throughput.sh [LANGUAGE] [MEGABYTES] [RUNS]     (defaults: en-US 4 5)
# LANGUAGE "all": every profile `earshot voices` lists, one median line each.
# Builds nothing: run `swift build -c release --product earshot` first (make bench-normalize does).
set -euo pipefail
cd "$(dirname "$0")/.."
LANGUAGE=${1:-en-US}
MEGABYTES=${2:-4}
RUNS=${3:-5}
EARSHOT=${EARSHOT:-.build/release/earshot}
[ -x "$EARSHOT" ] || { echo "bench: $EARSHOT not built; run: swift build -c release --product earshot" >&2; exit 3; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# Label text like an app's (times, money, counts, units, dates, ...): see bench/label-mix.py.
bench/label-mix.py "$MEGABYTES" > "$WORK/labels.txt"
BYTES=$(wc -c < "$WORK/labels.txt")
PIN=""
command -v taskset > /dev/null && PIN="taskset -c 0"
# MB/s of CPU time (user + system) of the one process, so that other work on a shared machine
# does not count against it; wall-clock MB/s is printed beside it for reference. The best run is
# printed beside the median: the work is the same every run, so a slower run is the host taking
# the core away (this VM's host slows it by up to half for minutes), never the program.
measure() {
  local language=$1 rates=() run start end user system rate wall median
  for run in $(seq 1 "$RUNS"); do
    start=$(date +%s.%N)
    /usr/bin/time -f "%U %S" -o "$WORK/time.txt" $PIN "$EARSHOT" normalize --language "$language" --lines \
      < "$WORK/labels.txt" > "$WORK/out.txt"
    end=$(date +%s.%N)
    read -r user system < "$WORK/time.txt"
    rate=$(python3 -c "print(f'{$BYTES / 1e6 / max($user + $system, 0.001):.2f}')")
    wall=$(python3 -c "print(f'{$BYTES / 1e6 / ($end - $start):.2f}')")
    rates+=("$rate")
    echo "run $run: $rate MB/s of CPU time ($wall MB/s wall clock; $BYTES bytes, $(wc -l < "$WORK/out.txt") lines)"
  done
  median=$(printf '%s\n' "${rates[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  best=$(printf '%s\n' "${rates[@]}" | sort -n | tail -1)
  echo "median: $median MB/s of CPU time, best $best ($language, one core, $RUNS runs)"
}
if [ "$LANGUAGE" = all ]; then
  for tag in $("$EARSHOT" voices | awk 'NR > 1 && $1 ~ /^[a-z][a-z][a-z]?-/ { print $1 }'); do
    measure "$tag" | grep '^median'
  done
else
  measure "$LANGUAGE"
fi
