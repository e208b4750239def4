#!/usr/bin/env python3
"""The batch benchmarks of docs/batch.md: median wall-clock seconds of

  cold --jobs 1     a fresh OUT, one render thread (one engine process)
  cold --jobs 2     a fresh OUT, two render threads (two engine processes)
  warm              the same set again into a finished OUT (nothing changed)
  one changed       one label of one screen changed since the last run
  naive --jobs 2    bench/naive-pipeline.py: one espeak-ng process per utterance (2 at a time)
  naive --jobs 1    the same, one at a time

on N generated screens (bench/generate-screens.py), and the ratios the issue asks for.

    make build && bench/batch.py                      # 200 screens, 3 runs each
    bench/batch.py --screens 50 --runs 1              # a quick look
"""
import argparse
import os
import pathlib
import resource
import shutil
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent


CPU = {}


def timed(command, name=None, **kwargs):
    """Wall-clock seconds of one run (and its CPU seconds, children included, kept under `name`)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kwargs)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(map(str, command))}\n{result.stdout[-2000:]}{result.stderr[-2000:]}")
    if name:
        CPU.setdefault(name, []).append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return elapsed, result.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--screens", type=int, default=200)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--earshot", default=str(ROOT / ".build/release/earshot"))
    parser.add_argument("--work", default="/tmp/earshot-bench")
    args = parser.parse_args()
    work = pathlib.Path(args.work)
    shutil.rmtree(work, ignore_errors=True)
    screens = work / "screens"
    subprocess.run([sys.executable, str(ROOT / "bench/generate-screens.py"), str(args.screens), str(screens)], check=True)
    batch = lambda out, jobs: [args.earshot, "batch", str(screens), "-o", str(out), "--jobs", str(jobs)]

    times = {name: [] for name in ["cold --jobs 1", "cold --jobs 2", "warm", "one changed", "naive --jobs 2", "naive --jobs 1"]}
    summary = ""
    for run in range(args.runs):
        for jobs in (1, 2):
            out = work / f"out-j{jobs}"
            shutil.rmtree(out, ignore_errors=True)
            elapsed, stdout = timed(batch(out, jobs), f"cold --jobs {jobs}")
            times[f"cold --jobs {jobs}"].append(elapsed)
            summary = stdout
        out = work / "out-j2"
        times["warm"].append(timed(batch(out, 2), "warm")[0])
        # One screen's label changed: only it renders, only that phrase is synthesized.
        victim = sorted(screens.rglob("*.yaml"))[run % args.screens]
        original = victim.read_text(encoding="utf-8")
        victim.write_text(original.replace("label: ", f"label: changed {run} ", 1), encoding="utf-8")
        times["one changed"].append(timed(batch(out, 2), "one changed")[0])
        victim.write_text(original, encoding="utf-8")
        timed(batch(out, 2))
        for jobs in (2, 1):
            times[f"naive --jobs {jobs}"].append(
                timed([sys.executable, str(ROOT / "bench/naive-pipeline.py"), str(out), str(work / "naive"), "--jobs", str(jobs)],
                      f"naive --jobs {jobs}")[0])

    median = {name: statistics.median(values) for name, values in times.items()}
    print(f"\n{args.screens} screens, median of {args.runs} run(s); load average at the end {os.getloadavg()[0]:.1f}")
    print(f"  {'':16} {'wall s':>8} {'CPU s':>8}   (every run's wall s)")
    for name, value in median.items():
        cpu = statistics.median(CPU[name])
        print(f"  {name:16} {value:8.2f} {cpu:8.2f}   ({', '.join(f'{v:.2f}' for v in times[name])})")
    print(f"\n  --jobs 2 vs --jobs 1 (cold)      {median['cold --jobs 1'] / median['cold --jobs 2']:6.2f}x  (target >= 1.7)")
    print(f"  warm vs cold (--jobs 2)          {median['cold --jobs 2'] / median['warm']:6.1f}x  (target >= 20)")
    print(f"  cold --jobs 2 vs naive --jobs 2  {median['naive --jobs 2'] / median['cold --jobs 2']:6.2f}x  (target >= 3)")
    print(f"  cold --jobs 1 vs naive --jobs 1  {median['naive --jobs 1'] / median['cold --jobs 1']:6.2f}x")
    print(f"\nlast cold run's summary:\n{summary}")


if __name__ == "__main__":
    main()
