/// Collects spoken words and pauses: as UTF-8 text the way ``NormalizedText/text`` writes it
/// (phrases, ", ", ". ", "? " and "! " for pauses), and, when asked, as ``NormalizedText`` pieces.
///
/// Spacing follows the source: a space is written where the source had one, and between two
/// pieces that would otherwise run together ("es" + "three"), but never between Han characters,
/// which are written without spaces. Pauses at the start are dropped and runs of pauses merge
/// into the strongest, so normalizing the output again gives the same text.
///
/// The text goes straight into one byte buffer, which `normalize --lines` passes from line to
/// line: no String per phrase, no pieces and no second pass to join them.
struct PieceBuilder {
    /// The output so far; it may hold earlier texts before `base`.
    private(set) var bytes: [UInt8]
    /// Where this text starts in `bytes`.
    private var base: Int
    /// Where the current phrase starts in `bytes`; the phrase is empty when it is `bytes.count`.
    private var phraseStart: Int
    /// Where the current phrase's separator from the text before it starts (dropped with the
    /// phrase if it ends up empty).
    private var phraseOpenedAt: Int
    /// Pieces are built only for callers that want them (the renderer), not for `--lines`.
    private let recordsPieces: Bool
    private var pieces: [NormalizedText.Piece] = []
    private var pendingSpace = false
    private var lastPause: NormalizedText.Pause?

    /// An empty builder; `recordsPieces` also collects the pieces for ``finish()``.
    init(recordsPieces: Bool) {
        bytes = []
        base = 0
        phraseStart = 0
        phraseOpenedAt = 0
        self.recordsPieces = recordsPieces
    }

    /// Continues after the texts already in `output`, which it takes over (leaving it empty) so
    /// that appending never copies them; ``takeBytes()`` hands them back.
    mutating func adopt(_ output: inout [UInt8]) {
        swap(&bytes, &output)
        base = bytes.count
        phraseStart = bytes.count
        phraseOpenedAt = bytes.count
    }

    private var phraseIsEmpty: Bool { bytes.count == phraseStart }

    /// One piece more; room for a typical label's pieces is made at once rather than by doubling.
    private mutating func add(_ piece: NormalizedText.Piece) {
        guard recordsPieces else { return }
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
        text.withUTF8 { utf8 in
            // Split on the byte: "," is ASCII, so it never sits inside another character.
            guard var comma = utf8.firstIndex(of: UInt8(ascii: ",")) else {
                append(utf8: utf8)
                return
            }
            var start = 0
            while true {
                appendTrimmingLeadingSpaces(UnsafeBufferPointer(rebasing: utf8[start..<comma]))
                pause(.comma)
                start = comma + 1
                guard let next = utf8[start...].firstIndex(of: UInt8(ascii: ",")) else { break }
                comma = next
            }
            appendTrimmingLeadingSpaces(UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        if spaced { pendingSpace = true }
    }

    /// One comma-separated part of spoken text, without the spaces after the comma.
    private mutating func appendTrimmingLeadingSpaces(_ part: UnsafeBufferPointer<UInt8>) {
        let start = Self.leadingSpacesEnd(part)
        if start < part.count { append(utf8: UnsafeBufferPointer(rebasing: part[start...])) }
    }

    /// Where `text` goes on after its leading spaces, dropped as Characters are: a space that a
    /// combining mark (or another scalar) joins into one Character is not a space, and stays.
    private static func leadingSpacesEnd(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        var spaces = 0
        while spaces < text.count, text[spaces] == 0x20 { spaces += 1 }
        guard spaces > 0, spaces < text.count, text[spaces] >= 0x80, mayJoinSpace(scalar(in: text, at: spaces)) else {
            return spaces
        }
        // Rare: String decides whether the last space and what follows are one Character.
        let rest = String(decoding: UnsafeBufferPointer(rebasing: text[(spaces - 1)...]), as: UTF8.self)
        return rest.first == " " ? spaces : spaces - 1
    }

    /// Appends one word copied from the source, without building a String for it first.
    mutating func speakScalars(_ scalars: ArraySlice<Unicode.Scalar>) {
        guard let first = scalars.first else { return }
        if lastPause != nil || phraseIsEmpty {
            if let lastPause {
                writePause(lastPause)
                self.lastPause = nil
            }
            openPhrase()
        } else {
            let last = lastScalar!
            if (pendingSpace && !(last.isCJK && first.isCJK)) || Self.needsSeparator(last, first) { bytes.append(0x20) }
        }
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        pendingSpace = false
    }

    private mutating func append(_ text: String) {
        // Through the UTF-8 buffer: `bytes.append(contentsOf: text.utf8)` and
        // `text.unicodeScalars.first` went through the generic collection paths, slowly.
        var text = text
        text.withUTF8 { append(utf8: $0) }
    }

    private mutating func append(utf8 text: UnsafeBufferPointer<UInt8>) {
        guard !text.isEmpty else { return }
        let first = Self.scalar(in: text, at: 0)
        if let lastPause {
            writePause(lastPause)
            self.lastPause = nil
            pendingSpace = false
        }
        if !phraseIsEmpty {
            let last = lastScalar!
            if first == " " || last == " " {
                // already separated
            } else if last.isCJK && first.isCJK {
                // Han characters are written without spaces, whatever the source had.
            } else if pendingSpace || Self.needsSeparator(last, first) {
                bytes.append(0x20)
            }
        } else {
            openPhrase()
        }
        // A phrase does not start with spaces.
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[(phraseIsEmpty ? Self.leadingSpacesEnd(text) : 0)...]))
        // Only spaces: no phrase after all, and no separator for it.
        if phraseIsEmpty { bytes.removeSubrange(phraseOpenedAt...); phraseStart = bytes.count }
        pendingSpace = false
    }

