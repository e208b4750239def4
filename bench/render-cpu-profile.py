#!/usr/bin/env python3
"""Where a render's CPU goes: samples one `earshot render` (the process, its threads and its engine
workers) with `perf record -g` and sorts every sample into a component by its process and call
stack, then prints a table: component, milliseconds, share.

Usage: bench/render-cpu-profile.py [--earshot PATH] [--runs N] [--frequency HZ] [FILE...]
       (default files: Samples/*.yaml and Samples/*.json; default earshot: .build/release/earshot;
        N renders are sampled one after another into new folders in /dev/shm and the figures
        are per render)

Needs `perf` (Debian: linux-perf) and permission to sample (root, or kernel.perf_event_paranoid
<= 1). libespeak-ng has no frame pointers, so its samples have no callers: they are counted as
synthesis by the library they are in. A sample's component is the first rule below that its
stack matches, so the order matters (most specific first).
"""
import argparse, collections, glob, os, shutil, subprocess, sys, tempfile

# (component, process kind, substrings any of which in the stack (or the sample's library) match)
RULES = [
    ("engine: libespeak-ng (synthesis, voice and dictionary loading)", "worker", ["libespeak-ng"]),
    ("engine: worker start (exec, dynamic loading, Swift runtime, espeak_Initialize)", "worker",
     ["_dl_start", "dl_main", "_dl_relocate", "_dl_init", "EspeakEngineC4init", "EspeakEngineC6shared",
      "execve", "exec_binprm", "swift::runtime::environment", "__libc_start_main_impl", "EspeakLibrary",
      "_dl_map_object", "do_lookup_x", "intel_check_word", "init_cacheinfo"]),
    ("engine: loading voices (SteadyVoices)", "worker", ["SteadyVoices"]),
    ("engine: restoring globals per phrase", "worker", ["EngineGlobals", "memmove"]),
    ("engine: protocol (reading requests, sending PCM, waiting)", "worker",
     ["EngineWorkerServer", "FrameWriter", "FrameEncoder", "EngineWorkerV3run", "unix_stream", "sock_"]),
    # What is left has no Swift caller: system calls made by the library itself (no frame pointers).
    ("engine: libespeak-ng reading its data files", "worker", ["read+", "__GI___libc_open", "mmap"]),
    ("engine: other (kernel, exit)", "worker", [""]),
    ("render: process start (dynamic loading, argument parsing)", "render",
     ["_dl_start", "dl_main", "_dl_relocate", "_dl_init", "parseAsRoot", "ParsableArguments"]),
    ("render: starting engine workers (spawn)", "render", ["posix_spawn", "WorkerProcessC", "__clone"]),
    # Profiles are decoded on first look-up, which may come from inside the normalizers' set-up.
    ("render: voice profiles (decoding, matching)", "render", ["ProfileStoreV7profile", "ProfileStoreV7require", "ProfileShelf", "ProfileDecoder", "LanguageMatcher"]),
    # Built where a plan first asks (UtterancePlanner) or ahead, as screens are prepared (NormalizerCache).
    ("render: normalizer set-up per language (CLDR/ICU data, word lists)", "render",
     ["UtterancePlannerC10normalizer", "NormalizerCache"]),
    ("render: normalizing text", "render", ["Normalizer"]),
    ("render: voice profiles (decoding, matching)", "render", ["VoiceProfiles"]),
    ("render: reading screens, simulating", "render", ["RenderPipeline", "ScreenLoader", "Simulator"]),
    ("render: mixing and writing WAV files", "render", ["AudioWriter", "SpanMixer", "WAVWriter"]),
    ("render: receiving PCM from the workers", "render", ["SupervisedEngine", "WorkerProcess", "FrameDecoder"]),
    ("render: parallel synthesis, phrase cache, trimming", "render", ["ParallelSynthesis", "PhraseStore", "PhraseSynthesis"]),
    ("render: timeline.json, captions, transcript", "render", ["TimelineJSON", "WebVTT", "TranscriptJSON", "Timeline", "TextStream"]),
    ("render: layout and planning", "render", ["TimelineLayout", "UtterancePlanner", "SpeechRunPlanner", "EarconBank", "EarconDesign"]),
    ("render: staging and moving folders", "render", ["ScreenFolder", "AtomicFile"]),
    ("render: other (threads, kernel, allocator, exit)", "render", [""]),
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--earshot", default=".build/release/earshot")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--frequency", type=int, default=4999)
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    if not shutil.which("perf"):
        sys.exit("perf is not installed (Debian: apt-get install linux-perf)")
    files = args.files or sorted(glob.glob("Samples/*.yaml") + glob.glob("Samples/*.json"))
    earshot = os.path.abspath(args.earshot)
    work = tempfile.mkdtemp(prefix="earshot-profile-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
    try:
        data = os.path.join(work, "perf.data")
        renders = " ; ".join(
            f"{earshot} render {' '.join(files)} -q -o {os.path.join(work, f'out{run}')}" for run in range(args.runs))
        subprocess.run(["perf", "record", "-q", "-F", str(args.frequency), "-g", "-o", data, "--", "sh", "-c", renders],
                       check=True, stdout=subprocess.DEVNULL)
        script = subprocess.run(["perf", "script", "-i", data, "-F", "comm,pid,tid,period,ip,sym,dso"],
                                check=True, capture_output=True, text=True).stdout
    finally:
        shutil.rmtree(work, ignore_errors=True)
    # Which processes are workers: those whose samples include the engine library or its server.
    samples = []
    for block in script.split("\n\n"):
        lines = [line for line in block.strip().split("\n") if line.strip()]
        if not lines:
            continue
        header = lines[0].split()
        if header[0] == "sh":
            continue
        samples.append((int(header[1].split("/")[0]), "\n".join(lines)))
    workers = {pid for pid, stack in samples if "EngineWorkerServer" in stack or "libespeak-ng" in stack}
    counts = collections.Counter()
    for pid, stack in samples:
        kind = "worker" if pid in workers else "render"
        for component, wanted, needles in RULES:
            if wanted == kind and any(needle in stack for needle in needles):
                counts[component] += 1
                break
    total = sum(counts.values())
    per_sample_ms = 1000 / args.frequency / args.runs
    print(f"{total} samples at {args.frequency} Hz over {args.runs} renders of {len(files)} files; "
          f"{len(workers) // args.runs} worker processes a render")
    print(f"| component | ms a render | share |\n|---|---|---|")
    for component in dict.fromkeys(component for component, _, _ in RULES):
        if counts[component]:
            print(f"| {component} | {counts[component] * per_sample_ms:.1f} | {100 * counts[component] / total:.1f} % |")
    print(f"| all | {total * per_sample_ms:.1f} | 100 % |")


if __name__ == "__main__":
    main()
