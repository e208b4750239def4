import VoiceProfiles

/// How one language says numbers, times, dates and amounts. Recognizers find what the text
/// means; a `LanguageRules` value says it. What it can say is split by subject, one protocol each
/// with the defaults the languages share: numbers (`CardinalRules`), fractions (`FractionRules`),
/// numbers with their nouns (`MeasureRules`), money (`MoneyRules`), the clock (`ClockRules`), dates
/// (`DateRules`) and codes (`CodeRules`). Each language overrides its grammar (agreement, zero
/// rules, word order).
protocol LanguageRules: CardinalRules, FractionRules, MeasureRules, MoneyRules, ClockRules, DateRules, CodeRules {
    /// A Latin-script word of the source as this language says it, nil to keep it as written
    /// (most words: they are copied with no String made). Chinese spells short ones as letters.
    func rewrittenLatinWord(_ word: ArraySlice<Unicode.Scalar>) -> String?
}

extension LanguageRules {
    func rewrittenLatinWord(_ word: ArraySlice<Unicode.Scalar>) -> String? { nil }
}