    /// Whether a scalar after a space may make one Character with it (a combining or spacing
    /// mark, a joiner, an emoji modifier, Thai and Lao AM); a superset, checked exactly when true.
    private static func mayJoinSpace(_ scalar: Unicode.Scalar) -> Bool {
        let p = scalar.properties
        switch p.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return p.isGraphemeExtend || p.isEmojiModifier || scalar.value == 0x200D
                || scalar.value == 0x0E33 || scalar.value == 0x0EB3
        }
    }

    /// The scalar whose UTF-8 starts at `start` in well-formed UTF-8 (the bytes of Strings).
    private static func scalar(in text: UnsafeBufferPointer<UInt8>, at start: Int) -> Unicode.Scalar {
        let lead = UInt32(text[start])
        if lead < 0x80 { return Unicode.Scalar(lead)! }
        let count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = lead & (lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F)
        for k in start + 1..<min(start + count, text.count) { value = value << 6 | UInt32(text[k] & 0x3F) }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// Starts a phrase: after earlier pieces of this text, a space separates it from them.
    private mutating func openPhrase() {
        phraseOpenedAt = bytes.count
        if bytes.count > base { bytes.append(0x20) }
        phraseStart = bytes.count
    }

    /// Two pieces that would merge into one word get a space; Han characters never do.
    private static func needsSeparator(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        // A spoken word that ends with a dot ("a.m.", "S.B.") stands apart: glued to the next word
        // it would read again as one dotted word ("a.m.three").
        if a == "." { return b.isWordLetter || b.isASCIIDigit }
        if a.isCJK || b.isCJK { return false }
        // Kana and Hangul join what follows them as written (ko "일" + "과", "이천" + "원").
        if a.isKanaOrHangul && b.isKanaOrHangul { return false }
        return (a.isWordLetter || a.isASCIIDigit) && (b.isWordLetter || b.isASCIIDigit)
    }

    /// Appends text to the last word with no space ("twelve" + "'s").
    mutating func attach(_ text: String) {
        if phraseIsEmpty || lastPause != nil { append(text); return }
        bytes.append(contentsOf: text.utf8)
        pendingSpace = false
    }

    mutating func pause(_ pause: NormalizedText.Pause) {
        closePhrase()
        guard bytes.count > base else { return }
        if let lastPause, lastPause.endsSentence { return }
        lastPause = pause
    }

    private mutating func writePause(_ pause: NormalizedText.Pause) {
        add(.pause(pause))
        bytes.append(contentsOf: String(pause.mark).utf8)
        // The mark is not part of the next phrase.
        phraseStart = bytes.count
        phraseOpenedAt = bytes.count
    }

    private mutating func closePhrase() {
        while bytes.count > phraseStart, bytes.last == 0x20 { bytes.removeLast() }
        if phraseIsEmpty {
            // Nothing said since the separator: it goes too.
            bytes.removeSubrange(phraseOpenedAt...)
        } else {
            if recordsPieces { add(.words(String(decoding: bytes[phraseStart...], as: UTF8.self))) }
        }
        phraseStart = bytes.count
        phraseOpenedAt = bytes.count
        pendingSpace = false
    }

    /// The finished text; a trailing pause is kept (it ends the utterance's sentence).
    mutating func finish() -> NormalizedText {
        finishText()
        return NormalizedText(pieces: pieces)
    }

    /// Ends the text in `bytes` (for callers that want only the text).
    mutating func finishText() {
        closePhrase()
        if let lastPause { writePause(lastPause) }
        lastPause = nil
    }

    /// Hands the bytes over without copying them (the builder keeps none).
    mutating func takeBytes() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &bytes)
        return taken
    }

    /// The last one or two spoken words of the current phrase, lower-cased ("chương", "thế kỷ"):
    /// rules that look at what was said, so that normalizing the output again decides the same.
    var lastWords: (last: String, lastTwo: String) {
        guard lastPause == nil else { return ("", "") }
        // Found from the phrase's end, split on space bytes: splitting the whole phrase into
        // Characters cost ~25 000 instructions a call in a long Vietnamese label.
        var k = bytes.count
        func previousWord() -> Range<Int>? {
            while k > phraseStart, bytes[k - 1] == 0x20 { k -= 1 }
            let end = k
            while k > phraseStart, bytes[k - 1] != 0x20 { k -= 1 }
            return k < end ? k..<end : nil
        }
        guard let last = previousWord() else { return ("", "") }
        let lastWord = String(decoding: bytes[last], as: UTF8.self).lowercased()
        guard let before = previousWord() else { return (lastWord, lastWord) }
        return (lastWord, (String(decoding: bytes[before], as: UTF8.self) + " " + lastWord).lowercased())
    }

    /// The last spoken scalar, for rules that look behind (zh "第", spacing decisions).
    var lastScalar: Unicode.Scalar? {
        guard !phraseIsEmpty else { return nil }
        // Back over continuation bytes (10xxxxxx) to the scalar's first byte, then decode it.
        var start = bytes.count - 1
        while start > phraseStart, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return bytes.withUnsafeBufferPointer { Self.scalar(in: $0, at: start) }
    }

}
