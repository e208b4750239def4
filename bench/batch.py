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
    bench/batch.py --work /dev/shm/earshot-bench      # outputs in memory (tmpfs), not on disk
    bench/batch.py --compare-formats                  # cold --jobs 2 in WAV, MP3 and Opus, in turn

--compare-formats times what encoding costs: the same cold batch (--jobs 2) in each format, the
formats in turn within each run so that the machine's drift falls on all alike, and prints each
run's ratio to WAV and their medians (docs/batch.md).

Nothing is deleted between runs on a disk (see the comment in main()): a run of 200 screens
writes about 1 GB, so the default three runs need about 8 GB free in --work until the end.
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
    parser.add_argument("--audio", default="mp3", help="the batch's --audio (default mp3, as earshot batch)")
    parser.add_argument("--compare-formats", action="store_true",
                        help="only cold --jobs 2 in wav, mp3 and opus in turn, with each run's ratio to wav")
    parser.add_argument("--cold-only", action="store_true",
                        help="only the cold --jobs 1 / --jobs 2 pairs (for many pairs on a machine whose speed drifts)")
    args = parser.parse_args()
    work = pathlib.Path(args.work)
    # A previous run's folder is moved aside and deleted at the end (see below for why).
    stale = None
    if work.exists():
        stale = work.with_name(f"{work.name}.old-{os.getpid()}")
        work.rename(stale)
    screens = work / "screens"
    subprocess.run([sys.executable, str(ROOT / "bench/generate-screens.py"), str(args.screens), str(screens)], check=True)
    # Each OUT has its cache beside it (OUT.cache), deleted with it, so a cold run is cold.
    batch = lambda out, jobs: [args.earshot, "batch", str(screens), "-o", str(out), "--jobs", str(jobs),
                               "--audio", args.audio, "--cache", f"{out}.cache"]

    if args.compare_formats:
        compare_formats(args, work, screens)
        if stale:
            shutil.rmtree(stale, ignore_errors=True)
        return

    times = {name: [] for name in ["cold --jobs 1", "cold --jobs 2", "warm", "one changed", "naive --jobs 2", "naive --jobs 1"]}
    summary = ""
    # Every run writes into a folder of its own and nothing is deleted until the end: on a
    # journal-less ext4 (this machine's disk) a file created within minutes of a mass deletion
    # makes the kernel skip past every recently freed inode, a cost of the benchmark's own
    # clean-up that would fall on the next run (and serialize --jobs 2 in the kernel). On tmpfs
    # there is no such effect, and runs are deleted as soon as they are done with, to spare memory.
    on_tmpfs = subprocess.run(["stat", "-f", "-c", "%T", str(work)], capture_output=True, text=True).stdout.strip() == "tmpfs"
    finished = []
    def done_with(folder):
        cache = pathlib.Path(f"{folder}.cache")
        if on_tmpfs:
            shutil.rmtree(folder, ignore_errors=True)
            shutil.rmtree(cache, ignore_errors=True)
        else:
            finished.extend([folder, cache])
    for run in range(args.runs):
        for jobs in (1, 2):
            out = work / f"out-{run}-j{jobs}"
            elapsed, stdout = timed(batch(out, jobs), f"cold --jobs {jobs}")
            times[f"cold --jobs {jobs}"].append(elapsed)
            summary = stdout
            if jobs == 1:
                done_with(out)
        out = work / f"out-{run}-j2"
        if args.cold_only:
            done_with(out)
            continue
        times["warm"].append(timed(batch(out, 2), "warm")[0])
        # One screen's label changed: only it renders, only that phrase is synthesized.
        victim = sorted(screens.rglob("*.yaml"))[run % args.screens]
        original = victim.read_text(encoding="utf-8")
        victim.write_text(original.replace("label: ", f"label: changed {run} ", 1), encoding="utf-8")
        times["one changed"].append(timed(batch(out, 2), "one changed")[0])
        victim.write_text(original, encoding="utf-8")
        timed(batch(out, 2))
        for jobs in (2, 1):
            naive = work / f"naive-{run}-j{jobs}"
            times[f"naive --jobs {jobs}"].append(
                timed([sys.executable, str(ROOT / "bench/naive-pipeline.py"), str(out), str(naive), "--jobs", str(jobs)],
                      f"naive --jobs {jobs}")[0])
            done_with(naive)
        done_with(out)

    times = {name: values for name, values in times.items() if values}
    median = {name: statistics.median(values) for name, values in times.items()}
    print(f"\n{args.screens} screens, --audio {args.audio}, median of {args.runs} run(s); load average at the end {os.getloadavg()[0]:.1f}")
    print(f"  {'':16} {'wall s':>8} {'CPU s':>8}   (every run's wall s)")
    for name, value in median.items():
        cpu = statistics.median(CPU[name])
        print(f"  {name:16} {value:8.2f} {cpu:8.2f}   ({', '.join(f'{v:.2f}' for v in times[name])})")
    print(f"\n  --jobs 2 vs --jobs 1 (cold)      {median['cold --jobs 1'] / median['cold --jobs 2']:6.2f}x  (target >= 1.7)")
    # Each run's own pair, back to back: robust to the machine's speed drifting between runs.
    pairs = [one / two for one, two in zip(times["cold --jobs 1"], times["cold --jobs 2"])]
    print(f"    per run: {', '.join(f'{r:.2f}' for r in pairs)}; median of the pairs {statistics.median(pairs):.2f}x")
    if not args.cold_only:
        print(f"  warm vs cold (--jobs 2)          {median['cold --jobs 2'] / median['warm']:6.1f}x  (target >= 20)")
        print(f"  cold --jobs 2 vs naive --jobs 2  {median['naive --jobs 2'] / median['cold --jobs 2']:6.2f}x  (target >= 3)")
        print(f"  cold --jobs 1 vs naive --jobs 1  {median['naive --jobs 1'] / median['cold --jobs 1']:6.2f}x")
    print(f"\nlast cold run's summary:\n{summary}")
    for folder in finished + [stale]:
        if folder:
            shutil.rmtree(folder, ignore_errors=True)


def compare_formats(args, work, screens):
    """Cold --jobs 2 in each format, in turn; each run's wall time over WAV's, and the sizes."""
    formats = ["wav", "mp3", "opus"]
    times = {f: [] for f in formats}
    sizes = {}
    for run in range(args.runs):
        for audio in formats:
            out = work / f"out-{run}-{audio}"
            command = [args.earshot, "batch", str(screens), "-o", str(out), "--jobs", "2", "--audio", audio,
                       "--cache", f"{out}.cache"]
            times[audio].append(timed(command, audio)[0])
            sizes[audio] = sum(f.stat().st_size for f in out.rglob(f"*.{audio}"))
            shutil.rmtree(out, ignore_errors=True)
            shutil.rmtree(f"{out}.cache", ignore_errors=True)
    print(f"\n{args.screens} screens, cold --jobs 2, {args.runs} run(s); load average at the end {os.getloadavg()[0]:.1f}")
    print(f"  {'':6} {'wall s':>8} {'CPU s':>8} {'audio MB':>9}   (every run's wall s; ratio to wav run by run)")
    for audio in formats:
        ratios = [t / w for t, w in zip(times[audio], times["wav"])]
        print(f"  {audio:6} {statistics.median(times[audio]):8.2f} {statistics.median(CPU[audio]):8.2f} "
              f"{sizes[audio] / 1e6:9.1f}   ({', '.join(f'{v:.2f}' for v in times[audio])}; "
              f"{', '.join(f'{r:.2f}' for r in ratios)}; median {statistics.median(ratios):.2f}x)")


if __name__ == "__main__":
    main()
