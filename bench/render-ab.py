#!/usr/bin/env python3
"""Two builds of `earshot` against each other: renders the samples with A, then B, then A ...
(alternating, so the machine's changing load hits both alike), each into a new folder in
/dev/shm, and prints the median wall and CPU time (user + system of the render and its engine
workers) of each and the median of the pairs' B/A ratios, with the load average at the end.

Usage: bench/render-ab.py A_BINARY B_BINARY [PAIRS] [-- ARGS... | ++ ARGS...]
       (default 15 pairs; `--` ARGS replace `render Samples/* -q -o DIR`, e.g. `-- normalize a --language de-DE`;
       `++` ARGS are added to it, e.g. `++ --audio mp3`)
"""
import glob, os, shutil, statistics, sys, time

def main():
    args = sys.argv[1:]
    extra, added = None, []
    if "--" in args:
        extra = args[args.index("--") + 1:]
        args = args[:args.index("--")]
    elif "++" in args:
        added = args[args.index("++") + 1:]
        args = args[:args.index("++")]
    if len(args) < 2:
        sys.exit(__doc__)
    a, b = (os.path.abspath(x) for x in args[:2])
    pairs = int(args[2]) if len(args) > 2 else 15
    files = sorted(glob.glob("Samples/*.yaml") + glob.glob("Samples/*.json"))
    work = "/dev/shm" if os.path.isdir("/dev/shm") else None

    def run(binary, k):
        out = os.path.join(work or "/tmp", f"render-ab-{os.getpid()}-{k}")
        cmd = [binary] + (extra if extra is not None else ["render", *files, "-q", "-o", out, *added])
        start = time.perf_counter()
        with open(os.devnull, "w") as null:
            pid = os.posix_spawn(binary, cmd, os.environ, file_actions=[(os.POSIX_SPAWN_DUP2, null.fileno(), 1)])
            _, status, usage = os.wait4(pid, 0)
        wall = time.perf_counter() - start
        shutil.rmtree(out, ignore_errors=True)
        if status != 0:
            sys.exit(f"{binary} exited with status {status}")
        return wall, usage.ru_utime + usage.ru_stime

    ra, rb = [], []
    for k in range(pairs):
        ra.append(run(a, 2 * k))
        rb.append(run(b, 2 * k + 1))
    med = statistics.median
    for name, runs in (("A", ra), ("B", rb)):
        print(f"{name} {runs and (a if name == 'A' else b)}: wall {med(r[0] for r in runs) * 1000:.1f} ms, "
              f"CPU {med(r[1] for r in runs) * 1000:.1f} ms")
    print(f"B/A, median of {pairs} pairs: wall {med(y[0] / x[0] for x, y in zip(ra, rb)):.3f}, "
          f"CPU {med(y[1] / x[1] for x, y in zip(ra, rb)):.3f}; load average {os.getloadavg()[0]:.1f}")

if __name__ == "__main__":
    main()
