/// Character classes the scanner decides on. Kept to plain scalar checks (no Foundation, no regex)
/// because the normalizer must read label text at several MB/s on one core.
extension Unicode.Scalar {
    var isASCIIDigit: Bool { value >= 0x30 && value <= 0x39 }
    var digitValue: UInt8 { UInt8(value - 0x30) }
    var isASCIILetter: Bool { (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A }

    /// Han ideographs and the CJK marks around them: written without spaces between words.
    var isCJK: Bool {
        switch value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF, 0x3005, 0x3007: true
        default: false
        }
    }

    /// Letters of any script, and the combining marks that belong to them.
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
        out.reserveCapacity(start + bytes.count)
        // ASCII text (most labels): straight from the bytes, without decoding scalars.
        var ascii = true
        for byte in bytes {
            if byte >= 0x80 { ascii = false; break }
            out.append(byte < 0x20 || byte == 0x7F ? " " : Unicode.Scalar(byte))
        }
        if ascii { return }
        out.removeSubrange(start...)
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if scalar.value < 0x80 {
                out.append(scalar.isControl ? " " : scalar)
                continue
            }
            if scalar.isControl { out.append(" "); continue }
            if scalar.isInvisible { continue }
            if scalar.value >= 0xFF01 && scalar.value <= 0xFF5E, scalar.value != 0xFF5E, scalar.value != 0xFF0C,
               scalar.value != 0xFF1B, scalar.value != 0xFF1A, scalar.value != 0xFF01, scalar.value != 0xFF1F,
               scalar.value != 0xFF08, scalar.value != 0xFF09, scalar.value != 0xFFE5 {
                // Fullwidth ASCII (Ａ, ５, ％): the halfwidth form, except the CJK punctuation kept as pauses.
                out.append(Unicode.Scalar(scalar.value - 0xFEE0)!)
                continue
            }
            let p = scalar.properties
            if p.numericType == .decimal, let v = p.numericValue, v >= 0, v <= 9 {
                out.append(Unicode.Scalar(UInt8(v) + 0x30))
                continue
            }
            out.append(scalar)
        }
    }
}

extension String {
    /// A string from scalars, encoded straight into the string's storage: much faster than
    /// `UnicodeScalarView.append(contentsOf:)`, which the scanner would otherwise spend its time in.
    init(scalars: ArraySlice<Unicode.Scalar>) {
        var count = 0
        for s in scalars { count += s.value < 0x80 ? 1 : s.value < 0x800 ? 2 : s.value < 0x10000 ? 3 : 4 }
        self.init(unsafeUninitializedCapacity: count) { buffer in
            var i = 0
            for s in scalars {
                let v = s.value
                if v < 0x80 {
                    buffer[i] = UInt8(v); i += 1
                } else if v < 0x800 {
                    buffer[i] = UInt8(0xC0 | (v >> 6)); buffer[i + 1] = UInt8(0x80 | (v & 0x3F)); i += 2
                } else if v < 0x10000 {
                    buffer[i] = UInt8(0xE0 | (v >> 12)); buffer[i + 1] = UInt8(0x80 | ((v >> 6) & 0x3F))
                    buffer[i + 2] = UInt8(0x80 | (v & 0x3F)); i += 3
                } else {
                    buffer[i] = UInt8(0xF0 | (v >> 18)); buffer[i + 1] = UInt8(0x80 | ((v >> 12) & 0x3F))
                    buffer[i + 2] = UInt8(0x80 | ((v >> 6) & 0x3F)); buffer[i + 3] = UInt8(0x80 | (v & 0x3F)); i += 4
                }
            }
            return i
        }
    }
}
