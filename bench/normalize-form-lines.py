#!/usr/bin/env python3
"""Random lines built from every written form of the voice profiles' tables (currencies, units,
scales, months, symbols, abbreviations, address words) of all languages, in their own, upper and
capitalized case and decomposed (NFD), around numbers, plus digits of other scripts, fullwidth
forms, e-mail addresses and URLs: inputs for the scanner's look-ups and input
cleaning, for checking that a change leaves every output byte-identical
(bench/normalize-equivalence.sh). Deterministic for a given seed.
    bench/normalize-form-lines.py COUNT [SEED] > lines.txt
"""
import os, random, sys, unicodedata
import yaml

count = int(sys.argv[1])
random.seed(int(sys.argv[2]) if len(sys.argv) > 2 else 11)
voices = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Voices")

forms = set()
for name in sorted(os.listdir(voices)):
    if not name.endswith(".yaml"):
        continue
    with open(os.path.join(voices, name), encoding="utf-8") as f:
        data = (yaml.safe_load(f) or {}).get("normalization") or {}
    for key in ("currencies", "units", "scales", "months"):
        for entry in data.get(key) or []:
            forms.update(str(w) for w in entry.get("written") or [])
    for entry in data.get("symbols") or []:
        forms.add(str(entry.get("symbol", "")))
    forms.update(str(k) for k in (data.get("abbreviations") or {}))
    address = data.get("address") or {}
    for key in ("streetTypes", "directions", "regions"):
        forms.update(str(k) for k in (address.get(key) or {}))
    for key in ("ordinalWords", "romanNumeralWords", "durationWords", "digitsAfter"):
        forms.update(str(w) for w in data.get(key) or [])
forms.discard("")
variants = set()
for form in forms:
    variants.update([form, form.upper(), form.lower(), form.capitalize(), unicodedata.normalize("NFD", form)])
variants = sorted(variants)

# Decimal digits of other scripts, fullwidth forms, look-alikes of ASCII (Kelvin sign, Ohm sign).
others = ["٣", "۴", "५", "৬", "๗", "០", "᠑", "꘢", "３", "１２", "Ａ", "ｋｍ", "％", "＄", "\u212a", "\u2126",
          "\u212b", "\u0130", "ẞ", "ǅ", "𝟓", "🯳", "\u0301", "e\u0301", "Å", "ﬁ", "ᾈ"]
electronic = ["user@example.com", "http://a.b.org/x", "https://x.io", "www.site.vn", "a.bc", "test2.uk",
              "mail.Ru", "x@y", "@home", "file://p", "foo.bar:80", "a:b", "x.com.", "nvidia.com/path"]
marks = [" ", " ", " ", "", "", "-", "–", "/", ".", ",", ":", "~", "\u00a0", "(", ")", "x", "'"]

def number():
    n = "".join(random.choice("0123456789") for _ in range(random.choice([1, 1, 2, 2, 3, 4, 6])))
    if random.random() < 0.2:
        n += random.choice([".", ","]) + "".join(random.choice("0123456789") for _ in range(random.randint(1, 3)))
    return n

out = sys.stdout.buffer
for _ in range(count):
    parts = []
    for _ in range(random.randint(1, 7)):
        r = random.random()
        if r < 0.35:
            parts.append(number().encode())
        elif r < 0.75:
            parts.append(random.choice(variants).encode())
        elif r < 0.85:
            parts.append(random.choice(others).encode())
        elif r < 0.95:
            parts.append(random.choice(electronic).encode())
        else:
            parts.append(random.choice(marks).encode())
        parts.append(random.choice(marks).encode())
    out.write(b"".join(parts).replace(b"\n", b" ") + b"\n")
