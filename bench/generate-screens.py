#!/usr/bin/env python3
"""Writes N varied screen files for the batch benchmarks, made from the Samples/ screens.

Screen i is sample (i mod 6) renamed `<sample>-<i>`, with about half of its labels and values
(not a switch's state or an adjustable's step) changed by a number word of its own, so most phrases differ between screens (as on real
documentation screens) while the trait words, hints and shared labels still repeat. Every tenth
screen drops its script (the default walk). The output is the same for the same N.

`--screenshots` also writes each screen a PNG of its own beside it, at 3 pixels per point, named
in its `screenshot` key: grey paper, each framed element a white row with a dark bar of its label's
length, and a photo-like band of coloured 12-pixel blocks, different on every screen (so the
batch stores each once).

    bench/generate-screens.py 200 /tmp/earshot-bench/screens
    bench/generate-screens.py 200 /tmp/earshot-bench/screens --screenshots
"""
import hashlib
import pathlib
import random
import struct
import sys
import zlib

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


def frames(elements):
    for element in elements or []:
        if isinstance(element.get("frame"), list) and len(element["frame"]) == 4:
            yield element["frame"], str(element.get("label") or "")
        yield from frames(element.get("children"))


def screenshot(screen, seed, scale=3):
    """A PNG of the screen's size (its `size`, else 390 x 844 points) at `scale`."""
    width_pt, height_pt = (screen.get("size") or [390, 844])[:2]
    width, height = int(width_pt * scale), int(height_pt * scale)
    rows = [bytearray(b"\xf2\xf2\xf7" * width) for _ in range(height)]
    for (x, y, w, h), label in frames(screen.get("elements")):
        x0, x1 = max(0, int(x * scale)), min(width, int((x + w) * scale))
        y0, y1 = max(0, int(y * scale)), min(height, int((y + h) * scale))
        if x1 <= x0 or y1 <= y0:
            continue
        bar = min(x1, x0 + 12 + len(label) * 9 * scale // 3)
        for row in range(y0, y1):
            rows[row][x0 * 3:x1 * 3] = b"\xff" * ((x1 - x0) * 3)
            if y0 + (y1 - y0) // 3 <= row < y1 - (y1 - y0) // 3:
                rows[row][(x0 + 12) * 3:bar * 3] = b"\x1c\x1c\x1e" * max(0, bar - x0 - 12)
    rng = random.Random(seed)
    band0, band1, block = int(height * 0.72), int(height * 0.88), 12
    for top in range(band0, band1, block):
        line = bytearray()
        for _ in range(0, width, block):
            line += bytes((rng.randrange(256), rng.randrange(256), rng.randrange(256))) * block
        for row in range(top, min(band1, top + block)):
            rows[row][:] = line[:width * 3]
    raw = b"".join(b"\x00" + bytes(row) for row in rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def main():
    count, target = int(sys.argv[1]), pathlib.Path(sys.argv[2])
    with_screenshots = "--screenshots" in sys.argv[3:]
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
        if with_screenshots:
            (folder / f"{stem}-{i:03d}.png").write_bytes(screenshot(screen, i))
            screen["screenshot"] = {"path": f"{stem}-{i:03d}.png", "scale": 3}
        (folder / f"{stem}-{i:03d}.yaml").write_text(
            yaml.safe_dump(screen, allow_unicode=True, sort_keys=False), encoding="utf-8")
    print(f"{count} screens in {target}")


if __name__ == "__main__":
    main()
