#!/usr/bin/env bash
# Peak memory of rendering a one-hour walkthrough: generates a screen whose default walk lasts
# about an hour (labels, values, hints, a busy element), renders it with /usr/bin/time -v and
# prints the maximum resident set size (of the render or its largest engine worker, as GNU time
# reports it). Target (issue 5): under 64 MB.
#   bench/peak-memory.sh [STOPS]             (default 260 stops, about 63 minutes at 50 %)
#   bench/peak-memory.sh [STOPS] vi-VN       the same walk in Vietnamese, every label with English
#                                            words libespeak-ng switches language for (Wi-Fi, Cooper)
# Needs GNU time (apt-get install time) and a release build (make build).
set -euo pipefail
stops=${1:-260}
language=${2:-en-US}
earshot=${EARSHOT:-.build/release/earshot}
work=$(mktemp -d /tmp/earshot-memory-XXXXXX)
trap 'rm -rf "$work"' EXIT
python3 - "$stops" "$language" > "$work/hour.yaml" <<'PY'
import sys
stops, language = int(sys.argv[1]), sys.argv[2]
print(f"name: one-hour walk\nlanguage: {language}\nelements:")
for i in range(stops):
    busy = "true" if i % 50 == 7 else "false"
    if language == "vi-VN":
        label, value = f"Cooper {i} golden retriever với Wi-Fi và Bluetooth", f"{i % 5} trên 5 sao"
        hint = "Mở công thức với Cooper, Wi-Fi, Bluetooth và các bước nấu."
    else:
        label, value = f"Recipe {i}: slow-cooked beans with garlic, lemon and fresh herbs", f"{i % 5} of 5 stars, 1,234 reviews"
        hint = "Opens the recipe with its ingredients, steps and the reviews of other cooks."
    print(f"  - id: item-{i}\n    label: \"{label}\"\n    value: \"{value}\"\n    traits: [button]\n"
          f"    hint: \"{hint}\"\n    busy: {busy}\n    frame: [0, {i * 50}, 390, 44]")
PY
/usr/bin/time -v "$earshot" render "$work/hour.yaml" -o "$work/out" > /dev/null 2> "$work/time.txt" || {
  cat "$work/time.txt" >&2; exit 1; }
duration=$(python3 -c "import json,sys; print(round(json.load(open(sys.argv[1]))['duration'] / 60, 1))" \
  "$work/out/one-hour-walk/timeline.json")
peak=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time.txt")
wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$work/time.txt")
echo "walkthrough: $duration min, $stops stops; wall $wall; peak RSS $((peak / 1024)) MB ($peak kB; target < 65536 kB)"
