#!/usr/bin/env python3
"""Scores Earshot's normalizer on open text: whole sentences, not single tokens.

Usage: bench/open-text.py DATA.json [--part dev|held-out|all] [--earshot PATH] [--language TAG]
                          [--changed-only] [--show-failures N]

DATA.json is one JSON object per line with "text" (written) and "gt_normalized" (spoken), the
format of NVIDIA NeMo-text-processing's evaluation sets (data/GoogleTN.json, derived from Google's
text normalization test data; data/LibriTTS.json, sentences from audiobooks). The data is not
part of this repository (CC BY 4.0): take it from a NeMo-text-processing checkout.

The sentences are split by position: even lines are the development part (look at its failures
while writing rules), odd lines the held-out part (only ever scored). A sentence passes when
espeak-ng would say Earshot's output as it says the reference (the lenient phoneme comparison of
../shared/benchmarks/normalization/score.py, which this script calls).
"""
import argparse, json, os, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCORER = os.path.join(HERE, "..", "..", "shared", "benchmarks", "normalization", "score.py")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("data")
    parser.add_argument("--part", choices=["dev", "held-out", "all"], default="held-out")
    parser.add_argument("--earshot", default=os.path.join(HERE, "..", ".build", "release", "earshot"))
    parser.add_argument("--language", default="en-US")
    parser.add_argument("--changed-only", action="store_true",
                        help="only sentences whose reference differs from the written text")
    parser.add_argument("--show-failures", type=int, default=0)
    args = parser.parse_args()
    scorer = os.environ.get("EARSHOT_SCORER", SCORER)
    if not os.path.exists(scorer):
        sys.exit(f"no scorer at {scorer}: set EARSHOT_SCORER to shared/benchmarks/normalization/score.py")
    rows = []
    with open(args.data, encoding="utf-8") as f:
        for index, line in enumerate(f):
            if args.part == "dev" and index % 2 == 1 or args.part == "held-out" and index % 2 == 0:
                continue
            record = json.loads(line)
            written, spoken = record["text"], record["gt_normalized"]
            if "\t" in written + spoken or "\n" in written + spoken:
                continue
            if args.changed_only and written == spoken:
                continue
            rows.append(f"en\tsentence\t{written}\t{spoken}\n")
    with tempfile.NamedTemporaryFile("w", suffix=".tsv", encoding="utf-8", delete=False) as tsv:
        tsv.writelines(rows)
    try:
        command = f"'{os.path.abspath(args.earshot)}' normalize --language {args.language} --lines"
        subprocess.run([sys.executable, scorer, "en", "--tsv", tsv.name, "--cmd", command,
                        "--show-failures", str(args.show_failures)], check=True)
    finally:
        os.unlink(tsv.name)


if __name__ == "__main__":
    main()
