#!/usr/bin/env bash
# Writes `earshot normalize --lines` output for a fixed set of inputs into DIR, so that a change
# meant to leave every reading byte-identical (a speed-up) can be checked against the binary
# before it: run this with both binaries, then `diff -rq OLD_DIR NEW_DIR` (or cmp each file).
#   EARSHOT=<binary> bench/normalize-equivalence.sh DIR
# Inputs, in all ten benchmark languages: every field of the NeMo cases (written forms and references),
# 1 MB of bench/label-mix.py, 20,000 lines of bench/normalize-random-lines.py, 20,000 lines of
# bench/normalize-form-lines.py (every table form of every profile, other scripts' digits,
# e-mail addresses, URLs); en-US also at --punctuation all and none. Every other profile that
# `earshot voices` lists reads the mix, random and form lines too, so grammar of its own (Slavic
# cases, Romanian ordinals, Hungarian endings) is covered.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:?usage: bench/normalize-equivalence.sh DIR}
EARSHOT=${EARSHOT:-.build/release/earshot}
NEMO=${NORMALIZATION_BENCH:-../shared/benchmarks/normalization}/nemo
[ -x "$EARSHOT" ] || { benchmarked=" en-US zh-CN pt-BR vi-VN ru-RU de-DE es-ES fr-FR ja-JP ko-KR "
for tag in $("$EARSHOT" voices | awk 'NR > 1 && $1 ~ /^[a-z][a-z][a-z]?-/ { print $1 }'); do
  case "$benchmarked" in *" $tag "*) continue ;; esac
  for input in mix random forms; do
    "$EARSHOT" normalize --language "$tag" --lines < "$OUT/inputs/$input.txt" > "$OUT/$tag-$input.txt"
  done
done
echo "equivalence: $EARSHOT not built; run: swift build -c release --product earshot" >&2; exit 3; }
[ -d "$NEMO" ] || { benchmarked=" en-US zh-CN pt-BR vi-VN ru-RU de-DE es-ES fr-FR ja-JP ko-KR "
for tag in $("$EARSHOT" voices | awk 'NR > 1 && $1 ~ /^[a-z][a-z][a-z]?-/ { print $1 }'); do
  case "$benchmarked" in *" $tag "*) continue ;; esac
  for input in mix random forms; do
    "$EARSHOT" normalize --language "$tag" --lines < "$OUT/inputs/$input.txt" > "$OUT/$tag-$input.txt"
  done
done
echo "equivalence: $NEMO not found; set NORMALIZATION_BENCH to the benchmark folder" >&2; exit 3; }
mkdir -p "$OUT/inputs"
bench/label-mix.py 1 > "$OUT/inputs/mix.txt"
bench/normalize-random-lines.py 20000 > "$OUT/inputs/random.txt"
bench/normalize-form-lines.py 20000 > "$OUT/inputs/forms.txt"
for pair in en:en-US zh:zh-CN pt:pt-BR vi:vi-VN ru:ru-RU de:de-DE es:es-ES fr:fr-FR ja:ja-JP ko:ko-KR; do
  lang=${pair%%:*}; tag=${pair#*:}
  # Every "~"-separated field of every case line: inputs and the references' own wording.
  cat "$NEMO/$lang"/*.txt | tr '~' '\n' | grep -v '^$' > "$OUT/inputs/nemo-$lang.txt" || true
  for input in "nemo-$lang" mix random forms; do
    "$EARSHOT" normalize --language "$tag" --lines < "$OUT/inputs/$input.txt" > "$OUT/$tag-$input.txt"
  done
done
for level in all none; do
  for input in nemo-en mix random forms; do
    "$EARSHOT" normalize --language en-US --punctuation "$level" --lines < "$OUT/inputs/$input.txt" \
      > "$OUT/en-US-$level-$input.txt"
  done
done
benchmarked=" en-US zh-CN pt-BR vi-VN ru-RU de-DE es-ES fr-FR ja-JP ko-KR "
for tag in $("$EARSHOT" voices | awk 'NR > 1 && $1 ~ /^[a-z][a-z][a-z]?-/ { print $1 }'); do
  case "$benchmarked" in *" $tag "*) continue ;; esac
  for input in mix random forms; do
    "$EARSHOT" normalize --language "$tag" --lines < "$OUT/inputs/$input.txt" > "$OUT/$tag-$input.txt"
  done
done
echo "equivalence: $(ls "$OUT"/*.txt | wc -l) outputs in $OUT"
