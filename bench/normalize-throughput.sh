#!/usr/bin/env bash
# Normalizer throughput on one core: normalizes a few MB of realistic label text with
# `earshot normalize --lines` and prints MB/s per run and the median of the runs.
#   bench/normalize-throughput.sh [LANGUAGE] [MEGABYTES] [RUNS]     (defaults: en-US 4 5)
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

# Label text like an app's: times, money, counts, units, dates, phone numbers, plain words,
# punctuation and emoji, with the numbers varied line by line.
python3 - "$MEGABYTES" > "$WORK/labels.txt" <<'PY'
import random, sys
random.seed(4)
target = int(float(sys.argv[1]) * 1_000_000)
templates = [
    "{h:02d}:{m:02d}", "Meeting at {h}:{m:02d} PM", "${a:,}.{c:02d}", "Total: €{a}", "{a}₽", "R$ {a},{c:02d}",
    "{k}.{d}K likes", "{k}.{d}M views", "{k}.{d}万次播放", "{n} min ago", "{h}h {m}m", "{m}m remaining",
    "{k}.{d} GB of 64 GB used", "Battery {p}%, charging.", "{n} km away", "{t}°C, feels like {t2}°C",
    "Call +1 ({a3}) {a3b}-{a4}", "Order #{a}", "{mo}/{da}/20{yy}", "Jan. {da}, 20{yy}", "{n}st place",
    "Step {n} of {n2}", "Save {p}% today!", "Settings, Button.", "Double tap to open. Swipe up for more.",
    "Tom & Jerry → Season {n}", "Downloads 👍 ({n})", "{h:02d}:{m:02d}–{h2:02d}:{m2:02d}", "Page {n}/{n2}",
    "Wi-Fi, Bluetooth, and Cellular", "Updated {n} hours ago by @user_{n2}", "3/4 cup of flour", "-{k}.{d} dB",
]
out = []
size = 0
while size < target:
    t = random.choice(templates)
    line = t.format(h=random.randint(0, 23), m=random.randint(0, 59), h2=random.randint(0, 23), m2=random.randint(0, 59),
                    a=random.randint(1, 99999), c=random.randint(0, 99), k=random.randint(1, 999), d=random.randint(0, 9),
                    n=random.randint(1, 120), n2=random.randint(1, 200), p=random.randint(0, 100), t=random.randint(-20, 40),
                    t2=random.randint(-20, 40), a3=random.randint(200, 999), a3b=random.randint(200, 999),
                    a4=random.randint(1000, 9999), mo=random.randint(1, 12), da=random.randint(1, 28), yy=random.randint(0, 30))
    out.append(line)
    size += len(line.encode()) + 1
sys.stdout.write("\n".join(out) + "\n")
PY
BYTES=$(wc -c < "$WORK/labels.txt")
PIN=""
command -v taskset > /dev/null && PIN="taskset -c 0"
rates=()
# MB/s of CPU time (user + system) of the one process, so that other work on a shared machine
# does not count against it; wall-clock MB/s is printed beside it for reference.
for run in $(seq 1 "$RUNS"); do
  start=$(date +%s.%N)
  /usr/bin/time -f "%U %S" -o "$WORK/time.txt" $PIN "$EARSHOT" normalize --language "$LANGUAGE" --lines \
    < "$WORK/labels.txt" > "$WORK/out.txt"
  end=$(date +%s.%N)
  read -r user system < "$WORK/time.txt"
  rate=$(python3 -c "print(f'{$BYTES / 1e6 / max($user + $system, 0.001):.2f}')")
  wall=$(python3 -c "print(f'{$BYTES / 1e6 / ($end - $start):.2f}')")
  rates+=("$rate")
  echo "run $run: $rate MB/s of CPU time ($wall MB/s wall clock; $BYTES bytes, $(wc -l < "$WORK/out.txt") lines)"
done
median=$(printf '%s\n' "${rates[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
echo "median: $median MB/s of CPU time ($LANGUAGE, one core, $RUNS runs)"
