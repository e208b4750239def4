#!/usr/bin/env python3
"""Random short lines of digits, separators, signs, units, currencies, Latin words, CJK and emoji:
inputs no template would think of, for checking that a normalizer change leaves every output
byte-identical (bench/normalize-equivalence.sh). Deterministic for a given seed.
    bench/normalize-random-lines.py COUNT [SEED] > lines.txt
"""
import random, sys

count = int(sys.argv[1])
random.seed(int(sys.argv[2]) if len(sys.argv) > 2 else 7)

digits = "0123456789"
pieces = [
    # separators and marks between and around numbers
    ",", ".", ":", "/", "-", " ", " ", " ", "–", "—", "~", "x", "×", "'", "’", "+", "(", ")", "#", "@", "&",
    "%", "°", "°C", "‰", "!", "?", "…", "、", "，", "。", "：", "\u00a0", "\u202f", "·", "=", "*", "•",
    # units and scales
    "km", "kg", "GB", "MB", "min", "h", "m", "s", "ms", "cm", "mm", "ft", "lb", "mph", "dB", "K", "M", "B",
    "k", "tr", "triệu", "nghìn", "million", "mil", "st", "nd", "rd", "th", "º", "ª", "-го", "/mo", "/kg",
    # currencies
    "$", "€", "₽", "R$", "¥", "£", "đ", "₫", "USD", "EUR", "руб", "元", "块",
    # words
    "am", "pm", "a.m.", "p.m.", "PM", "Jan.", "july", "de", "março", "tháng", "ngày", "thứ", "Step", "of",
    "page", "St", "Ave", "N", "CA", "www.", ".com", "AD", "BC", "XIV", "iv", "chapter", "ending in",
    # CJK and other scripts
    "万", "亿", "年", "月", "日", "点", "第", "个", "次", "播放", "分", "秒", "负", "３", "٣", "года", "Привет",
    # emoji and invisible or control scalars
    "👍", "🇺🇸", "❤️", "👩‍💻", "\u200b", "\ufe0f", "\t", "\u0001",
]

def number():
    n = "".join(random.choice(digits) for _ in range(random.choice([1, 1, 2, 2, 3, 4, 4, 5, 7, 10, 13, 20])))
    r = random.random()
    if r < 0.15:
        n += random.choice([".", ","]) + "".join(random.choice(digits) for _ in range(random.randint(1, 3)))
    elif r < 0.25 and len(n) <= 3:
        n += random.choice([",", ".", " "]) + "".join(random.choice(digits) for _ in range(3))
    return n

lines = []
for _ in range(count):
    parts = []
    for _ in range(random.randint(1, 8)):
        parts.append(number() if random.random() < 0.45 else random.choice(pieces))
    lines.append("".join(parts).replace("\n", " "))
sys.stdout.write("\n".join(lines) + "\n")
