/// Collects spoken words and pauses into ``NormalizedText`` pieces.
///
/// Spacing follows the source: a space is written where the source had one, and between two
/// pieces that would otherwise run together ("es" + "three"), but never between Han characters,
/// which are written without spaces. Pauses at the start are dropped and runs of pauses merge
/// into the strongest, so normalizing the output again gives the same text.
struct PieceBuilder {
    private(set) var pieces: [NormalizedText.Piece] = []
    private var phrase = ""
    private var pendingSpace = false
    private var lastPause: NormalizedText.Pause?

    /// One piece more; room for a typical label's pieces is made at once rather than by doubling.
    private mutating func add(_ piece: NormalizedText.Piece) {
        if pieces.capacity == 0 { pieces.reserveCapacity(8) }
        pieces.append(piece)
    }

    /// The source had whitespace here.
    mutating func space() { pendingSpace = true }

    /// Appends spoken text; ", " inside it marks a comma pause.
    mutating func speak(_ text: String, spaced: Bool = false) {
        if text.isEmpty { return }
        if spaced { pendingSpace = true }
        var text = text
        let hasComma = text.withUTF8 { bytes in bytes.contains(UInt8(ascii: ",")) }
        if hasComma {
            var first = true
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                if !first { pause(.comma) }
                first = false
                let trimmed = part.drop { $0 == " " }
                if !trimmed.isEmpty { append(String(trimmed)) }
            }
        } else {
            append(text)
        }
        if spaced { pendingSpace = true }
    }

    /// Appends one word copied from the source, without building a String for it first.
    mutating func speakScalars(_ scalars: ArraySlice<Unicode.Scalar>) {
        guard let first = scalars.first else { return }
        if lastPause != nil || phrase.isEmpty {
            append(String(scalars: scalars))
            return
        }
        let last = phrase.unicodeScalars.last!
        if (pendingSpace && !(last.isCJK && first.isCJK)) || Self.needsSeparator(last, first) { phrase.append(" ") }
        phrase.append(String(scalars: scalars))
        pendingSpace = false
    }

    private mutating func append(_ text: String) {
        guard let first = text.unicodeScalars.first else { return }
        if let lastPause {
            add(.pause(lastPause))
            self.lastPause = nil
            pendingSpace = false
        }
        if !phrase.isEmpty {
            let last = phrase.unicodeScalars.last!
            if first == " " || last == " " {
                // already separated
            } else if last.isCJK && first.isCJK {
                // Han characters are written without spaces, whatever the source had.
            } else if pendingSpace || Self.needsSeparator(last, first) {
                phrase.append(" ")
            }
        }
        if phrase.isEmpty, first == " " {
            phrase.append(contentsOf: text.drop { $0 == " " })
        } else {
            phrase.append(text)
        }
        pendingSpace = false
    }

    /// Two pieces that would merge into one word get a space; Han characters never do.
    private static func needsSeparator(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        if a.isCJK || b.isCJK { return false }
        return (a.isWordLetter || a.isASCIIDigit) && (b.isWordLetter || b.isASCIIDigit)
    }

    /// Appends text to the last word with no space ("twelve" + "'s").
    mutating func attach(_ text: String) {
        if phrase.isEmpty || lastPause != nil { append(text); return }
        phrase.append(text)
        pendingSpace = false
    }

    mutating func pause(_ pause: NormalizedText.Pause) {
        closePhrase()
        guard !pieces.isEmpty else { return }
        if let lastPause, lastPause == .sentence { return }
        lastPause = pause
    }

    private mutating func closePhrase() {
        while phrase.hasSuffix(" ") { phrase.removeLast() }
        if !phrase.isEmpty {
            if let lastPause {
                add(.pause(lastPause))
                self.lastPause = nil
            }
            add(.words(phrase))
            phrase = ""
        }
        pendingSpace = false
    }

    /// The finished text; a trailing pause is kept (it ends the utterance's sentence).
    mutating func finish() -> NormalizedText {
        closePhrase()
        if let lastPause { add(.pause(lastPause)) }
        lastPause = nil
        return NormalizedText(pieces: pieces)
    }

    /// The last one or two spoken words of the current phrase, lower-cased ("chương", "thế kỷ"):
    /// rules that look at what was said, so that normalizing the output again decides the same.
    var lastWords: (last: String, lastTwo: String) {
        guard lastPause == nil else { return ("", "") }
        let words = phrase.split(separator: " ").suffix(2)
        return (words.last.map { $0.lowercased() } ?? "", words.joined(separator: " ").lowercased())
    }

    /// The last spoken scalar, for rules that look behind (zh "第", spacing decisions).
    var lastScalar: Unicode.Scalar? { phrase.unicodeScalars.last }
}
