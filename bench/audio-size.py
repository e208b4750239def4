#!/usr/bin/env python3
"""The output size of `earshot batch` in each audio format (docs/batch.md, "Output size").

Generates N screens (bench/generate-screens.py, the set of the other batch benchmarks), renders
them once per format into an OUT of its own, and prints each OUT's total bytes (every file: audio,
captions, transcripts, timelines, manifests, the review pages), the audio files' share, per screen,
and extrapolated to 1,000 screens; and, apart, the batch's cache (`--cache`, kept outside OUT:
the phrases and file summaries). The audio of a screen does not depend on N, so the per-screen
figure of a smaller N is the 1,000-screen set's to within the generator's mix of samples (N a
multiple of 6 has each sample equally often).

    make build && bench/audio-size.py --screens 1000            # the issue's set
    bench/audio-size.py --screens 120 --earshot .build/debug/earshot
    bench/audio-size.py --screens 60 --formats mp3 --screenshots     # each screen with a screenshot

`--screenshots` gives every screen a screenshot of its own (generate-screens.py) and reports the
bytes of OUT/screenshots apart.
"""
import argparse
import os
import pathlib
import shutil
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent


def tree_bytes(folder):
    total = 0
    for path, _, files in os.walk(folder):
        total += sum(os.lstat(os.path.join(path, name)).st_size for name in files)
    return total


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--screens", type=int, default=1000)
    parser.add_argument("--formats", default="wav,mp3,opus")
    parser.add_argument("--earshot", default=str(ROOT / ".build/release/earshot"))
    parser.add_argument("--work", default="/tmp/earshot-audio-size")
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--screenshots", action="store_true", help="every screen with a screenshot of its own")
    args = parser.parse_args()
    work = pathlib.Path(args.work)
    shutil.rmtree(work, ignore_errors=True)
    screens = work / "screens"
    subprocess.run([sys.executable, str(ROOT / "bench/generate-screens.py"), str(args.screens), str(screens)]
                   + (["--screenshots"] if args.screenshots else []), check=True)
    rows = []
    try:
        for audio in args.formats.split(","):
            out, cache = work / f"out-{audio}", work / f"cache-{audio}"
            start = time.perf_counter()
            result = subprocess.run([args.earshot, "batch", str(screens), "-o", str(out), "--jobs", str(args.jobs),
                                     "--audio", audio, "--cache", str(cache)], capture_output=True, text=True)
            elapsed = time.perf_counter() - start
            if result.returncode != 0:
                sys.exit(f"earshot batch --audio {audio} failed ({result.returncode}):\n{result.stderr[-2000:]}")
            audio_bytes = sum(p.stat().st_size for p in out.rglob(f"*.{audio}"))
            rows.append((audio, tree_bytes(out), audio_bytes, tree_bytes(cache), elapsed))
            shots = tree_bytes(out / "screenshots")
            print(f"  {audio}: {rows[-1][1]} bytes, audio {audio_bytes}, cache {rows[-1][3]}"
                  + (f", screenshots {shots} ({shots / args.screens / 1e3:.1f} kB a screen)" if args.screenshots else ""), flush=True)
            shutil.rmtree(out, ignore_errors=True)
            shutil.rmtree(cache, ignore_errors=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"\n{args.screens} screens, {args.earshot}")
    print(f"  {'audio':6} {'all output':>12} {'audio files':>12} {'per screen':>11} {'1,000 screens':>14} {'cache':>12} {'wall s':>7}")
    for audio, total, audio_bytes, cache, elapsed in rows:
        per = total / args.screens
        print(f"  {audio:6} {total / 1e6:9.1f} MB {audio_bytes / 1e6:9.1f} MB {per / 1e3:8.1f} kB"
              f" {per * 1000 / 1e9:11.3f} GB {cache / 1e6:9.1f} MB {elapsed:7.1f}")


if __name__ == "__main__":
    main()
