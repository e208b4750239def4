#!/bin/sh
# Scores Earshot on NeMo's tests for languages outside the shared benchmark (see README.md).
#   score.sh [LANG [PART]]    LANG: it sv hu hi ar (default all); PART: development or held-out (default both)
# EARSHOT names the binary (default .build/release/earshot).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
earshot=${EARSHOT:-.build/release/earshot}
score="$here/../../../shared/benchmarks/normalization/score.py"
for lang in ${1:-it sv hu hi ar}; do
  case $lang in it) tag=it-IT;; sv) tag=sv-SE;; hu) tag=hu-HU;; hi) tag=hi-IN;; ar) tag=ar-SA;;
    *) echo "score.sh: no cases for '$lang' (have: it sv hu hi ar)" >&2; exit 2;; esac
  for part in ${2:-development held-out}; do
    printf '%s %s %s: ' "$lang" "$tag" "$part"
    python3 "$score" "$lang" --cases "$here/$lang/$part" --cmd "$earshot normalize --language $tag --lines" | tail -1
  done
done
