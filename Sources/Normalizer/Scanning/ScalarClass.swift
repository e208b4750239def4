/// Character classes the scanner decides on. Kept to plain scalar checks (no Foundation, no regex)
/// because the normalizer must read label text at several MB/s on one core.
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

    /// Letters of any script, and the combining marks that belong to them.
    var isWordLetter: Bool {
        @inline(__always) get { value < 0x80 ? isASCIILetter : isWordLetterBeyondASCII }
    }

    private var isWordLetterBeyondASCII: Bool {
        let v = value
        // Blocks where the answer is the same for every scalar (Latin, Cyrillic, Vietnamese
        // letters; punctuation, symbols, arrows, CJK, emoji), so label text rarely pays for a
        // Unicode property look-up. A test checks these ranges against the properties for every scalar.
        switch v {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2C1, 0x300...0x374, 0x3F7...0x481, 0x483...0x52F,
             0x1D00...0x1F15, 0x3041...0x3096, 0x30A1...0x30FA, 0xAC00...0xD7A3:
            return true
        case 0x80...0xA9, 0xAB...0xB4, 0xB6...0xB9, 0xBB...0xBF, 0xD7, 0xF7, 0x1FFD...0x2070, 0x2072...0x207E,
             0x2080...0x208F, 0x209D...0x20CF, 0x2189...0x24B5, 0x24EA...0x2BFF, 0x2E30...0x3005,
             0x3007...0x3020, 0x3200...0x9FFF, 0xFE10...0xFE1F, 0xFE30...0xFE6F, 0xFF01...0xFF20, 0x1F18A...0x2FFFF:
            return false
        default:
            return isWordLetterByProperties
        }
    }

    /// `isWordLetter` from the Unicode properties: the definition the fast ranges must agree with.
    var isWordLetterByProperties: Bool {
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

    /// False where no scalar is a decimal digit (Unicode `Numeric_Type=Decimal`): below U+0660,
    /// the Latin, symbol and CJK blocks, emoji. Checked against the properties by a test.
    var mayBeDecimalDigit: Bool {
        switch value {
        case 0..<0x30, 0x3A..<0x660, 0x1C5A..<0xA620, 0xABFA..<0xFF10, 0xFF1A..<0x104A0, 0x1E95A..<0x1FBF0, 0x1FBFA...:
            return false
        default:
            return true
        }
    }

    var isSpaceLike: Bool {
        switch value {
        case 0x20, 0x09, 0x0A, 0x0D, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Scalars that are never spoken and are dropped: joiners, variation selectors, BOM.
    var isInvisible: Bool {
        switch value {
        case 0x200B...0x200D, 0x2060...0x2064, 0xFE00...0xFE0F, 0xFEFF, 0xE0020...0xE007F, 0x1F3FB...0x1F3FF: true
        default: false
        }
    }

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

    /// ¼ ½ ¾ and U+2150–U+215E, U+2189 (↉): one character for a fraction.
    var isVulgarFraction: Bool { (value >= 0xBC && value <= 0xBE) || (value >= 0x2150 && value <= 0x215E) || value == 0x2189 }

    var isDashLike: Bool { value == 0x2D || value == 0x2010 || value == 0x2011 || value == 0x2012 }
    var isRangeDash: Bool { value == 0x2013 || value == 0x2014 || value == 0x2212 || value == 0x301C || value == 0xFF5E }
}

/// Prepares raw label text: control characters become spaces, invisible scalars go, and digits of
/// other scripts (fullwidth ３, Arabic-Indic ٣) become ASCII digits so one set of rules reads them.
enum InputCleaner {
    static func scalars(_ text: String) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        var text = text
        text.withUTF8 { append(utf8: $0, to: &out) }
        return out
    }

    /// Appends the cleaned scalars of UTF-8 text to `out` (a buffer a caller reuses line by line).
    static func append(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [Unicode.Scalar]) {
        let start = out.count
        // Room for one scalar per byte (never fewer bytes than scalars), filled with spaces,
        // written through a pointer and trimmed after: no capacity check per scalar.
        out.append(contentsOf: repeatElement(" ", count: bytes.count))
        let written = out.withUnsafeMutableBufferPointer { out -> Int? in
            let out = UnsafeMutableBufferPointer(rebasing: out[start...])
            return decodeWellFormed(bytes, into: out)
        }
        if let written {
            // Rarely more than a few (multi-byte scalars): removeLast(_:) costs more than the loop.
            while out.count > start + written { out.removeLast() }
            return
        }
        // Ill-formed UTF-8 or vulgar fractions: String's decoding, so replacement characters
        // stand where it puts them.
        out.removeSubrange(start...)
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if scalar.isVulgarFraction {
                appendFraction(scalar, to: &out, start: start)
            } else if let cleaned = clean(scalar) {
                out.append(cleaned)
            }
        }
    }

    /// "⅖" as "2/5" and "1½" as "1 1/2" (Unicode's compatibility form, "2⁄5", with a plain
    /// slash), so the fraction and mixed-number readers say it instead of dropping it.
    private static func appendFraction(_ scalar: Unicode.Scalar, to out: inout [Unicode.Scalar], start: Int) {
        if out.count > start, let last = out.last, last.value >= 0x30, last.value <= 0x39 { out.append(" ") }
        let (numerator, denominator) = vulgarFractions[scalar.value] ?? (0, 1)
        for text in [String(numerator), "/", String(denominator)] { out.append(contentsOf: text.unicodeScalars) }
    }

    private static let vulgarFractions: [UInt32: (Int, Int)] = [
        0xBC: (1, 4), 0xBD: (1, 2), 0xBE: (3, 4), 0x2150: (1, 7), 0x2151: (1, 9), 0x2152: (1, 10),
        0x2153: (1, 3), 0x2154: (2, 3), 0x2155: (1, 5), 0x2156: (2, 5), 0x2157: (3, 5), 0x2158: (4, 5),
        0x2159: (1, 6), 0x215A: (5, 6), 0x215B: (1, 8), 0x215C: (3, 8), 0x215D: (5, 8), 0x215E: (7, 8),
        0x2189: (0, 3),
    ]

    /// Decodes and cleans well-formed UTF-8 into `out` (at least `bytes.count` long), returning
    /// the scalars written; nil at the first ill-formed sequence, leaving the caller to start over.
    private static func decodeWellFormed(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<Unicode.Scalar>) -> Int? {
        var i = 0
        let count = bytes.count
        // ASCII (most label text, and the start of most other lines): one byte, one scalar,
        // found eight bytes at a time and copied without branches.
        while i + 8 <= count, UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            i += 8
        }
        while i < count, bytes[i] < 0x80 { i += 1 }
        for k in 0..<i {
            let b = bytes[k]
            out[k] = Unicode.Scalar(b < 0x20 || b == 0x7F ? 0x20 : b)
        }
        var o = i
        while i < count {
            let b0 = bytes[i]
            if b0 < 0x80 {
                // Control characters become spaces (the buffer is already spaces).
                if b0 >= 0x20 && b0 != 0x7F { out[o] = Unicode.Scalar(b0) }
                o += 1
                i += 1
                continue
            }
            var v: UInt32
            var length: Int
            if b0 >= 0xC2 && b0 <= 0xDF {
                length = 2
                v = UInt32(b0 & 0x1F)
            } else if b0 >= 0xE0 && b0 <= 0xEF {
                length = 3
                v = UInt32(b0 & 0x0F)
            } else if b0 >= 0xF0 && b0 <= 0xF4 {
                length = 4
                v = UInt32(b0 & 0x07)
            } else {
                return nil
            }
            guard i + length <= count else { return nil }
            for k in 1..<length {
                let b = bytes[i + k]
                guard b & 0xC0 == 0x80 else { return nil }
                v = v << 6 | UInt32(b & 0x3F)
            }
            // Overlong forms, surrogates and values beyond U+10FFFF are ill-formed; a vulgar
            // fraction (one scalar, three or more after) takes the slower path that expands it.
            guard length != 3 || v >= 0x800, length != 4 || (v >= 0x10000 && v <= 0x10FFFF),
                  let scalar = Unicode.Scalar(v), !scalar.isVulgarFraction else { return nil }
            i += length
            if let cleaned = clean(scalar) { out[o] = cleaned; o += 1 }
        }
        return o
    }

    /// One scalar as the rules read it, nil when it is dropped.
    @inline(__always)
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
        // Digits of other scripts; most scalars are in blocks without any, skipping the property look-up.
        if scalar.mayBeDecimalDigit {
            let p = scalar.properties
            if p.numericType == .decimal, let v = p.numericValue, v >= 0, v <= 9 {
                return Unicode.Scalar(UInt8(v) + 0x30)
            }
        }
        return scalar
    }
}

extension String {
    /// A string from scalars, encoded straight into the string's storage: much faster than
    /// `UnicodeScalarView.append(contentsOf:)`, which the scanner would otherwise spend its time in.
    init(scalars: ArraySlice<Unicode.Scalar>) {
        var count = 0
        for s in scalars { count += UTF8.width(s) }
        self.init(unsafeUninitializedCapacity: count) { buffer in
            var i = 0
            for s in scalars {
                UTF8.encode(s) { buffer[i] = $0; i += 1 }
            }
            return i
        }
    }
}
