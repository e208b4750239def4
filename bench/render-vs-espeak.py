#!/usr/bin/env python3
"""Renders screen files end to end with one `earshot render` process and compares the time with
one `espeak-ng -w` process saying the same spoken text (every speech event heard in the renders'
timeline.json, in order, each with its own voice, through espeak-ng's SSML <voice>).

Usage: bench/render-vs-espeak.py [--runs N] [--earshot PATH] [--work DIR] [FILE...]
       (default files: Samples/*.yaml and Samples/*.json; default earshot: .build/release/earshot;
        --work: where both write their audio, default the system temporary folder)

espeak-ng says the text in two ways, and the render is compared with each:
- "one sentence a phrase": each phrase in its own SSML <s>, so espeak-ng ends each one as the
  render does (every phrase is its own utterance, with a clause's final lengthening and fall).
  Its speech (samples outside runs of 200 or more zeros) then lasts as long as the render's
  walkthroughs' speech (printed: check they agree), but espeak-ng adds a sentence pause after
  each phrase, so its file holds more silence than the render's walkthroughs.
- "run-on": the phrases of one voice joined by line breaks, which espeak-ng reads as one long
  clause: less speech (no final lengthening, fewer pauses) than the render says.
The work the render does lies between the two; both ratios are printed.

Prints the median wall-clock time of N runs of each (and the CPU time), the ratios of the medians
and the median of each alternating triple's ratio (robust when the machine's speed drifts).
Guard (docs/rendering.md): against one sentence a phrase, earshot / espeak-ng <= 0.9 in wall-clock
time and <= 1.3 in CPU time.
"""
import argparse, glob, json, os, re, resource, shutil, statistics, subprocess, sys, tempfile, time, wave
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

def wav_seconds(path):
    with wave.open(path) as w:
        return w.getnframes() / w.getframerate()


def speech_seconds(path, minus_samples=0):
    """Seconds of a 16-bit mono WAV outside runs of >= 200 zero samples (9 ms at 22,050 Hz): the
    speech, without the pauses between and inside phrases. `minus_samples` is taken off (earcons)."""
    with wave.open(path) as w:
        rate, data = w.getframerate(), w.readframes(w.getnframes())
    silent = 0
    for run in re.finditer(rb"\x00{400,}", data):
        start, end = (run.start() + 1) // 2, run.end() // 2  # whole samples inside the zero bytes
        if end - start >= 200:
            silent += end - start
    return (len(data) // 2 - silent - minus_samples) / rate


def write_ssml(path, groups, sentences):
    with open(path, "w", encoding="utf-8") as f:
        f.write("<speak>\n")
        for voice, texts in groups:
            joined = "\n".join(f"<s>{t}</s>" for t in texts) if sentences else "\n".join(texts)
            f.write('<voice name="%s">%s</voice>\n' % (escape(voice), joined))
        f.write("</speak>\n")


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
        # The spoken text of every render, with the voices the render used. Consecutive phrases of
        # one voice share one <voice> element, so espeak-ng loads a voice only when the language
        # changes, as the renderer does.
        groups, phrases, words, seconds, render_speech = [], 0, 0, 0.0, 0.0
        for timeline in sorted(glob.glob(os.path.join(out, "*", "timeline.json"))):
            data = json.load(open(timeline, encoding="utf-8"))
            seconds += data["duration"]
            earcons = 0
            for event in data["events"]:
                if event["kind"] == "sound" and event["status"] != "notHeard":
                    earcons += event["endSample"] - event["startSample"]
                if event["kind"] == "speech" and event["status"] != "notHeard" and event["spoken"]:
                    if not groups or groups[-1][0] != event["voice"]:
                        groups.append((event["voice"], []))
                    groups[-1][1].append(escape(event["spoken"]))
                    phrases += 1
                    words += len(event["spoken"].split())
            render_speech += speech_seconds(os.path.join(os.path.dirname(timeline), "walkthrough.wav"), minus_samples=earcons)
        ways = {"one sentence a phrase": True, "run-on": False}
        espeak = {}
        for way, sentences in ways.items():
            name = "sentences" if sentences else "runon"
            ssml = os.path.join(work, f"{name}.ssml")
            write_ssml(ssml, groups, sentences)
            wav = os.path.join(work, f"{name}.wav")
            espeak[way] = ["espeak-ng", "-m", "-s", "175", "-f", ssml, "-w", wav]
            subprocess.run(espeak[way], check=True, stderr=subprocess.DEVNULL)
        audio = {way: (speech_seconds(command[-1]), wav_seconds(command[-1])) for way, command in espeak.items()}
        # Runs alternate, so a change in the machine's load hits every side alike.
        times = {way: [] for way in espeak}
        render_times = []
        for run in range(args.runs):
            for way, command in espeak.items():
                times[way].append(timed(command, 1))
            # Each run renders into a new folder, deleted once timed (espeak-ng's runs come
            # between): deleting the previous run's files just before would make the file system's
            # inode allocation pay for the deletion (ext4 avoids recently deleted inodes), and
            # keeping every run's 37 MB would make each render write into memory never used
            # before, which a virtual machine maps on first touch (measured on a fresh firecracker
            # VM: 255 -> 340 ms of CPU a render by the fourth kept run, while espeak-ng rewrites
            # one file). Both are costs of the benchmark loop, not of a render.
            folder = os.path.join(work, f"run{run}")
            render_times.append(timed([args.earshot, "render", *files, "-o", folder], 1))
            shutil.rmtree(folder, ignore_errors=True)
        med = statistics.median
        render_wall, render_cpu = med(t[0] for t in render_times), med(t[1] for t in render_times)
        print(f"screens: {len(files)}, phrases: {phrases} in {len(groups)} voice runs, words: {words}, walkthrough audio: {seconds:.1f} s, of it speech {render_speech:.1f} s")
        print(f"earshot render (one process): median {render_wall * 1000:.1f} ms wall, {render_cpu * 1000:.1f} ms CPU ({args.runs} runs)")
        for way in espeak:
            wall, cpu = med(t[0] for t in times[way]), med(t[1] for t in times[way])
            speech, total = audio[way]
            pair_wall = med(r[0] / e[0] for r, e in zip(render_times, times[way]))
            pair_cpu = med(r[1] / e[1] for r, e in zip(render_times, times[way]))
            print(f"espeak-ng -w, {way} ({total:.1f} s of audio, of it speech {speech:.1f} s): median {wall * 1000:.1f} ms wall, {cpu * 1000:.1f} ms CPU")
            print(f"  render / espeak-ng: ratio of medians {render_wall / wall:.2f} wall, {render_cpu / cpu:.2f} CPU; "
                  f"median of alternating runs {pair_wall:.2f} wall, {pair_cpu:.2f} CPU (guard <= 0.90 wall, <= 1.30 CPU)")
        print(f"load average {os.getloadavg()[0]:.1f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)

if __name__ == "__main__":
    main()
