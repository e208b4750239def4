#!/usr/bin/env python3
"""The naive way to voice a documentation set, for comparison with `earshot batch`: one
`espeak-ng -w` process per utterance, speaking the same text Earshot spoke, then one `sox`
process per screen to join the utterances into a walkthrough.

It reads what to say from a finished batch's OUT folder (each screen's timeline.json: the
`spoken` text of its speech events, grouped by utterance) and the voice settings from Voices/
(the profile's espeak-ng voice, its default rate and pitch). No pauses, earcons or captions: it
does less than Earshot does.

    bench/naive-pipeline.py OUT WORKDIR [--jobs N]
"""
import argparse
import concurrent.futures
import json
import pathlib
import shutil
import subprocess

import yaml


def profiles(voices):
    out = {}
    for path in voices.glob("*.yaml"):
        profile = yaml.safe_load(path.read_text(encoding="utf-8"))
        rate = profile["rate"]
        points = sorted((p["percent"], p["wordsPerMinute"]) for p in rate["points"])
        percent = rate["defaultPercent"]
        wpm = points[-1][1]
        for (p0, w0), (p1, w1) in zip(points, points[1:]):
            if p0 <= percent <= p1:
                wpm = w0 + (percent - p0) / (p1 - p0) * (w1 - w0) if p1 > p0 else w0
                break
        out[profile["language"]] = (profile["espeakVoice"], round(wpm), min(99, profile["pitch"]["defaultValue"]))
    return out


def screen_jobs(out):
    for manifest_path in sorted(out.glob("*/.earshot-manifest.json")):
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        timeline = json.loads((manifest_path.parent / "timeline.json").read_text(encoding="utf-8"))
        utterances = {}
        for event in timeline["events"]:
            if event["kind"] == "speech" and event["status"] != "notHeard" and event["spoken"]:
                utterances.setdefault(event["utterance"], []).append(event["spoken"])
        yield manifest["folder"], manifest["language"], [", ".join(parts) for _, parts in sorted(utterances.items())]


def render(job, voices, work):
    folder, language, texts = job
    voice, wpm, pitch = voices[language]
    target = work / folder
    target.mkdir(parents=True, exist_ok=True)
    files = []
    for number, text in enumerate(texts, 1):
        wav = target / f"{number:03d}.wav"
        subprocess.run(["espeak-ng", "-v", voice, "-s", str(wpm), "-p", str(pitch), "-w", str(wav), "--", text],
                       check=True)
        files.append(str(wav))
    if files:
        subprocess.run(["sox"] + files + [str(target / "walkthrough.wav")], check=True)
    return len(files)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=pathlib.Path)
    parser.add_argument("work", type=pathlib.Path)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    voices = profiles(pathlib.Path(__file__).resolve().parent.parent / "Voices")
    shutil.rmtree(args.work, ignore_errors=True)
    jobs = list(screen_jobs(args.out))
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        processes = sum(pool.map(lambda job: render(job, voices, args.work), jobs))
    print(f"{len(jobs)} screens, {processes} espeak-ng processes")


if __name__ == "__main__":
    main()
