import Foundation

/// Character classes the scanner decides on. Kept to plain scalar checks (no regex; Foundation
/// only for the rare fraction character) because the normalizer must read label text at 1 MB/s or
/// more on one core in every language.
extension Unicode.Scalar {
    var isASCIIDigit: Bool { value >= 0x30 && value <= 0x39 }
    var digitValue: UInt8 { UInt8(value - 0x30) }
    var isASCIILetter: Bool { (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A }
    /// A to Z: the capitals of initialisms ("EPA") and Roman numerals ("XVI").
    var isASCIICapital: Bool { value >= 0x41 && value <= 0x5A }

    /// Han ideographs and the CJK marks around them: written without spaces between words.
    var isCJK: Bool {
        switch value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF, 0x3005, 0x3007: true
        default: false
        }
    }

    /// Hiragana, katakana and Hangul syllables.
    var isKanaOrHangul: Bool {
        switch value {
        case 0x3041...0x30FF, 0xAC00...0xD7A3: true
        default: false
        }
    }

    /// A lower-case letter, or a letter of a script without case (Hebrew, Arabic, Thai): a word
    /// that does not start a sentence or a name as far as its first letter shows.
    var isUncapitalizedLetter: Bool {
        let p = properties
        return p.isLowercase || p.isAlphabetic && !p.isUppercase && !p.changesWhenCaseMapped
    }

    /// Mathematical and other symbols (arrows, "©", "±", "≤", "✓") and the marks that are read
    /// as words ("‰", "§", "¶"): what a screen reader names rather than pauses at.
    var isNamedSymbol: Bool {
        switch properties.generalCategory {
        case .mathSymbol, .otherSymbol: true
        default: value == 0x2030 || value == 0x2031 || value == 0xA7 || value == 0xB6
        }
    }

    /// Letters of any script, and the combining marks that belong to them; not CJK ideographs,
    /// which are read one by one.
    var isWordLetter: Bool {
        if value < 0x80 { return isASCIILetter }
        if isCJK { return false }
        let p = properties
        if p.isAlphabetic { return true }
        switch p.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Scalars for which comparing text scalar by scalar gives what String comparison (canonical
    /// equivalence) gives: starters that are their own NFC form, never combine with the scalar
    /// before them and lower-case to one such scalar (Latin, Cyrillic and Vietnamese letters,
    /// punctuation, symbols, CJK, emoji; not combining marks, Hangul jamo or singletons such as
    /// the Kelvin and Ohm signs). Two runs of them are equal Strings exactly when their scalars
    /// are equal, so the form tables' trie can read them. Checked against the Unicode data by a test.
    var comparesLiterally: Bool {
        switch value {
        case 0...0x12F, 0x131...0x239, 0x23B...0x23D, 0x23F...0x2FF, 0x400...0x482, 0x48A...0x52F, 0x1E00...0x1EFF,
             0x2002...0x20CF, 0x2100...0x2125, 0x2127...0x2129, 0x212C...0x2328, 0x232B...0x2ADB, 0x2ADD...0x2BFF,
             0x3000...0x3029, 0x3030...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0x1F000...0x1FAFF:
            return true
        default:
            return false
        }
    }

    var isSpaceLike: Bool {
        switch value {
        case 0x20, 0x09, 0x0A, 0x0D, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Scalars that are never spoken and are dropped: joiners, variation selectors, BOM. (Skin
    /// tones stay: VoiceOver names them after the emoji, "thumbs up, medium skin tone".)
    var isInvisible: Bool {
        switch value {
        case 0x200B...0x200D, 0x2060...0x2064, 0xFE00...0xFE0F, 0xFEFF, 0xE0020...0xE007F: true
        default: false
        }
    }

    /// Where an emoji may start: any emoji character beyond ASCII and Latin-1 ("❤", "☀", "✔",
    /// "🙂", a flag's regional indicator, a skin tone). The variation selector that asks for emoji
    /// presentation is gone by now (``isInvisible``), so text-style pictographs count too; digits,
    /// "#", "©" and "®" are read as numbers and symbols elsewhere.
    var startsEmoji: Bool { value >= 0x203C && properties.isEmoji }

    /// The letters two of which make a flag ("🇯🇵": J, P).
    var isRegionalIndicator: Bool { (0x1F1E6...0x1F1FF).contains(value) }

    /// Control characters: removed, since U+0001 changes espeak-ng's pitch and NUL truncates text.
    var isControl: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Pictographs read by name when the profile knows one, dropped otherwise.
    var isEmoji: Bool {
        switch value {
        case 0x1F000...0x1FAFF, 0x2600...0x27BF, 0x2B00...0x2BFF, 0x2300...0x23FF: true
        default: false
        }
    }

    /// Whether this scalar is one of `marks` (a short literal): no String or Set is built, unlike
    /// `marks.unicodeScalars.contains`, which the scanner would call on every number.
    @inline(__always)
    func isOneOf(_ marks: StaticString) -> Bool {
        // An ASCII byte in UTF-8 is always that character, never part of a longer one.
        if value < 0x80 { return marks.withUTF8Buffer { $0.contains(UInt8(value)) } }
        if marks.isASCII { return false }
        return marks.withUTF8Buffer { String(decoding: $0, as: UTF8.self).unicodeScalars.contains(self) }
    }

    /// A character for a fraction ("⅖", "½", "↉") as its numerator and denominator, from Unicode's
    /// compatibility form: digits, a fraction slash, digits ("2⁄5"). Nil for every other scalar.
    var vulgarFraction: (numerator: Substring, denominator: Substring)? {
        // Only ¼ ½ ¾, ⅐ to ⅟ and ↉ have such a form (a test checks every scalar): the cleaner asks
        // this of every scalar, and 万 or ⅰ would otherwise be decomposed through Foundation.
        guard (0xBC...0xBE).contains(value) || (0x2150...0x215F).contains(value) || value == 0x2189,
              properties.numericType == .numeric else { return nil }
        let parts = String(self).decomposedStringWithCompatibilityMapping.split(separator: "\u{2044}", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy(\.isASCIIDigit) }) else { return nil }
        return (parts[0], parts[1])
    }

    /// The digit a superscript (⁰ ¹ ² ³ ⁴–⁹) or subscript (₀–₉) digit writes; nil for every other scalar.
    var superscriptOrSubscriptDigit: UInt8? {
        superscriptDigit ?? ((0x2080...0x2089).contains(value) ? UInt8(value - 0x2080) : nil)
    }

    /// The digit a superscript digit writes (an exponent); nil for subscripts and every other scalar.
    var superscriptDigit: UInt8? {
        switch value {
        case 0x2070, 0x2074...0x2079: UInt8(value - 0x2070)
        case 0xB9: 1
        case 0xB2, 0xB3: UInt8(value - 0xB0)
        default: nil
        }
    }

    /// ² or ³ after a unit symbol: a square or cubic unit.
    var isPowerDigit: Bool { value == 0xB2 || value == 0xB3 }

    var isDashLike: Bool { value == 0x2D || value == 0x2010 || value == 0x2011 || value == 0x2012 }
    var isRangeDash: Bool { value == 0x2013 || value == 0x2014 || value == 0x2212 || value == 0x301C || value == 0xFF5E }
}

/// Prepares raw label text: control characters become spaces, invisible scalars go, and digits of
/// other scripts (fullwidth ３, Arabic-Indic ٣) become ASCII digits so one set of rules reads them.
enum InputCleaner {
    static func scalars(_ text: String) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars { append(scalar, to: &out, start: 0) }
        return out
    }

    /// Appends the cleaned scalars of UTF-8 text to `out` (a buffer a caller reuses line by line).
    /// Ill-formed UTF-8 is decoded as String decodes it, with replacement characters.
    static func append(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [Unicode.Scalar]) {
        let start = out.count
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): append(scalar, to: &out, start: start)
            case .error: out.append("\u{FFFD}")
            case .emptyInput: return
            }
        }
    }

