#!/usr/bin/env bash
# Times `earshot transcript` (release build) on generated screens of 20,000, 40,000 and 80,000
# elements, text and JSON, and prints the median wall-clock and CPU (user + system) seconds of
# several runs per size, with the ratio of CPU time to the previous size (n log n growth gives
# about 2.1 per doubling; quadratic would give 4). CPU time is the figure to trust on a busy
# machine; wall-clock time equals it on an idle one.
#   bench/transcript-20k.sh            # sizes 20000 40000 80000, 5 runs each
#   RUNS=9 bench/transcript-20k.sh 20000
# The screen: sections of 20 elements (a container, a heading, six cells of three elements each
# merged into one stop, with frames deliberately out of subview order, custom content and
# actions on some cells) and a default walk through every stop.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
SIZES=("$@")
[ ${#SIZES[@]} -gt 0 ] || SIZES=(20000 40000 80000)
EARSHOT=.build/release/earshot
[ -x "$EARSHOT" ] || swift build -c release --product earshot >&2
export EARSHOT_VOICES="$PWD/Voices"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

generate() {  # $1 elements -> YAML on stdout
  awk -v n="$1" 'BEGIN {
    print "name: bench-" n; print "language: en-US"; print "elements:"
    for (s = 0; s < n / 20; s++) {
      top = s * 400
      printf "  - id: s%d\n    children:\n", s
      printf "      - {id: h%d, label: \"Section %d\", traits: [header], frame: [16, %d, 358, 30]}\n", s, s, top
      for (c = 5; c >= 0; c--) {
        y = top + 40 + int(c / 2) * 120; x = (c % 2) * 195
        printf "      - id: c%d_%d\n        isAccessibilityElement: true\n", s, c
        printf "        label: \"Item %d of section %d, 1,234 likes\"\n", c, s
        printf "        frame: [%d, %d, 190, 110]\n", x, y
        if (c % 3 == 0) printf "        customContent: [{label: Age, value: \"%d years\", importance: high}, {label: Weight, value: \"%d pounds\"}]\n", c + 1, 20 + c
        if (c % 2 == 0) printf "        customActions: [Like, Share]\n"
        printf "        children:\n"
        printf "          - {label: \"Photo %d\", traits: [image], frame: [%d, %d, 60, 60]}\n", c, x, y
        printf "          - {label: \"Caption %d\", traits: [staticText], frame: [%d, %d, 120, 20]}\n", c, x + 64, y
      }
    }
  }'
}

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

TIMEFORMAT="%R %U %S"
printf "%-9s %-6s %8s %8s %8s %7s\n" elements format bytes "wall s" "cpu s" ratio
for format in text json; do
  previous=""
  for n in "${SIZES[@]}"; do
    file="$work/screen-$n.yaml"
    [ -f "$file" ] || generate "$n" > "$file"
    walls=(); cpus=()
    for _ in $(seq "$RUNS"); do
      read -r wall user sys < <({ time "$EARSHOT" transcript "$file" --format "$format" > "$work/out"; } 2>&1)
      walls+=("$wall"); cpus+=("$(echo "$user + $sys" | bc -l)")
    done
    w=$(printf "%s\n" "${walls[@]}" | median)
    c=$(printf "%s\n" "${cpus[@]}" | median)
    ratio="-"
    [ -n "$previous" ] && ratio=$(printf "%.2f" "$(echo "$c / $previous" | bc -l)")
    printf "%-9s %-6s %8s %8.3f %8.3f %7s\n" "$n" "$format" "$(wc -c < "$file")" "$w" "$c" "$ratio"
    previous=$c
  done
done
