import Foundation

/// The order and linking words of a spoken date, from the locale's CLDR date pattern for the
/// fields present: "d 'de' MMMM 'de' y" (es), "d. MMMM y" (de: the "." makes the day an
/// ordinal), "y年M月d日" (ja: a numeric month takes its counter).
struct DatePattern: Sendable {
    enum Field: Sendable { case day, month, year }
    enum Part: Sendable, Equatable {
        case field(Field, ordinal: Bool, numeric: Bool)
        /// Words written in the pattern ("de", "年"); punctuation and spaces are not kept.
        /// `prefix`: written onto the next field, as Hebrew's "ב" ("d בMMMM y": "24 בנובמבר").
        case literal(String, prefix: Bool)
    }
    let parts: [Part]

    /// The pattern for a date with these fields, nil if the locale has none.
    init?(locale: Locale, day: Bool, month: Bool, year: Bool) {
        let skeleton = (day ? "d" : "") + (month ? "MMMM" : "") + (year ? "y" : "")
        guard !skeleton.isEmpty, let pattern = DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: locale) else { return nil }
        parts = Self.parse(pattern)
        if parts.isEmpty { return nil }
    }

    static func parse(_ pattern: String) -> [Part] {
        var parts: [Part] = []
        let chars = Array(pattern)
        var k = 0
        /// `start` and `next`: where the literal's text starts and where the pattern goes on after
        /// it. A word apart from the field before it and written onto the next is a prefix of
        /// that field (he " בMMMM"); one written onto the field before is a counter (ja "y年M").
        func addLiteral(_ text: String, start: Int, next: Int) {
            let word = text.trimmingCharacters(in: CharacterSet.whitespaces.union(.punctuationCharacters))
            guard !word.isEmpty else { return }
            let apartFromBefore = start == 0 || chars[start - 1].isWhitespace || text.first?.isWhitespace == true
            let ontoNext = text.last?.isLetter == true && next < chars.count && chars[next].isASCII && chars[next].isLetter
            parts.append(.literal(word, prefix: apartFromBefore && ontoNext))
        }
        while k < chars.count {
            let c = chars[k]
            if c == "'" {
                var e = k + 1
                var text = ""
                while e < chars.count, chars[e] != "'" { text.append(chars[e]); e += 1 }
                addLiteral(text, start: k, next: e + 1)
                k = e + 1
                continue
            }
            if c.isLetter, c.isASCII {
                var e = k
                while e < chars.count, chars[e] == c { e += 1 }
                let count = e - k
                // A "." right after the day marks an ordinal (de "d.", fi, cs, no, da).
                let ordinal = c == "d" && e < chars.count && chars[e] == "."
                switch c {
                case "d": parts.append(.field(.day, ordinal: ordinal, numeric: true))
                case "M", "L": parts.append(.field(.month, ordinal: false, numeric: count < 3))
                case "y", "Y", "u": parts.append(.field(.year, ordinal: false, numeric: true))
                default: break
                }
                k = e
                continue
            }
            var text = ""
            var e = k
            while e < chars.count, chars[e] != "'", !(chars[e].isLetter && chars[e].isASCII) { text.append(chars[e]); e += 1 }
            // Letters outside ASCII are words of the pattern (年, 월).
            addLiteral(String(text.filter { $0.isLetter || $0 == " " }), start: k, next: e)
            k = e
        }
        return parts
    }
}
