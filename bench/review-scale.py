#!/usr/bin/env python3
"""The review at documentation scale (docs/batch.md): generates N screens from the samples
(bench/generate-screens.py), renders them with `earshot batch`, and measures

  index.html's size in bytes
  index ready       headless Chromium, from navigation start until the index's script has run
                    and the page is laid out (the load event, after a forced layout)
  page ready        the same for screens' pages (the longest screens of the set)
  rewrite           a second batch with one screen changed: which review pages it rewrote

median of --runs loads each. Times are the page's own (performance.now()), so Chromium's start
is not counted. The page is measured as a copy beside it with one extra script at the end.

--copies K then copies every rendered folder K times under new names (its manifest, transcript,
timeline, captions and audit notes; not its audio) and rebuilds the index over all N×(K+1) with
`earshot batch --index-only`, to measure the index of a set larger than one can render in the
time at hand (a debug build renders about one screen a second on 2 cores). Said in the output.

    make build && bench/review-scale.py --screens 1000
    bench/review-scale.py --screens 200 --earshot .build/debug/earshot --runs 5
    bench/review-scale.py --screens 1000 --copies 4 --axe    # axe-core on the 5,000-row index and a page
"""
import argparse
import json
import pathlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
PROBE = """<script>
window.addEventListener('load', function () {
  document.body.offsetHeight;
  document.body.setAttribute('data-bench-ms', String(performance.now()));
});
</script></body>"""


def chromium():
    for path in ("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"):
        if pathlib.Path(path).exists():
            return path
    sys.exit("no headless Chromium: run scripts/install-deps --test")


def ready_ms(page, profile):
    """Milliseconds from navigation start until `page` is ready, and whether its script marked it."""
    copy = page.with_name("bench-" + page.name)
    copy.write_text(page.read_text(encoding="utf-8").replace("</body>", PROBE), encoding="utf-8")
    try:
        result = subprocess.run([chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                 f"--user-data-dir={profile}", "--dump-dom", copy.as_uri()],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, timeout=300)
    finally:
        copy.unlink()
    body = re.search(r"<body[^>]*>", result.stdout)
    tag = body.group(0) if body else ""
    ms = re.search(r'data-bench-ms="([0-9.]+)"', tag)
    if not ms:
        sys.exit(f"{page}: the page did not finish loading in Chromium")
    return float(ms.group(1)), 'data-ready="1"' in tag


AXE = ROOT / ".build/test-tools/python/axe_playwright_python/axe.min.js"
AXE_RUNNER = """<script>
axe.run(document, {resultTypes: ['violations']}).then(function (r) {
  document.body.setAttribute('data-axe', JSON.stringify(r.violations.map(function (v) { return v.id + ' (' + v.nodes.length + ')'; })));
}, function (e) { document.body.setAttribute('data-axe', 'axe failed: ' + e); });
</script></body>"""


def axe_violations(page, profile):
    """axe-core's violations on `page` in headless Chromium (scripts/install-deps --test installs it)."""
    if not AXE.exists():
        sys.exit(f"{AXE} is missing: run scripts/install-deps --test")
    copy = page.with_name("axe-" + page.name)
    script = "<script>" + AXE.read_text(encoding="utf-8") + "</script>" + AXE_RUNNER
    copy.write_text(page.read_text(encoding="utf-8").replace("</body>", script), encoding="utf-8")
    try:
        result = subprocess.run([chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                 f"--user-data-dir={profile}", "--dump-dom", "--virtual-time-budget=120000", copy.as_uri()],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, timeout=600)
    finally:
        copy.unlink()
    found = re.search(r'data-axe="([^"]*)"', result.stdout)
    return found.group(1).replace("&quot;", '"') if found else "axe did not finish"


