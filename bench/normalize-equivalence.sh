#!/usr/bin/env bash
# Writes `earshot normalize --lines` output for a fixed set of inputs into DIR, so that a change
# meant to leave every reading byte-identical (a speed-up) can be checked against the binary
# before it: run this with both binaries, then `diff -rq OLD_DIR NEW_DIR` (or cmp each file).
#   EARSHOT=<binary> bench/normalize-equivalence.sh DIR
# Inputs, for every profile `earshot voices` lists (so grammar of a profile's own, Slavic cases,
# Romanian ordinals, Hungarian endings, is covered): 1 MB of bench/label-mix.py, 20,000 lines of
# bench/normalize-random-lines.py, 20,000 lines of bench/normalize-form-lines.py (every table form
# of every profile, other scripts' digits, e-mail addresses, URLs); the ten scored languages also
# every field of their NeMo cases (written forms and references); en-US also at --punctuation all
# and none.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:?usage: bench/normalize-equivalence.sh DIR}
EARSHOT=${EARSHOT:-.build/release/earshot}
NEMO=${NORMALIZATION_BENCH:-../shared/benchmarks/normalization}/nemo
[ -x "$EARSHOT" ] || { echo "equivalence: $EARSHOT not built; run: swift build -c release --product earshot" >&2; exit 3; }
[ -d "$NEMO" ] || { echo "equivalence: $NEMO not found; set NORMALIZATION_BENCH to the benchmark folder" >&2; exit 3; }
mkdir -p "$OUT/inputs"
bench/label-mix.py 1 > "$OUT/inputs/mix.txt"
bench/normalize-random-lines.py 20000 > "$OUT/inputs/random.txt"
bench/normalize-form-lines.py 20000 > "$OUT/inputs/forms.txt"
# The scored languages' NeMo folders: every "~"-separated field of every case line (inputs and
# the references' own wording).
declare -A nemo=([en-US]=en [zh-CN]=zh [pt-BR]=pt [vi-VN]=vi [ru-RU]=ru [de-DE]=de [es-ES]=es [fr-FR]=fr [ja-JP]=ja [ko-KR]=ko)
for tag in "${!nemo[@]}"; do
  cat "$NEMO/${nemo[$tag]}"/*.txt | tr '~' '\n' | grep -v '^$' > "$OUT/inputs/nemo-${nemo[$tag]}.txt" || true
done
for tag in $("$EARSHOT" voices | awk 'NR > 1 && $1 ~ /^[a-z][a-z][a-z]?-/ { print $1 }'); do
  inputs="mix random forms"
  [ -n "${nemo[$tag]:-}" ] && inputs="nemo-${nemo[$tag]} $inputs"
  for input in $inputs; do
    "$EARSHOT" normalize --language "$tag" --lines < "$OUT/inputs/$input.txt" > "$OUT/$tag-$input.txt"
  done
done
for level in all none; do
  for input in nemo-en mix random forms; do
    "$EARSHOT" normalize --language en-US --punctuation "$level" --lines < "$OUT/inputs/$input.txt" \
      > "$OUT/en-US-$level-$input.txt"
  done
done
echo "equivalence: $(ls "$OUT"/*.txt | wc -l) outputs in $OUT"
