#!/usr/bin/env python3
"""Generated label text as apps write it, for the normalizer benchmarks: times, money, counts,
units, dates, phone numbers, plain words, punctuation and emoji, with the numbers varied line by
line. Deterministic (seed 4), so figures and saved outputs stay comparable.
    bench/label-mix.py MEGABYTES > labels.txt
"""
import random, sys
random.seed(4)
target = int(float(sys.argv[1]) * 1_000_000)
templates = [
    "{h:02d}:{m:02d}", "Meeting at {h}:{m:02d} PM", "${a:,}.{c:02d}", "Total: €{a}", "{a}₽", "R$ {a},{c:02d}",
    "{k}.{d}K likes", "{k}.{d}M views", "{k}.{d}万次播放", "{n} min ago", "{h}h {m}m", "{m}m remaining",
    "{k}.{d} GB of 64 GB used", "Battery {p}%, charging.", "{n} km away", "{t}°C, feels like {t2}°C",
    "Call +1 ({a3}) {a3b}-{a4}", "Order #{a}", "{mo}/{da}/20{yy}", "Jan. {da}, 20{yy}", "{n}st place",
    "Step {n} of {n2}", "Save {p}% today!", "Settings, Button.", "Double tap to open. Swipe up for more.",
    "Tom & Jerry → Season {n}", "Downloads 👍 ({n})", "{h:02d}:{m:02d}–{h2:02d}:{m2:02d}", "Page {n}/{n2}",
    "Wi-Fi, Bluetooth, and Cellular", "Updated {n} hours ago by @user_{n2}", "3/4 cup of flour", "-{k}.{d} dB",
]
out = []
size = 0
while size < target:
    t = random.choice(templates)
    line = t.format(h=random.randint(0, 23), m=random.randint(0, 59), h2=random.randint(0, 23), m2=random.randint(0, 59),
                    a=random.randint(1, 99999), c=random.randint(0, 99), k=random.randint(1, 999), d=random.randint(0, 9),
                    n=random.randint(1, 120), n2=random.randint(1, 200), p=random.randint(0, 100), t=random.randint(-20, 40),
                    t2=random.randint(-20, 40), a3=random.randint(200, 999), a3b=random.randint(200, 999),
                    a4=random.randint(1000, 9999), mo=random.randint(1, 12), da=random.randint(1, 28), yy=random.randint(0, 30))
    out.append(line)
    size += len(line.encode()) + 1
sys.stdout.write("\n".join(out) + "\n")