def replicate(out, copies):
    """Copies every screen folder of OUT `copies` times (without audio); returns the folders now."""
    folders = [f for f in out.iterdir() if (f / ".earshot-manifest.json").exists()]
    for k in range(1, copies + 1):
        for folder in folders:
            target = out / f"{folder.name}-copy{k}"
            target.mkdir()
            for name in (".earshot-manifest.json", "transcript.json", "transcript.txt", "timeline.json",
                         "captions.vtt", "review.json"):
                if (folder / name).exists():
                    shutil.copyfile(folder / name, target / name)
            manifest = json.loads((target / ".earshot-manifest.json").read_text(encoding="utf-8"))
            manifest["folder"] = target.name
            manifest["name"] = f"{manifest['name']} copy {k}"
            manifest["source"] = f"copy{k}/{manifest['source']}"
            (target / ".earshot-manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    return len(folders) * (copies + 1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--screens", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--pages", type=int, default=3, help="how many screens' pages to measure")
    parser.add_argument("--earshot", default=str(ROOT / ".build/release/earshot"))
    parser.add_argument("--copies", type=int, default=0, help="copies of every rendered screen for the index at scale")
    parser.add_argument("--work", default=None, help="folder for the screens and OUT (default: a new temporary one)")
    parser.add_argument("--axe", action="store_true", help="also run axe-core on the index and the longest screen's page")
    parser.add_argument("--screenshots", action="store_true", help="every screen with a screenshot (generate-screens.py)")
    args = parser.parse_args()
    work = pathlib.Path(args.work) if args.work else pathlib.Path(tempfile.mkdtemp(prefix="earshot-review-"))
    screens, out, cache = work / "screens", work / "out", work / "cache"
    for folder in (screens, out, cache):
        shutil.rmtree(folder, ignore_errors=True)
    profile = pathlib.Path(tempfile.mkdtemp(prefix="earshot-chromium-"))
    try:
        subprocess.run([sys.executable, str(ROOT / "bench/generate-screens.py"), str(args.screens), str(screens)]
                       + (["--screenshots"] if args.screenshots else []), check=True, stdout=subprocess.DEVNULL)
        start = time.perf_counter()
        run = subprocess.run([args.earshot, "batch", str(screens), "-o", str(out), "--cache", str(cache)], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
        if run.returncode != 0:
            sys.exit(f"earshot batch failed ({run.returncode}):\n{run.stderr[-2000:]}")
        batch_seconds = time.perf_counter() - start
        index = out / "index.html"
        size = index.stat().st_size
        index_ms = []
        for _ in range(args.runs):
            ms, marked = ready_ms(index, profile)
            if not marked:
                sys.exit("the index's script did not mark the page ready")
            index_ms.append(ms)
        manifests = []
        for folder in out.iterdir():
            manifest = folder / ".earshot-manifest.json"
            if manifest.exists():
                manifests.append((json.loads(manifest.read_text(encoding="utf-8"))["duration"], folder))
        longest = [folder for _, folder in sorted(manifests, reverse=True)[:args.pages]]
        page_ms, page_sizes = [], []
        for folder in longest:
            page = folder / "review.html"
            page_sizes.append(page.stat().st_size)
            page_ms += [ready_ms(page, profile)[0] for _ in range(args.runs)]
        # One screen changed: only its page (and the index) may be written again.
        before = {p: p.stat().st_mtime_ns for p in out.glob("*/review.html")}
        first = sorted(screens.rglob("*.yaml"))[0]
        first.write_text(first.read_text(encoding="utf-8").replace("label: ", "label: Changed ", 1), encoding="utf-8")
        again = subprocess.run([args.earshot, "batch", str(screens), "-o", str(out), "--cache", str(cache)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
        rewritten = [p.parent.name for p in out.glob("*/review.html") if before.get(p) != p.stat().st_mtime_ns]
        if args.copies:
            copied = replicate(out, args.copies)
            subprocess.run([args.earshot, "batch", "--index-only", "-o", str(out), "--cache", str(cache)], check=True, stdout=subprocess.DEVNULL)
            big = out / "index.html"
            big_ms = [ready_ms(big, profile)[0] for _ in range(args.runs)]
            print(f"index of {copied:,} screens (rendered ones and copies): {big.stat().st_size:,} bytes "
                  f"({big.stat().st_size / 1e6:.2f} MB), ready median {statistics.median(big_ms):.0f} ms "
                  f"(runs: {', '.join(f'{m:.0f}' for m in big_ms)})")
        print(f"screens              {len(manifests)} (batch {batch_seconds:.1f} s with {pathlib.Path(args.earshot).parent.name})")
        print(f"index.html           {size:,} bytes ({size / 1e6:.2f} MB)")
        print(f"index ready          median {statistics.median(index_ms):.0f} ms (runs: {', '.join(f'{m:.0f}' for m in index_ms)})")
        print(f"page ready           median {statistics.median(page_ms):.0f} ms over the {len(longest)} longest screens "
              f"(pages {min(page_sizes):,}-{max(page_sizes):,} bytes; max {max(page_ms):.0f} ms)")
        print(f"one screen changed   exit {again.returncode}; review pages rewritten: {len(rewritten)} ({', '.join(rewritten)})")
        if args.axe:
            print(f"axe-core violations  index {axe_violations(out / 'index.html', profile)}; "
                  f"{longest[0].name}/review.html {axe_violations(longest[0] / 'review.html', profile)}")
    finally:
        shutil.rmtree(profile, ignore_errors=True)
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
