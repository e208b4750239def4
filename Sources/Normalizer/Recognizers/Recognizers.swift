import VoiceProfiles

/// The recognizers of one language: each reads one kind of item at a position of the text (a
/// time, a date, an amount, a unit, a fraction, a range, a phone number, an address, a version,
/// a code) and says how it is said, as a `NumberItem` or a `SpokenItem` that ends where the
/// item ends. They write nothing and move nothing: the `Rewriter` asks them, in its order, and
/// speaks what they read. Their files say which recognizer is which; `readItem(at:)` lists the
/// number-led ones in the order they are asked.
struct Recognizers<Rules: LanguageRules>: TextReading {
    let cursor: TextCursor
    let rules: Rules
    let lexicon: Lexicon
    /// What reads the digits and marks of one number.
    let numerals: NumeralReader

    init(cursor: TextCursor, rules: Rules, lexicon: Lexicon) {
        self.cursor = cursor
        self.rules = rules
        self.lexicon = lexicon
        numerals = NumeralReader(cursor: cursor, lexicon: lexicon)
    }
}