    /// One scalar cleaned; a vulgar fraction as the plain one it stands for, apart from a
    /// number before it in the line begun at `start`.
    @inline(__always)
    private static func append(_ scalar: Unicode.Scalar, to out: inout [Unicode.Scalar], start: Int) {
        // ASCII, most of any label: no fraction, joiner or other form to look for.
        if scalar.value < 0x80 {
            out.append(scalar.isControl ? " " : scalar)
        } else if let fraction = scalar.vulgarFraction {
            appendFraction(fraction, to: &out, start: start)
        } else if scalar.value == 0x200D, out.count > start, let last = out.last, last.startsEmoji || last.properties.isEmojiModifier {
            // A joiner after an emoji makes one pictograph of the emoji around it ("👨‍👩‍👧" family:
            // man, woman, girl; "🏳️‍🌈" rainbow flag): kept for the emoji reader. Elsewhere (Indic
            // half forms) it is dropped as before.
            out.append(scalar)
        } else if let cleaned = clean(scalar) {
            out.append(cleaned)
        }
    }

    /// "⅖" as "2/5" and "1½" as "1 1/2" (Unicode's compatibility form, "2⁄5", with a plain
    /// slash), so the fraction and mixed-number readers say it instead of dropping it.
    private static func appendFraction(_ fraction: (numerator: Substring, denominator: Substring), to out: inout [Unicode.Scalar], start: Int) {
        if out.count > start, let last = out.last, last.isASCIIDigit { out.append(" ") }
        out.append(contentsOf: fraction.numerator.unicodeScalars)
        out.append("/")
        out.append(contentsOf: fraction.denominator.unicodeScalars)
    }

    /// One scalar as the rules read it, nil when it is dropped.
    private static func clean(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar.value < 0x80 { return scalar.isControl ? " " : scalar }
        if scalar.isControl { return " " }
        if scalar.isInvisible { return nil }
        if scalar.value >= 0xFF01 && scalar.value <= 0xFF5E, scalar.value != 0xFF5E, scalar.value != 0xFF0C,
           scalar.value != 0xFF1B, scalar.value != 0xFF1A, scalar.value != 0xFF01, scalar.value != 0xFF1F,
           scalar.value != 0xFF08, scalar.value != 0xFF09, scalar.value != 0xFFE5 {
            // Fullwidth ASCII (Ａ, ５, ％): the halfwidth form, except the CJK punctuation kept as pauses.
            return Unicode.Scalar(scalar.value - 0xFEE0)!
        }
        // The Arabic decimal and thousands separators, between Arabic-Indic digits ("٣٫٥", "١٬٠٠٠"),
        // as the ASCII marks the Arabic profile reads.
        if scalar.value == 0x066B { return "." }
        // The modifier letter apostrophe (Ukrainian "пʼять", as the 2019 spelling prints it) is
        // an apostrophe: espeak-ng 1.51 names it in every voice ("пʼять": пе adjective я ...).
        if scalar.value == 0x02BC { return "'" }
        if scalar.value == 0x066C { return "," }
        // Digits of other scripts.
        let p = scalar.properties
        if p.numericType == .decimal, let v = p.numericValue, v >= 0, v <= 9 {
            return Unicode.Scalar(UInt8(v) + 0x30)
        }
        return scalar
    }
}
