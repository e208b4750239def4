#!/usr/bin/env python3
"""Writes N varied screen files for the batch benchmarks, made from the Samples/ screens.

Screen i is sample (i mod 6) renamed `<sample>-<i>`, with about half of its labels and values
(not a switch's state or an adjustable's step) changed by a number word of its own, so most phrases differ between screens (as on real
documentation screens) while the trait words, hints and shared labels still repeat. Every tenth
screen drops its script (the default walk). The output is the same for the same N.

    bench/generate-screens.py 200 /tmp/earshot-bench/screens
"""
import hashlib
import pathlib
import sys

import yaml

WORDS = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet",
         "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango"]


def vary(element, index, salt):
    # Values that mean something (a switch's 0/1, an adjustable's step) stay as they are.
    keys = ("label",) if element.get("steps") or "toggleButton" in (element.get("traits") or []) else ("label", "value")
    for key in keys:
        text = element.get(key)
        if isinstance(text, str) and text:
            digest = hashlib.sha256(f"{salt}/{index}/{key}/{text}".encode()).digest()
            if digest[0] % 2 == 0:
                element[key] = f"{text} {WORDS[digest[1] % len(WORDS)]} {index}"
    for child in element.get("children", []) or []:
        vary(child, index, salt)


def main():
    count, target = int(sys.argv[1]), pathlib.Path(sys.argv[2])
    samples_dir = pathlib.Path(__file__).resolve().parent.parent / "Samples"
    samples = sorted(samples_dir.glob("*.yaml"))
    if not samples:
        sys.exit(f"no samples in {samples_dir}")
    target.mkdir(parents=True, exist_ok=True)
    loaded = [(path.stem, yaml.safe_load(path.read_text(encoding="utf-8"))) for path in samples]
    for i in range(count):
        stem, sample = loaded[i % len(loaded)]
        screen = yaml.safe_load(yaml.safe_dump(sample, allow_unicode=True))
        screen["name"] = f"{screen['name']}-{i:03d}"
        for element in screen["elements"]:
            vary(element, i, stem)
        if i % 10 == 9:
            screen.pop("script", None)
        folder = target / f"group-{i % 8}"
        folder.mkdir(exist_ok=True)
        (folder / f"{stem}-{i:03d}.yaml").write_text(
            yaml.safe_dump(screen, allow_unicode=True, sort_keys=False), encoding="utf-8")
    print(f"{count} screens in {target}")


if __name__ == "__main__":
    main()
