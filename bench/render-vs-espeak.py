#!/usr/bin/env python3
"""Renders screen files end to end with one `earshot render` process and compares the time with
one `espeak-ng -w` process saying the same spoken text (every speech event heard in the renders'
timeline.json, in order, each with its own voice, through espeak-ng's SSML <voice>).

Usage: bench/render-vs-espeak.py [--runs N] [--earshot PATH] [--work DIR] [FILE...]
       (default files: Samples/*.yaml and Samples/*.json; default earshot: .build/release/earshot;
        --work: where both write their audio, default the system temporary folder)

Prints the median wall-clock time of N runs of each (and the CPU time), the ratios of the medians
and the median of each alternating pair's ratio (robust when the machine's speed drifts).
Targets (issue 22): earshot / espeak-ng <= 0.6 in wall-clock time and <= 1.05 in CPU time.
"""
import argparse, glob, json, os, resource, shutil, statistics, subprocess, sys, tempfile, time
from xml.sax.saxutils import escape

def timed(command, runs):
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return statistics.median(walls), statistics.median(cpus)

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--earshot", default=".build/release/earshot")
    parser.add_argument("--work", default=None)
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    files = args.files or sorted(glob.glob("Samples/*.yaml") + glob.glob("Samples/*.json"))
    if not files:
        sys.exit("no screen files (Samples/ is empty): name some")
    work = tempfile.mkdtemp(prefix="earshot-bench-", dir=args.work)
    try:
        out = os.path.join(work, "out")
        render = [args.earshot, "render", *files, "-o", out]
        subprocess.run(render, check=True, stdout=subprocess.DEVNULL)
        # The spoken text of every render, as one SSML document with the voices the render used.
        # Consecutive phrases of one voice share one <voice> element, so espeak-ng loads a voice
        # only when the language changes, as the renderer does.
        groups, phrases, words, seconds = [], 0, 0, 0.0
        for timeline in sorted(glob.glob(os.path.join(out, "*", "timeline.json"))):
            data = json.load(open(timeline, encoding="utf-8"))
            seconds += data["duration"]
            for event in data["events"]:
                if event["kind"] == "speech" and event["status"] != "notHeard" and event["spoken"]:
                    if not groups or groups[-1][0] != event["voice"]:
                        groups.append((event["voice"], []))
                    groups[-1][1].append(escape(event["spoken"]))
                    phrases += 1
                    words += len(event["spoken"].split())
        ssml = os.path.join(work, "spoken.ssml")
        with open(ssml, "w", encoding="utf-8") as f:
            f.write("<speak>\n")
            for voice, texts in groups:
                f.write('<voice name="%s">%s</voice>\n' % (escape(voice), "\n".join(texts)))
            f.write("</speak>\n")
        espeak = ["espeak-ng", "-m", "-s", "175", "-f", ssml, "-w", os.path.join(work, "espeak.wav")]
        subprocess.run(espeak, check=True, stderr=subprocess.DEVNULL)
        # Runs alternate, so a change in the machine's load hits both sides alike.
        espeak_walls, espeak_cpus, render_walls, render_cpus = [], [], [], []
        for run in range(args.runs):
            wall, cpu = timed(espeak, 1)
            espeak_walls.append(wall)
            espeak_cpus.append(cpu)
            # Each run renders into a new folder: deleting the previous run's files just before
            # would make the file system's inode allocation pay for the deletion (ext4 avoids
            # recently deleted inodes), a cost of the benchmark loop, not of a render.
            wall, cpu = timed([args.earshot, "render", *files, "-o", os.path.join(work, f"run{run}")], 1)
            render_walls.append(wall)
            render_cpus.append(cpu)
        espeak_wall, espeak_cpu = statistics.median(espeak_walls), statistics.median(espeak_cpus)
        render_wall, render_cpu = statistics.median(render_walls), statistics.median(render_cpus)
        print(f"screens: {len(files)}, phrases: {phrases} in {len(groups)} voice runs, words: {words}, walkthrough audio: {seconds:.1f} s")
        print(f"espeak-ng -w (one process): median {espeak_wall * 1000:.1f} ms wall, {espeak_cpu * 1000:.1f} ms CPU ({args.runs} runs)")
        print(f"earshot render (one process): median {render_wall * 1000:.1f} ms wall, {render_cpu * 1000:.1f} ms CPU ({args.runs} runs)")
        pair_wall = statistics.median(r / e for r, e in zip(render_walls, espeak_walls))
        pair_cpu = statistics.median(r / e for r, e in zip(render_cpus, espeak_cpus))
        print(f"ratio of medians: {render_wall / espeak_wall:.2f} wall, {render_cpu / espeak_cpu:.2f} CPU (targets <= 0.60 wall, <= 1.05 CPU)")
        print(f"median ratio of alternating pairs: {pair_wall:.2f} wall, {pair_cpu:.2f} CPU; load average {os.getloadavg()[0]:.1f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)

if __name__ == "__main__":
    main()
