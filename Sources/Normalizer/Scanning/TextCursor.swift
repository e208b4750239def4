import VoiceProfiles

/// The text being normalized, as scalars, and what the scan has passed in it: the one token
/// stream the scanner and every recognizer read. A class, so that they share one scalar buffer,
/// reused from line to line by `Rewriter/restart(utf8:output:)`.
final class TextCursor {
    /// The text's scalars, cleaned by `InputCleaner`. Unchecked for exclusive access: every
    /// recognizer reads it scalar by scalar (a runtime access check each time was a twentieth
    /// of the normalizing time), and only `restart`, between lines, writes it.
    @exclusivity(unchecked) fileprivate(set) var scalars: [Unicode.Scalar]
    /// The last word read from the source, for rules that look behind; nil after anything said
    /// in its place (a number, a symbol's name).
    var previousRange: Range<Int>?

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// Starts over on another line of UTF-8 text, the scalar buffer kept.
    func restart(utf8 line: UnsafeBufferPointer<UInt8>) {
        scalars.removeAll(keepingCapacity: true)
        // A lone "\r" from CRLF input is a control character: removed like the others.
        InputCleaner.append(utf8: line, to: &scalars)
        previousRange = nil
    }
}

/// What reads the text's scalars.
protocol ScalarReading {
    var cursor: TextCursor { get }
}

extension ScalarReading {
    var scalars: [Unicode.Scalar] { cursor.scalars }
    /// The end of the text: `scalars.count`.
    var textEnd: Int { cursor.scalars.count }

    func at(_ index: Int) -> Unicode.Scalar? { index >= 0 && index < textEnd ? cursor.scalars[index] : nil }
    func isDigit(_ index: Int) -> Bool { at(index)?.isASCIIDigit ?? false }
    func isLetter(_ index: Int) -> Bool { at(index)?.isWordLetter ?? false }
    func string(_ start: Int, _ end: Int) -> String {
        let lower = max(0, start), upper = min(end, textEnd)
        return lower < upper ? String(scalars: cursor.scalars[lower..<upper]) : ""
    }
}

/// What reads the text with a language's rules and lexicon: the scanner and the recognizers.
protocol TextReading: ScalarReading {
    associatedtype Rules: LanguageRules
    var rules: Rules { get }
    var lexicon: Lexicon { get }
}

extension TextReading {
    // Derived from `rules` rather than stored: a rewriter is made for every text the renderer
    // normalizes, and each stored reference is a retain and a release per text.
    var locale: LocaleData { rules.locale }

    var previousRange: Range<Int>? { cursor.previousRange }

    /// The word just before, lower-cased; made only when a rule asks.
    var previousWord: String { previousRange.map { string($0.lowerBound, $0.upperBound).lowercased() } ?? "" }

    /// What the word just before is to a number after it (an ordinal, month or day word), looked
    /// up in place without making it a String.
    var previousContextWord: Lexicon.ContextWord {
        guard let range = previousRange, !lexicon.contextWords.isEmpty else { return [] }
        return lexicon.contextWords.exactMatch(in: cursor.scalars, from: range.lowerBound, end: range.upperBound, folded: true) {
            string(range.lowerBound, range.upperBound).lowercased()
        } ?? []
    }
}
